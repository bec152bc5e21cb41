package game

import (
	"errors"
	"image/color"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"xiangqi/game/geom"
	"xiangqi/game/sfx"
	"xiangqi/i18n"
	"xiangqi/learn"
	"xiangqi/rules"
)

// lessonScreen is one lesson: its title and explanation above the board,
// an exercise on the board (a tap on a piece shows where it may go, a tap
// where it may not says why), the task and how the attempt stands under
// it, and Hint, Retry, Previous, Next and back to the lessons. The attempt
// is judged by learn.Attempt at once, on the frame loop: the rules answer
// in microseconds.
type lessonScreen struct {
	lesson   int // index in learn.All
	exercise int
	try      *learn.Attempt
	err      error
	board    boardWidget
	press    buttonPress
	hint     bool   // the player asked for the hint
	note     string // a refusal of the exercise's own (no checks), until the next press
	recorded bool   // the solved exercise is in the progress
}

// openLesson opens lesson i at exercise ex, or at its first unsolved
// exercise when ex is negative.
func openLesson(c *ctx, i, ex int) *lessonScreen {
	l := &learn.All[i]
	if ex < 0 {
		ex = 0
		for ex < len(l.Exercises)-1 && c.lessons.Solved(l.ID, ex) {
			ex++
		}
	}
	s := &lessonScreen{lesson: i}
	s.start(c, ex)
	c.push(s)
	return s
}

func (s *lessonScreen) current() (*learn.Lesson, *learn.Exercise) {
	l := &learn.All[s.lesson]
	return l, &l.Exercises[s.exercise]
}

// start begins exercise ex of the lesson afresh.
func (s *lessonScreen) start(c *ctx, ex int) {
	s.exercise = ex
	_, e := s.current()
	s.try, s.err = learn.NewAttempt(e)
	s.board = newBoardWidget(false)
	s.hint, s.note, s.recorded = false, "", false
	c.dirty = true
}

func (s *lessonScreen) animate() bool { return s.board.animate() }

// layout is where the lesson screen's parts go (geom.Lesson): the board,
// the title and explanation above it and the task and state under it in
// portrait, all the text beside it in landscape, and the buttons.
func (s *lessonScreen) layout(c *ctx) geom.LessonLayout { return geom.Lesson(c.w, c.h, c.dp) }

func (s *lessonScreen) buttons(c *ctx) []button {
	rs := s.layout(c).Keys
	l := &learn.All[s.lesson]
	try := s.try
	var st learn.State
	hint := rules.NoMove
	moved := false
	if try != nil {
		st, hint, moved = try.State(), try.Hint(), len(try.Moves()) > 0
	}
	return c.paint.buttonRow([]button{
		{r: rs[0], label: c.text(i18n.MsgHint), disabled: hint == rules.NoMove || s.hint, act: func() { s.hint = true; c.dirty = true }},
		{r: rs[1], label: c.text(i18n.MsgRetry), primary: st == learn.Failed, disabled: !moved && !s.hint, act: func() { s.start(c, s.exercise) }},
		{r: rs[2], label: c.text(i18n.MsgLessonPrev), disabled: s.exercise == 0, act: func() { s.start(c, s.exercise-1) }},
		{r: rs[3], label: c.text(i18n.MsgLessonNext), primary: st == learn.Solved, disabled: s.exercise+1 >= len(l.Exercises), act: func() { s.start(c, s.exercise+1) }},
		{r: rs[4], label: c.text(i18n.MsgLessonList), act: func() { c.pop() }},
	})
}

func (s *lessonScreen) pointer(c *ctx, ps pointerState) {
	if s.press.pointer(c, ps, s.buttons(c)) {
		return
	}
	if s.try == nil {
		return
	}
	if ps.ev == pointerPress {
		s.note = ""
	}
	pos := s.try.Position()
	m, animate, redraw := s.board.pickMove(s.layout(c).Layout, ps, pos, s.try.State() == learn.Playing)
	if redraw {
		c.dirty = true
	}
	if m != rules.NoMove {
		s.play(c, m, animate)
	}
}

