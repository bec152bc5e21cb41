package session

import (
	"context"
	"slices"
	"time"

	"xiangqi/ai"
	"xiangqi/analysis"
	"xiangqi/record"
	"xiangqi/rules"
)

// Analysis is a game's analysis for the review screen: a Report that the
// screen reads, filled in by a search on a goroutine of its own. Every
// method is called from one goroutine (the game's Update); the search
// hands each position's Eval over a channel that Poll drains, so the
// Report is only ever touched by the caller. With Keep, what is found is
// written into the game's record in the library as it comes, so that an
// analysis left (or a program killed) resumes where it was.
type Analysis struct {
	report *analysis.Report
	game   *rules.Game
	rec    *record.Game // the game's record, with the analysis as last written
	opt    analysis.Options
	hashM  int
	eng    *ai.Engine // made on the first Start, kept while the screen is open

	cancel context.CancelFunc
	found  chan found    // this run's results; nil when none runs
	done   chan struct{} // closed when this run's goroutine has ended
	err    chan error    // the run's end: nil when complete

	// Keeping the analysis in the record (Keep).
	lib     *Library
	id      string
	budget  string
	now     func() time.Time
	changed bool      // the report holds results not yet written into rec
	keptAt  time.Time // when rec was last written
	keepErr error     // the last write's error
}

// KeepEvery is how often at most a running analysis is written into the
// library (see Keep): a killed program loses at most this much searching,
// and the writes (a record of a few kilobytes, synced) stay rare.
const KeepEvery = 3 * time.Second

type found struct {
	ply int
	e   analysis.Eval
}

// NewAnalysis prepares the analysis of the game of rec with the budget
// opt. When rec already holds an analysis (see analysis.Kept) it is taken
// over: complete, nothing is searched; a part of one, Start goes on after
// it.
func NewAnalysis(rec *record.Game, opt analysis.Options, hashMiB int) *Analysis {
	g := rules.NewGame(rec.Start)
	for _, m := range rec.Moves {
		if g.Play(m) != nil {
			break // a record's own result may end it early; its moves are legal
		}
	}
	a := &Analysis{game: g, rec: rec, opt: opt, hashM: max(hashMiB, 1), now: time.Now}
	// A record that goes on after the referee ended the game (a ruling the
	// players did not make) is analysed up to that end.
	if r, ok := analysis.Kept(rec); ok && len(r.Moves) >= len(g.Moves()) {
		a.report = r.Upto(len(g.Moves()))
	} else {
		a.report = analysis.NewReport(g.Start(), g.Moves())
	}
	return a
}

// Keep has what the analysis finds written into the record of game id in
// lib (analysis.Annotate, its Annotator tag naming budget): while it runs
// at most every KeepEvery, in Poll; at once when it is complete; and in
// Stop. The library's writes are atomic. Without Keep the record is
// annotated in memory alone (Record), once the analysis is complete.
func (a *Analysis) Keep(lib Library, id, budget string) {
	a.lib, a.id, a.budget = &lib, id, budget
}

// Record is the game's record with the analysis as last written into it.
func (a *Analysis) Record() *record.Game { return a.rec }

// KeepErr is the error of the last write into the library, nil when it
// succeeded.
func (a *Analysis) KeepErr() error { return a.keepErr }

// Report is the analysis so far. It changes only in Poll.
func (a *Analysis) Report() *analysis.Report { return a.report }

// Game is the analysed game.
func (a *Analysis) Game() *rules.Game { return a.game }

// Running reports whether a search is under way.
func (a *Analysis) Running() bool { return a.found != nil }

// Start searches the positions not yet analysed, from the first of them,
// unless a search runs or the report is complete.
func (a *Analysis) Start() {
	if a.found != nil || a.report.Complete() {
		return
	}
	if a.eng == nil {
		a.eng = ai.NewEngine(a.hashM)
	}
	from := 0
	for from < len(a.report.Evals) && a.report.Evals[from].Done {
		from++
	}
	ctx, cancel := context.WithCancel(context.Background())
	fc := make(chan found, len(a.report.Evals))
	done, errc := make(chan struct{}), make(chan error, 1)
	a.cancel, a.found, a.done, a.err = cancel, fc, done, errc
	opt := a.opt
	opt.Known = slices.Clone(a.report.Evals[:from])
	go func(eng *ai.Engine, g *rules.Game) {
		defer close(done)
		errc <- analysis.Run(ctx, eng, g, opt, func(ply int, e analysis.Eval) { fc <- found{ply, e} })
	}(a.eng, a.game)
}

// Stop cancels the search and returns once its goroutine has ended (the
// engine gives up within a few thousand nodes of the cancel); the
// positions it finished before are kept for the next Start, and written
// into the record (see Keep).
func (a *Analysis) Stop() {
	if a.found == nil {
		return
	}
	a.cancel()
	// Drain while waiting: a run reports revised positions again, so
	// that more results than positions may be on their way.
	for waiting := true; waiting; {
		select {
		case <-a.done:
			waiting = false
		case f := <-a.found:
			a.report.Set(f.ply, f.e)
			a.changed = true
		}
	}
	a.drain()
	a.cancel, a.found, a.done, a.err = nil, nil, nil, nil
	a.write(true)
}

// Poll applies what the search found since the last call, and writes it
// into the record when it is due (see Keep); it reports whether the
// report changed.
func (a *Analysis) Poll() bool {
	if a.found == nil {
		return false
	}
	changed := a.drain()
	select {
	case <-a.err:
		changed = a.drain() || changed
		a.cancel()
		a.cancel, a.found, a.done, a.err = nil, nil, nil, nil
	default:
	}
	a.write(false)
	return changed
}

func (a *Analysis) drain() bool {
	changed := false
	for {
		select {
		case f := <-a.found:
			a.report.Set(f.ply, f.e)
			changed, a.changed = true, true
		default:
			return changed
		}
	}
}

// write annotates the record with the report when it holds results not
// yet written and the write is due: forced, the report complete, or, with
// Keep, KeepEvery since the last write. Without Keep only a complete
// report is written, into the record in memory.
func (a *Analysis) write(force bool) {
	complete := a.report.Complete()
	switch {
	case !a.changed:
		return
	case a.lib == nil && !complete:
		return
	case !force && !complete && a.now().Sub(a.keptAt) < KeepEvery:
		return
	}
	rec := *a.rec
	rec.Tags = slices.Clone(a.rec.Tags)
	if err := analysis.Annotate(&rec, a.report, a.budget); err != nil {
		a.keepErr = err
		return
	}
	a.rec, a.changed, a.keptAt = &rec, false, a.now()
	if a.lib != nil && a.id != "" {
		a.keepErr = a.lib.Put(a.id, &rec)
		a.changed = a.keepErr != nil // tried again KeepEvery later
	}
}
