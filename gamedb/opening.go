package gamedb

import "xiangqi/record"

// Opening is a game's opening as the index keeps it.
type Opening struct {
	Name string // the record's Opening tag
	ECCO string // the record's ECCO tag
}

// OpeningOf is the opening a record names in its own Opening and ECCO
// tags (an imported game keeps its own).
func OpeningOf(g *record.Game) Opening {
	return Opening{Name: g.Tag("Opening"), ECCO: g.Tag("ECCO")}
}