// play makes the player's move and records a solved exercise.
func (s *lessonScreen) play(c *ctx, m rules.Move, animate bool) {
	pos := s.try.Position()
	captured := pos.At(m.To()) != rules.Empty
	s.board.deselect()
	c.dirty = true
	if err := s.try.Play(m); err != nil {
		if errors.Is(err, learn.ErrNoCheck) {
			s.note = c.text(i18n.MsgLessonNoCheck)
		}
		return
	}
	s.hint = false
	if animate && c.settings.Animation {
		after := s.try.Position()
		s.board.startAnim(m, after.At(m.To()))
	}
	switch {
	case s.try.State() == learn.Solved && !s.recorded:
		l, _ := s.current()
		c.lessons.MarkSolved(l.ID, s.exercise)
		s.recorded = true
		c.playSound(soundEnd)
		c.save()
	case s.try.State() == learn.Failed:
		c.playSound(soundEnd)
	default:
		after := s.try.Position()
		c.playSound(sfx.ForMove(false, after.InCheck(), captured))
	}
}

// stateLine is how the attempt stands, and its colour.
func (s *lessonScreen) stateLine(c *ctx) (string, color.RGBA) {
	if s.err != nil {
		return s.err.Error(), colProblem
	}
	try := s.try
	st := try.Status()
	outcome := ""
	if st.Over() {
		res := map[rules.Result]i18n.Msg{rules.RedWins: i18n.MsgRedWins, rules.BlackWins: i18n.MsgBlackWins, rules.Draw: i18n.MsgDraw}[st.Result]
		outcome = c.text(res) + " — " + c.text(reasonMsg(st.Reason))
	}
	switch try.State() {
	case learn.Solved:
		if _, e := s.current(); e.Goal == learn.Ruling {
			return outcome, colGood // the ruling is the lesson
		}
		if outcome != "" {
			return c.text(i18n.MsgLessonSolved) + "  " + outcome, colGood
		}
		return c.text(i18n.MsgLessonSolved), colGood
	case learn.Failed:
		if outcome != "" {
			return outcome + " · " + c.text(i18n.MsgLessonFailed), colProblem
		}
		if why, _ := s.miss(c); why != "" {
			return why, colProblem
		}
		return c.text(i18n.MsgLessonFailed), colProblem
	}
	if s.note != "" {
		return s.note, colProblem
	}
	if why := refusalText(c, try.Position(), s.board.refused); why != "" {
		return why, colProblem
	}
	if len(try.Moves()) == 0 && s.board.sel == rules.NoSquare {
		return c.text(i18n.MsgLessonTapPiece), colTextDim
	}
	return c.sprintf(i18n.MsgMovesLeft, try.MovesLeft()), colTextDim
}

// missMsgs say why a failed attempt failed, by learn.Miss.
var missMsgs = map[learn.Miss]i18n.Msg{
	learn.MissNoCheck:        i18n.MsgLessonMissNoCheck,
	learn.MissTargetStays:    i18n.MsgLessonMissTarget,
	learn.MissGeneralEscapes: i18n.MsgLessonMissEscape,
	learn.MissCapture:        i18n.MsgLessonMissCapture,
	learn.MissCover:          i18n.MsgLessonMissCover,
}

// miss says why the failed attempt failed ("" when the rules say nothing
// more than "not this time") and, for a check that is not mate, Black's
// answer that shows it, which the board plays, as a puzzle shows its
// refutation; NoMove otherwise.
func (s *lessonScreen) miss(c *ctx) (string, rules.Move) {
	if s.try == nil {
		return "", rules.NoMove
	}
	miss, answer := s.try.Miss()
	m, ok := missMsgs[miss]
	if !ok {
		return "", rules.NoMove
	}
	if answer == rules.NoMove {
		return c.text(m), rules.NoMove
	}
	pos := s.try.Position()
	return c.sprintf(m, pos.Notate(answer, c.settings.MoveNotation(c.lang.Code()))), answer
}

