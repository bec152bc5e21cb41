package explorer

import (
	"strings"

	"golang.org/x/text/message"

	"xiangqi/analysis"
	ix "xiangqi/explorer"
	"xiangqi/game/session"
	"xiangqi/game/texts"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/opening"
	"xiangqi/record"
	"xiangqi/rules"
)

// Explorer is the opening explorer: the board it was opened on, and the
// moves played from it in the master games or the player's own, each
// with its games, how they ended and the engine's score after it. A tap
// on a move (or a move made on the board) follows it; ◀ takes it back,
// |◀ takes every move back. The source chosen is kept in the settings.
type Explorer struct {
	env     ui.Env
	ex      *session.Explorer
	note    string // why the last move was refused; "" when none
	printer *message.Printer
	printTo i18n.Lang
	game    *session.Current // the game in progress; nil: none
}

// New opens the explorer on the last position of g (its moves are the
// history the engine's searches see), counting in masters or own as the
// settings choose; the count of the position starts at once.
func New(env ui.Env, g *rules.Game, masters, own ix.Source, opt session.ExplorerOptions) *Explorer {
	return &Explorer{env: env, ex: session.NewExplorer(g, masters, own, env.Settings.ExplorerSource, opt)}
}

// WithGame tells m the game in progress, which Play from here asks
// before replacing (issue 49); it returns m.
func (m *Explorer) WithGame(cur *session.Current) *Explorer {
	m.game = cur
	return m
}

// Target is what a player can tap in the explorer besides the table's
// rows (Follow) and the board (Move).
type Target int

const (
	Masters      Target = iota // the tab of the master games
	Mine                       // the tab of the player's games
	ToRoot                     // |◀: every move followed taken back
	StepBack                   // ◀: the last move followed taken back
	PlayFromHere               // a game from the board shown
	Close                      // Back
)

// Tap acts on target t.
func (m *Explorer) Tap(t Target) ui.Outcome {
	switch t {
	case Masters:
		return m.setSource(session.MasterGames)
	case Mine:
		return m.setSource(session.OwnGames)
	case ToRoot:
		return m.stepped(m.ex.ToRoot())
	case StepBack:
		return m.stepped(m.ex.Back())
	case PlayFromHere:
		if !m.CanPlay() {
			return ui.Outcome{}
		}
		start := &ui.Start{Record: m.ex.Record()}
		if m.game.InProgress() {
			return ui.Outcome{Open: ui.Confirm(m.env, i18n.MsgConfirmReplace, func() ui.Outcome { return ui.Outcome{Start: start} })}
		}
		return ui.Outcome{Start: start}
	case Close:
		return ui.Outcome{Close: true}
	}
	return ui.Outcome{}
}

// Board opens the analysis board on the board shown, with the game it
// was opened on and the moves followed since (their history keeps the
// repetition rulings), turned as flipped (issue 51).
func (m *Explorer) Board(flipped bool) ui.Outcome {
	g := session.GameTo(m.ex.Root(), len(m.ex.Root().Moves()))
	for _, mv := range m.ex.Path() {
		if g.Play(mv) != nil {
			break // followed by the rules: legal
		}
	}
	return ui.Outcome{Open: ui.ToBoard{Game: g, Flipped: flipped}}
}

// setSource counts in src from now on, a choice kept in the settings.
func (m *Explorer) setSource(src session.ExploreSource) ui.Outcome {
	m.ex.SetSource(src)
	m.note = ""
	o := ui.Redraw()
	if m.env.Settings.ExplorerSource != src {
		m.env.Settings.ExplorerSource = src
		o.Save = true
	}
	return o
}

// stepped is the Outcome of ◀ or |◀, which moved or not.
func (m *Explorer) stepped(moved bool) ui.Outcome {
	if !moved {
		return ui.Outcome{}
	}
	m.note = ""
	return ui.Redraw()
}

// Follow follows the move of row i of the table; a row not shown (the
// table being counted again) does nothing.
func (m *Explorer) Follow(i int) ui.Outcome {
	rows, _ := m.ex.Rows()
	if i < 0 || i >= len(rows) {
		return ui.Outcome{}
	}
	return m.play(rows[i].Move)
}

