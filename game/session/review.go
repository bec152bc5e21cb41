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

// SetPly shows the board after ply moves (clamped to the game); it
// reports whether that changed the board.
func (r *Review) SetPly(ply int) bool { return r.Step(ply - r.ply) }

// MoveTexts writes every move of g in notation n, reusing buf.
func MoveTexts(g *rules.Game, n rules.Notation, buf []string) []string {
	buf = buf[:0]
	pos := g.Start()
	for _, m := range g.Moves() {
		buf = append(buf, pos.Notate(m, n))
		pos.MakeMove(m)
	}
	return buf
}

// pieceValues are the customary values of the pieces in soldiers, for the
// material balance shown to players (not the engine's evaluation).
var pieceValues = [rules.NumKinds]int{rules.Advisor: 2, rules.Elephant: 2, rules.Horse: 4, rules.Chariot: 9, rules.Cannon: 4, rules.Soldier: 1}

// Material is the material balance of pos in soldiers: positive when Red
// has more.
func Material(pos rules.Position) int {
	sum := 0
	for s := rules.Square(0); s < rules.NumSquares; s++ {
		pc := pos.At(s)
		if pc == rules.Empty {
			continue
		}
		v := pieceValues[pc.Kind()]
		if pc.Color() == rules.Black {
			v = -v
		}
		sum += v
	}
	return sum
}
