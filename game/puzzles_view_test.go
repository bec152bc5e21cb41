//go:build display

// The views of puzzles, lessons and training: real drags and taps on
// lists and boards, the glide after a flick, panels that fit, rows half
// out of view, and the lists' frame benchmarks.

package game

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"xiangqi/game/puzzles"
	"xiangqi/game/session"
	"xiangqi/game/training"
	"xiangqi/i18n"
	"xiangqi/learn"
	"xiangqi/puzzle"
	"xiangqi/rules"
	"xiangqi/train"

	"github.com/hajimehoshi/ebiten/v2"
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
	g, in := newTestGame(t, Config{})
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
	want := c.progress.OfTheDay(book.List, day, nil)
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
	if s, ok := c.top().(*puzzleScreen); !ok || s.m.Index != want || !s.m.Daily() {
		t.Fatalf("the puzzle of the day opened %T, want puzzle %d saying it is the day's", c.top(), want)
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
	g, _ := newTestGame(b, Config{})
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
	g, _ := newTestGame(b, Config{})
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

// syntheticBook is the built-in collection repeated to n puzzles, each
// with its own id: the list's code does not look at what a puzzle is, so
// its cost with a collection of n is that of this one.
func syntheticBook(b testing.TB, c *ctx, n int) *puzzleBook {
	base := builtinPuzzles(c).List
	list := make([]puzzle.Puzzle, 0, n)
	for i := 0; len(list) < n; i++ {
		p := base[i%len(base)]
		p.ID = fmt.Sprintf("%s-x%d", p.ID, i/len(base))
		list = append(list, p)
	}
	return &puzzleBook{Book: &puzzles.Book{List: list}}
}

func benchListFrame(b *testing.B, n int, fits bool) {
	g, _ := newTestGame(b, Config{})
	c := g.c
	c.setSize(360, 640, 1)
	dst := ebiten.NewImage(360, 640)
	book := builtinPuzzles(c)
	if n > 0 {
		book = syntheticBook(b, c, n)
	}
	b.ReportAllocs()
	for b.Loop() {
		svc := c.puzzleServices()
		svc.Book = book.Book
		s := &puzzleListScreen{m: puzzles.NewList(c.env(), svc), book: book}
		s.m.Fits = fits
		s.draw(c, dst)
	}
}

// BenchmarkPuzzleListFirstFrame3000 is BenchmarkPuzzleListFirstFrame with
// a synthetic collection of 3,000 puzzles; ...Fits with "For me" on.
func BenchmarkPuzzleListFirstFrame3000(b *testing.B)     { benchListFrame(b, 3000, false) }
func BenchmarkPuzzleListFirstFrame3000Fits(b *testing.B) { benchListFrame(b, 3000, true) }
func BenchmarkPuzzleListFirstFrameFits(b *testing.B)     { benchListFrame(b, 0, true) }

// TestTrainingViews walks the training views for what only the views and
// the shell do (the rushes' and the review's behaviour is tested headless
// in game/training: TestHomeItems, TestRushCarelessly, TestReviewFromHome):
// the list's Training button, the view's own, opens Training, whose Rush
// button opens a rush; the shell's pause stops a rush's clock and its poll
// ends the rush when the time is up; Again and Back reach the model (Back,
// the button's and the phone's, through its question), and the best is
// the shell's to save.
func TestTrainingViews(t *testing.T) {
	g, in := newTestGame(t, Config{})
	c := g.c
	clock := time.Date(2026, 1, 1, 9, 0, 0, 0, time.UTC)
	c.now = func() time.Time { return clock }
	if err := g.openPuzzle("list", 0, false); err != nil {
		t.Fatal(err)
	}
	tap(t, g, in, c.text(i18n.MsgTraining))
	topIs[*trainScreen](t, g)
	tap(t, g, in, c.text(i18n.MsgRush3))
	r := topIs[*rushScreen](t, g)
	if !r.m.Running() || r.m.Mode() != train.Rush3 {
		t.Fatalf("rush: running %v, mode %v", r.m.Running(), r.m.Mode())
	}
	// Paused in the background: the clock stops.
	clock = clock.Add(10 * time.Second)
	g.Pause()
	clock = clock.Add(time.Hour)
	g.Resume()
	clock = clock.Add(5 * time.Second)
	if left := r.m.Left(); left != 3*time.Minute-15*time.Second {
		t.Fatalf("left %v, want 2m45s", left)
	}
	// The time runs out: the next poll ends the rush.
	clock = clock.Add(3 * time.Minute)
	g.Update()
	if !r.m.Over() {
		t.Fatal("the rush outlived its time")
	}
	tap(t, g, in, c.text(i18n.MsgAgain))
	if r.m.Over() {
		t.Fatal("Again did not start a new rush")
	}
	r.act(c, r.m.Answer(true))
	// Back asks first (issue 52), the button and the phone's: No goes
	// on, Yes leaves with the score kept.
	tap(t, g, in, c.text(i18n.MsgBack))
	topIs[*dialog](t, g)
	tap(t, g, in, c.text(i18n.MsgNo))
	if topIs[*rushScreen](t, g); r.m.Over() {
		t.Fatal("No ended the rush")
	}
	if !g.Back() {
		t.Fatal("the phone's Back went nowhere")
	}
	topIs[*dialog](t, g)
	tap(t, g, in, c.text(i18n.MsgYes))
	if _, ok := c.top().(*trainScreen); !ok || c.training.Bests[train.Rush3] != 1 {
		t.Fatalf("left mid-rush: top %T, best %d", c.top(), c.training.Bests[train.Rush3])
	}
	tap(t, g, in, c.text(i18n.MsgBack))
	topIs[*puzzleListScreen](t, g)
}

// TestReviewViews: the start screen offers the review while a card is due
// and opens it over Training; a try tapped on the board reaches the model
// (the card's own mistake, refuted at once) and the shell's deck; two
// Backs leave the review and Training. (The review's flow, Next, Hint and
// the cards due again tomorrow, is training.TestReviewFromHome; the start
// screen's row is home.TestReviewDue.)
func TestReviewViews(t *testing.T) {
	g, in := newTestGame(t, Config{})
	c := g.c
	clock := time.Date(2026, 1, 1, 9, 0, 0, 0, time.UTC)
	c.now = func() time.Time { return clock }
	start := rules.StartPosition()
	for _, id := range []string{"g#1", "g#2"} {
		c.training.Deck.Add(c.today(), train.Card{ID: id, FEN: start.FEN(), Played: "a0a1", Best: []string{"h2e2"}, Chance: 0.5})
	}
	if !hasLabel(startMenu(c).buttons(c), c.text(i18n.MsgReviewMistakes)) {
		t.Fatal("no review on the start screen with two cards due")
	}
	tap(t, g, in, c.text(i18n.MsgReviewMistakes))
	s := topIs[*reviewScreen](t, g)
	tapPoint(t, g, in, "a0", false)
	tapPoint(t, g, in, "a1", false)
	if _, second, tone := s.m.Status(); tone != training.ToneProblem || second == "" {
		t.Fatalf("the mistake tapped on the board: %q, tone %v", second, tone)
	}
	if cd, _ := c.training.Deck.Card("g#1"); cd.Lapses != 1 || cd.Due != c.today()+1 {
		t.Fatalf("the card missed, in the shell's deck: %+v", cd)
	}
	tap(t, g, in, c.text(i18n.MsgBack))
	topIs[*trainScreen](t, g)
	tap(t, g, in, c.text(i18n.MsgBack))
	topIs[*menuScreen](t, g)
}

func hasLabel(bs []button, label string) bool {
	for _, b := range bs {
		if b.label == label {
			return true
		}
	}
	return false
}

// TestAnalysisAddsMistakes: an analysis complete (here read from an
// annotated record) puts the game's mistakes into the deck once, and Review
// offers them; analysing it again adds nothing.
func TestAnalysisAddsMistakes(t *testing.T) {
	b, err := os.ReadFile("../analysis/testdata/selfplay-annotated.pgn")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	g, in := newTestGame(t, Config{Side: "two", DataDir: dir})
	c := g.c
	g.OpenRecords(b)
	g.settle()
	topIs[*recordScreen](t, g)
	tap(t, g, in, "Analyse")
	topIs[*analysisScreen](t, g)
	g.Update()
	n := len(c.training.Deck.Cards)
	if n == 0 || c.training.Deck.DueCount(c.today()) != n {
		t.Fatalf("%d cards, %d due", n, c.training.Deck.DueCount(c.today()))
	}
	back, _ := session.Store{Dir: dir}.Load()
	if len(back.Training.Deck.Cards) != n {
		t.Fatalf("saved %d cards of %d", len(back.Training.Deck.Cards), n)
	}
	g.Back()
	tap(t, g, in, "Analyse")
	g.Update()
	if len(c.training.Deck.Cards) != n {
		t.Fatalf("analysed again: %d cards, was %d", len(c.training.Deck.Cards), n)
	}
}

// TestPuzzlePanelLandscape: on a screen on its side the puzzle's panel
// lists the moves played in the chosen notation and its buttons work
// where geom.Puzzle puts them (the panel's texts, the hints counted and
// the hint's move, are puzzles.TestAttemptPanelTexts').
func TestPuzzlePanelLandscape(t *testing.T) {
	for _, size := range [][2]int{{1280, 720}, {640, 360}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			g, in := newTestGame(t, Config{})
			c := g.c
			c.setSize(size[0], size[1], 1)
			book := builtinPuzzles(c)
			id := ""
			for _, p := range book.List {
				if p.MateIn == 2 {
					id = p.ID
					break
				}
			}
			if err := g.openPuzzle(id, 1, false); err != nil {
				t.Fatal(err)
			}
			s := topIs[*puzzleScreen](t, g)
			if pl := s.layout(c); !pl.Landscape || pl.Moves.H <= 0 {
				t.Fatalf("layout %+v: no list of moves", pl)
			}
			// The key move and the defender's reply, as notation.
			ms := s.shown(c)
			pos := s.m.Puzzle().Start
			n := c.settings.MoveNotation(c.lang.Code())
			want := []string{}
			for _, m := range s.m.Moves() {
				want = append(want, pos.Notate(m, n))
				pos.MakeMove(m)
			}
			if len(want) != 2 || strings.Join(ms.texts, " ") != strings.Join(want, " ") || ms.ply != 2 {
				t.Errorf("list %q (ply %d), want the moves played %q", ms.texts, ms.ply, want)
			}
			tap(t, g, in, c.text(i18n.MsgHint))
			if err := s.wait(c); err != nil {
				t.Fatal(err)
			}
			h := s.m.Hint()
			if h == rules.NoMove {
				t.Fatal("Hint gave no move")
			}
			s.draw(c, ebiten.NewImage(size[0], size[1]))
		})
	}
}

