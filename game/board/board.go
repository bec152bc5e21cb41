package board

import (
	"fmt"

	"xiangqi/game/session"
	"xiangqi/game/texts"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// Board is the analysis board: a position with the moves played on it
// since it opened (stepped through with the row of steps, taken back with
// Undo), turned with Flip, and the engine's best lines from the board
// shown, searched in the background for as long as it is shown.
type Board struct {
	env     ui.Env
	b       *session.AnalysisBoard
	flipped bool
	note    string // why the last move was refused; "" when none
}

// New opens the board on the last position of g (its moves are the
// history the searches see, so that the repetition rulings apply), board
// turned as flipped, with three lines; the search starts at once on a,
// bounded at depth (screenshots, which want the same lines every run; 0
// for none).
func New(env ui.Env, a session.Analyst, g *rules.Game, flipped bool, depth int) *Board {
	return &Board{env: env, b: session.NewAnalysisBoard(a, g, session.DefaultLines, depth), flipped: flipped}
}

// Analysis is the board's search, for tests that look under the model.
func (m *Board) Analysis() *session.AnalysisBoard { return m.b }

// Position is the board shown.
func (m *Board) Position() rules.Position { return m.b.Position() }

// Game is the game up to the board shown: the one it was opened on and
// the moves played on the board.
func (m *Board) Game() *rules.Game { return m.b.Game() }

// Flipped reports whether the board is shown turned, Black at the bottom.
func (m *Board) Flipped() bool { return m.flipped }

// LastMove is the move that led to the board shown, or NoMove.
func (m *Board) LastMove() rules.Move {
	if ms := m.b.Game().Moves(); len(ms) > 0 {
		return ms[len(ms)-1]
	}
	return rules.NoMove
}

// NavButtons are the row of steps through the moves played on the board
// (to the board it opened on, back, on, to the last) and Back.
func (m *Board) NavButtons() []ui.Button {
	return append(ui.StepButtons(m.b.Ply(), len(m.b.Moves()), m.goTo),
		ui.Button{Label: m.env.Text(i18n.MsgBack), Press: func() ui.Outcome { return ui.Outcome{Close: true} }})
}

// ActionButtons are the row under them: Undo (the last move played on
// the board taken back and forgotten), the number of lines (a tap shows
// one more, five then one) and Flip.
func (m *Board) ActionButtons() []ui.Button {
	return []ui.Button{
		{Label: m.env.Text(i18n.MsgUndo), Disabled: m.b.Ply() == 0, Press: m.undo},
		{Label: m.env.Sprintf(i18n.MsgBoardLines, m.b.Lines()), Press: m.nextLines},
		{Label: m.env.Text(i18n.MsgFlip), Press: m.flip},
	}
}

// Buttons are both rows, NavButtons then ActionButtons.
func (m *Board) Buttons() []ui.Button { return append(m.NavButtons(), m.ActionButtons()...) }

func (m *Board) goTo(ply int) ui.Outcome {
	if !m.b.GoTo(ply) {
		return ui.Outcome{}
	}
	m.note = ""
	return ui.Redraw()
}

func (m *Board) undo() ui.Outcome {
	if !m.b.Undo() {
		return ui.Outcome{}
	}
	m.note = ""
	return ui.Redraw()
}

// nextLines searches for one line more, after five for one.
func (m *Board) nextLines() ui.Outcome {
	m.SetLines(m.b.Lines()%session.MaxLines + 1)
	return ui.Redraw()
}

// SetLines searches for n lines (1 to 5) from now on.
func (m *Board) SetLines(n int) { m.b.SetLines(n) }

// Lines is the number of lines searched for.
func (m *Board) Lines() int { return m.b.Lines() }

func (m *Board) flip() ui.Outcome {
	m.flipped = !m.flipped
	return ui.Redraw()
}

// Move plays the move from one point of the board to another; a move the
// rules refuse changes nothing but the note that says why.
func (m *Board) Move(from, to rules.Square) ui.Outcome { return m.play(rules.NewMove(from, to)) }

// Follow plays the first move of line i of Rows; a line not shown does
// nothing.
func (m *Board) Follow(i int) ui.Outcome {
	ls := m.b.Found().Lines
	if i < 0 || i >= len(ls) {
		return ui.Outcome{}
	}
	return m.play(ls[i].Move)
}

func (m *Board) play(mv rules.Move) ui.Outcome {
	before := m.b.Position()
	if err := m.b.Play(mv); err != nil {
		m.note = texts.Refusal(m.env.Lang(), before, mv)
		if m.note == "" {
			m.note = err.Error()
		}
		return ui.Redraw()
	}
	m.note = ""
	return ui.Moved(before, mv)
}

// Poll takes the search's newest iteration; Changed when it is shown.
func (m *Board) Poll() ui.Outcome { return ui.Outcome{Changed: m.b.Poll()} }

// Pause stops the search (the app goes to the background); Resume
// starts it again.
func (m *Board) Pause()  { m.b.Pause() }
func (m *Board) Resume() { m.b.Resume() }

// Close stops the search and waits for it: the screen has closed.
func (m *Board) Close() { m.b.Close() }

// Arrows are the first moves of the lines shown, best first: the view
// draws them as arrows shaded by rank.
func (m *Board) Arrows() []rules.Move {
	ls := m.b.Found().Lines
	out := make([]rules.Move, len(ls))
	for i, l := range ls {
		out[i] = l.Move
	}
	return out
}

// Row is a line of the engine's as the view shows it under the board.
type Row struct {
	Rank  int        // 0 for the best
	Move  rules.Move // its first move (the arrow)
	Score string     // Red's view: "+0.35", "M3" when Red mates in 3, "-M3" when Black does
	// Lower marks a score that is only a bound (the line's own search
	// went above the line before it): the view shows it dimmed.
	Lower bool
	// Good and Bad say whom the score favours, Red or Black, for its ink:
	// Good is Red's advantage of half a soldier or more.
	Good, Bad bool
	Text      string // the moves, numbered, in the player's notation
}

// Rows are the lines of the search's newest iteration, best first; none
// before the first is in (Status says so).
func (m *Board) Rows() []Row {
	pos := m.b.Position()
	n := m.env.Settings.MoveNotation(m.env.Lang().Code())
	ls := m.b.Found().Lines
	out := make([]Row, len(ls))
	for i, l := range ls {
		score, mate := l.Score, l.Mate
		if pos.SideToMove() == rules.Black {
			score, mate = -score, -mate
		}
		r := Row{Rank: i, Move: l.Move, Lower: l.Lower, Text: texts.Line(pos, l.PV, n)}
		switch {
		case mate > 0:
			r.Score, r.Good = fmt.Sprintf("M%d", mate), true
		case mate < 0:
			r.Score, r.Bad = fmt.Sprintf("-M%d", -mate), true
		default:
			r.Score, r.Good, r.Bad = fmt.Sprintf("%+.2f", float64(score)/100), score >= 50, score <= -50
		}
		out[i] = r
	}
	return out
}

// Status is the line over the lines: the game's end where it is over on
// the board, why a move was refused, the search under way, or the depth
// and nodes of the lines shown.
func (m *Board) Status() (string, ui.Tone) {
	if st := m.b.Game().Status(); st.Over() {
		return texts.Result(m.env.Lang(), st), ui.Good
	}
	if m.note != "" {
		return m.note, ui.Problem
	}
	f := m.b.Found()
	if f.Depth == 0 {
		return m.env.Text(i18n.MsgBoardSearching), ui.Dim
	}
	return m.env.Sprintf(i18n.MsgBoardDepth, f.Depth, int(f.Nodes)), ui.Dim
}

// Note is why the last move was refused, "" when none.
func (m *Board) Note() string { return m.note }
