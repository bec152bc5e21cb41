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
	if r, ok := analysis.FromRecord(a.Record()); !ok || r.Done() != len(r.Evals) {
		t.Error("the complete analysis is not in the record")
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
	if !again.Report().Complete() || again.Record() != games[0] {
		t.Fatal("a record with its analysis did not open complete")
	}
	again.Start()
	if again.Running() {
		t.Error("a complete analysis started a search")
	}
}

// keptIn is the analysis kept in game id's record in lib: how many
// positions, and the record's report.
func keptIn(t *testing.T, lib Library, id string) (int, *analysis.Report) {
	t.Helper()
	rec, err := lib.Get(id)
	if err != nil {
		t.Fatal(err)
	}
	r, ok := analysis.Kept(rec)
	if !ok {
		return 0, nil
	}
	return r.Done(), r
}

// TestAnalysisKeptAsItGoes: an analysis writes what it found into the
// library's record at once, then at most every KeepEvery, and when it
// stops; reopened from the library (after Stop, or as after a kill, from
// the last write alone) it goes on from there.
func TestAnalysisKeptAsItGoes(t *testing.T) {
	lib := Library{Dir: t.TempDir()}
	rec := selfPlayRecord(t)
	const id = "20260102-030405"
	if err := lib.Put(id, rec); err != nil {
		t.Fatal(err)
	}
	clock := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	a := NewAnalysis(rec, analysis.Options{Depth: 6}, 4)
	a.now = func() time.Time { return clock }
	a.Keep(lib, id, "depth 6")
	a.Start()
	pollAnalysis(t, a, func() bool { return a.Report().Done() >= 3 })
	first, _ := keptIn(t, lib, id)
	if first < 1 {
		t.Fatal("nothing written at the first results")
	}
	// The clock stands still: no write however much comes.
	pollAnalysis(t, a, func() bool { return a.Report().Done() >= first+10 })
	if n, _ := keptIn(t, lib, id); n != first {
		t.Fatalf("%d positions written within KeepEvery of the first write (of %d)", n, first)
	}
	clock = clock.Add(KeepEvery)
	pollAnalysis(t, a, func() bool { n, _ := keptIn(t, lib, id); return n > first })
	killed, _ := keptIn(t, lib, id)

	// As after a kill: another analysis opened from the library now has
	// what the last write kept, and goes on from it.
	got, err := lib.Get(id)
	if err != nil {
		t.Fatal(err)
	}
	b := NewAnalysis(got, analysis.Options{Depth: 6}, 4)
	if b.Report().Done() != killed || b.Report().Complete() {
		t.Fatalf("reopened with %d of %d positions, want the %d kept", b.Report().Done(), len(b.Report().Evals), killed)
	}

	a.Stop()
	stopped, kept := keptIn(t, lib, id)
	if stopped != a.Report().Done() {
		t.Fatalf("%d positions kept at Stop, %d done", stopped, a.Report().Done())
	}
	for i, e := range a.Report().Evals[:stopped] {
		if got, want := analysis.ScoreText(kept.Evals[i]), analysis.ScoreText(e); got != want {
			t.Errorf("position %d kept as %s, found %s", i, got, want)
		}
	}

	// Reopened after Stop, it starts from the first position not done: the
	// positions kept are not searched again (a record keeps no depth, a
	// search gives one), but for the last, which the next one may revise.
	again, err := lib.Get(id)
	if err != nil {
		t.Fatal(err)
	}
	c := NewAnalysis(again, analysis.Options{Depth: 6}, 4)
	c.Keep(lib, id, "depth 6")
	if c.Report().Done() != stopped {
		t.Fatalf("reopened with %d positions, %d kept", c.Report().Done(), stopped)
	}
	c.Start()
	pollAnalysis(t, c, func() bool { return !c.Running() })
	if !c.Report().Complete() {
		t.Fatal("the resumed analysis did not complete")
	}
	for i, e := range c.Report().Evals[:stopped-1] {
		if e.Depth != 0 {
			t.Errorf("kept position %d searched again (depth %d)", i, e.Depth)
			break
		}
	}
	if n, _ := keptIn(t, lib, id); n != len(c.Report().Evals) {
		t.Errorf("%d positions in the library once complete, want %d", n, len(c.Report().Evals))
	}
	if _, ok := analysis.FromRecord(c.Record()); !ok {
		t.Error("the complete analysis does not read back as one")
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

// TestAnalysisOfARecordPastARuling (issue 50): a record that plays on
// after the referee ends the game (a threefold repetition here; 210 of
// the 2,516 master games in ../shared do) is analysed up to that end and
// kept: before, every write failed ("the record has 11 moves, the
// analysis 8") and the analysis was never kept. Reopened, it is complete.
func TestAnalysisOfARecordPastARuling(t *testing.T) {
	games, errs := record.Read([]byte("1. h0g2 h9g7 2. g2h0 g7h9 3. h0g2 h9g7 4. g2h0 g7h9 5. h0g2 h9g7 6. c3c4 *"))
	if len(errs) > 0 || len(games) != 1 || len(games[0].Moves) != 11 {
		t.Fatalf("%d games, %v", len(games), errs)
	}
	lib := Library{Dir: t.TempDir()}
	const id = "20260102-030405"
	if err := lib.Put(id, games[0]); err != nil {
		t.Fatal(err)
	}
	a := NewAnalysis(games[0], analysis.Options{Depth: 2}, 4)
	a.Keep(lib, id, "depth 2")
	a.Start()
	pollAnalysis(t, a, func() bool { return !a.Running() })
	if !a.Report().Complete() || len(a.Report().Moves) != 8 || a.KeepErr() != nil {
		t.Fatalf("%d of %d positions over %d moves; kept: %v", a.Report().Done(), len(a.Report().Evals), len(a.Report().Moves), a.KeepErr())
	}
	got, err := lib.Get(id)
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Moves) != 11 {
		t.Fatalf("the kept record has %d moves, want all 11", len(got.Moves))
	}
	b := NewAnalysis(got, analysis.Options{Depth: 2}, 4)
	if !b.Report().Complete() || len(b.Report().Moves) != 8 {
		t.Fatalf("reopened: %d of %d positions", b.Report().Done(), len(b.Report().Evals))
	}
}
