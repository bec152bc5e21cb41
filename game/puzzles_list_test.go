//go:build display

package game

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game/puzzles"
	"xiangqi/game/session"
	"xiangqi/i18n"
	"xiangqi/puzzle"
	"xiangqi/rules"
)

// scriptInput replays pointer states, one per tick. Before each press the
// player has looked at the screen for armTicks (pressGuard), unless quick
// is set: then presses come as fast as the steps.
type scriptInput struct {
	steps []pointerState
	quick bool
}

func (s *scriptInput) poll() pointerState {
	if len(s.steps) == 0 {
		return pointerState{}
	}
	p := s.steps[0]
	s.steps = s.steps[1:]
	return p
}

func (s *scriptInput) run(t *testing.T, g *Game, steps ...pointerState) {
	t.Helper()
	s.steps = append(s.steps, steps...)
	for len(s.steps) > 0 {
		if s.steps[0].ev == pointerPress && !s.quick {
			g.c.guard.look(g.c)
			g.c.guard.ticks += armTicks
		}
		if err := g.Update(); err != nil {
			t.Fatal(err)
		}
	}
}

// TestPuzzleListScrolls: on a small phone screen the list keeps 48 dp tiles
// and scrolls; a drag scrolls without opening a puzzle, a tap opens the tile
// under it, and the wheel scrolls too.
func TestPuzzleListScrolls(t *testing.T) {
	in := &scriptInput{}
	g, err := newGame(Config{DataDir: t.TempDir(), Lang: "en"}, session.Timed(nil, session.Timing{}), in, nil)
	if err != nil {
		t.Fatal(err)
	}
	c := g.c
	c.setSize(360, 640, 1)
	if err := g.openPuzzle("list", 0, false); err != nil {
		t.Fatal(err)
	}
	list := c.top().(*puzzleListScreen)
	pg := list.geometry(c)
	if pg.tileW < 48 || pg.tileH < 48 || pg.chipH < 48 || pg.maxScroll() <= 0 {
		t.Fatalf("tile %.0f×%.0f px, chips %.0f px, max scroll %.0f: want ≥ 48 and a scrolling list", pg.tileW, pg.tileH, pg.chipH, pg.maxScroll())
	}
	first := list.tiles(c, pg)[0]

	// A drag up by 300 px: the list moves, nothing opens. The finger
	// rests before it lifts, so the list does not glide on.
	steps := []pointerState{{ev: pointerPress, x: 180, y: 450}}
	for y := 440.0; y >= 150; y -= 10 {
		steps = append(steps, pointerState{ev: pointerMove, x: 180, y: y})
	}
	steps = append(steps, make([]pointerState, flingRest)...)
	steps = append(steps, pointerState{ev: pointerRelease, x: 180, y: 150})
	in.run(t, g, steps...)
	if c.top() != screen(list) || list.scroll.offset < 250 {
		t.Fatalf("after a drag: top screen %T, scroll %.0f", c.top(), list.scroll.offset)
	}
	if b := list.tiles(c, list.geometry(c))[0]; b.r == first.r {
		t.Fatalf("the first tappable tile did not move")
	}

	// A tap opens the tile under it.
	bs := list.tiles(c, list.geometry(c))
	target := bs[len(bs)/2]
	cx, cy := target.r.Center()
	in.run(t, g, pointerState{ev: pointerPress, x: cx, y: cy}, pointerState{ev: pointerRelease, x: cx, y: cy})
	if ps, ok := c.top().(*puzzleScreen); !ok || ps.m.Index != target.index {
		t.Fatalf("a tap on tile %q opened %T", target.label, c.top())
	}
	if !g.Back() || c.top() != screen(list) {
		t.Fatalf("Back from the puzzle: top screen %T, want the list", c.top())
	}

	// The wheel scrolls to the end and no further.
	for i := 0; i < 20000 && list.scroll.offset < pg.maxScroll(); i++ { // thousands of puzzles (issue 29)
		in.run(t, g, pointerState{wheel: -1})
	}
	in.run(t, g, pointerState{wheel: -1}, pointerState{wheel: -1})
	if list.scroll.offset != pg.maxScroll() {
		t.Fatalf("wheel scroll %.0f, want the end %.0f", list.scroll.offset, pg.maxScroll())
	}
}

