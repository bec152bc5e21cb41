//go:build display

package game

import (
	"slices"
	"testing"

	"xiangqi/game/session"
	"xiangqi/i18n"
	"xiangqi/rules"
	"xiangqi/train"
)

// threatMoves parses ICCS moves.
func threatMoves(t *testing.T, ss ...string) []rules.Move {
	t.Helper()
	var out []rules.Move
	for _, s := range ss {
		m, err := rules.ParseMoveText(s)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, m)
	}
	return out
}

// TestThreatsShownOnPlayersTurn: with the switch on, the live board on
// the player's turn shows Black's threats (the cannons on the horse and
// the central soldier), the most valuable first; nothing with the switch
// off, while browsing, or on the computer's turn.
func TestThreatsShownOnPlayersTurn(t *testing.T) {
	g, _ := newTestGame(t, Config{Side: "red", Level: "easy"})
	c := g.c
	if err := g.preset([]string{"a0a1", "h7e7"}, ""); err != nil {
		t.Fatal(err)
	}
	p := topIs[*playScreen](t, g)
	m := c.game.Match()
	if got := p.threatsShown(c, m); got != nil {
		t.Errorf("switch off: threats %v", got)
	}
	c.settings.Threats = true
	want := threatMoves(t, "b7b0", "e7e3")
	if got := p.threatsShown(c, m); !slices.Equal(got, want) {
		t.Errorf("threats %v, want %v", got, want)
	}
	p.browse(c, 1)
	if got := p.threatsShown(c, m); got != nil {
		t.Errorf("browsing: threats %v", got)
	}
	p.live(c)
	// After the player's move it is the computer's turn: none (set up
	// paused, so the turn stays the computer's).
	if err := g.preset([]string{"h0g2"}, ""); err != nil {
		t.Fatal(err)
	}
	p = topIs[*playScreen](t, g)
	if got := p.threatsShown(c, c.game.Match()); got != nil {
		t.Errorf("the computer's turn: threats %v", got)
	}
}

// TestThreatsCachedPerPosition: the cache answers the same position
// without looking again and a new position anew.
func TestThreatsCachedPerPosition(t *testing.T) {
	var tc threatCache
	start := rules.StartPosition()
	if got := tc.get(start); len(got) != 0 {
		t.Fatalf("start: %v", got)
	}
	g := rules.NewGame(start)
	for _, s := range []string{"a0a1", "h7e7"} {
		if err := g.PlayText(s); err != nil {
			t.Fatal(err)
		}
	}
	pos := g.Position()
	first := tc.get(pos)
	if len(first) != 2 {
		t.Fatalf("threats %v", first)
	}
	// A stale entry would be kept under the key: change the list and ask
	// again for the same position — the cache, not a new look, answers.
	first[0] = rules.NoMove
	if again := tc.get(pos); again[0] != rules.NoMove {
		t.Errorf("looked again for the same position")
	}
	if got := tc.get(start); len(got) != 0 {
		t.Errorf("the start again: %v (stale)", got)
	}
}

// TestThreatsMenuSwitch: the play menu's choice turns the threats on and
// off, says which, and saves the choice.
func TestThreatsMenuSwitch(t *testing.T) {
	dir := t.TempDir()
	g, in := newTestGame(t, Config{DataDir: dir, Side: "red", Level: "easy", FEN: rules.StartFEN})
	c := g.c
	tap(t, g, in, c.text(i18n.MsgMenu))
	tap(t, g, in, c.text(i18n.MsgThreats))
	if !c.settings.Threats {
		t.Fatal("Show threats left them off")
	}
	d, notice := session.Store{Dir: dir}.Load()
	if notice != nil || !d.Settings.Threats {
		t.Errorf("saved threats %v (%+v)", d.Settings.Threats, notice)
	}
	tap(t, g, in, c.text(i18n.MsgMenu))
	tap(t, g, in, c.text(i18n.MsgHideThreats))
	if c.settings.Threats {
		t.Error("Hide threats left them on")
	}
}

// TestHintInWords: a hint's status line says what the move does, in the
// player's language; without a hint it says nothing of the kind.
func TestHintInWords(t *testing.T) {
	g, _ := newTestGame(t, Config{Side: "red", Level: "easy"})
	c := g.c
	if err := g.preset([]string{"a0a1", "h7e7"}, ""); err != nil {
		t.Fatal(err)
	}
	p := topIs[*playScreen](t, g)
	_, before := p.statusLines(c)
	if err := g.showHint("h0g2"); err != nil {
		t.Fatal(err)
	}
	for l, want := range map[i18n.Lang]string{i18n.LangEn: "Hint: defends the soldier", i18n.LangVi: "Gợi ý: bảo vệ tốt", i18n.LangZh: "提示：保兵"} {
		c.lang = l
		if _, second := p.statusLines(c); second != want {
			t.Errorf("%s: %q, want %q", l.Code(), second, want)
		}
	}
	c.lang = i18n.LangEn
	if err := g.showHint("a3a5"); err == nil {
		t.Error("an illegal hint was taken")
	}
	if before == "" || before == "Hint: defends the soldier" {
		t.Errorf("before the hint: %q", before)
	}
}

// TestReviewHintInWords: the training review's hint gives its move and
// what it does.
func TestReviewHintInWords(t *testing.T) {
	g, in := newTestGame(t, Config{})
	c := g.c
	start := rules.StartPosition()
	c.training.Deck.Add(c.today(), train.Card{ID: "g#1", FEN: start.FEN(), Played: "a0a1", Best: []string{"h2e2"}, Chance: 0.5})
	tap(t, g, in, c.text(i18n.MsgReviewMistakes))
	s := topIs[*reviewScreen](t, g)
	tap(t, g, in, c.text(i18n.MsgHint))
	_, second, _ := s.status(c)
	want := "Hint: " + start.Notate(threatMoves(t, "h2e2")[0], c.settings.MoveNotation("en")) + " · attacks the soldier"
	if second != want {
		t.Errorf("the review's hint says %q, want %q", second, want)
	}
}
