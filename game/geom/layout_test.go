package geom

import (
	"fmt"
	"math"
	"testing"

	"xiangqi/rules"
)

// screen is a size the game runs at, in device pixels, with its scale.
type screen struct {
	w, h int
	dp   float64
}

func (s screen) String() string { return fmt.Sprintf("%dx%d@%g", s.w, s.h, s.dp) }

// screens are the phones' and the desktop's sizes: the small and large
// phones in dp, the desktop window, landscape phones and desktops, and a
// phone in device pixels at its density.
var (
	portraits  = []screen{{360, 640, 1}, {412, 915, 1}, {540, 960, 1}, {1080, 2400, 2.625}, {720, 1280, 2}}
	landscapes = []screen{{640, 360, 1}, {915, 412, 1}, {960, 540, 1}, {1280, 720, 1}, {1920, 1080, 1}, {2400, 1080, 2.625}}
	allScreens = append(append([]screen{}, portraits...), landscapes...)
)

const eps = 1e-6

// inside reports whether r lies within the w×h screen.
func inside(r Rect, w, h float64) bool {
	return r.X >= -eps && r.Y >= -eps && r.X+r.W <= w+eps && r.Y+r.H <= h+eps
}

// overlap reports whether a and b share more than an edge.
func overlap(a, b Rect) bool {
	return a.X < b.X+b.W-eps && b.X < a.X+a.W-eps && a.Y < b.Y+b.H-eps && b.Y < a.Y+a.H-eps
}

func TestRect(t *testing.T) {
	r := Rect{10, 20, 30, 40}
	for _, c := range []struct {
		x, y float64
		in   bool
	}{{10, 20, true}, {39.9, 59.9, true}, {40, 30, false}, {20, 60, false}, {9.9, 30, false}, {25, 19.9, false}} {
		if got := r.Contains(c.x, c.y); got != c.in {
			t.Errorf("Contains(%g, %g) = %v, want %v", c.x, c.y, got, c.in)
		}
	}
	if x, y := r.Center(); x != 25 || y != 40 {
		t.Errorf("Center = %g, %g", x, y)
	}
	if got := r.Inset(5); got != (Rect{15, 25, 20, 30}) {
		t.Errorf("Inset(5) = %+v", got)
	}
	if !overlap(r, Rect{39, 59, 5, 5}) || overlap(r, Rect{40, 20, 5, 5}) {
		t.Error("overlap is wrong: the checks below prove nothing")
	}
}

func TestOrientation(t *testing.T) {
	for _, c := range []struct {
		w, h      int
		landscape bool
	}{{540, 960, false}, {1000, 1000, false}, {1100, 1000, false}, {1101, 1000, true}, {1280, 720, true}, {640, 360, true}} {
		if got := Play(c.w, c.h, 1).Landscape; got != c.landscape {
			t.Errorf("%dx%d: landscape %v, want %v", c.w, c.h, got, c.landscape)
		}
	}
}

// TestPlayLayoutInside: every part of the play screen is on the screen and
// has room.
func TestPlayLayoutInside(t *testing.T) {
	for _, s := range allScreens {
		t.Run(s.String(), func(t *testing.T) {
			l := Play(s.w, s.h, s.dp)
			parts := map[string]Rect{"board": l.Board, "status": l.Status, "buttons": l.Buttons, "panel": l.Panel}
			if l.List.H > 0 || !l.Landscape {
				parts["list"] = l.List
			}
			for name, r := range parts {
				if !inside(r, l.W, l.H) {
					t.Errorf("%s %+v leaves the screen", name, r)
				}
				if r.W <= 0 || r.H <= 0 {
					t.Errorf("%s %+v is empty", name, r)
				}
			}
		})
	}
}

// TestPlayLayoutApart: the board, the move list, the status and the
// buttons do not overlap (a tap meant for one would reach another).
func TestPlayLayoutApart(t *testing.T) {
	for _, s := range allScreens {
		t.Run(s.String(), func(t *testing.T) {
			l := Play(s.w, s.h, s.dp)
			parts := []struct {
				name string
				r    Rect
			}{{"board", l.Board}, {"status", l.Status}, {"buttons", l.Buttons}, {"list", l.List}}
			for i, a := range parts {
				for _, b := range parts[i+1:] {
					if overlap(a.r, b.r) {
						t.Errorf("%s %+v overlaps %s %+v", a.name, a.r, b.name, b.r)
					}
				}
			}
		})
	}
}

