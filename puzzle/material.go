package puzzle

import (
	"fmt"

	"xiangqi/rules"
)

// A material puzzle (Material, MateIn 0) is a position from a real game in
// which the side to move wins material decisively: one first move, found
// by the harvester's search to be better than every other by at least
// MaterialUnique (and again by -rejudge's deeper search, RejudgeMaterial),
// wins at least MaterialGain net against the best defence
// (cmd/xiangqi-puzzlegen -harvest-material says how it is proved). Its
// Solution is the engine's line, the attacker's moves and the replies,
// ending with the attacker's move that takes the material.
//
// How it is played: at every step, the first included, the line's move
// passes, and so does any other move that keeps the win: one that mates,
// or one the engine scores within MaterialDrop of its best (a strong
// engine may see a second way where the harvest's search did not, and a
// player who finds it is not wrong); the first move is judged like the
// others, so a wrong one waits for two searches (the position before it
// and after). The defender answers with the line's move while the player
// is on it, else with the engine's best. The puzzle is solved by the
// line's last move, by a mate, by an accepted move off the line that has
// won MaterialGain net (the defender's best reply does not win it back),
// or by an accepted move as the line's last step: the line's length is
// the player's budget, and a player who kept the win that long found a
// way the engine agrees with.

// MaterialGain is the least net material, in MaterialValue's centipawns,
// that a material puzzle's line wins: a horse.
const MaterialGain = 400

// MaterialUnique is the least margin, in the engine's centipawns, by which
// every other first move is worse than the key: half a horse, so that no
// second move wins the same material.
const MaterialUnique = 200

// MaterialDrop is how much worse than the best a later move of the
// player's may be, in the engine's centipawns, and still count: two
// soldiers, far less than the piece won.
const MaterialDrop = 150

// MaxMaterialLine bounds a material puzzle's line: three attacker's moves.
const MaxMaterialLine = 5

// materialValue is the value of a piece for the material count; the
// general counts nothing (it is never taken).
var materialValue = [...]int{
	rules.Chariot: 900, rules.Horse: 400, rules.Cannon: 450,
	rules.Advisor: 200, rules.Elephant: 200, rules.Soldier: 100,
}

// MaterialValue is the value of a piece kind in the material count.
func MaterialValue(k rules.Kind) int {
	if int(k) < len(materialValue) {
		return materialValue[k]
	}
	return 0
}

// MaterialBalance is side's material minus the other side's.
func MaterialBalance(pos *rules.Position, side rules.Color) int {
	v := 0
	for sq := rules.Square(0); sq < rules.NumSquares; sq++ {
		pc := pos.At(sq)
		if pc == rules.Empty {
			continue
		}
		if pc.Color() == side {
			v += MaterialValue(pc.Kind())
		} else {
			v -= MaterialValue(pc.Kind())
		}
	}
	return v
}

// materialGoal is the goal column of a material puzzle.
func materialGoal(side rules.Color) string {
	if side == rules.Black {
		return "Black to move, win material"
	}
	return "Red to move, win material"
}

// MaterialGoalText is the goal column for a material puzzle of side.
func MaterialGoalText(side rules.Color) string { return materialGoal(side) }

// checkMaterialLine checks a material puzzle's line, known legal: an odd
// length up to MaxMaterialLine, the game not over on the way, and the
// material the attacker holds at its end at least MaterialGain above the
// start's.
func checkMaterialLine(p *Puzzle) error {
	n := len(p.Solution)
	if n%2 == 0 || n > MaxMaterialLine {
		return fmt.Errorf("puzzle %s: solution has %d moves, a material puzzle's takes 1, 3 or 5", p.ID, n)
	}
	pos := p.Start
	for _, m := range p.Solution {
		pos.MakeMove(m)
	}
	if !pos.HasLegalMove() {
		return fmt.Errorf("puzzle %s: the line mates; a mate belongs in a mate table", p.ID)
	}
	if g := MaterialBalance(&pos, p.Side()) - MaterialBalance(&p.Start, p.Side()); g < MaterialGain {
		return fmt.Errorf("puzzle %s: the line wins %d of material, want at least %d", p.ID, g, MaterialGain)
	}
	return nil
}

// ErrNotMaterial is returned by the material functions for another kind
// of puzzle.
var ErrNotMaterial = fmt.Errorf("puzzle: not a material puzzle")

