package session

import (
	"errors"
	"maps"
	"slices"
	"time"

	"xiangqi/clock"
	"xiangqi/record"
	"xiangqi/rules"
)

// SaveStore reads and writes the save file: Store, or a test's store that
// fails.
type SaveStore interface {
	Load() (SaveData, *Notice)
	Save(SaveData) error
}

// Current is the game in progress and its bookkeeping: its match, the
// side its board is seen from, its name in the library and when it began;
// it saves it, restores it, keeps it in the library and counts it for the
// adaptive level. The zero match (before the first game) is nil.
type Current struct {
	Store   SaveStore
	Library Library
	Now     func() time.Time // nil: time.Now

	match   *Match
	flipped bool      // its board is seen from Black's side
	id      string    // its record's name in the library
	started time.Time // when it began

	// saveErr and libErr are the last save's and the last library write's
	// failures, nil once one succeeds (WriteErr).
	saveErr, libErr error
	// unwritten are records the library refused, by id, written with the
	// next Archive: a game replaced while the disk is full is not lost.
	unwritten map[string]*record.Game
}

func (g *Current) now() time.Time {
	if g.Now != nil {
		return g.Now()
	}
	return time.Now()
}

// Match is the game in progress, nil before the first one.
func (g *Current) Match() *Match { return g.match }

// Flipped reports whether its board is seen from Black's side.
func (g *Current) Flipped() bool { return g.flipped }

// Flip turns its board round.
func (g *Current) Flip() { g.flipped = !g.flipped }

// ID is its record's name in the library.
func (g *Current) ID() string { return g.id }

// Started is when it began.
func (g *Current) Started() time.Time { return g.started }

// CanContinue reports whether there is a game to go on with.
func (g *Current) CanContinue() bool { return g.match != nil && !g.match.Over() }

// InProgress reports whether a game is in progress that another would
// end: one not over with a move played. A nil Current has none.
func (g *Current) InProgress() bool {
	return g != nil && g.match != nil && !g.match.Over() && len(g.match.Game().Moves()) > 0
}

// WriteErr is why the last save, or else the last write to the library,
// failed; nil when both last succeeded.
func (g *Current) WriteErr() error {
	if g.saveErr != nil {
		return g.saveErr
	}
	return g.libErr
}

// Restore makes the saved game the one in progress, paused (the start
// screen comes first; Continue resumes it).
func (g *Current) Restore(eng Engine, s *SavedGame) {
	rg := rules.NewGame(s.Start)
	for _, m := range s.Moves {
		if rg.Play(m) != nil {
			break // ParseSave checked them; be safe anyway
		}
	}
	g.match = NewPausedMatch(eng, rg, s.Computer, s.Level)
	g.match.SetOrigin(s.Origin)
	g.match.SetCoachStats(s.Coach)
	if s.Control.On() {
		pos := rg.Position()
		st := clock.State{Left: s.ClockLeft, Side: pos.SideToMove()}
		g.match.SetClock(clock.Restore(s.Control, st, g.Now), s.MoveClocks)
	}
	if s.Resign {
		g.match.ResignSide(s.Resigned)
	}
	g.flipped = s.Flipped
	g.id, g.started = s.ID, s.Started
	if g.id == "" { // a save from before the library
		g.id = NewGameID(g.now())
	}
}

// Saved is the game in progress as the save holds it, nil when there is
// none.
func (g *Current) Saved() *SavedGame {
	m := g.match
	if m == nil {
		return nil
	}
	rg := m.Game()
	sg := &SavedGame{Start: rg.Start(), Moves: append([]rules.Move(nil), rg.Moves()...), Level: m.Level(), Flipped: g.flipped,
		ID: g.id, Started: g.started, Origin: m.Origin(), Coach: m.CoachStats()}
	sg.Computer = [2]bool{m.Computer(rules.Red), m.Computer(rules.Black)}
	sg.Resigned, sg.Resign = m.Resigned()
	if c := m.Clock(); c != nil {
		sg.Control = c.Control()
		sg.ClockLeft = c.State().Left
		sg.MoveClocks = append([]time.Duration(nil), m.MoveClocks()...)
	}
	return sg
}

// Save writes d with the game in progress in place of d.Game. A failure
// is kept for WriteErr until a later save succeeds; that one writes
// everything (the save is the whole state), so nothing is lost.
func (g *Current) Save(d SaveData) error {
	d.Game = g.Saved()
	g.saveErr = g.Store.Save(d)
	return g.saveErr
}

// Archive writes the game in progress to the library, so that it can be
// found there once it is over, left or replaced, with any record an
// earlier failure left unwritten. A game with no move is not worth a
// record while it goes on; one that ended before any move (a flag fallen,
// a resignation) is kept as what it is, a loss (issue 49): the game's
// clock runs from the start, not from the second move as lichess's,
// whose abort rule would need a result no record, banner or tally here
// has; and the banner and the adaptive level (CountMatch) already take
// it as lost, so the library and the won/drawn/lost tally agree with them.
func (g *Current) Archive() error {
	if m := g.match; m != nil && (len(m.Game().Moves()) > 0 || m.Over()) {
		if g.unwritten == nil {
			g.unwritten = map[string]*record.Game{}
		}
		g.unwritten[g.id] = g.Record()
	}
	g.libErr = nil
	for _, id := range slices.Sorted(maps.Keys(g.unwritten)) {
		if err := g.Library.Put(id, g.unwritten[id]); err != nil {
			g.libErr = err
			break
		}
		delete(g.unwritten, id)
	}
	return g.libErr
}

// Record is the record of the game in progress, with the analysis its
// record in the library holds when that has the same moves (an analysed
// game saved again on leaving keeps its analysis).
func (g *Current) Record() *record.Game {
	rec := MatchRecord(g.match, g.started)
	if old, err := g.Library.Get(g.id); err == nil {
		CarryAnalysis(old, rec)
	}
	return rec
}

// Begin makes m a new game in progress, begun now under a new name, the
// one before it stopped and kept in the library (Archive's error).
func (g *Current) Begin(m *Match, flipped bool) error {
	var err error
	if g.match != nil {
		g.match.Stop()
		err = g.Archive()
	}
	g.match, g.flipped = m, flipped
	g.started = g.now()
	g.id = NewGameID(g.started)
	return err
}

// Continue is Begin for a game of the library played here: m goes on
// under its own name id, begun at started.
func (g *Current) Continue(m *Match, flipped bool, id string, started time.Time) error {
	if !ValidGameID(id) {
		return errors.New("bad game id " + id)
	}
	err := g.Begin(m, flipped)
	g.id, g.started = id, started
	return err
}

// Replace puts m in the place of the game in progress as the same game
// (its name, start and board side kept): the same moves with more played
// on it, for a picture or a test.
func (g *Current) Replace(m *Match) {
	if g.match != nil {
		g.match.Stop()
		m.SetOrigin(g.match.Origin())
	}
	g.match = m
}

// Forget drops the game in progress (its record was deleted).
func (g *Current) Forget() {
	if g.match != nil {
		g.match.Stop()
	}
	g.match = nil
}

// Count applies the adaptive level (Settings.CountMatch) to the game in
// progress, which has just ended.
func (g *Current) Count(s *Settings) LevelStep { return s.CountMatch(g.id, g.match) }