// TestButtonRects: the play and puzzle screens' five buttons and the
// browse row's six are each inside the buttons' area and on the screen,
// apart, and at least 48 dp each way (the least a finger can hit).
func TestButtonRects(t *testing.T) {
	for _, s := range allScreens {
		t.Run(s.String(), func(t *testing.T) {
			l := Play(s.w, s.h, s.dp)
			for _, n := range []int{5, 6} {
				rs := l.ButtonRects(n)
				if len(rs) != n {
					t.Fatalf("%d rectangles for %d buttons", len(rs), n)
				}
				for i, r := range rs {
					if !inside(r, l.W, l.H) {
						t.Errorf("%d buttons: button %d %+v leaves the screen", n, i, r)
					}
					if !inside(Rect{r.X - l.Buttons.X, r.Y - l.Buttons.Y, r.W, r.H}, l.Buttons.W, l.Buttons.H) {
						t.Errorf("%d buttons: button %d %+v leaves the buttons' area %+v", n, i, r, l.Buttons)
					}
					if r.W < 48*s.dp-eps || r.H < 48*s.dp-eps {
						t.Errorf("%d buttons: button %d is %.1fx%.1f dp, under 48 dp", n, i, r.W/s.dp, r.H/s.dp)
					}
					for j, o := range rs[:i] {
						if overlap(r, o) {
							t.Errorf("%d buttons: %d and %d overlap", n, j, i)
						}
					}
				}
			}
		})
	}
}

// TestPointSquare: each point is drawn inside the board, the points are a
// cell apart, and a tap on a point (or near it) finds it, the board
// flipped or not.
func TestPointSquare(t *testing.T) {
	for _, s := range allScreens {
		t.Run(s.String(), func(t *testing.T) {
			l := Play(s.w, s.h, s.dp)
			for _, flipped := range []bool{false, true} {
				for sq := rules.Square(0); sq < rules.NumSquares; sq++ {
					x, y := l.Point(sq, flipped)
					if !l.Board.Contains(x, y) {
						t.Fatalf("%v (flipped %v) at %.1f, %.1f: off the board %+v", sq, flipped, x, y, l.Board)
					}
					for _, d := range [][2]float64{{0, 0}, {0.3, 0}, {0, -0.3}, {0.25, 0.25}} {
						got, ok := l.Square(x+d[0]*l.Cell, y+d[1]*l.Cell, flipped)
						if !ok || got != sq {
							t.Fatalf("a tap %v cells from %v (flipped %v) finds %v, %v", d, sq, flipped, got, ok)
						}
					}
				}
				// Files run left to right for Red, ranks bottom to top.
				x0, y0 := l.Point(rules.SquareAt(0, 0), flipped)
				x1, y1 := l.Point(rules.SquareAt(1, 1), flipped)
				dx, dy := x1-x0, y0-y1
				if flipped {
					dx, dy = -dx, -dy
				}
				if math.Abs(dx-l.Cell) > eps || math.Abs(dy-l.Cell) > eps {
					t.Errorf("flipped %v: points %.2f, %.2f apart, want the cell %.2f", flipped, dx, dy, l.Cell)
				}
			}
		})
	}
}

// TestSquareMisses: a tap between points, or off the board, is no point.
func TestSquareMisses(t *testing.T) {
	l := Play(540, 960, 1)
	x, y := l.Point(rules.SquareAt(4, 4), false)
	for _, d := range [][2]float64{{0.5, 0.5}, {-0.45, 0.45}, {0.45, -0.45}} {
		if sq, ok := l.Square(x+d[0]*l.Cell, y+d[1]*l.Cell, false); ok {
			t.Errorf("a tap %v cells from e4 finds %v", d, sq)
		}
	}
	for _, p := range [][2]float64{{l.OriginX - l.Cell, l.OriginY}, {l.OriginX, l.OriginY + 10*l.Cell}, {l.OriginX + 9*l.Cell, l.OriginY}, {-5, -5}} {
		if sq, ok := l.Square(p[0], p[1], false); ok {
			t.Errorf("a tap at %.0f, %.0f off the grid finds %v", p[0], p[1], sq)
		}
	}
}

