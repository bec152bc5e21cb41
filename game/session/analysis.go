package session

import (
	"context"
	"slices"

	"xiangqi/ai"
	"xiangqi/analysis"
	"xiangqi/record"
	"xiangqi/rules"
)

// Analysis is a game's analysis for the review screen: a Report that the
// screen reads, filled in by a search on a goroutine of its own. Every
// method is called from one goroutine (the game's Update); the search
// hands each position's Eval over a channel that Poll drains, so the
// Report is only ever touched by the caller.
type Analysis struct {
	report *analysis.Report
	game   *rules.Game
	opt    analysis.Options
	hashM  int
	eng    *ai.Engine // made on the first Start, kept while the screen is open

	cancel context.CancelFunc
	found  chan found    // this run's results; nil when none runs
	done   chan struct{} // closed when this run's goroutine has ended
	err    chan error    // the run's end: nil when complete
	saved  bool          // Saved reported the complete report once
}

type found struct {
	ply int
	e   analysis.Eval
}

// NewAnalysis prepares the analysis of the game of rec, with perPosition
// of search for each position. When rec already holds an analysis (see
// analysis.FromRecord) it is complete at once and nothing is searched.
func NewAnalysis(rec *record.Game, opt analysis.Options, hashMiB int) *Analysis {
	g := rules.NewGame(rec.Start)
	for _, m := range rec.Moves {
		if g.Play(m) != nil {
			break // a record's own result may end it early; its moves are legal
		}
	}
	a := &Analysis{game: g, opt: opt, hashM: max(hashMiB, 1)}
	if r, ok := analysis.FromRecord(rec); ok && len(r.Moves) == len(g.Moves()) {
		a.report, a.saved = r, true
	} else {
		a.report = analysis.NewReport(g.Start(), g.Moves())
	}
	return a
}

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
// positions it finished before are kept for the next Start.
func (a *Analysis) Stop() {
	if a.found == nil {
		return
	}
	a.cancel()
	<-a.done
	a.drain()
	a.cancel, a.found, a.done, a.err = nil, nil, nil, nil
}

// Poll applies what the search found since the last call; it reports
// whether the report changed.
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
	return changed
}

func (a *Analysis) drain() bool {
	changed := false
	for {
		select {
		case f := <-a.found:
			a.report.Set(f.ply, f.e)
			changed = true
		default:
			return changed
		}
	}
}

// Unsaved reports, once, that the report has just become complete, so
// that the caller writes it into the game's record; it is false for an
// analysis read from a record.
func (a *Analysis) Unsaved() bool {
	if a.saved || !a.report.Complete() {
		return false
	}
	a.saved = true
	return true
}
