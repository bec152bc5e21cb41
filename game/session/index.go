package session

import (
	"context"
	"sync"
	"time"

	"xiangqi/gamedb"
	"xiangqi/record"
	"xiangqi/rules"
)

// GameIndex is the library as the Games screen reads it: a page of rows
// of any query, counts and tallies, without reading the records (issue
// 28). On the desktop and the phone it is the SQLite index (gamedb.DB,
// index_db.go); in the browser, whose build has no SQLite, the rows in
// memory (MemoryIndex, index_js.go). A table test holds the two alike.
type GameIndex interface {
	List(ctx context.Context, q gamedb.Query) ([]gamedb.Row, error)
	Count(ctx context.Context, q gamedb.Query) (int, error)
	StatsByLevel(ctx context.Context, q gamedb.Query) ([]gamedb.Tally, error)
	StatsByOpening(ctx context.Context, q gamedb.Query) ([]gamedb.Tally, error)
	// Import keeps the games of a PGN text as records of the library and
	// indexes them, calling progress from its goroutine; ctx cancels it
	// between parts, the parts before kept.
	Import(ctx context.Context, text []byte, now time.Time, progress func(gamedb.Progress)) (gamedb.Imported, error)
	// Refresh reads the records ids again (written or deleted).
	Refresh(ctx context.Context, ids ...string) error
	// IDOf names the record of g kept before (gamedb.DupKey), "" if none.
	IDOf(ctx context.Context, g *record.Game) (string, error)
	// Explore is the moves played from p in the library's games, most
	// played first (gamedb.DB.Explore), for the opening explorer.
	Explore(ctx context.Context, p rules.Position) ([]gamedb.MoveStat, error)
	Close() error
}

// MemoryIndex is a GameIndex over rows kept in memory, made from the
// records of a Library. Safe for concurrent use.
type MemoryIndex struct {
	mu  sync.Mutex
	lib Library // without Changed: the index writes through it itself
	mem *gamedb.Memory
}

// NewMemoryIndex reads every record of lib (Load: a damaged one kept
// aside and named in the notices).
func NewMemoryIndex(lib Library) (*MemoryIndex, []Notice) {
	lib.Changed = nil
	x := &MemoryIndex{lib: lib, mem: gamedb.NewMemory()}
	entries, notices := lib.Load()
	for _, e := range entries {
		x.mem.Put(e.ID, e.Record)
	}
	return x, notices
}

// List implements GameIndex.
func (x *MemoryIndex) List(_ context.Context, q gamedb.Query) ([]gamedb.Row, error) {
	x.mu.Lock()
	defer x.mu.Unlock()
	return x.mem.List(q), nil
}

// Count implements GameIndex.
func (x *MemoryIndex) Count(_ context.Context, q gamedb.Query) (int, error) {
	x.mu.Lock()
	defer x.mu.Unlock()
	return x.mem.Count(q), nil
}

// StatsByLevel implements GameIndex.
func (x *MemoryIndex) StatsByLevel(_ context.Context, q gamedb.Query) ([]gamedb.Tally, error) {
	x.mu.Lock()
	defer x.mu.Unlock()
	return x.mem.StatsByLevel(q), nil
}

// Explore implements GameIndex.
func (x *MemoryIndex) Explore(_ context.Context, p rules.Position) ([]gamedb.MoveStat, error) {
	x.mu.Lock()
	defer x.mu.Unlock()
	return x.mem.Explore(p), nil
}

// StatsByOpening implements GameIndex.
func (x *MemoryIndex) StatsByOpening(_ context.Context, q gamedb.Query) ([]gamedb.Tally, error) {
	x.mu.Lock()
	defer x.mu.Unlock()
	return x.mem.StatsByOpening(q), nil
}

// Import implements GameIndex as gamedb.DB.Import counts: a game without
// moves is not kept, one kept before or earlier in the text is a
// duplicate, names are made from now a microsecond apart, the first game
// the newest. The records go through the Library (the page's storage).
func (x *MemoryIndex) Import(ctx context.Context, text []byte, now time.Time, progress func(gamedb.Progress)) (gamedb.Imported, error) {
	var im gamedb.Imported
	im.Total = int64(len(text))
	f := record.ReadFile(text)
	im.Errs, im.Warnings = f.Errs, f.Warnings
	problems := gamedb.ProblemGames(f.Errs)
	seen := map[string]bool{}
	clock := now
	for k, g := range f.Games {
		if ctx.Err() != nil {
			im.Canceled = true
			return im, nil
		}
		if im.Skip(g, problems[k+1]) {
			continue
		}
		key := string(gamedb.DupKey(g))
		x.mu.Lock()
		_, dup := x.mem.Has(g)
		x.mu.Unlock()
		if dup || seen[key] {
			im.Duplicates++
			continue
		}
		seen[key] = true
		id := x.freeID(&clock)
		if err := x.lib.Put(id, g); err != nil {
			return im, err
		}
		x.mu.Lock()
		x.mem.Put(id, g)
		x.mu.Unlock()
		im.Added++
		if problems[k+1] {
			im.Partial++
		}
		im.IDs = append(im.IDs, id)
	}
	im.Read = im.Total
	if progress != nil {
		progress(im.Progress)
	}
	return im, nil
}

// freeID is the next name from clock back that no row has.
func (x *MemoryIndex) freeID(clock *time.Time) string {
	x.mu.Lock()
	defer x.mu.Unlock()
	for {
		id := gamedb.GameID(*clock)
		*clock = clock.Add(-time.Microsecond)
		if !x.mem.HasID(id) {
			return id
		}
	}
}

// Refresh implements GameIndex.
func (x *MemoryIndex) Refresh(_ context.Context, ids ...string) error {
	for _, id := range ids {
		g, err := x.lib.Get(id)
		x.mu.Lock()
		if err != nil {
			x.mem.Remove(id)
		} else {
			x.mem.Put(id, g)
		}
		x.mu.Unlock()
	}
	return nil
}

// IDOf implements GameIndex.
func (x *MemoryIndex) IDOf(_ context.Context, g *record.Game) (string, error) {
	x.mu.Lock()
	defer x.mu.Unlock()
	id, _ := x.mem.Has(g)
	return id, nil
}

// Close implements GameIndex.
func (x *MemoryIndex) Close() error { return nil }
