package game

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game/lessons"
	"xiangqi/i18n"
	"xiangqi/learn"
)

// lessonsScreen is the view of the Learn screen (lessons.List): the
// lessons by group, each a button with how many of its exercises are
// solved, in a view that scrolls when they do not fit.
type lessonsScreen struct {
	m      *lessons.List
	scroll scroller
	press  buttonPress
}

func openLessons(c *ctx) *lessonsScreen {
	if c.game.Match() != nil {
		c.game.Match().Pause()
	}
	s := &lessonsScreen{m: lessons.NewList(c.env(), &c.lessons)}
	c.push(s)
	return s
}

// lessonsGeometry is the list's column, its view between the count and
// Back, and the height of a heading and of a lesson's row.
type lessonsGeometry struct {
	col     rect
	top     float64
	bottom  float64
	heading float64
	row     float64
	gap     float64
	backY   float64
	content float64
}

func (s *lessonsScreen) geometry(c *ctx) lessonsGeometry {
	dp := c.dp
	cw := math.Min(float64(c.w)-24*dp, 560*dp)
	g := lessonsGeometry{col: rect{X: (float64(c.w) - cw) / 2, Y: 0, W: cw, H: float64(c.h)}, top: 100 * dp, heading: 34 * dp, row: 52 * dp, gap: 6 * dp}
	g.backY = float64(c.h) - (buttonDP+14)*dp
	g.bottom = g.backY - 8*dp
	g.content = float64(learn.NumGroups)*g.heading + float64(len(learn.All))*(g.row+g.gap)
	return g
}

func (g lessonsGeometry) maxScroll() float64 { return math.Max(0, g.content-(g.bottom-g.top)) }

func (g lessonsGeometry) view() rect {
	return rect{X: g.col.X - 4, Y: g.top, W: g.col.W + 8, H: g.bottom - g.top}
}

// buttons are the lessons at least half in view, then Back.
func (s *lessonsScreen) buttons(c *ctx) []button {
	dp := c.dp
	g := s.geometry(c)
	bs := s.lessonButtons(c, g, s.m.Rows(), false)
	return append(bs, button{r: rect{X: g.col.X, Y: g.backY, W: g.col.W, H: buttonDP * dp}, label: c.text(i18n.MsgBack), primary: true, act: func() { c.apply(s.m.Back()) }})
}

// lessonButtons are the lessons at least half in view (which can be
// tapped), or with edge those only partly in view (drawn to the view's
// edge, not tapped).
func (s *lessonsScreen) lessonButtons(c *ctx, g lessonsGeometry, rows []lessons.Row, edge bool) []button {
	s.scroll.clamp(g.maxScroll())
	var bs []button
	y := g.top - s.scroll.offset
	for _, row := range rows {
		if row.Head != "" {
			y += g.heading
		}
		half := y+g.row/2 >= g.top && y+g.row/2 <= g.bottom
		if half != edge && (!edge || (y+g.row > g.top && y < g.bottom)) {
			i := row.Lesson
			bs = append(bs, button{r: rect{X: g.col.X, Y: y, W: g.col.W, H: g.row}, label: row.Label,
				sub: row.Sub, done: row.Done, act: func() { c.apply(s.m.Open(i)) }})
		}
		y += g.row + g.gap
	}
	return bs
}

func (s *lessonsScreen) pointer(c *ctx, ps pointerState) {
	if !s.scroll.take(c, ps, s.geometry(c).maxScroll(), &s.press) {
		s.press.pointer(c, ps, s.buttons(c))
	}
}

func (s *lessonsScreen) draw(c *ctx, dst *ebiten.Image) {
	dp := c.dp
	p := c.paint
	w := float64(c.w)
	title := s.m.Title()
	p.drawLine(dst, title, p.fitFace(title, 28*dp, w-24*dp), w/2, 40*dp, alignCenter, colText)
	count := s.m.Count()
	p.drawLine(dst, count, p.fitFace(count, 17*dp, w-24*dp), w/2, 74*dp, alignCenter, colTextDim)
	g := s.geometry(c)
	v := g.view()
	view := dst.SubImage(image.Rect(int(v.X), int(v.Y), int(v.X+v.W), int(v.Y+v.H))).(*ebiten.Image)
	rows := s.m.Rows()
	y := g.top - s.scroll.offset
	for _, row := range rows {
		if row.Head != "" {
			p.drawLine(view, row.Head, p.fitFace(row.Head, 17*dp, g.col.W), g.col.X, y+g.heading/2, alignLeft, colText)
			y += g.heading
		}
		y += g.row + g.gap
	}
	for _, b := range s.lessonButtons(c, g, rows, true) {
		p.drawButton(view, b, false) // scrolled half out
	}
	bs := s.buttons(c)
	for i, b := range bs {
		on := view
		if i == len(bs)-1 {
			on = dst
		}
		p.drawButton(on, b, s.press.pressed(i))
	}
	s.scroll.drawBar(c, dst, v, g.maxScroll())
}
