//go:build !js

package session

import (
	"context"
	"slices"
	"strings"

	"xiangqi/gamedb"
)

// OpenIndex opens the library's index: the SQLite index of the data
// folder, made or brought up to date with the records (seconds for a
// rebuild of 20,000, so never on the frame loop). A record it could not
// read is kept aside as Load does and named in the notices. When the
// index cannot be opened at all, the records are read into memory, as
// the browser does, and the error is the first notice.
//
// A read-only library (Library.ReadOnly) is read into memory at once:
// its index cannot be written (issue 49, fault 10).
func OpenIndex(ctx context.Context, lib Library) (GameIndex, []Notice) {
	if lib.ReadOnly {
		x, notices := NewMemoryIndex(lib)
		return x, notices
	}
	db, rep, err := gamedb.Open(ctx, lib.Dir)
	if err != nil {
		x, notices := NewMemoryIndex(lib)
		return x, append([]Notice{{Kind: SaveFailed, Arg: err.Error()}}, notices...)
	}
	var notices []Notice
	slices.Sort(rep.Damaged) // named in the folder's order, as Load names them
	salvaged := false
	for _, id := range rep.Damaged {
		if cid, ok := strings.CutSuffix(id, collectionStem); ok {
			// A collection's good games are kept and its file written
			// again (salvageCollection), which the index then reads.
			games, ns := lib.salvageCollection(cid)
			notices = append(notices, ns...)
			salvaged = salvaged || len(games) > 0
			continue
		}
		notices = append(notices, lib.KeepAside(id))
	}
	if salvaged {
		db.Close()
		db, _, err = gamedb.Open(ctx, lib.Dir)
		if err != nil {
			x, more := NewMemoryIndex(lib)
			return x, append(append(notices, Notice{Kind: SaveFailed, Arg: err.Error()}), more...)
		}
	}
	return db, notices
}
