package session

import (
	"slices"
	"strings"
	"testing"
	"time"

	"xiangqi/record"
	"xiangqi/rules"
)

// TestHandicapRecordRoundTrip: a handicap game's record carries its start
// FEN (with SetUp) and a Handicap note; read back, in every notation, it
// has the same start and moves, says the same handicap, and continues
// from where it stopped. A missing or garbled note changes nothing: the
// start position decides.
func TestHandicapRecordRoundTrip(t *testing.T) {
	started := time.Date(2026, 12, 1, 10, 0, 0, 0, time.Local)
	for h := rules.HandicapHorse; h < rules.NumHandicaps; h++ {
		for _, giver := range []rules.Color{rules.Red, rules.Black} {
			start := rules.HandicapPosition(h, giver)
			g := rules.NewGame(start)
			for _, s := range []string{"h2e2", "h7e7", "b2d2", "b7d7"} {
				if err := g.PlayText(s); err != nil {
					t.Fatalf("%v %v: %s: %v", h, giver, s, err)
				}
			}
			computer := [2]bool{}
			computer[giver] = true
			rec := MatchRecord(NewPausedMatch(nil, g, computer, 2), started)
			if got, want := rec.Tag("Handicap"), giver.String()+" gives "+h.String(); got != want {
				t.Errorf("Handicap tag %q, want %q", got, want)
			}
			for _, n := range []rules.Notation{rules.ICCS, rules.WXF, rules.Chinese, rules.Vietnamese} {
				var b strings.Builder
				if err := record.Write(&b, rec, n); err != nil {
					t.Fatal(err)
				}
				text := b.String()
				if !strings.Contains(text, `[FEN "`+start.FEN()+`"]`) || !strings.Contains(text, `[SetUp "1"]`) {
					t.Fatalf("%v %v: no start FEN:\n%s", h, giver, text)
				}
				games, errs := record.Read([]byte(text))
				if len(errs) > 0 || len(games) != 1 {
					t.Fatalf("%v %v %v: read back: %v", h, giver, n, errs)
				}
				back := games[0]
				if back.Start != start || !slices.Equal(back.Moves, g.Moves()) {
					t.Fatalf("%v %v %v: start %s, moves %v", h, giver, n, back.Start.FEN(), back.Moves)
				}
				gi := InfoOf(back)
				if gi.Handicap != h || gi.Giver != giver || gi.Level != 2 || gi.Computer != computer {
					t.Fatalf("%v %v %v: info %+v", h, giver, n, gi)
				}
				m, err := RecordMatch(nil, back, -1, gi.Computer, gi.Level)
				if err != nil || m.Game().Start() != start || len(m.Game().Moves()) != 4 || !m.Computer(giver) {
					t.Fatalf("%v %v: continued: %v", h, giver, err)
				}
			}
			// The note garbled, then gone: still the same handicap.
			for _, note := range []string{"a horse or two", ""} {
				rec.SetTag("Handicap", note)
				var b strings.Builder
				if err := record.Write(&b, rec, rules.ICCS); err != nil {
					t.Fatal(err)
				}
				games, errs := record.Read([]byte(b.String()))
				if len(errs) > 0 || len(games) != 1 {
					t.Fatalf("note %q: %v", note, errs)
				}
				if gi := InfoOf(games[0]); gi.Handicap != h || gi.Giver != giver {
					t.Errorf("note %q: read as %v %v", note, gi.Handicap, gi.Giver)
				}
			}
		}
	}
	// A game from the standard start has no Handicap tag.
	rec := MatchRecord(NewPausedMatch(nil, rules.NewGame(rules.StartPosition()), computerBlack, 1), started)
	if rec.Tag("Handicap") != "" || InfoOf(rec).Handicap != rules.NoHandicap {
		t.Errorf("standard game: tag %q", rec.Tag("Handicap"))
	}
}
