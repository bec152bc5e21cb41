package session

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"

	"xiangqi/gamedb"
	"xiangqi/record"
)

// The games of a big import live in collections, many games to a file
// (gamedb.CollectionExt): a game there is named by its collection and its
// tag (gamedb.SplitCollectionGameID), and reading, writing or removing it
// reads and writes its whole collection, atomically, a few hundred games.

// collectionStem is a collection's file name without ".pgn", which
// gamedb.Report.Damaged names a damaged collection by.
const collectionStem = ".collection"

func (l Library) collectionPath(cid string) string {
	return filepath.Join(l.dir(), cid+gamedb.CollectionExt)
}

// readCollection reads collection cid; ok is false when there is none.
func (l Library) readCollection(cid string) (games []gamedb.CollectionGame, ok bool, err error) {
	b, err := orPlatform(l.disk).ReadFile(l.collectionPath(cid))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, err
	}
	games, err = gamedb.ReadCollection(cid, b)
	if err != nil {
		return nil, true, fmt.Errorf("%s: %w", cid+gamedb.CollectionExt, err)
	}
	return games, true, nil
}

// findInCollection reads the collection game id would be in and finds it
// there (gamedb.FindInCollection): the collection's name and text, the
// game's bytes and the game. ok is false when id names no collection's
// game, or its collection or the game is not there.
func (l Library) findInCollection(id string) (cid, seq string, text []byte, from, to int, g *record.Game, ok bool, err error) {
	cid, seq, ok = gamedb.SplitCollectionGameID(id)
	if !ok {
		return
	}
	text, err = orPlatform(l.disk).ReadFile(l.collectionPath(cid))
	if errors.Is(err, fs.ErrNotExist) {
		return cid, seq, nil, 0, 0, nil, false, nil
	}
	if err != nil {
		return
	}
	from, to, g, ok, err = gamedb.FindInCollection(text, seq)
	if err != nil {
		err = fmt.Errorf("%s: %w", cid+gamedb.CollectionExt, err)
	}
	return
}

// getInCollection reads game id from its collection; ok is false when it
// is not in one.
func (l Library) getInCollection(id string) (*record.Game, bool, error) {
	_, _, _, _, _, g, ok, err := l.findInCollection(id)
	return g, ok, err
}

// putInCollection writes game id in its collection when it is one of a
// collection's (and not a one-game record's); done is false otherwise.
// The collection's other games keep their bytes.
func (l Library) putInCollection(id string, g *record.Game) (done bool, err error) {
	if _, _, ok := gamedb.SplitCollectionGameID(id); !ok {
		return false, nil
	}
	if _, err := orPlatform(l.disk).ReadFile(filepath.Join(l.dir(), id+pgnExt)); !errors.Is(err, fs.ErrNotExist) {
		return false, nil // a record of its own
	}
	cid, seq, text, from, to, _, ok, err := l.findInCollection(id)
	if err != nil {
		return true, err
	}
	if !ok {
		return false, nil
	}
	b, err := gamedb.ReplaceInCollection(text, from, to, seq, g)
	if err != nil {
		return true, err
	}
	return true, orPlatform(l.disk).WriteAtomic(l.dir(), cid+gamedb.CollectionExt, b)
}

// deleteInCollection removes game id from its collection, and the file
// with its last game; a game that is in none is no error.
func (l Library) deleteInCollection(id string) error {
	cid, seq, text, from, to, _, ok, err := l.findInCollection(id)
	if err != nil || !ok {
		return err
	}
	b, err := gamedb.ReplaceInCollection(text, from, to, seq, nil)
	if err != nil {
		return err
	}
	if len(bytes.TrimSpace(b)) == 0 {
		err := orPlatform(l.disk).Remove(l.collectionPath(cid))
		if errors.Is(err, fs.ErrNotExist) {
			err = nil
		}
		return err
	}
	return orPlatform(l.disk).WriteAtomic(l.dir(), cid+gamedb.CollectionExt, b)
}

// loadCollection reads collection cid for Load: its games, and the
// notices of what was kept aside (salvageCollection).
func (l Library) loadCollection(cid string) ([]Entry, []Notice) {
	games, _, err := l.readCollection(cid)
	var notices []Notice
	if err != nil {
		games, notices = l.salvageCollection(cid)
	}
	out := make([]Entry, len(games))
	for i, cg := range games {
		out[i] = Entry{ID: cg.ID, Record: cg.Game}
	}
	return out, notices
}

// salvageCollection keeps what it can of collection cid, which
// gamedb.ReadCollection refused: each game that cannot be read is written
// on its own to the damaged folder, as "<cid>-bad<n>.pgn" (n its place
// in the file), and named in a notice; the collection is then written
// again, atomically, without them. A game without its tag, or with a tag
// an earlier game has, is kept under a new name
// (gamedb.SalvageCollection). A collection none of whose games can be
// read, or that cannot be read at all, is kept aside whole, as before.
// One bad game of 500 used to take the 499 others aside with it.
func (l Library) salvageCollection(cid string) ([]gamedb.CollectionGame, []Notice) {
	name := cid + gamedb.CollectionExt
	path := l.collectionPath(cid)
	d := orPlatform(l.disk)
	b, err := d.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, []Notice{{Kind: SaveFailed, Arg: err.Error()}}
	}
	games, text, bad := gamedb.SalvageCollection(cid, b)
	if len(games) == 0 {
		return nil, []Notice{l.keepAside(path, name)}
	}
	var notices []Notice
	dir := filepath.Join(l.dir(), damagedDir)
	if len(bad) > 0 {
		if err := d.MkdirAll(dir); err != nil {
			return nil, []Notice{{Kind: SaveFailed, Arg: err.Error()}}
		}
	}
	for i, g := range bad {
		n := g.N
		if n == 0 {
			n = 100000 + i // a game read but not written again
		}
		bn := fmt.Sprintf("%s-bad%d%s", cid, n, pgnExt)
		// Written before the collection loses it: a crash between keeps
		// the game twice, never nowhere.
		if err := d.WriteAtomic(dir, bn, g.Text); err != nil {
			return nil, []Notice{{Kind: SaveFailed, Arg: err.Error()}}
		}
		notices = append(notices, Notice{Kind: SaveCorrupt, Arg: filepath.Join(gamesDir, damagedDir, bn), Kept: filepath.Join(dir, bn)})
	}
	if err := d.WriteAtomic(l.dir(), name, text); err != nil {
		return nil, append(notices, Notice{Kind: SaveFailed, Arg: err.Error()})
	}
	return games, notices
}
