//go:build display && loopbench

package game

import (
	"context"
	"fmt"
	"image/color"
	"math"
	"os"
	"slices"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game/session"
)

// With the loopbench tag, the tests run beside a real game loop, and
// inFrame runs work inside its frames: drawing there is done as in the
// game, each frame's commands flushed at its end, where outside a loop
// Ebitengine keeps every draw call as a closure until a loop starts (what
// the other benchmarks of a frame measure).
//
//	xvfb-run -a go test -tags 'display automation loopbench' -run XXX -bench InLoop ./game
func TestMain(m *testing.M) {
	l := &frameLoop{work: make(chan func()), done: make(chan int)}
	go func() { l.done <- m.Run() }()
	ebiten.SetVsyncEnabled(false)
	ebiten.SetTPS(ebiten.SyncWithFPS)
	if err := ebiten.RunGame(l); err != nil {
		panic(err)
	}
	os.Exit(l.code)
}

type frameLoop struct {
	work chan func()
	done chan int
	code int
}

var theLoop *frameLoop

func (l *frameLoop) Update() error {
	theLoop = l
	select {
	case f := <-l.work:
		f()
	case l.code = <-l.done:
		return ebiten.Termination
	case <-time.After(time.Millisecond):
	}
	return nil
}

// Draw modifies the screen, as the game's Draw does: a frame that leaves
// it alone is not presented, and Ebitengine then keeps the frame's draw
// commands queued into the next (skipCount in its ui/context.go), so the
// queue would grow over the whole benchmark.
func (*frameLoop) Draw(screen *ebiten.Image)  { screen.Fill(color.Black) }
func (*frameLoop) Layout(int, int) (int, int) { return 64, 64 }

// inFrame runs f inside a frame of the loop and waits for it.
func inFrame(f func()) {
	for theLoop == nil {
		time.Sleep(time.Millisecond)
	}
	done := make(chan struct{})
	theLoop.work <- func() { f(); close(done) }
	<-done
}

// BenchmarkGamesScreenFirstFrameInLoop is BenchmarkGamesScreenFirstFrame
// in the game loop, each opening in a frame of its own: the index's
// answers and the first frame drawn, on libraries of 5 games, a
// screenful (as many as rows in view at 540×960) and 20,000, the three
// taking turns so that the machine's noise falls on all alike. The median
// time of an opening of each is a metric, and 20,000's over 5's and over
// a screenful's; so are the medians of its two parts, the index's
// answers (on their goroutine, while the frame waits here) and the frame
// drawn.
func BenchmarkGamesScreenFirstFrameInLoop(b *testing.B) {
	geo := (&gamesScreen{}).geometry(&ctx{surface: surface{w: 540, h: 960, dp: 1}})
	screenful := int(math.Ceil((geo.bottom - geo.top) / (geo.rowH + geo.gap)))
	sizes := []int{5, screenful, 20000}
	games := make([]*Game, len(sizes))
	for i, n := range sizes {
		g, _ := newTestGame(b, Config{})
		g.c.setSize(540, 960, 1)
		idx := g.c.index.Wait()
		if im, err := idx.Import(context.Background(), gamesCorpus(b, n), time.Date(2026, 12, 3, 9, 0, 0, 0, time.UTC), nil); err != nil || im.Added != n {
			b.Fatalf("import: %+v, %v", im, err)
		}
		games[i] = g
	}
	var dst *ebiten.Image
	inFrame(func() { dst = ebiten.NewImage(540, 960) })
	var answered float64 // the index's answers' share of the last opening, ms
	open := func(g *Game, again bool) float64 {
		var took float64
		inFrame(func() {
			c := g.c
			t0 := time.Now()
			if !again {
				c.paint.clearText()
				*gamesCacheOf(c) = gamesCache{}
			}
			s := openGames(c)
			s.settle(c)
			answered = float64(time.Since(t0).Nanoseconds()) / 1e6
			c.dirty = true
			g.Draw(dst)
			c.pop()
			took = float64(time.Since(t0).Nanoseconds()) / 1e6
		})
		return took
	}
	for _, again := range []bool{false, true} {
		name := "first"
		if again {
			name = "again"
		}
		b.Run(name, func(b *testing.B) {
			took := make([][]float64, len(sizes))
			asked := make([][]float64, len(sizes))
			drew := make([][]float64, len(sizes)) // the frame's share
			for _, g := range games {
				open(g, again) // the faces' glyphs, as in a game that has drawn its play screen
			}
			for b.Loop() {
				for i, g := range games {
					took[i] = append(took[i], open(g, again))
					asked[i] = append(asked[i], answered)
					drew[i] = append(drew[i], took[i][len(took[i])-1]-answered)
				}
			}
			med := make([]float64, len(sizes))
			for i := range sizes {
				slices.Sort(took[i])
				med[i] = took[i][len(took[i])/2]
				b.ReportMetric(med[i], fmt.Sprintf("ms/open-%d", sizes[i]))
				slices.Sort(asked[i])
				b.ReportMetric(asked[i][len(asked[i])/2], fmt.Sprintf("ms/answers-%d", sizes[i]))
				slices.Sort(drew[i])
				b.ReportMetric(drew[i][len(drew[i])/2], fmt.Sprintf("ms/frame-%d", sizes[i]))
			}
			b.ReportMetric(med[2]/med[0], "20000/5")
			b.ReportMetric(med[2]/med[1], "20000/screenful")
		})
	}
}

