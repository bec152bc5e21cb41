package game

import (
	"image/color"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"xiangqi/game/geom"
	"xiangqi/game/lessons"
	"xiangqi/game/ui"
	"xiangqi/rules"
)

// lessonScreen is the view of one lesson's exercise (lessons.Exercise):
// the lesson's title and explanation above the board, the exercise on the
// board, the task and how the attempt stands under it (in landscape all
// the text beside it, lesson_panel.go), and the keys. It turns presses,
// drags and releases on the board into the model's points; the board
// widget keeps only the pointer's press, drag and the move's animation.
type lessonScreen struct {
	m     *lessons.Exercise
	board boardWidget
	press buttonPress
}

func newLessonScreen(m *lessons.Exercise) *lessonScreen {
	return &lessonScreen{m: m, board: newBoardWidget(false)}
}

func (s *lessonScreen) animate() bool { return s.board.animate() }

// layout is where the lesson screen's parts go (geom.Lesson): the board,
// the title and explanation above it and the task and state under it in
// portrait, all the text beside it in landscape, and the buttons.
func (s *lessonScreen) layout(c *ctx) geom.LessonLayout { return geom.Lesson(c.w, c.h, c.dp) }

func (s *lessonScreen) buttons(c *ctx) []button {
	rs := s.layout(c).Keys
	ks := s.m.Keys()
	bs := make([]button, len(ks))
	for i, k := range ks {
		bs[i] = button{r: rs[i], label: k.Label, primary: k.Primary, disabled: k.Disabled, act: func() { s.key(c, k.Key) }}
	}
	return c.paint.buttonRow(bs)
}

// key taps key k; an exercise begun afresh has a fresh board.
func (s *lessonScreen) key(c *ctx, k lessons.Key) {
	o := s.m.Tap(k)
	if o.Changed && (k == lessons.KeyRetry || k == lessons.KeyPrev || k == lessons.KeyNext) {
		s.board.reset()
	}
	c.apply(o)
}

func (s *lessonScreen) pointer(c *ctx, ps pointerState) {
	if s.press.pointer(c, ps, s.buttons(c)) {
		return
	}
	m := s.m
	try := m.Attempt()
	if try == nil {
		return
	}
	l := s.layout(c).Layout
	b := &s.board
	switch ps.ev {
	case pointerPress:
		sq := rules.NoSquare
		if m.CanMove() {
			sq = b.press(l, ps)
		} else {
			b.pressing = false
		}
		c.apply(m.Press(sq))
	case pointerMove:
		sel := m.Selected()
		if _, redraw := b.drag(l, ps.x, ps.y, func(sq rules.Square) bool { return sq == sel }); redraw {
			c.dirty = true // the dragged piece moved
		}
	case pointerRelease:
		_, to, ok, wasDrag, pressed := b.release(l, ps.x, ps.y)
		if !pressed {
			return
		}
		if !ok {
			to = rules.NoSquare
		}
		before := len(try.Moves())
		o := m.Release(to)
		// A tapped move glides (a dragged piece is already where it lands).
		if ms := try.Moves(); len(ms) > before && !wasDrag && c.settings.Animation {
			mv := ms[len(ms)-1]
			after := try.Position()
			b.startAnim(mv, after.At(mv.To()))
		}
		c.apply(o)
	}
}

// toneInk is the colour of a line of the model's tone.
func toneInk(t ui.Tone) color.RGBA {
	switch t {
	case ui.Good:
		return colGood
	case ui.Problem:
		return colProblem
	}
	return colTextDim
}

func (s *lessonScreen) draw(c *ctx, dst *ebiten.Image) {
	dp := c.dp
	p := c.paint
	ll := s.layout(c)
	m := s.m
	if bd, ok := m.Board(); ok {
		b := s.board // the selection is the model's
		b.sel, b.dests = bd.Selected, bd.Dests
		v := b.view(bd.Pos)
		v.last, v.hint = bd.Last, bd.Hint
		drawBoardView(c, dst, ll.Layout, v)
	}
	if ll.Landscape {
		s.drawPanel(c, dst, ll.Text)
		p.drawButtons(dst, s.buttons(c), &s.press)
		return
	}
	// The title, then the explanation in as large a size as fits.
	r := ll.Intro
	title := m.Title()
	p.drawLine(dst, title, p.fitFace(title, 20*dp, r.W), r.X+r.W/2, r.Y+14*dp, alignCenter, colText)
	body := rect{X: r.X, Y: r.Y + 30*dp, W: r.W, H: r.H - 30*dp}
	drawParagraph(c, dst, m.Intro(), body, 16, 11, colTextDim, alignCenter)
	// The task (with the exercise's number), then the state.
	st := ll.Status
	used := drawParagraph(c, dst, m.TaskLine(), rect{X: st.X, Y: st.Y, W: st.W, H: st.H * 0.62}, 17, 12, colText, alignCenter)
	// The state, wrapped when long (a reason with Black's answer): its
	// first line where a single line always stood.
	line, tone := m.State()
	top := st.Y + used + (16-16*1.35/2)*dp
	drawParagraph(c, dst, line, rect{X: st.X, Y: top, W: st.W, H: math.Max(st.Y+st.H-top, 16*1.35*dp)}, 16, 11, toneInk(tone), alignCenter)
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
