package session

import (
	"slices"

	"xiangqi/gamedb"
	"xiangqi/record"
)

// ExportRecord is g as the library writes it out of the game (Export,
// Copy all, Share all): with its opening's Opening and ECCO tags (issue
// 28) where it has none, the name in Chinese as PGN and XQF files of
// Xiangqi carry it. A record's own tags are kept (an imported game's
// say what its source says); g itself is not changed.
func ExportRecord(g *record.Game) *record.Game {
	op := gamedb.OpeningOf(g)
	if (op.ECCO == "" || g.Tag("ECCO") != "") && (op.Name == "" || g.Tag("Opening") != "") {
		return g
	}
	out := *g
	out.Tags = slices.Clone(g.Tags)
	if name := op.NameIn("zh"); g.Tag("Opening") == "" && name != "" {
		out.SetTag("Opening", name) // the name the list and the record give, in Chinese
	}
	if g.Tag("ECCO") == "" && op.ECCO != "" {
		out.SetTag("ECCO", op.ECCO)
	}
	return &out
}
