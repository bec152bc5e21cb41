//go:build display

package game

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"xiangqi/game/session"
	"xiangqi/gamedb"
)

// gatedIndex is an index whose counts wait for the gate (or for their
// context's end), as a search over a big library takes its time.
type gatedIndex struct {
	session.GameIndex
	gate      chan struct{}
	cancelled atomic.Int32 // counts that ended by their context
}

func (x *gatedIndex) Count(ctx context.Context, q gamedb.Query) (int, error) {
	if ctx.Err() == nil {
		select {
		case <-x.gate:
		case <-ctx.Done():
		}
	}
	if ctx.Err() != nil {
		x.cancelled.Add(1)
		return 0, ctx.Err()
	}
	return x.GameIndex.Count(ctx, q)
}

// TestGamesSearchOffFrameLoop (issue 28): a search asks the index on a
// goroutine: while the index takes its time the frames go on, quick, with
// the rows shown before; a second letter typed cancels the first
// question, whose answer never shows; the answer of the last one does.
func TestGamesSearchOffFrameLoop(t *testing.T) {
	g, in := newTestGame(t, Config{})
	defer g.Close()
	c := g.c
	extra := "[Red \"Nguyễn Văn Đỏ\"]\n[Black \"Lê\"]\n[Result \"0-1\"]\n\n1. h2e2 h9g7 0-1\n"
	g.OpenRecords(append(manyGames(60), extra...))
	g.settle()
	gs := topIs[*gamesScreen](t, g)
	if gs.total != 61 || len(gs.page) == 0 {
		t.Fatalf("%d games, %d rows fetched", gs.total, len(gs.page))
	}
	slow := &gatedIndex{GameIndex: gs.idx, gate: make(chan struct{})}
	gs.idx = slow
	gs.tapSearch(c)
	gs.keys(c, pointerState{text: []rune("Ng")})
	first := gs.load
	gs.keys(c, pointerState{text: []rune("u")})
	if first == nil || gs.load == nil || gs.load == first {
		t.Fatal("each letter typed asks the index anew")
	}
	for range 10 {
		start := time.Now()
		in.run(t, g, pointerState{})
		if d := time.Since(start); d > 100*time.Millisecond {
			t.Fatalf("a frame took %v while the index was busy", d)
		}
	}
	if gs.total != 61 || len(gs.page) == 0 || gs.load == nil {
		t.Fatalf("while asking: %d games, %d rows shown, question %v; want the list as it was", gs.total, len(gs.page), gs.load)
	}
	close(slow.gate)
	g.settle()
	if gs.total != 1 || gs.all != 61 || gs.query.Text != "Ngu" {
		t.Fatalf("after the answer: %d of %d games for %q, want 1 of 61 for Ngu", gs.total, gs.all, gs.query.Text)
	}
	if r, ok := gs.row(0); !ok || r.Red != "Nguyễn Văn Đỏ" {
		t.Fatalf("the row shown: %+v", r)
	}
	<-first.done // the first question's goroutine has ended (it may run late)
	if slow.cancelled.Load() != 1 {
		t.Fatalf("%d questions cancelled, want the first one", slow.cancelled.Load())
	}
	// Back while a question waits: the screen leaves at once, its
	// question cancelled; the Games screen opened again reads anew.
	held := &gatedIndex{GameIndex: slow.GameIndex, gate: make(chan struct{})}
	gs.idx = held
	gs.keys(c, pointerState{text: []rune("y")})
	g.Back() // the first Back ends the typing, the search kept
	if gs.search.editing || gs.load == nil {
		t.Fatal("ending the typing dropped the question")
	}
	start := time.Now()
	g.Back()
	if _, ok := c.top().(*gamesScreen); ok {
		t.Fatal("a second Back left the Games screen on top")
	}
	if d := time.Since(start); d > time.Second || held.cancelled.Load() != 1 {
		t.Fatalf("Back with a question waiting took %v, %d cancelled", d, held.cancelled.Load())
	}
	tap(t, g, in, "Games")
	again := topIs[*gamesScreen](t, g)
	g.settle()
	if again == gs || again.total != 61 {
		t.Fatalf("the Games screen again: %d games", again.total)
	}
}

// TestGamesRowsInViewFirst: a reload asks for the rows in view alone;
// the next tick asks for pageMargin rows around them; a scroll within
// half a margin asks nothing, one beyond it asks for the page around the
// new view before its rows run out.
func TestGamesRowsInViewFirst(t *testing.T) {
	g, _ := newTestGame(t, Config{})
	defer g.Close()
	c := g.c
	g.OpenRecords(manyGames(120))
	g.settle()
	gs := topIs[*gamesScreen](t, g)
	geo := gs.geometry(c)
	gs.reload(c)
	gs.settle(c) // the answers alone, not the tick
	lo, hi := gs.rowsAt(geo)
	if gs.first != lo || len(gs.page) != hi-lo || hi-lo < 3 {
		t.Fatalf("reloaded: rows %d–%d fetched, %d–%d in view", gs.first, gs.first+len(gs.page), lo, hi)
	}
	gs.poll(c)
	if gs.load == nil {
		t.Fatal("the tick after the rows in view asked for nothing more")
	}
	gs.settle(c)
	if gs.first != 0 || len(gs.page) != hi+pageMargin {
		t.Fatalf("prefetched: rows %d–%d, want 0–%d", gs.first, gs.first+len(gs.page), hi+pageMargin)
	}
	step := geo.rowH + geo.gap
	gs.scroll.offset += 2 * step
	gs.poll(c)
	if gs.load != nil {
		t.Fatal("a scroll of two rows asked again")
	}
	gs.scroll.offset += float64(pageMargin/2) * step
	gs.poll(c)
	if gs.load == nil {
		t.Fatal("a scroll past half the margin asked for nothing")
	}
	gs.settle(c)
	lo, hi = gs.rowsAt(geo)
	if gs.first != max(lo-pageMargin, 0) || gs.first+len(gs.page) != hi+pageMargin {
		t.Fatalf("after the scroll: rows %d–%d fetched, %d–%d in view", gs.first, gs.first+len(gs.page), lo, hi)
	}
}
