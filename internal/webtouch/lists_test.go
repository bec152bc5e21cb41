//go:build webtest

package webtouch

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/input"

	"xiangqi/rules"
)

// randomMoves are plies legal moves from the start, the same each run,
// none ending the game.
func randomMoves(plies int) []string {
	r := rand.New(rand.NewPCG(31, 1))
	for {
		g := rules.NewGame(rules.StartPosition())
		var out []string
		for len(out) < plies {
			pos := g.Position()
			var l rules.MoveList
			pos.GenerateMoves(&l)
			if l.N == 0 {
				break
			}
			m := l.Moves[r.IntN(l.N)]
			if g.Play(m) != nil || g.Status().Over() {
				break
			}
			out = append(out, m.String())
		}
		if len(out) == plies {
			return out
		}
	}
}

// scrollBy drags a list with a finger from (x, y) up by dy CSS px in
// steps, and reports the list's scroll before and after.
func (tb *tab) scrollBy(x, y, dy float64, steps int) (before, after float64) {
	tb.t.Helper()
	before = tb.state().Scroll
	tb.drag(x, y, x, y-dy, steps, true)
	return before, tb.frames(3).Scroll
}

func TestScrollMoveList(t *testing.T) {
	tb := twoPlayers(t, small)
	tb.do("preset", strings.Join(randomMoves(60), ","))
	tb.frames(3)
	// The move list is above the board in portrait; it shows the last
	// move, so it is scrolled to its end: drag it down to see the start.
	x, y, cell := tb.point("e9")
	ly := y - cell*1.2
	s := tb.state()
	if s.Scroll <= 0 {
		t.Fatalf("60 moves, the list not scrolled to the last: %+v", s)
	}
	tb.shot("movelist-end")
	b, a := tb.scrollBy(x, ly-cell*0.5, -cell*0.8, 6) // a finger pulls the list down
	if a >= b {
		t.Fatalf("dragging the move list down: scroll %.0f → %.0f", b, a)
	}
	tb.shot("movelist-dragged")
	if s := tb.state(); s.Moves != 60 || s.Selected != "" || s.Screen != "playScreen" {
		t.Fatalf("a drag on the list did something else: %+v", s)
	}
}

// games is n records of short games, as the library keeps them.
func games(n int) map[string]string {
	out := map[string]string{}
	moves := randomMoves(12)
	for i := range n {
		id := fmt.Sprintf("20261130-15%04d", i)
		pgn := fmt.Sprintf("[Event \"Test %d\"]\n[Date \"2026.11.30\"]\n[Red \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n", i)
		for j, m := range moves[:4+i%8] {
			if j%2 == 0 {
				pgn += fmt.Sprintf("%d. ", j/2+1)
			}
			pgn += m + " "
		}
		out["xiangqi:xiangqi/games/"+id+".pgn"] = "t" + pgn + "*\n"
	}
	return out
}

func TestScrollGamesAndPuzzles(t *testing.T) {
	for _, ph := range []phone{large} {
		tb := openStored(t, ph, "lang=en", games(30))
		tb.do("open", "games")
		s := tb.wait("the Games list", func(s state) bool { return s.Screen == "gamesScreen" })
		x, y := float64(ph.w)/2, float64(ph.h)*0.6
		b, a := tb.scrollBy(x, y, float64(ph.h)*0.3, 8)
		if a <= b {
			t.Fatalf("dragging the Games list up: scroll %.0f → %.0f (%+v)", b, a, s)
		}
		tb.shot("games-scrolled")
		// A flick: the same finger, fast (two steps, one tick).
		b, a = tb.scrollBy(x, y, float64(ph.h)*0.3, 2)
		if a <= b {
			t.Fatalf("a flick on the Games list: scroll %.0f → %.0f", b, a)
		}
		if s := tb.state(); s.Screen != "gamesScreen" {
			t.Fatalf("a drag on the list opened a game: %+v", s)
		}

		tb.do("puzzle", "list")
		tb.wait("the puzzle list", func(s state) bool { return s.Screen == "puzzleListScreen" })
		b, a = tb.scrollBy(x, y, float64(ph.h)*0.3, 8)
		if a <= b {
			t.Fatalf("dragging the puzzle list up: scroll %.0f → %.0f", b, a)
		}
		b, a = tb.scrollBy(x, y, float64(ph.h)*0.3, 2)
		if a <= b {
			t.Fatalf("a flick on the puzzle list: scroll %.0f → %.0f", b, a)
		}
		if s := tb.state(); s.Screen != "puzzleListScreen" {
			t.Fatalf("a drag on the puzzle list opened a puzzle: %+v", s)
		}
		// A flick glides on after the finger lifts, and slows to a stop.
		tb.drag(x, y, x, y-float64(ph.h)*0.3, 2, false)
		tb.touches(input.DispatchTouchEventTypeTouchEnd)
		lift := tb.frames(1).Scroll
		glided := tb.frames(4).Scroll
		if glided <= lift {
			t.Fatalf("a flick on the puzzle list: scroll %.0f at the lift, %.0f 4 frames later (no glide)", lift, glided)
		}
		if s := tb.state(); s.Screen != "puzzleListScreen" {
			t.Fatalf("a flick on the puzzle list opened a puzzle: %+v", s)
		}
		tb.shot("puzzles-scrolled")
	}
}

func TestRotate(t *testing.T) {
	tb := twoPlayers(t, small)
	x, y, _ := tb.point("h2")
	tb.tap(x, y)
	x, y, _ = tb.point("e2")
	tb.tap(x, y)
	before := tb.wait("h2e2", func(s state) bool { return s.Moves == 1 })
	tb.rotate(landscape)
	s := tb.frames(3)
	if s.FEN != before.FEN || s.Screen != "playScreen" || s.H != 1080 {
		t.Fatalf("after turning to landscape: %+v", s)
	}
	tb.shot("rotated-landscape")
	// Mid-drag: a piece is held, the phone turns, the finger lifts where
	// it was: the layout changed under it, so the piece goes back or
	// lands on the point now under the finger, and the board is sane.
	x0, y0, _ := tb.point("h9")
	x1, y1, _ := tb.point("g7")
	f := tb.drag(x0, y0, x1, y1, 6, false)
	if s := tb.frames(2); !s.Dragging {
		t.Fatalf("not dragging in landscape: %+v", s)
	}
	tb.rotate(small)
	tb.touches(input.DispatchTouchEventTypeTouchMove, f)
	tb.frames(2)
	tb.shot("rotated-mid-drag")
	tb.touches(input.DispatchTouchEventTypeTouchEnd)
	s = tb.frames(4)
	if s.Dragging || s.Pressing || s.Moves > 2 || s.W != 1080 {
		t.Fatalf("after a drag across a turn: %+v", s)
	}
	// And the board still takes moves.
	m := "h7h3"
	if s.Moves == 2 {
		m = "b2b9"
	}
	px, py, _ := tb.point(m[:2])
	tb.tap(px, py)
	px, py, _ = tb.point(m[2:])
	tb.tap(px, py)
	tb.wait("a move after the turns", func(st state) bool { return st.Moves == s.Moves+1 })
}
