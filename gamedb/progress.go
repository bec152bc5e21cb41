package gamedb

import (
	"fmt"
	"time"

	"xiangqi/record"
)

// Progress is how far an Import has come.
type Progress struct {
	Read, Total int64 // bytes of the text read, of all
	Added       int   // games written and indexed
	Duplicates  int   // games already in the library (same start, moves, players and date)
	Failed      int   // games with a problem (kept with the moves before it when they have any)
	Empty       int   // games without moves, which are not kept
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