// TestLessonPanelFits: in every language, for every exercise of every
// lesson, the landscape panel's text stays above the buttons on a phone
// on its side and on the desktop window; the roomy window lists the
// lesson's exercises, the phone shows dots.
func TestLessonPanelFits(t *testing.T) {
	for _, size := range [][2]int{{640, 360}, {960, 540}, {1280, 720}} {
		for _, lang := range []string{"vi", "en", "zh"} {
			g, _ := newTestGame(t, Config{})
			c := g.c
			c.cfg.Lang = lang
			c.applyLang()
			c.setSize(size[0], size[1], 1)
			lists := 0
			for i := range learn.All {
				for ex := range learn.All[i].Exercises {
					s := openLesson(c, i, ex)
					ll := s.layout(c)
					lr := lessonPanelRows(c, ll.Text, s.panelTexts(c))
					foot := ll.Text.Y + ll.Text.H
					if end := lr.state.Y + lr.state.H; end > foot+0.5 {
						t.Errorf("%dx%d %s %s:%d: the text ends at %.0f, under the panel's foot %.0f", size[0], size[1], lang, learn.All[i].ID, ex+1, end, foot)
					}
					if lr.exercises != nil {
						lists++
						last := lr.exercises[len(lr.exercises)-1]
						if last.Y+last.H > foot+0.5 {
							t.Errorf("%dx%d %s %s:%d: the list ends at %.0f, under %.0f", size[0], size[1], lang, learn.All[i].ID, ex+1, last.Y+last.H, foot)
						}
					}
					c.pop()
				}
			}
			if size[0] == 1280 && lists == 0 {
				t.Errorf("1280x720 %s: no lesson lists its exercises", lang)
			}
		}
	}
}

