package play

import (
	"bytes"
	"fmt"

	"xiangqi/game/session"
	"xiangqi/game/sfx"
	"xiangqi/game/texts"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/record"
	"xiangqi/rules"
)

// Services are what the model borrows from the shell besides ui.Env.
type Services struct {
	// Game is the game in progress with its save and library.
	Game *session.Current
	// Clipboard is where Copy FEN and Copy PGN write; nil where there is
	// none.
	Clipboard ui.Clipboard
	// Notice is the save's notice (a problem reading it), shown on an
	// otherwise empty second line; nil: none.
	Notice func() string
	// WriteProblem is the line that says the last save or library write
	// failed, "" when both last succeeded.
	WriteProblem func() string
}

// Model is the game in progress as its screen shows it.
type Model struct {
	env ui.Env
	svc Services

	// review is the board of an earlier move while the player browses;
	// nil on the live board.
	review *session.Review
	// bannerClosed: the player closed the game-over banner to look at
	// the final position.
	bannerClosed bool
	// levelNote says that the adaptive level moved when this game ended.
	levelNote string
	// note is the outcome of a copy, said about the game as it stood.
	note      string
	noteAt    state
	moves     texts.Moves
	threats   threatCache
	rulingsAt rulingCache
	clockWarn clockWarning
	// What the status shows, to notice when it changes.
	shownProgress session.Progress
	shownThinking bool
	// covered: another screen covers the board (Cover); coverPaused: the
	// game was paused for it, to go on when the board is on top again.
	covered, coverPaused bool
}

// state tells apart the states of the game a note is said in: which game,
// how many moves, the position they led to, and how it stands (a
// resignation changes only that).
type state struct {
	match  *session.Match
	ply    int
	key    uint64
	status rules.Status
}

// New is the model of the game in progress svc.Game.
func New(env ui.Env, svc Services) *Model {
	return &Model{env: env, svc: svc, clockWarn: clockWarning{warnedAt: -1}}
}

// Match is the game in progress.
func (m *Model) Match() *session.Match { return m.svc.Game.Match() }

// Review is the board the player browses to, nil on the live board.
func (m *Model) Review() *session.Review { return m.review }

// Flipped reports whether Black is at the bottom.
func (m *Model) Flipped() bool { return m.svc.Game.Flipped() }

// BannerShown reports whether the game-over banner covers the board.
func (m *Model) BannerShown() bool {
	return m.Match().Over() && m.review == nil && !m.bannerClosed
}

// CanMove reports whether a move tried on the board may be played: on
// the live board, on a person's turn.
func (m *Model) CanMove() bool { return m.review == nil && m.Match().HumanToMove() }

func (m *Model) state() state {
	mt := m.Match()
	pos := mt.Position()
	return state{match: mt, ply: len(mt.Game().Moves()), key: pos.Key(), status: mt.Status()}
}

// Tried is what became of a move tried on the board.
type Tried int

const (
	Refused Tried = iota // not played: the board deselects
	Played               // played: the board animates a tapped move
	Held                 // held by the coach, drawn where it lands meanwhile
)

// coached reports whether the coach watches the person's moves in this
// game (session.Settings.CoachFor).
func (m *Model) coached() bool {
	mt := m.Match()
	return mt != nil && m.env.Settings.CoachFor(mt.VsComputer(), mt.Level())
}

// Try plays mv, a move the person made on the board.
func (m *Model) Try(mv rules.Move) (Tried, ui.Outcome) {
	if !m.CanMove() {
		return Refused, ui.Outcome{}
	}
	if r, ok := m.Match().Game().Warning(mv); ok {
		// It loses by perpetual check or chase: asked first (ruling.go).
		return Refused, m.askRuling(mv, r)
	}
	return m.play(mv)
}

// play plays mv, a move the person made on the board, through the coach.
func (m *Model) play(mv rules.Move) (Tried, ui.Outcome) {
	mt := m.Match()
	pos := mt.Position()
	captured := pos.At(mv.To()) != rules.Empty
	held, err := mt.Try(mv, m.coached())
	switch {
	case err != nil:
		return Refused, ui.Redraw()
	case held:
		return Held, ui.Redraw()
	}
	return Played, m.afterMove(captured)
}

// afterMove is what follows a move just played by either side: its
// sound, the game's end, the save.
func (m *Model) afterMove(captured bool) ui.Outcome {
	m.bannerClosed = false
	mt := m.Match()
	pos := mt.Position()
	o := ui.Outcome{Changed: true, Save: true, Play: true}
	switch {
	case mt.Over():
		o.Sound = sfx.End
		m.ended()
	case pos.InCheck():
		o.Sound = sfx.Check
	case captured:
		o.Sound = sfx.Capture
	default:
		o.Sound = sfx.Move
	}
	return o
}

