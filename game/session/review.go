package session

import "xiangqi/rules"

// Review steps through a game's moves: Ply is how many of them are on the
// board, 0 (the start) to all of them.
type Review struct {
	game *rules.Game
	ply  int
}

// NewReview reviews g from its last move.
func NewReview(g *rules.Game) *Review {
	return &Review{game: g, ply: len(g.Moves())}
}

// Ply is the number of moves on the board.
func (r *Review) Ply() int { return r.ply }

// Len is the number of moves in the game.
func (r *Review) Len() int { return len(r.game.Moves()) }

// Step moves by d plies within the game; it reports whether it moved.
func (r *Review) Step(d int) bool {
	p := min(max(r.ply+d, 0), r.Len())
	if p == r.ply {
		return false
	}
	r.ply = p
	return true
}

// Position is the board after Ply moves.
func (r *Review) Position() rules.Position {
	pos := r.game.Start()
	for _, m := range r.game.Moves()[:r.ply] {
		pos.MakeMove(m)
	}
	return pos
}

// LastMove is the move that led to the board shown; false at the start.
func (r *Review) LastMove() (rules.Move, bool) {
	if r.ply == 0 {
		return rules.NoMove, false
	}
	return r.game.Moves()[r.ply-1], true
}

// MoveText writes g's move number i (from 0) in notation n; "" when there
// is no such move.
func MoveText(g *rules.Game, i int, n rules.Notation) string {
	moves := g.Moves()
	if i < 0 || i >= len(moves) {
		return ""
	}
	pos := g.Start()
	for _, m := range moves[:i] {
		pos.MakeMove(m)
	}
	return pos.Notate(moves[i], n)
}