// TestPuzzleListShort: on a phone on its side the list shows a whole row
// of tiles (before, its one row of chips under the title was two and the
// row of tiles did not fit), a tap on a tile opens its puzzle, and Back,
// at the top, leaves.
func TestPuzzleListShort(t *testing.T) {
	g, in := newTestGame(t, Config{})
	c := g.c
	c.setSize(640, 360, 1)
	if err := g.openPuzzle("list", 0, false); err != nil {
		t.Fatal(err)
	}
	list := topIs[*puzzleListScreen](t, g)
	pg := list.geometry(c)
	ts := list.tiles(c, pg)
	if !pg.Compact || len(ts) < pg.perRow {
		t.Fatalf("compact %v: %d tiles in view, want a row of %d", pg.Compact, len(ts), pg.perRow)
	}
	for _, tl := range ts[:pg.perRow] {
		if tl.r.Y < pg.top || tl.r.Y+tl.r.H > pg.bottom {
			t.Errorf("tile %+v not whole in the view %.0f–%.0f", tl.r, pg.top, pg.bottom)
		}
	}
	x, y := ts[1].r.Center()
	in.run(t, g, pointerState{ev: pointerPress, x: x, y: y}, pointerState{ev: pointerRelease, x: x, y: y})
	if s := topIs[*puzzleScreen](t, g); s.m.Index != ts[1].index {
		t.Fatalf("opened puzzle %d, want %d", s.m.Index, ts[1].index)
	}
	tap(t, g, in, c.text(i18n.MsgPuzzleList))
	topIs[*puzzleListScreen](t, g)
	tap(t, g, in, c.text(i18n.MsgBack))
	if _, ok := c.top().(*puzzleListScreen); ok {
		t.Fatal("Back did not leave the list")
	}
}