// ended keeps a game that just ended in the library and applies the
// adaptive level (session.Settings.CountGame).
func (m *Model) ended() {
	m.svc.Game.Archive()
	m.levelNote = ""
	switch m.svc.Game.Count(m.env.Settings) {
	case session.LevelRaised:
		m.levelNote = fmt.Sprintf(m.env.Text(i18n.MsgLevelRaised), texts.LevelName(m.env.Lang(), m.env.Settings.Level))
	case session.LevelLowered:
		m.levelNote = fmt.Sprintf(m.env.Text(i18n.MsgLevelLowered), texts.LevelName(m.env.Lang(), m.env.Settings.Level))
	}
}

// SetLevelNote sets the line that says the adaptive level moved (a game
// ended by moves set up from outside, as if played).
func (m *Model) SetLevelNote(s string) { m.levelNote = s }

// Polled is what the computer's turn brought since the last poll.
type Polled struct {
	// Moved is a move played since (the computer's, or the person's the
	// coach held and let through); Animate: it was not drawn yet.
	Moved   rules.Move
	Animate bool
	// Warned: the coach holds the person's move and warns (CoachText).
	Warned bool
}

// Poll applies the computer's move when it is ready, ends a game whose
// flag fell, and notices what the status line and the clocks must show.
func (m *Model) Poll() (Polled, ui.Outcome) {
	mt := m.Match()
	var p Polled
	var o ui.Outcome
	if mt == nil {
		return p, o
	}
	ev := mt.Poll()
	if ev.Moved {
		p.Moved, p.Animate = ev.Move, !ev.Person
		o = o.Merge(m.afterMove(ev.Captured))
	}
	if ev.Warned {
		if _, ok := mt.Warning(); ok {
			p.Warned = true
			// A warning: the sound a threat makes.
			o = o.Merge(ui.Outcome{Changed: true, Sound: sfx.Check, Play: true})
		}
	}
	if ev.TimeUp {
		m.bannerClosed = false
		m.ended()
		o = o.Merge(ui.Outcome{Changed: true, Save: true, Sound: sfx.End, Play: true})
	}
	o = o.Merge(m.clockWarn.poll(mt))
	if ev.Hint {
		o.Changed = true
	}
	// The depth is on the status line only with the engine's figures
	// shown: otherwise a finished iteration changes nothing on screen,
	// and redrawing for it cost a browser with software WebGL 80–190 ms
	// a frame (the touch suite's Master move, TestFramesDuringMasterMove).
	pr, _ := mt.Progress()
	th := mt.Thinking() || mt.HintPending() || mt.Judging()
	if th != m.shownThinking || (m.env.Settings.EngineInfo && pr.Depth != m.shownProgress.Depth) {
		m.shownThinking, m.shownProgress = th, pr
		o.Changed = true
	}
	return p, o
}

// CoachText is the coach's warning about the move it holds, "" when it
// holds none.
func (m *Model) CoachText() string {
	w, ok := m.Match().Warning()
	if !ok {
		return ""
	}
	return session.CoachText(w.Warning, m.env.Lang(), m.notation())
}

func (m *Model) notation() rules.Notation { return m.env.Settings.MoveNotation(m.env.Lang().Code()) }

// Target is a button of the play screen.
type Target int

const (
	Undo Target = iota
	Hint
	NewGame
	Flip
	Menu
	// The game-over banner's buttons, and a tap beside them (which closes
	// it, to see the final position).
	BannerNewGame
	BannerReview
	BannerAnalyse
	BannerClose
	// Browsing: analyse from the board shown; back to the live game.
	BrowseAnalyse
	BackToGame
)

// Enabled reports whether target t takes a tap now.
func (m *Model) Enabled(t Target) bool {
	mt := m.Match()
	switch t {
	case Undo:
		return m.review == nil && mt.CanUndo()
	case Hint:
		// Tapped again once the hint is shown, it asks for the other
		// ideas (issue 51), once.
		return m.review == nil && mt.HumanToMove() && !mt.HintPending() && mt.Ideas() == nil
	case BannerNewGame, BannerReview, BannerClose:
		return m.BannerShown()
	case BannerAnalyse:
		return m.BannerShown() && len(mt.Game().Moves()) > 0
	case BrowseAnalyse:
		return m.review != nil && m.review.Len() > 0
	case BackToGame:
		return m.review != nil
	}
	return m.review == nil
}