func replayMaterial(p *Puzzle, moves []rules.Move) (*rules.Game, error) {
	if !p.Material {
		return nil, fmt.Errorf("puzzle %s: %w", p.ID, ErrNotMaterial)
	}
	g := rules.NewGame(p.Start)
	for i, m := range moves {
		if err := g.Play(m); err != nil {
			return nil, fmt.Errorf("puzzle %s: move %d %s: %w", p.ID, i+1, m, err)
		}
	}
	return g, nil
}

// JudgeMaterial decides the player's move next after moves in a material
// puzzle (see above): Solved, Continue with the defender's reply, or
// Failed with the reply that refutes it (NoMove when the move ended the
// game). The analyst is asked only off the line.
func JudgeMaterial(a Analyst, p *Puzzle, moves []rules.Move, next rules.Move) (v Verdict, reply rules.Move, err error) {
	g, err := replayMaterial(p, moves)
	if err != nil {
		return Failed, rules.NoMove, err
	}
	if len(moves)%2 != 0 || len(moves) >= len(p.Solution) || g.Status().Over() {
		return Failed, rules.NoMove, ErrNotPlayersTurn
	}
	line := onLine(p, moves) && next == p.Solution[len(moves)]
	var best Analysis
	if !line {
		if best, err = a.Analyse(g); err != nil {
			return Failed, rules.NoMove, err
		}
	}
	if err := g.Play(next); err != nil {
		return Failed, rules.NoMove, fmt.Errorf("puzzle %s: %s: %w", p.ID, next, err)
	}
	last := len(moves)+1 >= len(p.Solution)
	if st := g.Status(); st.Over() {
		if st.Result == rules.WinFor(p.Side()) {
			return Solved, rules.NoMove, nil
		}
		return Failed, rules.NoMove, nil
	}
	if line {
		if last {
			return Solved, rules.NoMove, nil
		}
		return Continue, p.Solution[len(moves)+1], nil
	}
	an, err := a.Analyse(g)
	if err != nil {
		return Failed, rules.NoMove, err
	}
	if !keepsWin(best, an) {
		return Failed, an.Move, nil
	}
	if last || an.Move == rules.NoMove || wonMaterial(p, g.Position(), an.Move) {
		return Solved, rules.NoMove, nil
	}
	return Continue, an.Move, nil
}

// keepsWin reports whether the player's move keeps the win: best is the
// engine's analysis before it (the player to move), after the defender's
// position after it. A mate keeps it; when the player had a mate, so
// does a move still scoring MaterialScore (the puzzle asks for material,
// not the mate); a player being mated has no win to keep; otherwise the
// move must score within MaterialDrop of the best.
func keepsWin(best, after Analysis) bool {
	switch {
	case after.Mate < 0:
		return true
	case after.Mate > 0 || best.Mate < 0:
		return false
	case best.Mate > 0:
		return -after.Score >= MaterialScore
	}
	return -after.Score >= best.Score-MaterialDrop
}

// wonMaterial reports whether the player's balance in pos (the defender
// to move) is at least MaterialGain above the start's, and still is after
// the defender's reply.
func wonMaterial(p *Puzzle, pos rules.Position, reply rules.Move) bool {
	side, from := p.Side(), MaterialBalance(&p.Start, p.Side())
	if MaterialBalance(&pos, side)-from < MaterialGain || !pos.IsLegal(reply) {
		return false
	}
	pos.MakeMove(reply)
	return MaterialBalance(&pos, side)-from >= MaterialGain
}

// HintMaterial is the player's move after moves: the line's while he is
// on it, else the engine's best.
func HintMaterial(a Analyst, p *Puzzle, moves []rules.Move) (rules.Move, error) {
	g, err := replayMaterial(p, moves)
	if err != nil {
		return rules.NoMove, err
	}
	if len(moves)%2 != 0 || len(moves) >= len(p.Solution) || g.Status().Over() {
		return rules.NoMove, ErrNotPlayersTurn
	}
	if onLine(p, moves) {
		return p.Solution[len(moves)], nil
	}
	an, err := a.Analyse(g)
	if err != nil {
		return rules.NoMove, err
	}
	return an.Move, nil
}

// MaterialMovesLeft is how many moves the player has left to play in a
// material puzzle after played moves, counting the one to play.
func MaterialMovesLeft(p *Puzzle, played int) int {
	return max(0, (len(p.Solution)+1)/2-(played+1)/2)
}
