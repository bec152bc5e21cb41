//go:build display

package game

import (
	"testing"

	"xiangqi/rules"
)

// TestTouchDragIsLifted: a finger's drag is marked as one (the piece is
// drawn enlarged and lifted over the finger), a mouse's is not, and the
// move lands where the finger is.
func TestTouchDragIsLifted(t *testing.T) {
	for _, touch := range []bool{false, true} {
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
			return pointerState{ev: ev, x: x, y: y, touch: touch}
		}
		in.run(t, g, at(pointerPress, "h2"), at(pointerMove, "g2"), at(pointerMove, "e2"))
		if !p.board.dragging || p.board.touch != touch {
			t.Fatalf("touch %v: dragging %v, touch %v", touch, p.board.dragging, p.board.touch)
		}
		in.run(t, g, at(pointerRelease, "e2"))
		if ms := c.game.Match().Game().Moves(); len(ms) != 1 || ms[0].String() != "h2e2" {
			t.Fatalf("touch %v: moves %v", touch, ms)
		}
	}
}

// TestEditorPaletteDrag: a piece dragged from the palette is put where it
// is dropped and becomes the tool; dropped off the board it is not put; a
// tap on the palette only chooses the tool.
func TestEditorPaletteDrag(t *testing.T) {
	g, in := newTestGame(t, Config{})
	c := g.c
	showEditor(c, nil)
	e := topIs[*editorScreen](t, g)
	startMenu(c).editor.Clear()
	cells, pieces := paletteRects(c)
	cannon := rules.MakePiece(rules.Black, rules.Cannon)
	i := 8 + int(rules.Cannon) - 1
	if pieces[i] != cannon {
		t.Fatalf("palette cell %d holds %v", i, pieces[i])
	}
	px, py := cells[i].Center()
	e4, _ := rules.ParseSquare("e4")
	x, y := editorLayout(c).Point(e4, false)
	in.run(t, g, pointerState{ev: pointerPress, x: px, y: py, touch: true},
		pointerState{ev: pointerMove, x: (px + x) / 2, y: (py + y) / 2, touch: true},
		pointerState{ev: pointerMove, x: x, y: y, touch: true})
	if !e.carry.dragging || e.carry.piece != cannon || !e.carry.touch {
		t.Fatalf("carrying %+v", e.carry)
	}
	in.run(t, g, pointerState{ev: pointerRelease, x: x, y: y, touch: true})
	if e.m.At(e4) != cannon || e.m.Tool() != cannon || e.carry.dragging {
		t.Fatalf("after the drop: e4 holds %v, tool %v", e.m.At(e4), e.m.Tool())
	}
	// Off the board: nothing is put.
	horse := rules.MakePiece(rules.Red, rules.Horse)
	hx, hy := cells[int(rules.Horse)-1].Center()
	in.run(t, g, pointerState{ev: pointerPress, x: hx, y: hy}, pointerState{ev: pointerMove, x: hx, y: hy - 30},
		pointerState{ev: pointerMove, x: 2, y: float64(c.h) - 2}, pointerState{ev: pointerRelease, x: 2, y: float64(c.h) - 2})
	if n := startMenu(c).editor.Count(horse); n != 0 {
		t.Fatalf("%d horses after a drop off the board", n)
	}
	// A tap chooses the tool and puts nothing.
	adv := rules.MakePiece(rules.Red, rules.Advisor)
	ax, ay := cells[int(rules.Advisor)-1].Center()
	in.run(t, g, pointerState{ev: pointerPress, x: ax, y: ay, touch: true}, pointerState{ev: pointerRelease, x: ax, y: ay, touch: true})
	if e.m.Tool() != adv || startMenu(c).editor.Count(adv) != 0 {
		t.Fatalf("tap: tool %v, %d advisors", e.m.Tool(), startMenu(c).editor.Count(adv))
	}
}
