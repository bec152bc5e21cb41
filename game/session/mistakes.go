package session

import (
	"fmt"

	"xiangqi/analysis"
	"xiangqi/train"
)

// MistakeCards turns the mistakes and blunders of an analysed game into
// the player's own puzzles: for each, the position before it, the better
// line, the refutation and the mover's expected result with the best move.
// players says whose moves count (the sides the computer did not play; both
// for two players). A move whose better line is unknown is left out.
func MistakeCards(id string, rep *analysis.Report, players [2]bool) []train.Card {
	var out []train.Card
	pos := rep.Start
	for i, m := range rep.Moves {
		mover := pos.SideToMove()
		if i < len(rep.Marks) && players[mover] && (rep.Marks[i] == analysis.Mistake || rep.Marks[i] == analysis.Blunder) {
			better := rep.Better(i)
			if len(better) > 0 && better[0] != m && pos.IsLegal(better[0]) && rep.Evals[i].Done {
				out = append(out, train.Card{
					ID: fmt.Sprintf("%s#%d", id, i), FEN: pos.FEN(), Played: m.String(),
					Best: train.Texts(better), Refute: train.Texts(rep.Refutation(i)),
					Chance:  rep.Evals[i].Chance(mover),
					Blunder: rep.Marks[i] == analysis.Blunder,
				})
			}
		}
		pos.MakeMove(m)
	}
	return out
}

// PlayersOf is whose moves of a game are the player's: the sides the
// computer did not play.
func PlayersOf(info GameInfo) [2]bool { return [2]bool{!info.Computer[0], !info.Computer[1]} }

// ChanceAfter is the mover's expected result after his move, from the
// search of the opponent's position (a Reply scored for the side to move,
// the opponent): a mate for the opponent is 0, against him 1.
func ChanceAfter(r Reply) float64 {
	switch {
	case r.Mate > 0:
		return 0
	case r.Mate < 0:
		return 1
	}
	return 1 - analysis.Eval{Done: true, Score: r.Score, Mate: analysis.MateNone}.RedChance()
}

// TrySolves reports whether a try that leaves the mover an expected result
// of after solves the card: it gives away at most train.SolvedDrop of what
// the best move keeps.
func TrySolves(c *train.Card, after float64) bool { return c.Chance-after <= train.SolvedDrop }