// Tap acts on target t; a target not enabled does nothing.
func (m *Model) Tap(t Target) ui.Outcome {
	if !m.Enabled(t) {
		return ui.Outcome{}
	}
	mt := m.Match()
	switch t {
	case Undo:
		if !mt.Undo() {
			return ui.Outcome{}
		}
		m.bannerClosed = false
		m.levelNote = ""
		return ui.Outcome{Changed: true, Save: true}
	case Hint:
		ask := mt.RequestHint
		if mt.Hint() != rules.NoMove {
			ask = mt.RequestIdeas
		}
		if ask() {
			return ui.Redraw()
		}
		return ui.Outcome{}
	case NewGame:
		if !mt.Over() && len(mt.Game().Moves()) > 0 {
			return ui.Outcome{Open: ui.Confirm(m.env, i18n.MsgConfirmNewGame, func() ui.Outcome { return ui.Outcome{Open: ui.ToNewGameAsked} })}
		}
		return ui.Outcome{Open: ui.ToNewGame}
	case BannerNewGame:
		return ui.Outcome{Open: ui.ToNewGame}
	case Flip:
		m.svc.Game.Flip()
		return ui.Outcome{Changed: true, Save: true}
	case Menu:
		return ui.Outcome{Open: m.menu()}
	case BannerReview:
		return m.Browse(len(mt.Game().Moves()))
	case BannerAnalyse:
		return m.Analyse(len(mt.Game().Moves()))
	case BannerClose:
		m.bannerClosed = true
		return ui.Redraw()
	case BrowseAnalyse:
		return m.Analyse(m.review.Ply())
	case BackToGame:
		return m.live()
	}
	return ui.Outcome{}
}

// Analyse opens the analysis of the game in progress at the board after
// ply moves; the game is written to the library first, and the analysis
// the library's record already has is taken over.
func (m *Model) Analyse(ply int) ui.Outcome {
	m.svc.Game.Archive()
	return ui.Outcome{Changed: true, Open: ui.ToAnalysis{ID: m.svc.Game.ID(), Record: m.svc.Game.Record(), Ply: ply, Flipped: m.Flipped()}}
}

// Back goes back to the live board, closes the banner, or asks before
// leaving a game in progress; handled is false when the screen may close
// (the game paused and saved).
func (m *Model) Back() (handled bool, o ui.Outcome) {
	if m.review != nil {
		return true, m.live()
	}
	if m.BannerShown() {
		m.bannerClosed = true
		return true, ui.Redraw()
	}
	if mt := m.Match(); !mt.Over() && len(mt.Game().Moves()) > 0 {
		return true, ui.Outcome{Open: ui.Confirm(m.env, i18n.MsgConfirmLeave, m.leave)}
	}
	return false, m.Pause()
}

// Pause stops the computer and saves: the game is left for the start
// screen, which can continue it.
func (m *Model) Pause() ui.Outcome {
	m.Match().Pause()
	m.svc.Game.Archive()
	return ui.Outcome{Changed: true, Save: true}
}

// leave pauses the game and closes the screen.
func (m *Model) leave() ui.Outcome {
	o := m.Pause()
	o.Close = true
	return o
}

// Resume restarts the computer, unless the player is browsing or
// another screen covers the board (Cover).
func (m *Model) Resume() {
	if m.review == nil && !m.covered {
		m.Match().Resume()
	}
}

// Cover is told, every frame, whether another screen covers the board:
// the in-game menu, a question (Leave the game?, New game's), New game,
// Settings (issue 49). While one does, the game is paused, the clocks
// and the computer with it: neither side's time runs while no move can
// be made on the board. The game goes on when the board is on top again,
// unless it was paused before.
func (m *Model) Cover(covered bool) {
	if covered == m.covered {
		return
	}
	m.covered = covered
	mt := m.Match()
	if mt == nil {
		return
	}
	if covered {
		if !mt.Over() && !mt.Paused() {
			mt.Pause()
			m.coverPaused = true
		}
		return
	}
	if m.coverPaused {
		m.coverPaused = false
		m.Resume()
		if mt.Clock() != nil {
			// Said under the board until the game moves on: the time
			// spent on the screen that covered it was not counted.
			m.say(m.env.Text(i18n.MsgClockWasStopped))
		}
	}
}

