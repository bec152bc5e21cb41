package analyse

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"xiangqi/analysis"
	"xiangqi/game/session"
	"xiangqi/game/texts"
	"xiangqi/game/training"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/record"
	"xiangqi/rules"
	"xiangqi/train"
)

// Services is what the analysis needs besides the player's language and
// settings (ui.Env): the library its analysis is kept in, the search's
// budget, the training whose deck takes the game's mistakes, and the
// clock that dates them.
type Services struct {
	Library  session.Library
	Options  analysis.Options
	HashMiB  int
	Training *train.Progress // nil: the mistakes go nowhere
	Now      func() time.Time
	// Game is the game in progress, which Play from here asks before
	// replacing; nil: none.
	Game *session.Current
}

// Budget is the search budget of each position: base (the platform's;
// analysis.DesktopBudget when not set), three times it for a deep
// analysis, on threads.
func Budget(base time.Duration, deep bool, threads int) analysis.Options {
	if base <= 0 {
		base = analysis.DesktopBudget
	}
	if deep {
		base = base * analysis.DeepBudget / analysis.DesktopBudget
	}
	return analysis.Options{PerPosition: base, Threads: threads}
}

// BudgetText names the budget in the record's Annotator tag.
func BudgetText(o analysis.Options) string {
	return fmt.Sprintf("%g s a position", o.PerPosition.Seconds())
}

// Shows is what the board shows at a mistake: the move played, the
// better move from the position before it, or the refutation after it.
type Shows int

const (
	ShowPlayed Shows = iota
	ShowBetter
	ShowRefutation
)

// Target is what the player taps besides a ply (GoTo).
type Target int

const (
	Better       Target = iota + 1 // Better move: shows it, or the move played again
	Refutation                     // Refutation: shows it, or the move played again
	PlayFromHere                   // a new game from the board shown
	Explore                        // the opening explorer on the board shown
	Help                           // the help over the graph and the status: opens or closes
	Back                           // closes the screen
	Board                          // the analysis board on the board shown (issue 51)
)

// Model is the analysis screen: a game, its analysis as far as it is
// searched, the move shown and what the board shows at it.
type Model struct {
	env    ui.Env
	sv     Services
	id     string       // the game in the library, "" when it is not kept
	rec    *record.Game // the record, with the analysis as last written
	onSave func(*record.Game)
	an     *session.Analysis
	review *session.Review
	flip   bool
	shows  Shows
	help   bool
	note   string
	// noteKeep says that note is a failed write of the analysis, which
	// goes once a write succeeds.
	noteKeep bool
	// carded says the game's mistakes went into the training's deck.
	carded bool
	moves  texts.Moves
	ruling session.RulingPanel // ruling.go
}

// New opens the analysis of rec (id in the library, "" when it is not
// kept) at the board after ply moves, turned as flipped, and starts its
// search; onSave, if not nil, gets the record each time the analysis is
// written into it. The analysis the library holds of game id is taken
// over when rec has none (a file opened again).
func New(env ui.Env, sv Services, id string, rec *record.Game, ply int, flipped bool, onSave func(*record.Game)) *Model {
	if sv.Now == nil {
		sv.Now = time.Now
	}
	rec = withKeptAnalysis(sv.Library, id, rec)
	an := session.NewAnalysis(rec, sv.Options, sv.HashMiB)
	an.Keep(sv.Library, id, BudgetText(sv.Options))
	m := &Model{env: env, sv: sv, id: id, rec: rec, onSave: onSave, an: an, review: session.NewReview(an.Game()), flip: flipped}
	m.review.SetPly(ply)
	an.Start()
	return m
}

// withKeptAnalysis is rec with the analysis the library's record of game
// id holds, when it holds one of the same game: the library is where the
// analysis is kept as it goes, and rec may be older (a file opened again,
// which the library already had, is shown as the file has it).
func withKeptAnalysis(lib session.Library, id string, rec *record.Game) *record.Game {
	if id == "" {
		return rec
	}
	kept, err := lib.Get(id)
	if err != nil {
		return rec
	}
	if _, ok := analysis.Kept(kept); !ok {
		return rec
	}
	r := *rec
	r.Tags = slices.Clone(rec.Tags)
	session.CarryAnalysis(kept, &r)
	return &r
}

