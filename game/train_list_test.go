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
	"xiangqi/game/training"
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

// TestTrainingViews walks the training views for what only the views and
// the shell do (the rushes' and the review's behaviour is tested headless
// in game/training: TestHomeItems, TestRushCarelessly, TestReviewFromHome):
// the list's Training button, the view's own, opens Training, whose Rush
// button opens a rush; the shell's pause stops a rush's clock and its poll
// ends the rush when the time is up; Again and Back reach the model, and
// the best is the shell's to save.
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
	tap(t, g, in, c.text(i18n.MsgBack))
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
