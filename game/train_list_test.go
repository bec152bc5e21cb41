//go:build display

package game

import (
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game/puzzles"
	"xiangqi/game/session"
	"xiangqi/i18n"
	"xiangqi/puzzle"
	"xiangqi/rules"
	"xiangqi/train"
)

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
	g, err := newGame(Config{DataDir: b.TempDir(), Lang: "en"}, session.Timed(nil, session.Timing{}), &scriptInput{}, nil)
	if err != nil {
		b.Fatal(err)
	}
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

// TestTrainingCarelessly uses the training screens as a careless player
// would: the list's Training button, a rush left at once and its score
// kept, a rush ended by wrong answers, Back pressed twice.
func TestTrainingCarelessly(t *testing.T) {
	g, in := newTestGame(t, Config{})
	c := g.c
	clock := time.Date(2026, 1, 1, 9, 0, 0, 0, time.UTC)
	c.now = func() time.Time { return clock }
	if err := g.openPuzzle("list", 0, false); err != nil {
		t.Fatal(err)
	}
	tap(t, g, in, c.text(i18n.MsgTraining))
	if _, ok := c.top().(*trainScreen); !ok {
		t.Fatalf("top %T", c.top())
	}
	tap(t, g, in, c.text(i18n.MsgRush3))
	r, ok := c.top().(*rushScreen)
	if !ok || r.rush == nil || r.run == nil {
		t.Fatalf("top %T", c.top())
	}
	// Paused in the background: the clock stops.
	clock = clock.Add(10 * time.Second)
	g.Pause()
	clock = clock.Add(time.Hour)
	g.Resume()
	clock = clock.Add(5 * time.Second)
	if left := r.rush.Left(c.now()); left != 3*time.Minute-15*time.Second {
		t.Fatalf("left %v, want 2m45s", left)
	}
	// The time runs out: the next poll ends the rush.
	clock = clock.Add(3 * time.Minute)
	g.Update()
	if !r.over {
		t.Fatal("the rush outlived its time")
	}
	tap(t, g, in, c.text(i18n.MsgAgain))
	// Three wrong answers end it; a fourth counts nothing.
	for range 3 {
		r.run.Stop()
		r.answer(c, false)
	}
	if !r.over || r.rush.Wrong != 3 {
		t.Fatalf("after three wrong: over %v wrong %d", r.over, r.rush.Wrong)
	}
	r.answer(c, false)
	if r.rush.Wrong != 3 {
		t.Fatal("a wrong answer after the end counted")
	}
	if c.training.Rated == nil || c.training.Player().R >= 1500 {
		t.Fatalf("rating after three misses: %+v", c.training.Rated)
	}
	// Again, twice quickly, then Back: one rush, left, the screen gone.
	tap(t, g, in, c.text(i18n.MsgAgain))
	if r.over || r.rush.Wrong != 0 {
		t.Fatal("Again did not start a new rush")
	}
	r.answer(c, true)
	tap(t, g, in, c.text(i18n.MsgBack))
	if _, ok := c.top().(*trainScreen); !ok || c.training.Bests[r.mode] != 1 {
		t.Fatalf("left mid-rush: top %T, best %d", c.top(), c.training.Bests[r.mode])
	}
	// The review with nothing due says so and goes back.
	tap(t, g, in, c.text(i18n.MsgReviewMistakes))
	if s, ok := c.top().(*reviewScreen); !ok || s.run != nil {
		t.Fatalf("top %T", c.top())
	}
	tap(t, g, in, c.text(i18n.MsgBack))
	tap(t, g, in, c.text(i18n.MsgBack))
	if _, ok := c.top().(*puzzleListScreen); !ok {
		t.Fatalf("top %T", c.top())
	}
}

// TestReviewCarelessly: a hint counts the card as missed, Next tapped
// twice passes over the second card (missed too, it comes back tomorrow),
// and the review then says there is nothing left; the start screen offers
// the review only while a card is due.
func TestReviewCarelessly(t *testing.T) {
	g, in := newTestGame(t, Config{})
	c := g.c
	clock := time.Date(2026, 1, 1, 9, 0, 0, 0, time.UTC)
	c.now = func() time.Time { return clock }
	start := rules.StartPosition()
	for _, id := range []string{"g#1", "g#2"} {
		c.training.Deck.Add(c.today(), train.Card{ID: id, FEN: start.FEN(), Played: "a0a1", Best: []string{"h2e2"}, Chance: 0.5})
	}
	bs := startMenu(c).buttons(c)
	if !hasLabel(bs, c.text(i18n.MsgReviewMistakes)) {
		t.Fatal("no review on the start screen with two cards due")
	}
	tap(t, g, in, c.text(i18n.MsgReviewMistakes))
	s, ok := c.top().(*reviewScreen)
	if !ok || s.run == nil {
		t.Fatalf("top %T", c.top())
	}
	tap(t, g, in, c.text(i18n.MsgHint))
	if !s.hint || s.run.Best().String() != "h2e2" {
		t.Fatal("no hint")
	}
	tap(t, g, in, c.text(i18n.MsgNext))
	tap(t, g, in, c.text(i18n.MsgNext))
	if s.run != nil {
		t.Fatal("a third card after two")
	}
	for _, cd := range c.training.Deck.Cards {
		if cd.Box != 0 || cd.Due != c.today()+1 || cd.Lapses != 1 {
			t.Fatalf("card %+v", cd)
		}
	}
	tap(t, g, in, c.text(i18n.MsgBack))
	tap(t, g, in, c.text(i18n.MsgBack))
	if hasLabel(startMenu(c).buttons(c), c.text(i18n.MsgReviewMistakes)) {
		t.Fatal("the review offered with nothing due")
	}
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

// TestRushWrongMoveThenNext: a wrong move on a rush's puzzle is refuted,
// costs a life, and the next puzzle comes once its pause is over.
func TestRushWrongMoveThenNext(t *testing.T) {
	g, _ := newTestGame(t, Config{})
	c := g.c
	clock := time.Date(2026, 1, 1, 9, 0, 0, 0, time.UTC)
	c.now = func() time.Time { return clock }
	s := openRush(c, train.Rush3)
	first := s.index
	pos := s.run.Position()
	var l rules.MoveList
	pos.GenerateMoves(&l)
	var wrong rules.Move
	for _, m := range l.Slice() {
		if m != s.run.Puzzle().Solution[0] {
			wrong = m
			break
		}
	}
	if err := s.run.Play(wrong); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(10 * time.Second)
	for s.rush.Wrong == 0 && time.Now().Before(deadline) {
		g.Update()
		time.Sleep(time.Millisecond)
	}
	if s.rush.Wrong != 1 || s.run.State() != puzzle.Failed || s.over {
		t.Fatalf("wrong %d, state %v, over %v", s.rush.Wrong, s.run.State(), s.over)
	}
	g.Update()
	if s.index != first {
		t.Fatal("the next puzzle came before the refutation was seen")
	}
	clock = clock.Add(rushNextFailed)
	g.Update()
	if s.index == first || s.run.State() != puzzle.Continue {
		t.Fatalf("no next puzzle: index %d (first %d)", s.index, first)
	}
}
