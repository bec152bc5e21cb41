package session

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"xiangqi/gamedb"
	"xiangqi/record"
	"xiangqi/rules"
)

// Library keeps every game as a PGN file of its own, Dir/games/ID.pgn,
// or, for the games of a big import, in a collection of a few hundred,
// Dir/games/CID.collection.pgn (gamedb.CollectionExt), each file written
// atomically (writeAtomic): a crash while one is written leaves the old
// file or the new one, and every other file untouched. A file that cannot
// be read is moved to Dir/games/damaged/ and reported, never dropped.
// Moves are written in ICCS, the notation read fastest.
type Library struct {
	Dir  string // the data directory
	disk disk   // nil: the platform's (disk.go)
	// Changed, when set, is told the name of each record Put wrote or
	// Delete removed, so that the library's index (GameIndex) follows.
	Changed func(id string)
	// ReadOnly is set when the folder cannot be written (ReadOnly of
	// the lock's error): OpenIndex reads the records into memory instead
	// of opening the SQLite index to write.
	ReadOnly bool
}

// DamagedFolder is where Load moves the records it cannot read, in the
// data folder, as the player is told it.
const DamagedFolder = gamesDir + "/" + damagedDir

const (
	gamesDir   = "games"
	damagedDir = "damaged"
	pgnExt     = ".pgn"
)

func (l Library) dir() string { return filepath.Join(l.Dir, gamesDir) }

// Entry is one game of the library.
type Entry struct {
	ID     string
	Record *record.Game
}

// Put writes the record of game id, replacing the one before.
func (l Library) Put(id string, g *record.Game) error {
	if !ValidGameID(id) {
		return fmt.Errorf("bad game id %q", id)
	}
	var b bytes.Buffer
	if err := record.Write(&b, g, rules.ICCS); err != nil {
		return err
	}
	if done, err := l.putInCollection(id, g); done || err != nil {
		if err == nil && l.Changed != nil {
			l.Changed(id)
		}
		return err
	}
	if err := orPlatform(l.disk).WriteAtomic(l.dir(), id+pgnExt, b.Bytes()); err != nil {
		return err
	}
	if l.Changed != nil {
		l.Changed(id)
	}
	return nil
}

// Delete removes game id's record; a record already gone is no error.
func (l Library) Delete(id string) error {
	if !ValidGameID(id) {
		return fmt.Errorf("bad game id %q", id)
	}
	err := orPlatform(l.disk).Remove(filepath.Join(l.dir(), id+pgnExt))
	if errors.Is(err, fs.ErrNotExist) {
		err = l.deleteInCollection(id)
	}
	if err == nil && l.Changed != nil {
		l.Changed(id)
	}
	return err
}

// Get reads game id's record.
func (l Library) Get(id string) (*record.Game, error) {
	if !ValidGameID(id) {
		return nil, fmt.Errorf("bad game id %q", id)
	}
	b, err := orPlatform(l.disk).ReadFile(filepath.Join(l.dir(), id+pgnExt))
	if errors.Is(err, fs.ErrNotExist) {
		if g, ok, cerr := l.getInCollection(id); ok || cerr != nil {
			return g, cerr
		}
	}
	if err != nil {
		return nil, err
	}
	return readOne(b)
}

// readOne reads a library record: exactly one game, read without error.
func readOne(b []byte) (*record.Game, error) {
	games, errs := record.Read(b)
	switch {
	case len(errs) > 0:
		return nil, errs[0]
	case len(games) != 1:
		return nil, fmt.Errorf("%d games in one record", len(games))
	}
	return games[0], nil
}

// Load reads every record, newest first. Each record that cannot be read
// is moved to the damaged folder and named in the returned notices.
func (l Library) Load() ([]Entry, []Notice) {
	des, err := orPlatform(l.disk).ReadDir(l.dir())
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, []Notice{{Kind: SaveFailed, Arg: err.Error()}}
	}
	var out []Entry
	var notices []Notice
	for _, de := range des {
		name := de.Name()
		if strings.Contains(name, pgnExt+".tmp-") {
			l.removeStale(name, de) // a write that a crash cut short
			continue
		}
		if cid, ok := strings.CutSuffix(name, gamedb.CollectionExt); ok && !de.IsDir() && ValidGameID(cid) {
			games, ns := l.loadCollection(cid)
			notices = append(notices, ns...)
			out = append(out, games...)
			continue
		}
		id, ok := strings.CutSuffix(name, pgnExt)
		if de.IsDir() || !ok || !ValidGameID(id) {
			continue // the damaged folder
		}
		path := filepath.Join(l.dir(), name)
		b, err := orPlatform(l.disk).ReadFile(path)
		var g *record.Game
		if err == nil {
			g, err = readOne(b)
		}
		if err != nil {
			notices = append(notices, l.keepAside(path, name))
			continue
		}
		out = append(out, Entry{ID: id, Record: g})
	}
	slices.SortFunc(out, func(a, b Entry) int { return strings.Compare(b.ID, a.ID) })
	return out, notices
}

