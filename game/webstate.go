//go:build webtest && automation

package game

import (
	"fmt"
	"strings"

	"xiangqi/rules"
)

// WebState is what the browser's touch tests (cmd/xiangqi-web, built with
// the webtest tag) read of the game after each tick: no other build has
// it.
type WebState struct {
	Screen   string   `json:"screen"` // the top screen's type, e.g. "playScreen"
	Stack    []string `json:"stack"`
	FEN      string   `json:"fen"`   // the game in progress's position, "" before one
	Moves    int      `json:"moves"` // its moves played
	Thinking bool     `json:"thinking"`
	Paused   bool     `json:"paused"`
	Flipped  bool     `json:"flipped"` // the board seen from Black's side
	// The play screen's board: the selected point (ICCS, "" for none),
	// a press held on it, a drag, and whether the piece is lifted above a
	// finger.
	Selected string `json:"selected"`
	Pressing bool   `json:"pressing"`
	Dragging bool   `json:"dragging"`
	Lifted   bool   `json:"lifted"`
	// Note is the play screen's status lines (the reason a tap was
	// refused is its second line).
	Note string `json:"note"`
	// Scroll is how far the top screen's list is scrolled (px): the move
	// list on the play screen.
	Scroll float64 `json:"scroll"`
	// Gliding: a list glides after a flick.
	Gliding bool `json:"gliding"`
	// Analysing: the analysis screen's search runs.
	Analysing bool    `json:"analysing"`
	W         int     `json:"w"`
	H         int     `json:"h"`
	DP        float64 `json:"dp"`
	Ticks     uint64  `json:"ticks"`
	Draws     uint64  `json:"draws"` // the frames redrawn so far
}

// WebState reads the game's state for the web touch tests.
func (g *Game) WebState() WebState {
	c := g.c
	st := WebState{W: c.w, H: c.h, DP: c.dp, Ticks: c.guard.ticks, Draws: c.draws, Gliding: c.glide != nil}
	for _, s := range c.stack {
		st.Stack = append(st.Stack, strings.TrimPrefix(fmt.Sprintf("%T", s), "*game."))
	}
	st.Screen = st.Stack[len(st.Stack)-1]
	if m := c.game.Match(); m != nil {
		pos := m.Game().Position()
		st.FEN = pos.FEN()
		st.Moves = len(m.Game().Moves())
		st.Thinking = m.Thinking()
		st.Paused = m.Paused()
		st.Flipped = c.game.Flipped()
	}
	switch s := c.top().(type) {
	case *playScreen:
		if s.board.sel != rules.NoSquare {
			st.Selected = s.board.sel.String()
		}
		st.Pressing, st.Dragging, st.Lifted = s.board.pressing, s.board.dragging, s.board.dragging && s.board.touch
		if c.game.Match() != nil && c.w > 0 {
			a, b := s.statusLines(c)
			st.Note = strings.TrimSpace(a + "\n" + b)
		}
		st.Scroll = s.moves.scroll.offset
	case *gamesScreen:
		st.Scroll = s.scroll.offset
	case *puzzleListScreen:
		st.Scroll = s.scroll.offset
	case *analysisScreen:
		st.Analysing = s.m != nil && s.m.Running()
	case *settingsScreen:
		st.Scroll = s.scroll.offset
	}
	return st
}
