package session

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"xiangqi/record"
	"xiangqi/rules"
)

// TestExplainRecord: a game lost by perpetual chase is written out with
// PGN's Termination "rules infraction" and the explanation as a comment
// after its last move, in the notation of its moves; read back, it is
// still the game's own and still lost by perpetual chase. A drawn
// repetition keeps its Termination and gets the comment; other games are
// written as they are.
func TestExplainRecord(t *testing.T) {
	at := time.Date(2026, 12, 7, 9, 0, 0, 0, time.UTC)
	write := func(g *record.Game, n rules.Notation) string {
		t.Helper()
		var b bytes.Buffer
		if err := record.Write(&b, g, n); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	oneLine := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	chase := MatchRecord(NewPausedMatch(nil, rulingGame(t, fenUnprotectedChase, cycleUnprotectedChase), [2]bool{}, Easy), at)
	out := ExplainRecord(chase, rules.ICCS)
	text := write(out, rules.ICCS)
	if !strings.Contains(text, "[Termination \"rules infraction\"]\n") {
		t.Errorf("no rules infraction:\n%s", text)
	}
	wantEnd := "4. i3h1 i8h8 {Black's chariot chased Red's horse 4 times in a row (h8i8, i8h8, h8i8, i8h8). The horse had no protector able to take back. Rule: perpetual chase loses.} 1-0"
	if !strings.HasSuffix(oneLine(text), wantEnd) {
		t.Errorf("the end:\n%s\nwant the end %q", text, wantEnd)
	}
	if chase.Tag("Termination") != "perpetual chase" || chase.Notes != nil {
		t.Error("the library's record was changed")
	}
	back, errs := record.Read([]byte(text))
	if len(errs) > 0 || len(back) != 1 {
		t.Fatalf("read back: %v", errs)
	}
	if gi := InfoOf(back[0]); !gi.Own || gi.Status != (rules.Status{Result: rules.RedWins, Reason: rules.PerpetualChase}) {
		t.Errorf("read back: own %v, status %v", gi.Own, gi.Status)
	}
	// In Chinese notation the comment names the moves as the record does.
	if zh := write(ExplainRecord(chase, rules.Chinese), rules.Chinese); !strings.Contains(oneLine(zh), "(车８平９, 车９平８, 车８平９, 车９平８)") {
		t.Errorf("Chinese notation:\n%s", zh)
	}
	// A drawn mutual chase: the comment, the game's own Termination.
	mutual := ExplainRecord(MatchRecord(NewPausedMatch(nil, rulingGame(t, fenMutualChase, cycleMutualChase), [2]bool{}, Easy), at), rules.ICCS)
	if mutual.Tag("Termination") != "repetition" || !strings.HasSuffix(mutual.Notes[7].Comment, "Rule: when both sides chase perpetually, it is a draw.") {
		t.Errorf("mutual chase: %q %q", mutual.Tag("Termination"), mutual.Notes[7].Comment)
	}
	// A game going on, or from elsewhere, is written as it is.
	on := MatchRecord(NewPausedMatch(nil, rules.NewGame(rules.StartPosition()), [2]bool{}, Easy), at)
	if ExplainRecord(on, rules.ICCS) != on {
		t.Error("an unfinished game was rewritten")
	}
	foreign := *chase
	foreign.Tags = nil
	if ExplainRecord(&foreign, rules.ICCS) != &foreign {
		t.Error("a record from elsewhere was rewritten")
	}
}
