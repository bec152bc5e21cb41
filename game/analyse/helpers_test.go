package analyse

import (
	"os"
	"runtime"
	"testing"
	"time"

	"xiangqi/analysis"
	"xiangqi/game/session"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/record"
	"xiangqi/train"
)

// readRecord is the one game of the analysis package's test file name
// (selfplay.pgn, or selfplay-annotated.pgn analysed before).
func readRecord(t *testing.T, name string) *record.Game {
	t.Helper()
	b, err := os.ReadFile("../../analysis/testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	games, errs := record.Read(b)
	if len(errs) > 0 || len(games) != 1 {
		t.Fatalf("%s: %d games, %v", name, len(games), errs)
	}
	return games[0]
}

// day is the tests' clock: a fixed moment.
var day = time.Date(2026, 3, 4, 10, 0, 0, 0, time.Local)

// fixture is what a model is opened with: the player's settings, a
// library in a fresh folder and the training's progress.
type fixture struct {
	settings *session.Settings
	env      ui.Env // one language for every model: SetLang changes it
	sv       Services
}

// newFixture searches each position to depth (a fixed depth: the same
// results on every machine) on one thread.
func newFixture(t *testing.T, depth int) *fixture {
	s := session.DefaultSettings()
	return &fixture{settings: &s, env: ui.LangEnv(i18n.LangEn, &s), sv: Services{
		Library:  session.Library{Dir: t.TempDir()},
		Options:  analysis.Options{Depth: depth},
		HashMiB:  4,
		Training: &train.Progress{},
		Now:      func() time.Time { return day },
	}}
}

// open opens the analysis of rec as game id at ply; the model is closed
// when the test ends.
func (f *fixture) open(t *testing.T, id string, rec *record.Game, ply int, onSave func(*record.Game)) *Model {
	t.Helper()
	m := New(f.env, f.sv, id, rec, ply, false, onSave)
	t.Cleanup(m.Close)
	return m
}

// pollUntil polls m as the view does each tick until cond holds; it
// returns what the polls asked for, merged.
func pollUntil(t *testing.T, m *Model, cond func() bool) ui.Outcome {
	t.Helper()
	var o ui.Outcome
	deadline := time.Now().Add(60 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("not reached: %d of %d positions analysed", m.Report().Done(), len(m.Report().Evals))
		}
		o = o.Merge(m.Poll())
		time.Sleep(time.Millisecond)
	}
	return o
}

// complete polls m until its analysis is complete, and once more (the
// poll that takes the mistakes into the deck).
func complete(t *testing.T, m *Model) ui.Outcome {
	t.Helper()
	o := pollUntil(t, m, func() bool { return m.Report().Complete() && !m.Running() })
	return o.Merge(m.Poll())
}

// button is m's button labelled label; it fails the test when there is
// none.
func button(t *testing.T, m *Model, label string) ui.Button {
	t.Helper()
	for _, b := range m.Buttons() {
		if b.Label == label {
			return b
		}
	}
	t.Fatalf("no button %q", label)
	return ui.Button{}
}

// settledGoroutines is the number of goroutines once it is at most want,
// or after a second: a search goroutine that has signalled its end may
// still be returning.
func settledGoroutines(want int) int {
	deadline := time.Now().Add(time.Second)
	n := runtime.NumGoroutine()
	for n > want && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
		n = runtime.NumGoroutine()
	}
	return n
}

// firstMistake is the first move of rep with a better move, -1 when none.
func firstMistake(rep *analysis.Report) int {
	for i := range rep.Moves {
		if rep.Better(i) != nil {
			return i
		}
	}
	return -1
}
