package rules

import "fmt"

// Game is a position with its history: the moves played from a start
// position, the key of every position reached, and for every move whether it
// checked and which pieces it chased, which the repetition rulings need.
// It is the referee the UI uses; the search keeps its own lighter history.
type Game struct {
	start  Position
	pos    Position
	moves  []Move
	keys   []uint64 // keys[i] is the key after i moves
	checks []bool   // checks[i]: moves[i] gave check
	chases []sqSet  // chases[i]: pieces moves[i] newly chased
	status Status
}

// NewGame starts a game from start.
func NewGame(start Position) *Game {
	g := &Game{start: start, pos: start, keys: []uint64{start.key}}
	g.status = g.judge()
	return g
}

// Start returns the position the game began from.
func (g *Game) Start() Position { return g.start }

// Position returns the current position (a copy).
func (g *Game) Position() Position { return g.pos }

// Moves returns the moves played so far; do not modify it.
func (g *Game) Moves() []Move { return g.moves }

// Keys returns the key of every position so far, the current one last; the
// search uses them to see repetitions of positions before its root.
func (g *Game) Keys() []uint64 { return g.keys }

// Checks returns, for every move played, whether it gave check.
func (g *Game) Checks() []bool { return g.checks }

// Status returns the game's state after the last move.
func (g *Game) Status() Status { return g.status }

// Play checks and plays m. It fails if the game is over or m is illegal.
func (g *Game) Play(m Move) error {
	if g.status.Over() {
		return fmt.Errorf("the game is over (%s, %s)", g.status.Result, g.status.Reason)
	}
	if !g.pos.IsLegal(m) {
		return fmt.Errorf("move %s is not legal here", m)
	}
	chase := g.pos.chasedBy(m)
	g.pos.MakeMove(m)
	g.moves = append(g.moves, m)
	g.keys = append(g.keys, g.pos.key)
	g.checks = append(g.checks, g.pos.InCheck())
	g.chases = append(g.chases, chase)
	g.status = g.judge()
	return nil
}

// PlayText parses an ICCS move and plays it.
func (g *Game) PlayText(s string) error {
	m, err := ParseMoveText(s)
	if err != nil {
		return err
	}
	return g.Play(m)
}

// Undo takes back the last move; it reports false when there is none.
func (g *Game) Undo() bool {
	n := len(g.moves)
	if n == 0 {
		return false
	}
	g.moves = g.moves[:n-1]
	g.keys = g.keys[:n]
	g.checks = g.checks[:n-1]
	g.chases = g.chases[:n-1]
	g.pos = g.start
	for _, m := range g.moves {
		g.pos.MakeMove(m)
	}
	g.status = g.judge()
	return true
}

// judge rules on the current position: no legal move first, then
// repetition, then the draws by material and by the move count.
func (g *Game) judge() Status {
	if !g.pos.HasLegalMove() {
		return g.pos.Status()
	}
	if st := g.repetition(); st.Over() {
		return st
	}
	return g.pos.Status()
}

// repetition applies the rulings documented in the package comment when the
// current position has occurred three times.
func (g *Game) repetition() Status {
	first, ok := g.cycleStart()
	if !ok {
		return Status{}
	}
	c := g.cycleOf(first, len(g.moves))
	st, _, _ := c.verdict()
	return st
}

// cycleOf accumulates the moves moves[from:to] with their recorded checks
// and chases.
func (g *Game) cycleOf(from, to int) *cycle {
	var c cycle
	// The side to move at the end is the side that made moves[from]: a
	// cycle has an even number of plies.
	side := g.pos.side
	if (to-from)%2 != 0 {
		side = side.Other()
	}
	for i := from; i < to; i, side = i+1, side.Other() {
		c.add(side, g.moves[i], g.checks[i], g.chases[i])
	}
	return &c
}
