package session

import (
	"slices"
	"testing"

	"xiangqi/rules"
)

func TestReview(t *testing.T) {
	g := rules.NewGame(rules.StartPosition())
	moves := []string{"h2e2", "h7e7", "e2e6", "d9e8"}
	var after []rules.Position // the position after each move
	for _, s := range moves {
		if err := g.PlayText(s); err != nil {
			t.Fatal(err)
		}
		after = append(after, g.Position())
	}
	r := NewReview(g)
	if r.Ply() != 4 || r.Len() != 4 {
		t.Fatalf("ply %d of %d, want 4 of 4", r.Ply(), r.Len())
	}
	if r.Step(1) {
		t.Error("stepped past the last move")
	}
	for ply := 4; ply >= 0; ply-- {
		pos := r.Position()
		want := rules.StartPosition()
		if ply > 0 {
			want = after[ply-1]
		}
		if pos.FEN() != want.FEN() || pos.Key() != want.Key() || pos.InCheck() != want.InCheck() {
			t.Errorf("ply %d: %s, want %s", ply, pos.FEN(), want.FEN())
		}
		last, ok := r.LastMove()
		if ok != (ply > 0) || (ok && last.String() != moves[ply-1]) {
			t.Errorf("ply %d: last move %v %v", ply, last, ok)
		}
		if ply > 0 && !r.Step(-1) {
			t.Fatalf("could not step back from ply %d", ply)
		}
	}
	if r.Step(-1) || r.Ply() != 0 {
		t.Errorf("stepped before the start: ply %d", r.Ply())
	}
	if !r.Step(10) || r.Ply() != 4 {
		t.Errorf("a long step forward stops at the end: ply %d", r.Ply())
	}
}

func TestMoveTexts(t *testing.T) {
	g := rules.NewGame(rules.StartPosition())
	for _, s := range []string{"h2e2", "h9g7"} {
		if err := g.PlayText(s); err != nil {
			t.Fatal(err)
		}
	}
	for n, want := range map[rules.Notation][]string{
		rules.WXF:  {"C2=5", "H8+7"},
		rules.ICCS: {"h2e2", "h9g7"},
		// Black counts its files from its right, in full-width digits.
		rules.Chinese: {"炮二平五", "马８进７"},
	} {
		buf := []string{"stale", "stale", "stale"} // reused, not appended to
		if got := MoveTexts(g, n, buf); !slices.Equal(got, want) {
			t.Errorf("notation %d: %q, want %q", n, got, want)
		}
	}
	if got := MoveTexts(rules.NewGame(rules.StartPosition()), rules.WXF, nil); len(got) != 0 {
		t.Errorf("no moves: %q", got)
	}
}