// TestPuzzleListFilters: the chips and the tiles are wired to the list's
// model (what the filters keep is puzzles.TestListFilters): a chip tap
// filters and shows the list from its top; a tile shows its model's tile;
// the puzzle of the day on the start screen shows the model's and opens
// it over the list.
func TestPuzzleListFilters(t *testing.T) {
	g, in := newTestGame(t, Config{})
	c := g.c
	c.setSize(360, 640, 1)
	if err := g.openPuzzle("list", 0, false); err != nil {
		t.Fatal(err)
	}
	list := c.top().(*puzzleListScreen)
	book := list.book
	c.progress.MarkSolved(book.List[0].ID, 1)
	if tl := list.tiles(c, list.geometry(c))[0]; tl.index != 0 || tl.label != list.m.Tile(0).Caption || tl.stars != 2 || !tl.done {
		t.Fatalf("the first tile %q (%d stars, done %v)", tl.label, tl.stars, tl.done)
	}
	tapLabel := func(label string, row int) {
		t.Helper()
		pg := list.geometry(c)
		for _, b := range list.chips(c, pg) {
			if b.label == label && b.r.Y == pg.chips[row] {
				x, y := b.r.Center()
				in.run(t, g, pointerState{ev: pointerPress, x: x, y: y}, pointerState{ev: pointerRelease, x: x, y: y})
				return
			}
		}
		t.Fatalf("no chip %q", label)
	}
	list.scroll.offset = 100
	tapLabel("3", 0)
	if pg := list.geometry(c); list.m.Grade != 3 || list.scroll.offset != 0 || len(pg.tiers) != 1 {
		t.Fatalf("grade 3: grade %d, scroll %.0f, %d groups", list.m.Grade, list.scroll.offset, len(pg.tiers))
	}
	tapLabel("All", 0)
	tapLabel("Solved", 1)
	if list.m.Grade != 0 || list.m.State != session.SolvedPuzzles {
		t.Fatalf("grade %d, state %d", list.m.Grade, list.m.State)
	}
	tapLabel(c.text(i18n.MsgFilterFits), 1)
	if !list.m.Fits || list.m.State != session.SolvedPuzzles {
		t.Fatalf("For me: fits %v, state %d", list.m.Fits, list.m.State)
	}
	if !g.Back() {
		t.Fatal("no way back")
	}
	// The puzzle of the day on the start screen.
	day := time.Date(2026, 5, 1, 9, 0, 0, 0, time.Local)
	g.setPuzzleDay(day)
	want := c.progress.OfTheDay(book.List, day)
	c.progress.MarkSolved(book.List[want].ID, 0)
	var daily button
	for _, b := range startMenu(c).buttons(c) {
		if b.label == c.text(i18n.MsgDailyPuzzle) {
			daily = b
		}
	}
	if d, _ := puzzles.DailyOf(c.env(), c.puzzleServices(), c.now()); !daily.done || daily.sub != d.Sub || d.Index != want {
		t.Fatalf("the button says %q (done %v), the model %+v", daily.sub, daily.done, d)
	}
	tap(t, g, in, c.text(i18n.MsgDailyPuzzle))
	if s, ok := c.top().(*puzzleScreen); !ok || s.m.Index != want {
		t.Fatalf("the puzzle of the day opened %T, want puzzle %d", c.top(), want)
	}
	if g.Back(); c.top() != screen(c.stack[1]) || len(c.stack) != 2 {
		t.Fatalf("Back from the puzzle of the day: %T, want the list", c.top())
	}
	if _, ok := c.top().(*puzzleListScreen); !ok {
		t.Fatalf("under the puzzle of the day: %T", c.top())
	}
}

// BenchmarkPuzzleListLayout measures the list's layout and its buttons as
// the first frame computes them, at 360×640 dp.
func BenchmarkPuzzleListLayout(b *testing.B) {
	g, err := newGame(Config{DataDir: b.TempDir(), Lang: "en"}, session.Timed(nil, session.Timing{}), &scriptInput{}, nil)
	if err != nil {
		b.Fatal(err)
	}
	c := g.c
	c.setSize(360, 640, 1)
	if err := g.openPuzzle("list", 0, false); err != nil {
		b.Fatal(err)
	}
	list := c.top().(*puzzleListScreen)
	b.ReportAllocs()
	for b.Loop() {
		if len(list.buttons(c)) == 0 {
			b.Fatal("no buttons")
		}
	}
}

// TestPuzzleRetryResetsBoard: the view's part of a Retry after a
// refutation: the puzzleWrong hook plays a wrong move, answered by the
// refuting reply, and the Retry button, tapped on the screen, brings the
// board widget back with the model, its refusal and selection void. (What
// the attempt does, the refutation and the position Retry goes back to,
// is puzzles.TestAttemptWrongMoveRefuted.)
func TestPuzzleRetryResetsBoard(t *testing.T) {
	g, in := newTestGame(t, Config{})
	c := g.c
	c.setSize(360, 640, 1)
	book := builtinPuzzles(c)
	var p puzzle.Puzzle
	for _, q := range book.List {
		if q.MateIn == 2 {
			p = q
			break
		}
	}
	// The key plays, the reply comes; then a wrong move.
	if err := g.openPuzzle(p.ID, 1, false); err != nil {
		t.Fatal(err)
	}
	s := c.top().(*puzzleScreen)
	mid := s.m.Position()
	var l rules.MoveList
	mid.GenerateMoves(&l)
	wrong := rules.NoMove
	for _, m := range l.Slice() {
		after := mid
		after.MakeMove(m)
		if after.HasLegalMove() {
			wrong = m
			break
		}
	}
	if err := g.puzzleWrong(wrong.String()); err != nil {
		t.Fatal(err)
	}
	if !s.m.Refuted() {
		t.Fatalf("%s not refuted", wrong)
	}
	s.board.refused = wrong // as if a tap had been refused
	s.board.sel = wrong.From()
	tap(t, g, in, c.text(i18n.MsgRetry))
	if got := s.m.Position(); got != mid || len(s.m.Moves()) != 2 {
		t.Fatalf("the Retry button left %s, moves %v", got.FEN(), s.m.Moves())
	}
	if s.board.refused != rules.NoMove || s.board.sel != rules.NoSquare {
		t.Errorf("Retry kept the board's refusal %v or selection %v", s.board.refused, s.board.sel)
	}
}

