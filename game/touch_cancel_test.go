//go:build display

package game

import (
	"testing"

	"xiangqi/rules"
)

// TestTouchCancelledDrag: a drag whose touch the system cancels plays
// nothing, on the play screen and in the editor (where a drop off the
// board would take the piece off), and the next tap works.
func TestTouchCancelledDrag(t *testing.T) {
	g, in := newTestGame(t, Config{Side: "two"})
	c := g.c
	c.startMatch(rules.NewGame(rules.StartPosition()))
	p := topIs[*playScreen](t, g)
	l := c.playLayout()
	at := func(ev pointerEvent, sq string) pointerState {
		s, err := rules.ParseSquare(sq)
		if err != nil {
			t.Fatal(err)
		}
		x, y := l.Point(s, false)
		return pointerState{ev: ev, x: x, y: y, touch: true}
	}
	in.run(t, g, at(pointerPress, "h2"), at(pointerMove, "g2"), at(pointerMove, "e2"), cancelledRelease())
	if p.board.dragging || p.board.pressing || len(c.game.Match().Game().Moves()) != 0 {
		t.Fatalf("after a cancelled drag: dragging %v, pressing %v, moves %v", p.board.dragging, p.board.pressing, c.game.Match().Game().Moves())
	}
	in.run(t, g, at(pointerPress, "h2"), at(pointerRelease, "h2"), at(pointerPress, "e2"), at(pointerRelease, "e2"))
	if ms := c.game.Match().Game().Moves(); len(ms) != 1 || ms[0].String() != "h2e2" {
		t.Fatalf("taps after the cancel: moves %v", ms)
	}

	showEditor(c, nil)
	e := topIs[*editorScreen](t, g)
	before := e.m.FEN()
	el := editorLayout(c)
	sq, _ := rules.ParseSquare("b0")
	x, y := el.Point(sq, false)
	in.run(t, g, pointerState{ev: pointerPress, x: x, y: y, touch: true},
		pointerState{ev: pointerMove, x: x + 40, y: y - 60, touch: true},
		pointerState{ev: pointerMove, x: x + 80, y: y - 120, touch: true}, cancelledRelease())
	if got := e.m.FEN(); got != before {
		t.Fatalf("a cancelled drag in the editor changed the board: %s, was %s", got, before)
	}
}

// TestTakeCancel: the input turns the platform's cancel into one cancelled
// release of the finger it follows, and nothing when no finger is down.
func TestTakeCancel(t *testing.T) {
	in := &ebitenInput{touching: true, cancelled: true}
	ps, ok := in.takeCancel()
	if !ok || ps.ev != pointerRelease || !ps.cancel || in.touching || in.cancelled {
		t.Fatalf("takeCancel: %+v %v, touching %v", ps, ok, in.touching)
	}
	if _, ok := in.takeCancel(); ok {
		t.Fatal("a second cancelled release")
	}
	in = &ebitenInput{cancelled: true}
	if _, ok := in.takeCancel(); ok || in.cancelled {
		t.Fatal("a cancel with no finger down")
	}
}
