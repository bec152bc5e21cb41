package session

import (
	"strings"
	"testing"

	"xiangqi/record"
)

// TestExportRecordOpening: a game of the player's gets its opening's tags
// on export (炮二平五 马8进7 马二进三 车9平8 车一平二 马2进3: the central cannon against
// the screen horses), an imported game keeps its own, the record itself
// is not changed, and a game off the start gets none.
func TestExportRecordOpening(t *testing.T) {
	read := func(pgn string) *record.Game {
		t.Helper()
		gs, errs := record.Read([]byte(pgn))
		if len(errs) > 0 || len(gs) != 1 {
			t.Fatalf("%v", errs)
		}
		return gs[0]
	}
	own := read("[Event \"Casual game\"]\n[Red \"Player\"]\n[Black \"Computer (Easy)\"]\n\n1. h2e2 h9g7 2. h0g2 i9h9 3. i0h0 b9c7 *\n")
	out := ExportRecord(own)
	if out.Tag("ECCO") == "" || !strings.HasPrefix(out.Tag("ECCO"), "C") || !strings.Contains(out.Tag("Opening"), "屏风马") {
		t.Fatalf("own game exported with ECCO %q, Opening %q: want C.., 中炮对屏风马", out.Tag("ECCO"), out.Tag("Opening"))
	}
	if own.Tag("ECCO") != "" || own.Tag("Opening") != "" {
		t.Fatalf("the record itself changed: %v", own.Tags)
	}
	imported := read("[Event \"Club\"]\n[Opening \"My own name\"]\n[ECCO \"C45\"]\n\n1. h2e2 h9g7 *\n")
	if out := ExportRecord(imported); out.Tag("Opening") != "My own name" || out.Tag("ECCO") != "C45" {
		t.Fatalf("imported game's tags: %q %q", out.Tag("Opening"), out.Tag("ECCO"))
	}
	off := read("[FEN \"3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. e1e8 *\n")
	if out := ExportRecord(off); out.Tag("ECCO") != "" || out.Tag("Opening") != "" {
		t.Fatalf("a game off the start: %q %q", out.Tag("Opening"), out.Tag("ECCO"))
	}
}