// TestPiecesOnTheBoard: the pieces on the outer files and ranks, their
// shadows included, stay on the wood inside the frame.
func TestPiecesOnTheBoard(t *testing.T) {
	for _, s := range allScreens {
		l := Play(s.w, s.h, s.dp)
		wood := l.Board.Inset(BoardRim * l.Cell)
		for _, sq := range []rules.Square{rules.SquareAt(0, 0), rules.SquareAt(8, 9)} {
			x, y := l.Point(sq, false)
			r := PieceReach * l.Cell
			if !inside(Rect{x - r - wood.X, y - r - wood.Y, 2 * r, 2 * r}, wood.W, wood.H) {
				t.Errorf("%v: the piece on %v reaches past the frame", s, sq)
			}
		}
	}
}

// TestFileNumbersClear: the file numbers sit between the pieces of the
// first and last ranks and the frame (issue 14) at every size, being in
// cells.
func TestFileNumbersClear(t *testing.T) {
	top, bottom := FileNumberDist-FileNumberSize/2, FileNumberDist+FileNumberSize/2
	if top <= PieceReach || bottom >= BoardMarginY-BoardRim {
		t.Errorf("the numbers span %.3f–%.3f cells from the rank: pieces reach %.3f, the frame starts at %.3f",
			top, bottom, PieceReach, BoardMarginY-BoardRim)
	}
}

// TestBoardAsLargeAsItFits: the board takes all the width or all the
// height left to it, so no size gets a board smaller than it needs.
func TestBoardAsLargeAsItFits(t *testing.T) {
	for _, s := range portraits {
		l := Play(s.w, s.h, s.dp)
		pad := 6 * s.dp
		byWidth := math.Abs(l.Board.W-(l.W-2*pad)) < 0.5
		byHeight := math.Abs(l.Board.H-(l.H-2*pad-(ListMinDP+StatusDP+ButtonDP+12)*s.dp)) < 0.5
		if !byWidth && !byHeight {
			t.Errorf("%v: board %+v fills neither the width nor the height", s, l.Board)
		}
	}
	for _, s := range landscapes {
		l := Play(s.w, s.h, s.dp)
		pad := 6 * s.dp
		byHeight := math.Abs(l.Board.H-(l.H-2*pad)) < 0.5
		byWidth := math.Abs(l.Board.W-(l.W-220*s.dp-3*pad)) < 0.5
		if !byWidth && !byHeight {
			t.Errorf("%v: board %+v fills neither the height nor the width left by the panel", s, l.Board)
		}
	}
}

// TestDensityIndependent: a screen of twice the pixels at twice the
// density has the same layout, twice as large.
func TestDensityIndependent(t *testing.T) {
	for _, s := range []screen{{540, 960, 1}, {412, 915, 1}, {960, 540, 1}} {
		a, b := Play(s.w, s.h, 1), Play(2*s.w, 2*s.h, 2)
		scale := func(r Rect) Rect { return Rect{2 * r.X, 2 * r.Y, 2 * r.W, 2 * r.H} }
		for name, p := range map[string][2]Rect{"board": {a.Board, b.Board}, "status": {a.Status, b.Status},
			"buttons": {a.Buttons, b.Buttons}, "list": {a.List, b.List}, "panel": {a.Panel, b.Panel}} {
			want, got := scale(p[0]), p[1]
			if math.Abs(want.X-got.X)+math.Abs(want.Y-got.Y)+math.Abs(want.W-got.W)+math.Abs(want.H-got.H) > 1e-6 {
				t.Errorf("%v: %s at double density %+v, want %+v", s, name, got, want)
			}
		}
	}
	if Play(540, 960, 0) != Play(540, 960, 1) || Play(540, 960, -2) != Play(540, 960, 1) {
		t.Error("a scale of zero or less is not taken as 1")
	}
}