func (s *lessonScreen) draw(c *ctx, dst *ebiten.Image) {
	dp := c.dp
	p := c.paint
	ll := s.layout(c)
	l, e := s.current()
	if s.try != nil {
		v := s.board.view(s.try.Position())
		if ms := s.try.Game().Moves(); len(ms) > 0 {
			v.last = ms[len(ms)-1]
		} else if ms := s.try.Moves(); len(ms) > 0 {
			v.last = ms[len(ms)-1]
		}
		if _, answer := s.miss(c); answer != rules.NoMove {
			// Black's answer on the board: the check was not mate.
			v.pos.MakeMove(answer)
			v.last = answer
		}
		if s.hint {
			v.hint = s.try.Hint()
		}
		drawBoardView(c, dst, ll.Layout, v)
	}
	if ll.Landscape {
		s.drawPanel(c, dst, ll.Text)
		p.drawButtons(dst, s.buttons(c), &s.press)
		return
	}
	// The title, then the explanation in as large a size as fits.
	r := ll.Intro
	title := lessonLabel(c, l.Title)
	p.drawLine(dst, title, p.fitFace(title, 20*dp, r.W), r.X+r.W/2, r.Y+14*dp, alignCenter, colText)
	body := rect{X: r.X, Y: r.Y + 30*dp, W: r.W, H: r.H - 30*dp}
	drawParagraph(c, dst, lessonLabel(c, l.Intro), body, 16, 11, colTextDim, alignCenter)
	// The task (with the exercise's number), then the state.
	st := ll.Status
	task := c.sprintf(i18n.MsgExerciseOf, s.exercise+1, len(l.Exercises)) + " · " + lessonLabel(c, e.Task)
	used := drawParagraph(c, dst, task, rect{X: st.X, Y: st.Y, W: st.W, H: st.H * 0.62}, 17, 12, colText, alignCenter)
	// The state, wrapped when long (a reason with Black's answer): its
	// first line where a single line always stood.
	line, ink := s.stateLine(c)
	top := st.Y + used + (16-16*1.35/2)*dp
	drawParagraph(c, dst, line, rect{X: st.X, Y: top, W: st.W, H: math.Max(st.Y+st.H-top, 16*1.35*dp)}, 16, 11, ink, alignCenter)
	p.drawButtons(dst, s.buttons(c), &s.press)
}

// drawParagraph writes s wrapped to r's width, in the largest size from px
// down to minPx (dp) whose lines fit r's height, and returns the height
// used.
func drawParagraph(c *ctx, dst *ebiten.Image, s string, r rect, px, minPx float64, ink color.RGBA, a align) float64 {
	dp := c.dp
	var lines []string
	var face text.Face
	size := px
	for {
		face = c.paint.fonts.UI(size * dp)
		lines = wrapText(s, face, r.W)
		if float64(len(lines))*size*1.35*dp <= r.H || size <= minPx {
			break
		}
		size = math.Max(minPx, size-1)
	}
	lh := size * 1.35 * dp
	for i, line := range lines {
		x := r.X
		if a == alignCenter {
			x += r.W / 2
		}
		c.paint.drawLine(dst, line, face, x, r.Y+lh*(float64(i)+0.5), a, ink)
	}
	return float64(len(lines)) * lh
}

// wrapText breaks s into lines no wider than w: between words, and within
// a word too long for a line (Chinese, which has no spaces) between
// characters, never before a closing mark.
func wrapText(s string, face text.Face, w float64) []string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(s) {
		try := word
		if line != "" {
			try = line + " " + word
		}
		if measure(try, face) <= w {
			line = try
			continue
		}
		if line != "" && measure(word, face) <= w {
			lines = append(lines, line)
			line = word
			continue
		}
		// Break the word between characters, after a space when it
		// follows another word on the line.
		if line != "" {
			line += " "
		}
		for _, r := range word {
			ch := string(r)
			next := line + ch
			if measure(next, face) > w && strings.TrimSpace(line) != "" && !closingMark(r) {
				lines = append(lines, strings.TrimSpace(line))
				line = ch
				continue
			}
			line = next
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// closingMark reports whether r must not begin a line (Chinese
// punctuation that closes).
func closingMark(r rune) bool {
	return utf8.RuneLen(r) > 1 && strings.ContainsRune("，。：；！？、）》", r)
}
