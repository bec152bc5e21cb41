//go:build display && loopbench

package game

import (
	"context"
	"math"
	"os"
	"slices"
	"strconv"
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
//	xvfb-run -a go test -tags 'display loopbench' -run XXX -bench InLoop ./game
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

func (*frameLoop) Draw(*ebiten.Image)         {}
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
// in the game loop, each opening in a frame of its own: the median time
// of an opening (the index's answers and the first frame drawn) is the
// ms/open metric.
func BenchmarkGamesScreenFirstFrameInLoop(b *testing.B) {
	for _, n := range []int{5, 11, 20000} {
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			g, err := newGame(Config{DataDir: b.TempDir(), Lang: "en"}, session.Timed(nil, session.Timing{}), &scriptInput{}, nil)
			if err != nil {
				b.Fatal(err)
			}
			c := g.c
			c.setSize(540, 960, 1)
			idx := c.index.wait()
			if im, err := idx.Import(context.Background(), gamesCorpus(b, n), time.Date(2026, 12, 3, 9, 0, 0, 0, time.UTC), nil); err != nil || im.Added != n {
				b.Fatalf("import: %+v, %v", im, err)
			}
			var dst *ebiten.Image
			inFrame(func() { dst = ebiten.NewImage(540, 960) })
			for _, again := range []bool{false, true} {
				name := "first"
				if again {
					name = "again"
				}
				b.Run(name, func(b *testing.B) {
					var took []float64
					for b.Loop() {
						inFrame(func() {
							t0 := time.Now()
							if !again {
								c.paint.clearText()
								c.gameRows, c.gameTally = rowsLayout{}, tallyLayout{}
							}
							s := openGames(c)
							s.settle(c)
							c.dirty = true
							g.Draw(dst)
							c.pop()
							took = append(took, float64(time.Since(t0).Nanoseconds())/1e6)
						})
					}
					slices.Sort(took)
					b.ReportMetric(took[len(took)/2], "ms/open")
					b.ReportMetric(took[int(math.Ceil(0.9*float64(len(took))))-1], "p90-ms/open")
				})
			}
		})
	}
}