// Tap acts on target t; a target that is off does nothing.
func (m *Model) Tap(t Target) ui.Outcome {
	switch t {
	case Better:
		return m.toggle(t, ShowBetter)
	case Refutation:
		return m.toggle(t, ShowRefutation)
	case PlayFromHere:
		return m.playFrom()
	case Explore:
		return ui.Outcome{Open: ui.ToExplorer{Game: session.GameTo(m.an.Game(), m.BoardPly()), Flipped: m.flip}}
	case Board:
		return ui.Outcome{Open: ui.ToBoard{Game: session.GameTo(m.an.Game(), m.BoardPly()), Flipped: m.flip}}
	case Help:
		m.help = !m.help
		return ui.Redraw()
	case Back:
		return ui.Outcome{Close: true}
	}
	return ui.Outcome{}
}

// Enabled reports whether target t takes a tap: the better move and the
// refutation only at a mistake that has them.
func (m *Model) Enabled(t Target) bool {
	rep, i := m.an.Report(), m.current()
	switch t {
	case Better:
		return rep.Better(i) != nil
	case Refutation:
		return rep.Refutation(i) != nil
	}
	return t >= Better && t <= Board
}

// toggle shows line s (target t) at the mistake shown, or the move
// played when s is shown already.
func (m *Model) toggle(t Target, s Shows) ui.Outcome {
	if !m.Enabled(t) {
		return ui.Outcome{}
	}
	if m.shows == s {
		m.shows = ShowPlayed
	} else {
		m.shows = s
	}
	return ui.Redraw()
}

// playFrom begins a new game from the board shown, with the sides and
// level chosen in the settings; the search stops first, and what it
// found is kept. A game in progress is not replaced without asking
// (issue 49); the search goes on while the question is open.
func (m *Model) playFrom() ui.Outcome {
	ply := m.BoardPly()
	start := func() ui.Outcome {
		m.an.Stop()
		o := m.kept()
		o.Start = &ui.Start{Record: recordTo(m.rec, ply)}
		return o
	}
	if m.sv.Game.InProgress() {
		return ui.Outcome{Open: ui.Confirm(m.env, i18n.MsgConfirmReplace, start)}
	}
	return start()
}

// recordTo is rec with its first ply moves: rec itself when that is all
// of them (its result, a resignation, goes with it), else without its
// result, as a game that goes on.
func recordTo(rec *record.Game, ply int) *record.Game {
	if ply >= len(rec.Moves) {
		return rec
	}
	r := *rec
	r.Moves = slices.Clone(rec.Moves[:ply])
	if len(rec.Notes) > ply {
		r.Notes = slices.Clone(rec.Notes[:ply])
	}
	r.Tags = nil
	for _, t := range rec.Tags {
		if !strings.EqualFold(t.Name, "Result") && !strings.EqualFold(t.Name, "Termination") {
			r.Tags = append(r.Tags, t)
		}
	}
	r.SetTag("Result", "*")
	return &r
}

// GoTo shows the board after ply moves (clamped to the game), as the move
// played; a ply already shown changes nothing.
func (m *Model) GoTo(ply int) ui.Outcome {
	if !m.review.SetPly(ply) {
		return ui.Outcome{}
	}
	m.shows = ShowPlayed
	m.ruling.Moved()
	return ui.Redraw()
}

// Step shows the board d moves on (back when d < 0).
func (m *Model) Step(d int) ui.Outcome { return m.GoTo(m.review.Ply() + d) }

// NavButtons are the row that steps through the moves (to the start,
// back, on, to the end), Back and the analysis board (issue 51).
func (m *Model) NavButtons() []ui.Button {
	rv := m.review
	return append(ui.StepButtons(rv.Ply(), rv.Len(), m.GoTo), m.button(i18n.MsgBack, Back), m.button(i18n.MsgAnalysisBoardShort, Board))
}

// ActionButtons are the row under it: Better move and Refutation (the
// one shown stressed), Play from here, Explore.
func (m *Model) ActionButtons() []ui.Button {
	bs := []ui.Button{m.button(i18n.MsgBetterMove, Better), m.button(i18n.MsgRefutation, Refutation),
		m.button(i18n.MsgPlayFromHere, PlayFromHere), m.button(i18n.MsgExplore, Explore)}
	bs[0].Primary = m.shows == ShowBetter
	bs[1].Primary = m.shows == ShowRefutation
	return bs
}

// Buttons are both rows, NavButtons then ActionButtons.
func (m *Model) Buttons() []ui.Button { return append(m.NavButtons(), m.ActionButtons()...) }

