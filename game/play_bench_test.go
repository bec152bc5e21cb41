//go:build display

package game

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game/session"
	"xiangqi/rules"
)

// BenchmarkPlayDragFrame: one frame of the play screen (540×960, twelve
// moves in, two players) redrawn while a piece is dragged, as every tick
// of a drag is, with the lines of text kept as images (lines: the move
// list, the status, the board's labels, the buttons) and drawn glyph by
// glyph (glyphs, drive.Driver.SetTextGlyphs).
func BenchmarkPlayDragFrame(b *testing.B) {
	for _, glyphs := range []bool{false, true} {
		name := "lines"
		if glyphs {
			name = "glyphs"
		}
		b.Run(name, func(b *testing.B) {
			in := &scriptInput{}
			g, err := newGame(Config{DataDir: b.TempDir(), Lang: "en", Side: "two"}, session.Timed(nil, session.Timing{}), in, nil)
			if err != nil {
				b.Fatal(err)
			}
			c := g.c
			c.paint.lines.off = glyphs
			c.setSize(540, 960, 1)
			game := rules.NewGame(rules.StartPosition())
			for _, s := range []string{"h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "g3g4", "g6g5", "h0h6", "h7i7", "h6g6", "i7i8"} {
				p := game.Position()
				m, err := p.ReadMove(s)
				if err != nil {
					b.Fatal(err)
				}
				game.Play(m)
			}
			c.startMatch(game)
			l := c.playLayout()
			from, _ := rules.ParseSquare("b2")
			x, y := l.Point(from, false)
			in.steps = []pointerState{{ev: pointerPress, x: x, y: y, touch: true}, {ev: pointerMove, x: x + 30, y: y - 30, touch: true}}
			for len(in.steps) > 0 {
				g.c.guard.look(g.c)
				g.c.guard.ticks += armTicks
				if err := g.Update(); err != nil {
					b.Fatal(err)
				}
			}
			if ps, ok := c.top().(*playScreen); !ok || !ps.board.dragging {
				b.Fatalf("top %T, not dragging", c.top())
			}
			dst := ebiten.NewImage(540, 960)
			b.ReportAllocs()
			for b.Loop() {
				c.dirty = true
				g.Draw(dst)
			}
		})
	}
}