// menu is the in-game menu: resume, resign, copy, the threats, the
// explorer, Settings, the start screen.
func (m *Model) menu() *ui.Dialog {
	mt := m.Match()
	cs := []ui.Button{{Label: m.env.Text(i18n.MsgResume)}}
	// Resign stays, greyed, once the game is over: the choices under it
	// keep their places.
	cs = append(cs, ui.Button{Label: m.env.Text(i18n.MsgResign), Disabled: mt.Over(), Press: func() ui.Outcome {
		return ui.Outcome{Open: ui.Confirm(m.env, i18n.MsgConfirmResign, m.resign)}
	}})
	threats := i18n.MsgThreats
	if m.env.Settings.Threats {
		threats = i18n.MsgHideThreats
	}
	cs = append(cs,
		ui.Button{Label: m.env.Text(i18n.MsgCopyFEN), Press: func() ui.Outcome {
			pos := m.Match().Position()
			return m.say(m.copy(pos.FEN()))
		}},
		ui.Button{Label: m.env.Text(i18n.MsgCopyPGN), Press: func() ui.Outcome {
			var b bytes.Buffer
			if err := record.Write(&b, session.ExplainRecord(session.MatchRecord(m.Match(), m.svc.Game.Started()), m.notation()), m.notation()); err != nil {
				return m.say(err.Error())
			}
			return m.say(m.copy(b.String()))
		}},
		ui.Button{Label: m.env.Text(threats), Press: func() ui.Outcome {
			m.env.Settings.Threats = !m.env.Settings.Threats
			return ui.Outcome{Changed: true, Save: true}
		}},
		m.explorerChoice(),
		m.boardChoice(),
		ui.Button{Label: m.env.Text(i18n.MsgSettings), Press: func() ui.Outcome { return ui.Outcome{Open: ui.ToSettings} }},
		ui.Button{Label: m.env.Text(i18n.MsgMainMenu), Press: m.leave},
	)
	title := i18n.MsgMenu
	if mt.Clock() != nil && !mt.Over() {
		title = i18n.MsgMenuClockStopped // it covers the board: the clock waits (issue 49)
	}
	return &ui.Dialog{Text: m.env.Text(title), Choices: cs}
}

// resign ends the game as a loss for the side that resigned.
func (m *Model) resign() ui.Outcome {
	mt := m.Match()
	if mt.Over() {
		return ui.Outcome{}
	}
	mt.Resign()
	m.bannerClosed = false
	m.ended() // a resignation is a loss
	return ui.Outcome{Changed: true, Save: true, Sound: sfx.End, Play: true}
}

// explorerChoice opens the opening explorer on the board: on the
// player's turn, in a game without a clock (a clock's time runs while the
// player looks, and a timed game is played from memory); between two
// players at any time without a clock; in any game once it is over.
func (m *Model) explorerChoice() ui.Button {
	mt := m.Match()
	ok := mt.Over() || mt.Clock() == nil && (mt.HumanToMove() || !mt.VsComputer())
	return ui.Button{Label: m.env.Text(i18n.MsgExplorerMenu), Disabled: !ok, Press: func() ui.Outcome {
		return ui.Outcome{Open: ui.ToExplorer{Game: m.Match().Game(), Flipped: m.Flipped()}}
	}}
}

// boardChoice opens the analysis board on the board (issue 51): once
// the game is over only, as the engine's lines are hidden from a game in
// progress (its hint names one move).
func (m *Model) boardChoice() ui.Button {
	return ui.Button{Label: m.env.Text(i18n.MsgAnalysisBoard), Disabled: !m.Match().Over(), Press: func() ui.Outcome {
		return ui.Outcome{Open: ui.ToBoard{Game: m.Match().Game(), Flipped: m.Flipped()}}
	}}
}

// copy puts text on the clipboard and says how it went.
func (m *Model) copy(text string) string { return ui.CopyText(m.env.Lang(), m.svc.Clipboard, text) }

// say shows text under the board while the game stays as it is now.
func (m *Model) say(text string) ui.Outcome {
	m.note, m.noteAt = text, m.state()
	return ui.Redraw()
}

// TakeBack is the coach's warning's first choice: the move it holds is
// taken back, a blunder the coach helped with; the warning closes.
func (m *Model) TakeBack() ui.Outcome {
	o := ui.Outcome{Changed: true, Close: true}
	if mt := m.Match(); mt != nil && mt.TakeBack() {
		m.env.Settings.CoachHelped++
		o.Save = true
	}
	return o
}

// PlayAnyway is the warning's other choice: the move it holds is played;
// the warning closes.
func (m *Model) PlayAnyway() ui.Outcome {
	o := ui.Outcome{Changed: true, Close: true}
	if mt := m.Match(); mt != nil {
		if ev, err := mt.PlayAnyway(); err == nil {
			o = o.Merge(m.afterMove(ev.Captured))
		}
	}
	return o
}

// LevelNote is the line that says the adaptive level moved when this
// game ended, "" when it did not.
func (m *Model) LevelNote() string { return m.levelNote }