func (m *Model) button(label i18n.Msg, t Target) ui.Button {
	return ui.Button{Label: m.env.Text(label), Disabled: !m.Enabled(t), Press: func() ui.Outcome { return m.Tap(t) }}
}

// Poll takes what the search found (which the analysis writes into the
// record as it goes) and, once the analysis is complete, puts the game's
// mistakes into the training's deck, asking for a save when any is new.
func (m *Model) Poll() ui.Outcome {
	o := ui.Outcome{Changed: m.an.Poll()}
	o = o.Merge(m.kept())
	if !m.carded && m.an.Report().Complete() {
		m.carded = true
		if m.sv.Training != nil && training.AddMistakes(m.sv.Training, train.DayOf(m.sv.Now()), m.id, m.rec, m.an.Report()) > 0 {
			o.Save = true
		}
	}
	return o
}

// kept takes the record the analysis last wrote, and names a failed
// write.
func (m *Model) kept() ui.Outcome {
	var o ui.Outcome
	if err := m.an.KeepErr(); err != nil {
		note := fmt.Sprintf(m.env.Text(i18n.MsgSaveFailed), err)
		o.Changed = note != m.note
		m.note, m.noteKeep = note, true
	} else if m.noteKeep {
		m.note, m.noteKeep, o.Changed = "", false, true
	}
	if rec := m.an.Record(); rec != m.rec {
		m.rec = rec
		if m.onSave != nil {
			m.onSave(rec)
		}
	}
	return o
}

// Pause stops the search (the app goes to the background), keeping what
// it found; Resume goes on from there.
func (m *Model) Pause() { m.Close() }

// Resume searches on from the first position not yet analysed.
func (m *Model) Resume() { m.an.Start() }

// Close stops the search and waits for it, keeping what it found in the
// record: the screen has closed.
func (m *Model) Close() {
	m.an.Stop()
	m.kept()
}

// Running reports whether the search is under way.
func (m *Model) Running() bool { return m.an.Running() }

// Report is the analysis so far; it changes only in Poll.
func (m *Model) Report() *analysis.Report { return m.an.Report() }

// Game is the analysed game.
func (m *Model) Game() *rules.Game { return m.an.Game() }

// Record is the game's record with the analysis as last written.
func (m *Model) Record() *record.Game { return m.rec }

// Ply is how many moves of the game are on the board, as played.
func (m *Model) Ply() int { return m.review.Ply() }

// Len is the number of moves in the game.
func (m *Model) Len() int { return m.review.Len() }

// Flipped says the board is shown with Black at the bottom.
func (m *Model) Flipped() bool { return m.flip }

// Shows is what the board shows at the move.
func (m *Model) Shows() Shows { return m.shows }

// HelpOpen says the help is shown over the graph and the status.
func (m *Model) HelpOpen() bool { return m.help }

// current is the move that led to the board played (-1 at the start).
func (m *Model) current() int { return m.review.Ply() - 1 }

// BoardPly is the ply of the board shown: the one before the mistake
// when the better move is shown.
func (m *Model) BoardPly() int {
	if m.shows == ShowBetter {
		return m.review.Ply() - 1
	}
	return m.review.Ply()
}

// Position is the board shown.
func (m *Model) Position() rules.Position { return positionAt(m.an.Game(), m.BoardPly()) }

// LastMove is the move that led to the board shown, NoMove at the start.
func (m *Model) LastMove() rules.Move {
	if p := m.BoardPly(); p > 0 {
		return m.an.Game().Moves()[p-1]
	}
	return rules.NoMove
}

// Arrow is the first move of the better line or the refutation shown,
// NoMove while the move played is shown.
func (m *Model) Arrow() rules.Move {
	rep, i := m.an.Report(), m.current()
	switch m.shows {
	case ShowBetter:
		return rep.Better(i)[0]
	case ShowRefutation:
		return rep.Refutation(i)[0]
	}
	return rules.NoMove
}

// MoveTexts are the game's moves in the player's notation.
func (m *Model) MoveTexts() []string { return m.moves.Of(m.an.Game(), m.notation()) }

// positionAt is the board of g after ply moves.
func positionAt(g *rules.Game, ply int) rules.Position {
	pos := g.Start()
	for _, mv := range g.Moves()[:ply] {
		pos.MakeMove(mv)
	}
	return pos
}

func (m *Model) notation() rules.Notation {
	return m.env.Settings.MoveNotation(m.env.Lang().Code())
}