// TestBelowKeepsRoom: the editor's and the other screens' layouts keep
// the room asked for under the board (portrait) or beside it
// (landscape), and Around keeps the move list's above it.
func TestBelowKeepsRoom(t *testing.T) {
	const below, panel, above = 330.0, 330.0, 62.0
	for _, s := range allScreens {
		l := Below(s.w, s.h, s.dp, below, panel)
		if l.Landscape {
			if room := l.W - (l.Board.X + l.Board.W); room < panel*s.dp {
				t.Errorf("%v: %.0f dp beside the board, want %.0f", s, room/s.dp, panel)
			}
		} else if room := l.H - (l.Board.Y + l.Board.H); room < below*s.dp {
			t.Errorf("%v: %.0f dp under the board, want %.0f", s, room/s.dp, below)
		}
		if !inside(l.Board, l.W, l.H) || !inside(l.Panel, l.W, l.H) || overlap(l.Board, l.Panel) {
			t.Errorf("%v: board %+v and panel %+v", s, l.Board, l.Panel)
		}
		a := Around(s.w, s.h, s.dp, above, below, panel)
		if !a.Landscape && a.List.H < (above-4)*s.dp-eps {
			t.Errorf("%v: a move list of %.0f dp, want %.0f", s, a.List.H/s.dp, above-4)
		}
	}
}

// TestSquareIsNearest: over a fine grid of taps, Square finds the point
// nearest the tap when it is within 0.6 cells, and none otherwise (found
// by looking at all 90).
func TestSquareIsNearest(t *testing.T) {
	l := Play(412, 915, 1)
	for y := l.Board.Y; y < l.Board.Y+l.Board.H; y += l.Cell / 7 {
		for x := l.Board.X; x < l.Board.X+l.Board.W; x += l.Cell / 7 {
			best, bestD := rules.NoSquare, math.Inf(1)
			for sq := rules.Square(0); sq < rules.NumSquares; sq++ {
				px, py := l.Point(sq, false)
				if d := math.Hypot(px-x, py-y) / l.Cell; d < bestD {
					best, bestD = sq, d
				}
			}
			got, ok := l.Square(x, y, false)
			switch {
			case bestD < 0.6-1e-9 && (!ok || got != best):
				t.Fatalf("tap %.1f, %.1f: %v %v, want %v (%.2f cells away)", x, y, got, ok, best, bestD)
			case bestD > 0.6+1e-9 && ok:
				t.Fatalf("tap %.1f, %.1f: %v, but the nearest point is %.2f cells away", x, y, got, bestD)
			}
		}
	}
}

// TestFlipTurnsTheBoard: the flipped board is the board turned half round
// its centre.
func TestFlipTurnsTheBoard(t *testing.T) {
	for _, s := range allScreens {
		l := Play(s.w, s.h, s.dp)
		cx, cy := l.OriginX+4*l.Cell, l.OriginY+4.5*l.Cell
		for sq := rules.Square(0); sq < rules.NumSquares; sq++ {
			x, y := l.Point(sq, false)
			fx, fy := l.Point(sq, true)
			if math.Abs(fx-(2*cx-x)) > eps || math.Abs(fy-(2*cy-y)) > eps {
				t.Fatalf("%v: %v at %.1f, %.1f, flipped %.1f, %.1f: not turned about %.1f, %.1f", s, sq, x, y, fx, fy, cx, cy)
			}
		}
		if bx, by := l.Board.Center(); math.Abs(bx-cx) > eps || math.Abs(by-cy) > eps {
			t.Errorf("%v: the grid's centre %.1f, %.1f is not the board's %.1f, %.1f", s, cx, cy, bx, by)
		}
	}
}

// TestThumbReach: upright, the move list is above the board and the
// status and buttons below it, the board centred across; on its side, the
// status, list and buttons are in a panel right of the board.
func TestThumbReach(t *testing.T) {
	for _, s := range portraits {
		l := Play(s.w, s.h, s.dp)
		foot := l.Board.Y + l.Board.H
		if l.List.Y+l.List.H > l.Board.Y+eps || l.Status.Y < foot-eps || l.Buttons.Y < l.Status.Y+l.Status.H-eps {
			t.Errorf("%v: list %+v, board %+v, status %+v, buttons %+v out of order", s, l.List, l.Board, l.Status, l.Buttons)
		}
		if left, right := l.Board.X, l.W-(l.Board.X+l.Board.W); math.Abs(left-right) > eps {
			t.Errorf("%v: the board is %.1f from the left, %.1f from the right", s, left, right)
		}
	}
	for _, s := range landscapes {
		l := Play(s.w, s.h, s.dp)
		edge := l.Board.X + l.Board.W
		for name, r := range map[string]Rect{"status": l.Status, "buttons": l.Buttons, "list": l.List, "panel": l.Panel} {
			if r.X < edge-eps {
				t.Errorf("%v: %s %+v is not right of the board (to %.1f)", s, name, r, edge)
			}
		}
	}
}
