//go:build automation

package game

import (
	"time"

	"xiangqi/puzzle"
	"xiangqi/rules"
)

// The screens' helpers that only the automation (hooks*.go) and the
// tests use.

// settle waits for the model's questions to the index (tests and
// screenshots).
func (s *gamesScreen) settle(c *ctx) { c.apply(s.m.Settle()) }

// gamesFilterNames are the filters' names for -games-filter.
var gamesFilterNames = [...]string{"all", "won", "drawn", "lost", "computer", "two", "imported"}

// gamesSortNames are the orders' names for -games-sort.
var gamesSortNames = [...]string{"newest", "date", "opponent", "result", "length", "opening"}

// tap is a tap on point sq, as pickMove takes it (for screenshots).
func (s *lessonScreen) tap(c *ctx, sq rules.Square) {
	l := s.layout(c)
	x, y := l.Point(sq, s.board.flipped)
	s.pointer(c, pointerState{ev: pointerPress, x: x, y: y})
	s.pointer(c, pointerState{ev: pointerRelease, x: x, y: y})
	s.board.anim = rules.NoMove
}

// onSolution reports whether moves follow p's solution: a won ending's
// defender, the engine with a time budget, may leave the table's line.
func onSolution(p puzzle.Puzzle, moves []rules.Move) bool {
	for i, m := range moves {
		if i >= len(p.Solution) || p.Solution[i] != m {
			return false
		}
	}
	return true
}

// wait polls the attempt until its job is applied (setup only).
func (s *puzzleScreen) wait(c *ctx) error {
	for s.m.Busy() {
		s.poll(c)
		time.Sleep(2 * time.Millisecond)
	}
	return s.m.Err()
}