// BenchmarkPuzzleListFirstFrame measures the list's first frame as the
// player opens it: a new screen over the collection already read, its
// layout and its drawing, at 360×640 dp.
func BenchmarkPuzzleListFirstFrame(b *testing.B) {
	g, err := newGame(Config{DataDir: b.TempDir(), Lang: "en"}, session.Timed(nil, session.Timing{}), &scriptInput{}, nil)
	if err != nil {
		b.Fatal(err)
	}
	c := g.c
	c.setSize(360, 640, 1)
	dst := ebiten.NewImage(360, 640)
	book := builtinPuzzles(c)
	b.ReportAllocs()
	for b.Loop() {
		s := &puzzleListScreen{m: puzzles.NewList(c.env(), c.puzzleServices()), book: book}
		s.draw(c, dst)
	}
}

// TestListsDrawRowsHalfOut: a list scrolled so that a row is more than
// half out of its window still draws that row's part in view, to the
// window's edge (the touch suite's screenshot of the puzzle list showed a
// blank band there), though only rows at least half in view can be
// tapped: the puzzle list, Learn and Settings. (What is drawn is in the
// golden screens puzzle-list-small-vi, lessons-en and settings.)
func TestListsDrawRowsHalfOut(t *testing.T) {
	g, _ := newTestGame(t, Config{})
	c := g.c
	c.setSize(360, 640, 1)
	crossesTop := func(r rect, top float64) bool { return r.Y < top && r.Y+r.H > top }

	if err := g.openPuzzle("list", 0, false); err != nil {
		t.Fatal(err)
	}
	list := c.top().(*puzzleListScreen)
	pg := list.geometry(c)
	list.scroll.offset = pg.heading + 0.8*pg.tileH // the first row 80% above the top
	drawn, tapped := 0, 0
	for _, tl := range list.layTiles(c, pg, true) {
		if crossesTop(tl.r, pg.top) {
			drawn++
			if tl.tappable {
				t.Errorf("tile %v, 80%% out, can be tapped", tl.r)
			}
		}
	}
	for _, tl := range list.tiles(c, pg) {
		if crossesTop(tl.r, pg.top) {
			tapped++
		}
	}
	if drawn != pg.perRow || tapped != 0 {
		t.Errorf("puzzle list: %d tiles drawn across the window's top, %d tappable; want the row's %d, none", drawn, tapped, pg.perRow)
	}
	c.pop()

	openLessons(c)
	ls := c.top().(*lessonsScreen)
	lg := ls.geometry(c)
	ls.scroll.offset = lg.heading + 0.8*lg.row
	edge := ls.lessonButtons(c, lg, ls.m.Rows(), true)
	if len(edge) == 0 || !crossesTop(edge[0].r, lg.top) {
		t.Errorf("Learn: the lesson 80%% out is not drawn (%d drawn at the edges)", len(edge))
	}
	for _, b := range ls.buttons(c) {
		if crossesTop(b.r, lg.top) && b.r.Y+b.r.H/2 < lg.top {
			t.Errorf("Learn: lesson %q, 80%% out, can be tapped", b.label)
		}
	}
	c.pop()

	c.push(newSettingsScreen(c))
	st := c.top().(*settingsScreen)
	items := st.items(c)
	sg := settingsLayout(c, items)
	first := sg.options[0][0]
	st.scroll.offset = first.Y + 0.8*first.H
	sedge := layChoices(c, items, sg, &st.scroll, func(int, int) {}, true)
	if len(sedge) == 0 || !crossesTop(sedge[0].r, sg.view.Y) {
		t.Errorf("Settings: the options 80%% out are not drawn (%d at the edges)", len(sedge))
	}
	for _, b := range st.buttons(c) {
		if b.r.Y+b.r.H/2 < sg.view.Y {
			t.Errorf("Settings: option %q, more than half out, can be tapped", b.label)
		}
	}
}
