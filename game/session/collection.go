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

// writeCollection writes collection cid's games anew, or removes the file
// when none is left.
func (l Library) writeCollection(cid string, games []gamedb.CollectionGame) error {
	if len(games) == 0 {
		err := orPlatform(l.disk).Remove(l.collectionPath(cid))
		if errors.Is(err, fs.ErrNotExist) {
			err = nil
		}
		return err
	}
	var buf bytes.Buffer
	for _, cg := range games {
		_, seq, _ := gamedb.SplitCollectionGameID(cg.ID)
		if err := gamedb.AppendCollectionGame(&buf, seq, cg.Game); err != nil {
			return err
		}
	}
	return orPlatform(l.disk).WriteAtomic(l.dir(), cid+gamedb.CollectionExt, buf.Bytes())
}

// findInCollection reads the collection game id would be in: its games
// and id's place among them (-1: not there). ok is false when id names no
// collection's game or its collection is not there.
func (l Library) findInCollection(id string) (cid string, games []gamedb.CollectionGame, at int, ok bool, err error) {
	cid, _, ok = gamedb.SplitCollectionGameID(id)
	if !ok {
		return "", nil, -1, false, nil
	}
	games, ok, err = l.readCollection(cid)
	if !ok || err != nil {
		return cid, nil, -1, ok, err
	}
	for i, cg := range games {
		if cg.ID == id {
			return cid, games, i, true, nil
		}
	}
	return cid, games, -1, true, nil
}

// getInCollection reads game id from its collection; ok is false when it
// is not in one.
func (l Library) getInCollection(id string) (*record.Game, bool, error) {
	_, games, at, ok, err := l.findInCollection(id)
	if err != nil {
		return nil, true, err
	}
	if !ok || at < 0 {
		return nil, false, nil
	}
	return games[at].Game, true, nil
}

// putInCollection writes game id in its collection when it is one of a
// collection's (and not a one-game record's); done is false otherwise.
func (l Library) putInCollection(id string, g *record.Game) (done bool, err error) {
	if _, _, ok := gamedb.SplitCollectionGameID(id); !ok {
		return false, nil
	}
	if _, err := orPlatform(l.disk).ReadFile(filepath.Join(l.dir(), id+pgnExt)); !errors.Is(err, fs.ErrNotExist) {
		return false, nil // a record of its own
	}
	cid, games, at, ok, err := l.findInCollection(id)
	if err != nil {
		return true, err
	}
	if !ok || at < 0 {
		return false, nil
	}
	games[at].Game = g
	return true, l.writeCollection(cid, games)
}

// deleteInCollection removes game id from its collection; a game that is
// in none is no error.
func (l Library) deleteInCollection(id string) error {
	cid, games, at, ok, err := l.findInCollection(id)
	if err != nil || !ok || at < 0 {
		return err
	}
	return l.writeCollection(cid, append(games[:at], games[at+1:]...))
}

// loadCollection reads collection cid for Load: its games, or the notice
// of a damaged file kept aside.
func (l Library) loadCollection(cid string) ([]Entry, *Notice) {
	games, _, err := l.readCollection(cid)
	if err != nil {
		name := cid + gamedb.CollectionExt
		n := l.keepAside(l.collectionPath(cid), name)
		return nil, &n
	}
	out := make([]Entry, len(games))
	for i, cg := range games {
		out[i] = Entry{ID: cg.ID, Record: cg.Game}
	}
	return out, nil
}
