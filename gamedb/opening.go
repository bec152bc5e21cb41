package gamedb

import (
	"xiangqi/opening"
	"xiangqi/record"
)

// Opening is a game's opening as the index keeps it.
type Opening struct {
	// Name is the record's Opening tag; without one, the Chinese name of
	// ECCO (the tradition of PGN and XQF files), "" when there is none.
	Name string
	// ECCO is the record's ECCO tag; without one, the code the classifier
	// gives the moves ("" off the standard start or for a game too short).
	ECCO string
	// Names is what a search by opening reads: Name and the code's names
	// in the three languages.
	Names string
}

// OpeningOf is g's opening: the record's own Opening and ECCO tags (an
// imported game keeps its own), the classifier filling what they lack.
func OpeningOf(g *record.Game) Opening {
	op := Opening{Name: g.Tag("Opening"), ECCO: g.Tag("ECCO")}
	if op.ECCO == "" {
		op.ECCO = opening.Classify(g.Start, g.Moves).ECCO
	}
	if op.Name == "" {
		op.Name = opening.Name(op.ECCO, "zh")
	}
	op.Names = op.Name
	if opening.Valid(op.ECCO) {
		for _, l := range [...]string{"vi", "en", "zh"} {
			if n := opening.Name(op.ECCO, l); n != op.Name {
				op.Names += " | " + n
			}
		}
	}
	return op
}

// NameIn is the opening's name in lang ("vi", "en" or "zh"): the
// record's own Opening tag when it has one that is not the code's Chinese
// name, else the code's name in lang. It is the one name a game's opening
// goes by (issue 50): the Games list (Row.OpeningName), the record's
// screen and the export (in Chinese, as PGN files of Xiangqi carry it)
// all give this one, so that no screen names a game otherwise.
func (o Opening) NameIn(lang string) string {
	if o.Name != "" && o.Name != opening.Name(o.ECCO, "zh") {
		return o.Name
	}
	if n := opening.Name(o.ECCO, lang); n != "" {
		return n
	}
	return o.Name
}

// OpeningName is the row's opening in lang: Opening.NameIn of what the
// index keeps of it.
func (r Row) OpeningName(lang string) string {
	return Opening{Name: r.Opening, ECCO: r.ECCO}.NameIn(lang)
}
