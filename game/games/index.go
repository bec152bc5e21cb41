package games

import (
	"context"
	"sync"

	"xiangqi/game/session"
)

// Index opens the library's index off the frame loop (a rebuild of
// 20,000 records takes seconds) and keeps it following the records the
// game writes: a record written before the index is open is refreshed
// once it is. The shell opens it at start; the Games screen, its imports
// and the opening explorer read through it.
type Index struct {
	done chan struct{} // closed once the index is open

	mu      sync.Mutex
	idx     session.GameIndex
	notices []session.Notice // what the opening found, until the Games screen shows them
	pending []string         // records written before the index was open
	ready   bool
	err     error // the last refresh's
}

// OpenIndex starts opening lib's index.
func OpenIndex(lib session.Library) *Index {
	x := &Index{done: make(chan struct{})}
	lib.Changed = nil
	go func() {
		defer close(x.done)
		idx, notices := session.OpenIndex(context.Background(), lib)
		x.mu.Lock()
		defer x.mu.Unlock()
		x.idx, x.notices = idx, notices
		if len(x.pending) > 0 {
			x.err = idx.Refresh(context.Background(), x.pending...)
			x.pending = nil
		}
		x.ready = true
	}()
	return x
}

// Get is the index once it is open; it never waits.
func (x *Index) Get() (session.GameIndex, bool) {
	if x == nil {
		return nil, false
	}
	select {
	case <-x.done:
		return x.idx, true
	default:
		return nil, false
	}
}

// Wait waits until the index is open (tests, imports, and the end of the
// program).
func (x *Index) Wait() session.GameIndex {
	<-x.done
	return x.idx
}

// TakeNotices are the damaged records the opening kept aside, once.
func (x *Index) TakeNotices() []session.Notice {
	x.mu.Lock()
	defer x.mu.Unlock()
	n := x.notices
	x.notices = nil
	return n
}

// Changed follows a record the game wrote or removed (Library.Changed).
func (x *Index) Changed(id string) {
	x.mu.Lock()
	if !x.ready {
		x.pending = append(x.pending, id)
		x.mu.Unlock()
		return
	}
	idx := x.idx
	x.mu.Unlock()
	err := idx.Refresh(context.Background(), id)
	x.mu.Lock()
	x.err = err
	x.mu.Unlock()
}

// Close waits for the opening and closes the index.
func (x *Index) Close() {
	if x == nil {
		return
	}
	if idx := x.Wait(); idx != nil {
		idx.Close()
	}
}
