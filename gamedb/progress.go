package gamedb

import (
	"fmt"
	"time"

	"xiangqi/record"
)

// Progress is how far an Import has come.
type Progress struct {
	Read, Total int64 // bytes of the text read, of all
	// Each game of the text is counted once: added (whole, or up to a
	// problem), a duplicate, without moves, or failed.
	Added      int // games written and indexed
	Partial    int // of those added, games kept with the moves before a problem
	Duplicates int // games already in the library (same start, moves, players and date)
	Failed     int // games with a problem before their first move: nothing kept
	Empty      int // games without moves and without a problem, which are not kept
}

// Skip counts a game of which an import keeps nothing: Failed when a
// problem came before its first move (problem: the text's Errs name the
// game), Empty when it has no moves otherwise. It reports whether g was
// counted; a game it does not count is added, or a duplicate.
func (p *Progress) Skip(g *record.Game, problem bool) bool {
	switch {
	case len(g.Moves) == 0 && problem:
		p.Failed++
	case len(g.Moves) == 0:
		p.Empty++
	default:
		return false
	}
	return true
}

// ProblemGames are the numbers (from 1) of the games errs name.
func ProblemGames(errs []*record.Error) map[int]bool {
	m := make(map[int]bool, len(errs))
	for _, e := range errs {
		m[e.Game] = true
	}
	return m
}

// Imported is what Import did.
type Imported struct {
	Progress
	Errs     []*record.Error   // the problems, numbered through the whole text
	Warnings []*record.Warning // the repairs, numbered likewise
	IDs      []string          // the names of the games added, in the text's order
	Canceled bool              // ctx ended it; the batches before were kept
}

// GameID names a game begun at t, as session.NewGameID does: its time to
// the microsecond, so that names sort by age.
func GameID(t time.Time) string {
	t = t.UTC()
	return fmt.Sprintf("%s-%06d", t.Format("20060102-150405"), t.Nanosecond()/1000)
}