// BenchmarkGlyphRunsInLoop: a screenful of rows of text (30 lines of
// 30–40 characters, Vietnamese and Chinese, at 14 and 16 px) drawn in a
// frame glyph by glyph (text.Draw) and by glyphRuns, the two taking
// turns frame after frame, their glyphs' copies made in earlier frames
// as they are in a game running for a while; each's median per frame is
// a metric.
func BenchmarkGlyphRunsInLoop(b *testing.B) {
	f, err := loadFonts()
	if err != nil {
		b.Fatal(err)
	}
	var lines []string
	for i := range 30 {
		lines = append(lines, fmt.Sprintf("Hồ Vinh %d vs 胡荣华 · %d-%d · Thuận pháo %d", i, i%3, (i+1)%3, 20+i))
	}
	var dst *ebiten.Image
	runs := &glyphRuns{}
	inFrame(func() { dst = ebiten.NewImage(540, 960) })
	draw := func(useRuns bool) float64 {
		var took float64
		inFrame(func() {
			t0 := time.Now()
			for i, s := range lines {
				face := f.UI(float64(14 + 2*(i%2)))
				x, y := 12.5, 20+float64(i)*30
				if useRuns {
					runs.draw(dst, s, face, x, y, alignLeft, colText)
				} else {
					drawText(dst, s, face, x, y, alignLeft, colText)
				}
			}
			took = float64(time.Since(t0).Nanoseconds()) / 1e6
		})
		return took
	}
	draw(true)
	var glyphs, withRuns []float64
	for b.Loop() {
		glyphs = append(glyphs, draw(false))
		withRuns = append(withRuns, draw(true))
	}
	slices.Sort(glyphs)
	slices.Sort(withRuns)
	b.ReportMetric(glyphs[len(glyphs)/2], "glyphs-ms/frame")
	b.ReportMetric(withRuns[len(withRuns)/2], "runs-ms/frame")
}

// BenchmarkGamesTallyInLoop: the Games screen's tally laid out anew (its
// lines and the painter's widths dropped, as at the screen's first
// opening) in a frame of the loop, at 540×960 in English, with 2 levels
// played and with every level (218 games each); the medians are metrics.
func BenchmarkGamesTallyInLoop(b *testing.B) {
	g, _ := newTestGame(b, Config{})
	c := g.c
	c.setSize(540, 960, 1)
	var every, two gamesShown
	for l := range session.NumLevels {
		every.summary[l] = session.Tally{Won: 218}
	}
	two.summary[0], two.summary[4] = session.Tally{Won: 1}, session.Tally{Won: 1}
	lay := func(s gamesShown) float64 {
		var took float64
		inFrame(func() {
			c.paint.clearText()
			t0 := time.Now()
			summaryLines(c, nil, s.summary, gamesLayout(c, s, nil).col.W)
			took = float64(time.Since(t0).Nanoseconds()) / 1e3
		})
		return took
	}
	lay(every)
	var all, few []float64
	for b.Loop() {
		all = append(all, lay(every))
		few = append(few, lay(two))
	}
	slices.Sort(all)
	slices.Sort(few)
	b.ReportMetric(all[len(all)/2], "µs/every-level")
	b.ReportMetric(few[len(few)/2], "µs/2-levels")
}
