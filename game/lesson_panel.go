package game

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// The lesson screen's text beside the board in landscape: the title, the
// explanation, the lesson's progress, the task and how the attempt
// stands. Where there is room the progress is the list of the lesson's
// exercises, each with its task and a mark (solved, current); else a row
// of dots and the count done over the current task.

// Sizes of the panel's text, in dp: the explanation's, the task's and the
// state's at scale 1, and the smallest each may take.
const (
	lpTitleDP    = 24
	lpIntroDP    = 17
	lpIntroMinDP = 11
	lpTaskDP     = 17
	lpTaskMinDP  = 12
	lpStateDP    = 16
	lpStateMinDP = 12
	lpDotsDP     = 34 // the row of dots
	lpDotDP      = 8  // a dot's radius
	lpMarkDP     = 34 // the list's marks' column
	// lpMaxScale is how much larger the text may grow on a roomy panel;
	// the exercises' list is shown only at scale 1 or more.
	lpMaxScale = 1.5
)

// lessonRows are where the panel's parts go, from the top, and the text's
// sizes (dp). With a list, exercises holds each exercise's row (the
// current one's task, state included); without, dots is the row of dots
// and task the current task.
type lessonRows struct {
	title, intro, dots, task, state rect
	exercises                       []rect
	titlePx, introPx, taskPx        float64
	otherPx, statePx                float64
}

// lessonTexts are the panel's texts: the explanation, every exercise's
// task with its number, the current one's state and its colour.
type lessonTexts struct {
	intro   string
	tasks   []string
	current int
	state   string
	ink     color.RGBA
}

func (s *lessonScreen) panelTexts(c *ctx) lessonTexts {
	m := s.m
	t := lessonTexts{intro: m.Intro(), tasks: m.Tasks(), current: m.Current()}
	state, tone := m.State()
	t.state, t.ink = state, toneInk(tone)
	return t
}

// lessonPanelRows lays the panel r out at the largest scale (up to
// lpMaxScale) at which the text fits: with the exercises' list where it
// fits at that scale, else with the dots.
func lessonPanelRows(c *ctx, r rect, t lessonTexts) lessonRows {
	dp := c.dp
	foot := r.Y + r.H
	var lr lessonRows
	for k := lpMaxScale; ; k -= 0.05 {
		lr = lessonRows{titlePx: math.Max(lpTitleDP, math.Round(lpTitleDP*k))}
		lr.title = rect{X: r.X, Y: r.Y, W: r.W, H: lr.titlePx * 1.4 * dp}
		top := r.Y + lr.title.H + 4*dp
		lr.introPx = math.Max(lpIntroMinDP, math.Round(lpIntroDP*k))
		lr.taskPx = math.Max(lpTaskMinDP, math.Round(lpTaskDP*k))
		lr.otherPx = math.Max(lpTaskMinDP, math.Round(lpTaskDP*k*0.85))
		lr.statePx = math.Max(lpStateMinDP, math.Round(lpStateDP*k))
		smallest := lr.introPx+lr.taskPx+lr.statePx <= lpIntroMinDP+lpTaskMinDP+lpStateMinDP
		introH := paragraphHeight(c, t.intro, r.W, lr.introPx)
		lr.intro = rect{X: r.X, Y: top, W: r.W, H: introH}
		y := top + introH + 8*dp
		// The list: a row per exercise, the text right of its mark.
		tw := r.W - lpMarkDP*dp
		listY := y
		for i, task := range t.tasks {
			px := lr.otherPx
			if i == t.current {
				px = lr.taskPx
			}
			h := paragraphHeight(c, task, tw, px)
			if i == t.current {
				lr.task = rect{X: r.X + lpMarkDP*dp, Y: listY, W: tw, H: h}
				sh := paragraphHeight(c, t.state, tw, lr.statePx)
				lr.state = rect{X: lr.task.X, Y: listY + h, W: tw, H: sh}
				h += sh
			}
			lr.exercises = append(lr.exercises, rect{X: r.X, Y: listY, W: r.W, H: h})
			listY += h + 10*dp
		}
		if len(t.tasks) > 1 && listY <= foot && k >= 1 {
			return lr
		}
		// The dots, then the current task and the state.
		lr.exercises = nil
		lr.dots = rect{X: r.X, Y: y - 2*dp, W: r.W, H: lpDotsDP * dp}
		y = lr.dots.Y + lr.dots.H + 4*dp
		th := paragraphHeight(c, t.tasks[t.current], r.W, lr.taskPx)
		lr.task = rect{X: r.X, Y: y, W: r.W, H: th}
		sh := paragraphHeight(c, t.state, r.W, lr.statePx)
		lr.state = rect{X: r.X, Y: y + th, W: r.W, H: sh}
		if lr.state.Y+sh <= foot || smallest {
			return lr
		}
	}
}

// drawPanel writes the lesson's text in the landscape panel r.
func (s *lessonScreen) drawPanel(c *ctx, dst *ebiten.Image, r rect) {
	dp := c.dp
	p := c.paint
	m := s.m
	t := s.panelTexts(c)
	lr := lessonPanelRows(c, r, t)
	title := m.Title()
	p.drawLine(dst, title, p.fitFace(title, lr.titlePx*dp, r.W), r.X, lr.title.Y+lr.title.H/2, alignLeft, colText)
	drawParagraph(c, dst, t.intro, lr.intro, lr.introPx, lr.introPx, colTextDim, alignLeft)
	dot := lpDotDP * dp
	mark := func(i int, x, y float64) {
		if m.Solved(i) {
			p.fillCircle(dst, x, y, dot, colGood)
		} else {
			p.strokeCircle(dst, x, y, dot, 2*dp, colTextDim)
		}
		if i == t.current {
			p.strokeCircle(dst, x, y, dot+4*dp, 2*dp, colText)
		}
	}
	if lr.exercises != nil {
		for i, er := range lr.exercises {
			if i == t.current {
				mark(i, er.X+dot+4*dp, er.Y+lr.taskPx*1.35*dp/2)
				continue
			}
			mark(i, er.X+dot+4*dp, er.Y+lr.otherPx*1.35*dp/2)
			tr := rect{X: er.X + lpMarkDP*dp, Y: er.Y, W: er.W - lpMarkDP*dp, H: er.H}
			drawParagraph(c, dst, t.tasks[i], tr, lr.otherPx, lr.otherPx, colTextDim, alignLeft)
		}
	} else {
		x := r.X + dot + 4*dp
		cy := lr.dots.Y + lr.dots.H/2
		for i := range t.tasks {
			mark(i, x, cy)
			x += 2*dot + 12*dp
		}
		count := m.DoneLine()
		p.drawLine(dst, count, p.fitFace(count, 16*dp, r.X+r.W-x), x, cy, alignLeft, colTextDim)
	}
	drawParagraph(c, dst, t.tasks[t.current], lr.task, lr.taskPx, lr.taskPx, colText, alignLeft)
	drawParagraph(c, dst, t.state, lr.state, lr.statePx, lr.statePx, t.ink, alignLeft)
}

// paragraphHeight is the height of s wrapped to width w at px (dp), as
// drawParagraph writes it.
func paragraphHeight(c *ctx, s string, w, px float64) float64 {
	return float64(len(wrapText(s, c.paint.fonts.UI(px*c.dp), w))) * px * 1.35 * c.dp
}