// Move plays the move from one point of the board to another; a move the
// rules refuse changes nothing but the note that says why.
func (m *Explorer) Move(from, to rules.Square) ui.Outcome {
	return m.play(rules.NewMove(from, to))
}

func (m *Explorer) play(mv rules.Move) ui.Outcome {
	before := m.ex.Position()
	if err := m.ex.Play(mv); err != nil {
		m.note = err.Error()
		return ui.Redraw()
	}
	m.note = ""
	return ui.Moved(before, mv)
}

// Poll takes the worker's findings; Changed when anything shown changed.
func (m *Explorer) Poll() ui.Outcome { return ui.Outcome{Changed: m.ex.Poll()} }

// Pause stops the searches (the app goes to the background); Resume
// starts them again.
func (m *Explorer) Pause()  { m.ex.Pause() }
func (m *Explorer) Resume() { m.ex.Resume() }

// Close stops the worker and waits for it: the screen has closed.
func (m *Explorer) Close() { m.ex.Close() }

// Position is the board shown.
func (m *Explorer) Position() rules.Position { return m.ex.Position() }

// Path is the moves followed since the explorer opened.
func (m *Explorer) Path() []rules.Move { return m.ex.Path() }

// LastMove is the move that led to the board shown (the last followed,
// else the last of the game it was opened on), or NoMove.
func (m *Explorer) LastMove() rules.Move {
	if path := m.ex.Path(); len(path) > 0 {
		return path[len(path)-1]
	}
	if ms := m.ex.Root().Moves(); len(ms) > 0 {
		return ms[len(ms)-1]
	}
	return rules.NoMove
}

// Source is the collection counted in.
func (m *Explorer) Source() session.ExploreSource { return m.ex.Source() }

// Rows is the table: the moves from the board shown, most played first;
// ok is false while they are being counted.
func (m *Explorer) Rows() (rows []session.ExploreRow, ok bool) { return m.ex.Rows() }

// Games is how many games of the source reached the board shown.
func (m *Explorer) Games() int { return m.ex.Games() }

// Err is the error of the last count, nil when it went well.
func (m *Explorer) Err() error { return m.ex.Err() }

// Searching reports whether scores are still being searched.
func (m *Explorer) Searching() bool { return m.ex.Searching() }

// Note is why the last move tapped was refused, "" when none.
func (m *Explorer) Note() string { return m.note }

// AtRoot reports whether no move has been followed: ◀ and |◀ are off.
func (m *Explorer) AtRoot() bool { return len(m.ex.Path()) == 0 }

// CanPlay reports whether a game can start from the board shown (Play
// from here is off on a finished game's board).
func (m *Explorer) CanPlay() bool {
	pos := m.ex.Position()
	return !pos.Status().Over()
}

// Notice is the line shown in place of an empty table: being counted, no
// index, the count's error, no move, or why a move was refused; "" when
// the table has rows.
func (m *Explorer) Notice() string {
	rows, ready := m.ex.Rows()
	if len(rows) > 0 {
		return ""
	}
	if m.note != "" {
		return m.note
	}
	switch err := m.ex.Err(); {
	case !ready:
		return m.env.Text(i18n.MsgExplorerCounting)
	case err == session.ErrNoIndex:
		return m.env.Text(i18n.MsgExplorerNoIndex)
	case err != nil:
		return err.Error()
	}
	return m.env.Text(i18n.MsgExplorerNone)
}

