package geom

// The analysis board's figures, in dp: the status line and each line of
// the engine's under the board.
const (
	BoardStatusDP = 22
	BoardLineDP   = 25
)

// BoardLayout is the analysis board's screen: the board, and under it
// (beside it in landscape) a status line, the engine's lines (room for
// the most it shows, session.MaxLines), and two rows of buttons.
type BoardLayout struct {
	Layout
	Status, Lines, Nav, Actions Rect
}

// boardLines is the number of the engine's lines the layout keeps room
// for (session.MaxLines; geom does not import session).
const boardLines = 5

// AnalysisBoard lays the analysis board out on a w×h screen at dp device
// pixels per dp.
func AnalysisBoard(w, h int, dp float64) BoardLayout {
	if dp <= 0 {
		dp = 1
	}
	gap := 4 * dp
	below := BoardStatusDP + boardLines*BoardLineDP + 2*ButtonDP + 5*4
	l := Around(w, h, dp, 0, float64(below), 300)
	var x, y, pw, bottom float64
	if l.Landscape {
		x, y, pw = l.Panel.X, l.Board.Y, l.Panel.W
		bottom = l.Board.Y + l.Board.H
	} else {
		x, y, pw = l.Panel.X, l.Board.Y+l.Board.H+gap, l.Panel.W
		bottom = l.H - 6*dp
	}
	b := BoardLayout{Layout: l}
	b.Actions = Rect{x, bottom - ButtonDP*dp, pw, ButtonDP * dp}
	b.Nav = Rect{x, b.Actions.Y - gap - ButtonDP*dp, pw, ButtonDP * dp}
	b.Status = Rect{x, y, pw, BoardStatusDP * dp}
	top := b.Status.Y + b.Status.H + gap
	b.Lines = Rect{x, top, pw, max(0, min(b.Nav.Y-gap-top, boardLines*BoardLineDP*dp))}
	return b
}

// StepsRow lays a row out in r with steps buttons whose labels are one
// glyph (|◀, ◀, ▶, ▶|) first, each at most StepDP wide (dp per dp), and
// then words buttons of words, which share the rest: the steps give the
// words the room they need.
func StepsRow(r Rect, steps, words int, gap, dp float64) []Rect {
	n := steps + words
	step := min((r.W-float64(n-1)*gap)/float64(n), StepDP*dp)
	out := make([]Rect, 0, n)
	for i := range steps {
		out = append(out, Rect{X: r.X + float64(i)*(step+gap), Y: r.Y, W: step, H: r.H})
	}
	x := r.X + float64(steps)*(step+gap)
	return append(out, Row(Rect{X: x, Y: r.Y, W: r.X + r.W - x, H: r.H}, words, gap)...)
}

// StepDP is the most a step button of StepsRow is wide: wider than a
// fingertip, narrower than a word.
const StepDP = 40