// removeStale removes a temporary file of a write that never finished;
// one younger than a minute may be another window's write in progress.
func (l Library) removeStale(name string, de fs.DirEntry) {
	if info, err := de.Info(); err == nil && time.Since(info.ModTime()) > time.Minute {
		orPlatform(l.disk).Remove(filepath.Join(l.dir(), name))
	}
}

// KeepAside moves the damaged record id to the damaged folder and says
// so, as Load does (for an index that found it damaged).
// A collection's game keeps its whole collection aside; so does the name
// of a collection's file without ".pgn" (gamedb.Report.Damaged).
func (l Library) KeepAside(id string) Notice {
	if cid, ok := strings.CutSuffix(id, collectionStem); ok {
		name := cid + gamedb.CollectionExt
		return l.keepAside(filepath.Join(l.dir(), name), name)
	}
	name := id + pgnExt
	if cid, _, ok := gamedb.SplitCollectionGameID(id); ok {
		if _, err := orPlatform(l.disk).ReadFile(filepath.Join(l.dir(), name)); errors.Is(err, fs.ErrNotExist) {
			name = cid + gamedb.CollectionExt
		}
	}
	return l.keepAside(filepath.Join(l.dir(), name), name)
}

// keepAside moves a damaged record out of the way.
func (l Library) keepAside(path, name string) Notice {
	dir := filepath.Join(l.dir(), damagedDir)
	kept := filepath.Join(dir, name)
	err := orPlatform(l.disk).MkdirAll(dir)
	if err == nil {
		err = orPlatform(l.disk).Rename(path, kept)
	}
	if err != nil {
		return Notice{Kind: SaveFailed, Arg: err.Error()}
	}
	return Notice{Kind: SaveCorrupt, Arg: filepath.Join(gamesDir, damagedDir, name), Kept: kept}
}

// Imported is what Import read and kept.
type Imported struct {
	Games []*record.Game  // every game read, in order (a failed one up to its error)
	IDs   []string        // each game's name in the library: "" for a game without moves, which is not kept
	Errs  []*record.Error // the problems, naming the game and the move
	// Warnings are the repairs the kept games survived (a byte that was
	// not UTF-8 replaced, a game in another encoding than the rest of the
	// file), naming the game and the line.
	Warnings []*record.Warning
}

// Kept is how many of the games read are in the library: written now or
// there before. After a failed write (Import's error), the games before
// it.
func (im Imported) Kept() int {
	n := 0
	for _, id := range im.IDs {
		if id != "" {
			n++
		}
	}
	return n
}

// Keepable is how many of the games read can be kept: those with moves.
func (im Imported) Keepable() int {
	n := 0
	for _, g := range im.Games {
		if len(g.Moves) > 0 {
			n++
		}
	}
	return n
}

// Import keeps every game of a PGN text (or one position from a bare FEN)
// in the library, each under a new name made from now; a game already in
// have (the same start, moves and tags) is not written twice. A failed
// write stops it: the games before it are kept (Imported.Kept).
func (l Library) Import(b []byte, have []Entry, now time.Time) (Imported, error) {
	var im Imported
	f := record.ReadFile(b)
	im.Games, im.Errs, im.Warnings = f.Games, f.Errs, f.Warnings
	for i, g := range im.Games {
		id := ""
		for _, e := range have {
			if sameRecord(e.Record, g) {
				id = e.ID
				break
			}
		}
		if id == "" && len(g.Moves) > 0 {
			// The first game of the file gets the latest name, so that
			// the list (newest first) shows the file in its order.
			id = NewGameID(now.Add(time.Duration(len(im.Games)-i) * time.Microsecond))
			if err := l.Put(id, g); err != nil {
				return im, err
			}
		}
		im.IDs = append(im.IDs, id)
	}
	return im, nil
}

// sameRecord reports whether two records are of one game: the same start,
// moves, date, players and result (other tags, such as the notation, may
// differ after a record is written again).
func sameRecord(a, b *record.Game) bool {
	if a.Start.FEN() != b.Start.FEN() || !slices.Equal(a.Moves, b.Moves) {
		return false
	}
	for _, t := range []string{"Date", "Red", "Black", "Result", "Event"} {
		if a.Tag(t) != b.Tag(t) {
			return false
		}
	}
	return true
}
