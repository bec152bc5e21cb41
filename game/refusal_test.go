//go:build display

package game

import (
	"strings"
	"testing"

	"xiangqi/rules"
)

// TestIllegalTapSaysWhy: a tap the rules refuse deselects the piece and
// says why under the board, until the next tap (the view keeps the move
// refused; each reason: play.TestRefusalReasons).
func TestIllegalTapSaysWhy(t *testing.T) {
	g, in := newTestGame(t, Config{Side: "two", FEN: rules.StartFEN})
	p := topIs[*playScreen](t, g)
	for _, c := range []struct{ from, to, want string }{
		{"b0", "d1", "The horse's leg is blocked"},
		{"c3", "c2", "Soldiers never move back"},
	} {
		tapPoint(t, g, in, c.from, false)
		tapPoint(t, g, in, c.to, false)
		if _, second := p.statusLines(g.c); second != c.want {
			t.Errorf("%s-%s: %q, want %q", c.from, c.to, second, c.want)
		}
		if p.board.sel != rules.NoSquare {
			t.Errorf("%s-%s: the piece stays selected", c.from, c.to)
		}
	}
	// The next tap forgets it.
	tapPoint(t, g, in, "h2", false)
	if _, second := p.statusLines(g.c); strings.Contains(second, "piece") {
		t.Errorf("after another tap: %q", second)
	}
}

// TestFaceToFaceTurnsTheStatus: two players face to face in portrait get
// the status turned above the board (instead of the move list); a game
// against the computer or a landscape screen keeps the list.
func TestFaceToFaceTurnsTheStatus(t *testing.T) {
	g, _ := newTestGame(t, Config{Side: "two", FEN: rules.StartFEN})
	c := g.c
	p := topIs[*playScreen](t, g)
	if p.statusTurned(c, c.playLayout()) {
		t.Fatal("turned without face to face")
	}
	c.settings.FaceToFace = true
	if !p.statusTurned(c, c.playLayout()) {
		t.Fatal("face to face, portrait: the status is not turned")
	}
	c.setSize(1280, 720, 1)
	if p.statusTurned(c, c.playLayout()) {
		t.Error("landscape: the status turned over the move list panel")
	}
	c.setSize(540, 960, 1)
	g2, _ := newTestGame(t, Config{Side: "red", FEN: rules.StartFEN})
	g2.c.settings.FaceToFace = true
	if topIs[*playScreen](t, g2).statusTurned(g2.c, g2.c.playLayout()) {
		t.Error("against the computer the status turned")
	}
}