// lessonPoint is where point sq of the lesson screen's board is.
func lessonPoint(t *testing.T, g *Game, sq string) (float64, float64) {
	t.Helper()
	s := topIs[*lessonScreen](t, g)
	p, err := rules.ParseSquare(sq)
	if err != nil {
		t.Fatal(err)
	}
	return s.layout(g.c).Point(p, false)
}

// tapLessonPoint taps a point of the lesson screen's board.
func tapLessonPoint(t *testing.T, g *Game, in *scriptInput, sq string) {
	t.Helper()
	x, y := lessonPoint(t, g, sq)
	in.run(t, g, pointerState{ev: pointerPress, x: x, y: y}, pointerState{ev: pointerRelease, x: x, y: y})
}

// tapPrefix taps the top screen's button whose label begins with prefix.
func tapPrefix(t *testing.T, g *Game, in *scriptInput, prefix string) {
	t.Helper()
	c := g.c
	for _, b := range c.top().(withButtons).buttons(c) {
		if strings.HasPrefix(b.label, prefix) {
			tap(t, g, in, b.label)
			return
		}
	}
	t.Fatalf("no button %q… on %T", prefix, c.top())
}

// TestLessonTapThrough taps through the horse lesson as a player would,
// on the screen, for what only the view and the shell do: Learn from the
// start screen, the lesson, the board's points are the model's (a tap
// selects, a tapped move glides, a drag lands without gliding), the
// solved exercise reaches the shell's progress, its save and the start
// screen's count. What the lesson does with the taps, Next and List is
// tested headless in game/lessons (TestExerciseTapThrough).
func TestLessonTapThrough(t *testing.T) {
	dir := t.TempDir()
	g, in := newTestGame(t, Config{Side: "two", DataDir: dir})
	c := g.c
	tapPrefix(t, g, in, "Learn")
	topIs[*lessonsScreen](t, g)
	tap(t, g, in, "The horse")
	s := topIs[*lessonScreen](t, g)
	m := s.m
	if m.Lesson().ID != "horse" || m.Current() != 0 {
		t.Fatalf("opened %s/%d", m.Lesson().ID, m.Current())
	}
	tapLessonPoint(t, g, in, "b0")
	if b0, _ := rules.ParseSquare("b0"); m.Selected() != b0 {
		t.Fatalf("a tap on b0 selected %v", m.Selected())
	}
	// A tapped move glides.
	tapLessonPoint(t, g, in, "c2")
	if len(m.Attempt().Moves()) != 1 || s.board.anim != m.Attempt().Moves()[0] {
		t.Fatalf("after the tap on c2: moves %v, animating %v", m.Attempt().Moves(), s.board.anim)
	}
	for s.animate() {
	}
	// A dragged one lands at once.
	fx, fy := lessonPoint(t, g, "c2")
	tx, ty := lessonPoint(t, g, "e3")
	in.run(t, g, pointerState{ev: pointerPress, x: fx, y: fy}, pointerState{ev: pointerMove, x: (fx + tx) / 2, y: (fy + ty) / 2},
		pointerState{ev: pointerMove, x: tx, y: ty}, pointerState{ev: pointerRelease, x: tx, y: ty})
	if m.Attempt().State() != learn.Solved || !c.lessons.Solved("horse", 0) {
		t.Fatalf("not solved by the drag: %v", m.Attempt().State())
	}
	if s.board.anim != rules.NoMove || s.board.dragging {
		t.Errorf("after the drag: animating %v, dragging %v", s.board.anim, s.board.dragging)
	}
	b, err := os.ReadFile(filepath.Join(dir, "xiangqi-save.json"))
	if err != nil || !strings.Contains(string(b), `"horse/1"`) {
		t.Fatalf("saved as %s (%v)", b, err)
	}
	if !g.Back() {
		t.Fatal("Back from the lesson not handled")
	}
	topIs[*lessonsScreen](t, g)
	if !g.Back() {
		t.Fatal("Back from Learn not handled")
	}
	topIs[*menuScreen](t, g)
	tapPrefix(t, g, in, "Learn  1 / ")
	topIs[*lessonsScreen](t, g)
}