// Line is the line over the table: how many games reached the board and
// its opening's family, then the moves followed since the explorer
// opened: the last of them for which fits is true ("… " before them when
// some are left out), at least the last one; "tap a move" when none.
func (m *Explorer) Line(fits func(string) bool) string {
	var parts []string
	if rows, ok := m.ex.Rows(); ok && len(rows) > 0 {
		parts = append(parts, m.sprintf(i18n.MsgExplorerGames, m.ex.Games()))
	}
	rec := m.ex.Record()
	if code := opening.Classify(rec.Start, rec.Moves); code.ECCO != "" {
		parts = append(parts, opening.Family(code.ECCO, m.env.Lang().Code()))
	}
	head := strings.Join(parts, " · ")
	join := func(tail string) string {
		if head == "" {
			return tail
		}
		return head + " · " + tail
	}
	path := m.ex.Path()
	if len(path) == 0 {
		return join(m.env.Text(i18n.MsgExplorerTapMove))
	}
	n := m.notation()
	tail := ""
	for k := 0; k < len(path); k++ {
		pos := m.ex.Root().Position()
		for _, mv := range path[:k] {
			pos.MakeMove(mv)
		}
		t := texts.Line(pos, path[k:], n)
		if k > 0 {
			t = "… " + t
		}
		if fits(join(t)) || k == len(path)-1 {
			tail = t
			break
		}
	}
	return join(tail)
}

// Credit is the line under the table that credits the master games'
// data set, as its licence (CC BY 4.0) asks; "" on the player's games.
func (m *Explorer) Credit() string {
	if m.ex.Source() != session.MasterGames {
		return ""
	}
	return m.env.Text(i18n.MsgExplorerCredit)
}

// Head is the table's head: what each column is.
type Head struct {
	Move, Games, Results, Score string
}

// Head is the table's head; Results says so when few of the games have a
// result recorded.
func (m *Explorer) Head() Head {
	h := Head{Move: m.env.Text(i18n.MsgExplorerHeadMove), Games: m.env.Text(i18n.MsgExplorerHeadGames),
		Results: m.env.Text(i18n.MsgExplorerHeadResults), Score: m.env.Text(i18n.MsgExplorerHeadScore)}
	if m.FewKnown() {
		h.Results = m.env.Text(i18n.MsgExplorerNoResults)
	}
	return h
}

// FewKnown reports whether fewer than half the games of the rows have a
// result known (a library of records without results: only the games
// that ended on the board have one).
func (m *Explorer) FewKnown() bool {
	rows, _ := m.ex.Rows()
	known, games := 0, 0
	for _, r := range rows {
		known += r.Games - r.Unknown()
		games += r.Games
	}
	return 2*known < games
}

// Row is a row of the table as the view shows it.
type Row struct {
	session.ExploreRow
	MoveText  string // the move in the player's notation
	CountText string // its games
	// Percent is the share of Red's wins among the games with a result,
	// "" when they are fewer than half of the row's.
	Percent string
	// Score is the engine's score after the move (Red's view), "…"
	// while it is searched, "" when it will not be.
	Score string
}

// Row is row i of the table, which must be one of Rows.
func (m *Explorer) Row(i int) Row {
	rows, _ := m.ex.Rows()
	r := rows[i]
	pos := m.ex.Position()
	out := Row{ExploreRow: r, MoveText: pos.Notate(r.Move, m.notation()), CountText: m.sprintf(i18n.MsgExplorerCount, r.Games)}
	if known := r.Games - r.Unknown(); known > 0 && 2*known >= r.Games {
		out.Percent = m.sprintf(i18n.MsgExplorerPercent, 100*float64(r.RedWins)/float64(known))
	}
	switch {
	case r.Eval.Done:
		out.Score = analysis.ScoreText(r.Eval)
	case m.ex.Searching():
		out.Score = "…"
	}
	return out
}

// notation is the move notation chosen for the language shown.
func (m *Explorer) notation() rules.Notation {
	return m.env.Settings.MoveNotation(m.env.Lang().Code())
}

// sprintf formats message msg in the player's language, numbers as the
// language writes them (1,324; 1.324).
func (m *Explorer) sprintf(msg i18n.Msg, args ...any) string {
	if m.printer == nil || m.printTo != m.env.Lang() {
		m.printer, m.printTo = message.NewPrinter(m.env.Lang().Tag()), m.env.Lang()
	}
	return m.printer.Sprintf(m.env.Lang().Format(msg, args...), args...)
}

// Record is the game the board shown ends: the game the explorer was
// opened on and the moves followed since.
func (m *Explorer) Record() *record.Game { return m.ex.Record() }
