package session

import (
	"bytes"
	"os"
	"runtime"
	"testing"
	"time"

	"xiangqi/analysis"
	"xiangqi/record"
)

func selfPlayRecord(t *testing.T) *record.Game {
	t.Helper()
	b, err := os.ReadFile("../../analysis/testdata/selfplay.pgn")
	if err != nil {
		t.Fatal(err)
	}
	games, errs := record.Read(b)
	if len(errs) > 0 || len(games) != 1 {
		t.Fatalf("%d games, %v", len(games), errs)
	}
	return games[0]
}

// settledGoroutines is the number of goroutines once it is at most want,
// or after a second: a goroutine that has signalled its end may still be
// returning when Stop does.
func settledGoroutines(want int) int {
	deadline := time.Now().Add(time.Second)
	n := runtime.NumGoroutine()
	for n > want && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
		n = runtime.NumGoroutine()
	}
	return n
}

// pollAnalysis polls a until cond holds, as the game's Update does each tick.
func pollAnalysis(t *testing.T, a *Analysis, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("not reached: %d of %d positions done", a.Report().Done(), len(a.Report().Evals))
		}
		a.Poll()
		time.Sleep(time.Millisecond)
	}
}

// TestAnalysisStopsAndResumes stops the analysis midway (as leaving the
// screen or the app's pause does): no goroutine is left, nothing arrives
// after the stop, and Start goes on from the first position not done.
func TestAnalysisStopsAndResumes(t *testing.T) {
	rec := selfPlayRecord(t)
	goroutines := runtime.NumGoroutine()
	a := NewAnalysis(rec, analysis.Options{Depth: 6}, 4)
	a.Start()
	pollAnalysis(t, a, func() bool { return a.Report().Done() >= 10 })
	a.Stop()
	if a.Running() {
		t.Fatal("still running after Stop")
	}
	if n := settledGoroutines(goroutines); n > goroutines {
		t.Errorf("%d goroutines after Stop, %d before Start", n, goroutines)
	}
	done := a.Report().Done()
	time.Sleep(20 * time.Millisecond)
	if a.Poll() || a.Report().Done() != done {
		t.Error("results arrived after Stop")
	}
	for i, e := range a.Report().Evals {
		if e.Done != (i < done) {
			t.Fatalf("position %d done %v with %d done: positions must fill in order", i, e.Done, done)
		}
	}
	a.Start()
	pollAnalysis(t, a, func() bool { return !a.Running() })
	if !a.Report().Complete() {
		t.Fatalf("%d of %d done after the resumed run ended", a.Report().Done(), len(a.Report().Evals))
	}
	if !a.Unsaved() || a.Unsaved() {
		t.Error("Unsaved should report the completed analysis exactly once")
	}
	if n := settledGoroutines(goroutines); n > goroutines {
		t.Errorf("%d goroutines after the end, %d before", n, goroutines)
	}
}

// TestAnalysisFromRecord: an analysis written into the record is read back
// complete, and Start searches nothing.
func TestAnalysisFromRecord(t *testing.T) {
	rec := selfPlayRecord(t)
	a := NewAnalysis(rec, analysis.Options{Depth: 4}, 4)
	a.Start()
	pollAnalysis(t, a, func() bool { return !a.Running() })
	if err := analysis.Annotate(rec, a.Report(), "depth 4"); err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := record.Write(&b, rec, 0); err != nil {
		t.Fatal(err)
	}
	games, _ := record.Read(b.Bytes())
	again := NewAnalysis(games[0], analysis.Options{Depth: 4}, 4)
	if !again.Report().Complete() || again.Unsaved() {
		t.Fatal("a record with its analysis did not open complete")
	}
	again.Start()
	if again.Running() {
		t.Error("a complete analysis started a search")
	}
}

// BenchmarkAnalysisStop measures how long Stop takes from a running
// search of 1 s a position to the goroutine's end: what leaving the
// review costs the frame it happens in.
func BenchmarkAnalysisStop(b *testing.B) {
	b.ReportAllocs()
	games, _ := record.Read([]byte("1. h2e2 h9g7 2. h0g2 i9h9 *"))
	rec := games[0]
	a := NewAnalysis(rec, analysis.Options{PerPosition: time.Second}, 4)
	var total time.Duration
	for b.Loop() {
		a.Start()
		time.Sleep(20 * time.Millisecond)
		t0 := time.Now()
		a.Stop()
		total += time.Since(t0)
		a.report = analysis.NewReport(a.game.Start(), a.game.Moves())
	}
	b.ReportMetric(float64(total.Microseconds())/float64(b.N), "µs/stop")
}
