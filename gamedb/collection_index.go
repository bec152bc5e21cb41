//go:build !js

package gamedb

import (
	"context"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// collectMin is the fewest new games of an import's part that are kept
// in a collection of their own (collection.go) rather than a file each.
const collectMin = 32

func (db *DB) collectionPath(cid string) string {
	return filepath.Join(db.gamesDir(), cid+CollectionExt)
}

// readCollectionFile reads collection cid and its file's stamp.
func (db *DB) readCollectionFile(cid string) (fileStamp, []CollectionGame, error) {
	f, err := os.Open(db.collectionPath(cid))
	if err != nil {
		return fileStamp{}, nil, err
	}
	defer f.Close()
	info, err := f.Stat() // the stamp of what is read, whatever is renamed over it meanwhile
	if err != nil {
		return fileStamp{}, nil, err
	}
	b, err := io.ReadAll(f)
	if err != nil {
		return fileStamp{}, nil, err
	}
	games, err := ReadCollection(cid, b)
	return fileStamp{info.Size(), info.ModTime().UnixNano()}, games, err
}

// indexCollection reads and indexes collection cid in one transaction. A
// collection that cannot be read is named in rep.Damaged by its file's
// name without ".pgn".
func (db *DB) indexCollection(ctx context.Context, cid string, run *runBuilder, rep *Report) error {
	st, games, err := db.readCollectionFile(cid)
	if errors.Is(err, fs.ErrNotExist) {
		return nil // removed meanwhile
	}
	if err != nil {
		rep.Damaged = append(rep.Damaged, cid+".collection")
		return nil
	}
	w, err := db.begin(ctx)
	if err != nil {
		return err
	}
	if run != nil {
		w.bulk(run)
	}
	for _, cg := range games {
		if err := w.add(cg.ID, cid, st, cg.Game); err != nil {
			w.rollback()
			return err
		}
		rep.Indexed++
	}
	return w.commit()
}

// refreshInCollection indexes game id of collection cid again as the file
// is now (its row removed by the caller), and gives the collection's
// other rows the file's new stamp: the game writes a collection again for
// one of its games at a time.
func (w *writer) refreshInCollection(id, cid string) error {
	st, games, err := w.db.readCollectionFile(cid)
	if err != nil {
		return nil // gone, or damaged: Open reports it
	}
	for _, cg := range games {
		if cg.ID == id {
			if err := w.add(id, cid, st, cg.Game); err != nil {
				return err
			}
			break
		}
	}
	_, err = w.tx.Exec(`UPDATE games SET size = ?, mtime = ? WHERE pack = ? AND pack != ''`, st.size, st.mtime, cid)
	return err
}