// flick is a finger that presses at y0 and moves by dy px a tick for n
// ticks, then lifts at once (still moving): a flick when dy is fast.
func flick(x, y0, dy float64, n int) []pointerState {
	steps := []pointerState{{ev: pointerPress, x: x, y: y0}}
	y := y0
	for range n {
		y += dy
		steps = append(steps, pointerState{ev: pointerMove, x: x, y: y})
	}
	return append(steps, pointerState{ev: pointerRelease, x: x, y: y})
}

// TestListGlidesAfterFlick: a flick on the puzzle list glides on after the
// finger lifts and slows to a stop; a finger resting before it lifts glides
// nothing; a tap on a gliding list stops it and opens nothing; a glide ends
// at the end of the list; another screen on top stops it.
func TestListGlidesAfterFlick(t *testing.T) {
	g, in := newTestGame(t, Config{})
	c := g.c
	c.setSize(360, 640, 1)
	if err := g.openPuzzle("list", 0, false); err != nil {
		t.Fatal(err)
	}
	list := c.top().(*puzzleListScreen)
	tick := func(n int) {
		for range n {
			if err := g.Update(); err != nil {
				t.Fatal(err)
			}
		}
	}

	// A flick: 30 px a tick for 5 ticks, lifted moving.
	in.run(t, g, flick(180, 500, -30, 5)...)
	atLift := list.scroll.offset
	if !list.scroll.gliding() || c.glide != &list.scroll {
		t.Fatalf("after a flick: gliding %v (vel %.1f), want a glide", list.scroll.gliding(), list.scroll.vel)
	}
	tick(10)
	after10 := list.scroll.offset
	if after10-atLift < 100 {
		t.Fatalf("10 ticks after the flick the list moved %.0f px, want it to glide on", after10-atLift)
	}
	tick(10)
	if d := list.scroll.offset - after10; d <= 0 || d >= after10-atLift {
		t.Fatalf("the next 10 ticks moved %.0f px after %.0f: want slower, still moving", d, after10-atLift)
	}
	tick(200)
	if list.scroll.gliding() || c.glide != nil {
		t.Fatalf("200 ticks on the list still glides (vel %.2f)", list.scroll.vel)
	}
	stopped := list.scroll.offset
	tick(5)
	if list.scroll.offset != stopped {
		t.Fatalf("a stopped glide moved on: %.0f → %.0f", stopped, list.scroll.offset)
	}

	// The same drag, but the finger rests 3 ticks before it lifts: no glide.
	steps := flick(180, 500, -30, 5)
	rel := steps[len(steps)-1]
	steps = append(append(steps[:len(steps)-1], make([]pointerState, flingRest)...), rel)
	in.run(t, g, steps...)
	if list.scroll.gliding() {
		t.Fatalf("a finger that rested before lifting: the list glides (vel %.1f)", list.scroll.vel)
	}

	// A tap on a gliding list stops it and opens no puzzle.
	in.run(t, g, flick(180, 500, -30, 5)...)
	tick(3)
	in.quick = true // the tap comes at once, as a finger does
	in.run(t, g, pointerState{ev: pointerPress, x: 180, y: 300}, pointerState{ev: pointerRelease, x: 180, y: 300})
	in.quick = false
	if c.top() != screen(list) {
		t.Fatalf("a tap on the gliding list opened %T", c.top())
	}
	if list.scroll.gliding() {
		t.Fatalf("a tap did not stop the glide")
	}
	held := list.scroll.offset
	tick(5)
	if list.scroll.offset != held {
		t.Fatalf("the caught list moved on: %.0f → %.0f", held, list.scroll.offset)
	}

	// A glide stops at the end of the list.
	max := list.geometry(c).maxScroll()
	list.scroll.offset = max - 50
	in.run(t, g, flick(180, 500, -40, 4)...)
	tick(100)
	if list.scroll.offset != max || list.scroll.gliding() {
		t.Fatalf("a glide into the end: scroll %.0f of %.0f, gliding %v", list.scroll.offset, max, list.scroll.gliding())
	}

	// A glide stops when another screen comes on top.
	list.scroll.offset = 0
	in.run(t, g, flick(180, 500, -30, 5)...)
	if !list.scroll.gliding() {
		t.Fatal("no glide to interrupt")
	}
	if err := g.openPuzzle("m1-01", 0, false); err != nil {
		t.Fatal(err)
	}
	tick(1)
	if c.glide != nil || list.scroll.gliding() {
		t.Fatalf("another screen on top: the list glides on under it")
	}
}
