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
// How it is played: the first move is judged by the line alone (it is the
// one move that wins; every other is a clear margin worse), so a wrong
// first move fails at once, without a search; the engine finds the reply
// that refutes it. At the later steps the line's move passes, and another
// move passes when the engine scores it within MaterialDrop of the best
// (the judge of the player's own mistakes allows a small drop in the same
// way). The defender answers with the line's move while the player is on
// the line, else with the engine's best.

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
// puzzle: Solved when it is the line's last attacker's move (or one as
// good, see MaterialDrop), Continue with the defender's reply otherwise,
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
	var best Analysis
	if len(moves) > 0 && !(onLine(p, moves) && next == p.Solution[len(moves)]) {
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
	if onLine(p, moves) && next == p.Solution[len(moves)] {
		if last {
			return Solved, rules.NoMove, nil
		}
		return Continue, p.Solution[len(moves)+1], nil
	}
	an, err := a.Analyse(g)
	if err != nil {
		return Failed, rules.NoMove, err
	}
	ok := false
	if len(moves) > 0 { // the first move is the unique key: nothing else counts
		switch {
		case an.Mate < 0:
			ok = true
		case an.Mate == 0 && best.Mate == 0:
			ok = -an.Score >= best.Score-MaterialDrop
		case an.Mate == 0 && best.Mate < 0:
			ok = false
		}
	}
	if !ok {
		return Failed, an.Move, nil
	}
	if last {
		return Solved, rules.NoMove, nil
	}
	if an.Move == rules.NoMove {
		return Solved, rules.NoMove, nil
	}
	return Continue, an.Move, nil
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
