package game

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/analysis"
	"xiangqi/game/explorer"
	"xiangqi/game/geom"
	"xiangqi/game/session"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// explorerScreen is the view of the opening explorer (issue 28; the
// model explorer.Explorer): the board, the source tabs, the buttons and
// the table of moves, its rows scrolled. The model counts and searches
// off the frame loop; the view polls it and closes it with the screen.
type explorerScreen struct {
	m      *explorer.Explorer
	rowAt  []int // the table's row of each row button in view (buttons)
	board  boardWidget
	scroll scroller
	press  buttonPress
}

// openExplorer opens the explorer on the last position of g, board
// turned as flipped.
func openExplorer(c *ctx, g *rules.Game, flipped bool) *explorerScreen {
	own := session.IndexSource(func() session.GameIndex { return c.index.Wait() })
	if c.index == nil {
		own = func() session.GameIndex { return nil }
	}
	opt := session.ExplorerOptions{PerMove: c.cfg.ExplorerTime, Threads: 1, HashMiB: 4}
	if opt.PerMove <= 0 {
		opt.PerMove = session.DefaultExplorerTime
	}
	if c.explorerDepth > 0 {
		opt.PerMove, opt.Depth = 0, c.explorerDepth
	}
	s := &explorerScreen{m: explorer.New(c.env(), g, c.masterIndex(), own, opt).WithGame(c.game), board: newBoardWidget(flipped)}
	c.push(s)
	return s
}

// masterIndex is the master games' index, built at its first use.
func (c *ctx) masterIndex() *session.MasterIndex {
	if c.masters == nil {
		c.masters = &session.MasterIndex{}
	}
	return c.masters
}

// layout is the screen's layout; without a credit to show (the player's
// games) the table takes the credit's room too, the board staying put.
func (s *explorerScreen) layout(c *ctx) geom.ExplorerLayout {
	l := geom.Explorer(c.w, c.h, c.dp)
	if s.m.Credit() == "" {
		l.Table.H = l.Credit.Y + l.Credit.H - l.Table.Y
		l.Credit.H = 0
	}
	return l
}

// rowH is a table row's height with the gap under it.
func (s *explorerScreen) rowH(c *ctx) float64 { return geom.ExplorerRowDP * c.dp }

// maxScroll is how far the table can move up.
func (s *explorerScreen) maxScroll(c *ctx, l geom.ExplorerLayout) float64 {
	rows, _ := s.m.Rows()
	return math.Max(0, float64(len(rows))*s.rowH(c)-l.Table.H)
}

// buttons are the source tabs, the row of buttons, then the table's rows
// in view (their labels empty: drawRows draws them).
func (s *explorerScreen) buttons(c *ctx) []button {
	l := s.layout(c)
	m := s.m
	tap := func(t explorer.Target) func() { return func() { s.apply(c, m.Tap(t)) } }
	tab := func(t explorer.Target) func() {
		return func() {
			s.scroll.offset = 0
			c.apply(m.Tap(t))
		}
	}
	tabs := rowRects(l.Tabs, 2, 6*c.dp)
	bs := []button{
		{r: tabs[0], label: c.text(i18n.MsgExplorerMasters), selected: m.Source() == session.MasterGames, px: 15 * c.dp, act: tab(explorer.Masters)},
		{r: tabs[1], label: c.text(i18n.MsgExplorerMine), selected: m.Source() == session.OwnGames, px: 15 * c.dp, act: tab(explorer.Mine)},
	}
	rs := geom.StepsRow(l.Buttons, 2, 3, 6*c.dp, c.dp) // the steps narrower, for the words
	at := m.AtRoot()
	bs = append(bs, c.paint.buttonRow([]button{
		{r: rs[0], label: "|◀", disabled: at, act: tap(explorer.ToRoot)},
		{r: rs[1], label: "◀", disabled: at, act: tap(explorer.StepBack)},
		{r: rs[2], label: c.text(i18n.MsgAnalysisBoardShort), disabled: !m.CanPlay(), act: func() { c.apply(m.Board(s.board.flipped)) }},
		{r: rs[3], label: c.text(i18n.MsgPlayFromHere), disabled: !m.CanPlay(), act: tap(explorer.PlayFromHere)},
		{r: rs[4], label: c.text(i18n.MsgBack), act: tap(explorer.Close)},
	})...)
	rows, _ := m.Rows()
	h := s.rowH(c)
	s.rowAt = s.rowAt[:0]
	for i := range rows {
		y := l.Table.Y + float64(i)*h - s.scroll.offset
		if y+h <= l.Table.Y || y >= l.Table.Y+l.Table.H {
			continue
		}
		// A row half out of view is tapped only on its part in view.
		top, bottom := math.Max(y, l.Table.Y), math.Min(y+h-2*c.dp, l.Table.Y+l.Table.H)
		bs = append(bs, button{r: rect{X: l.Table.X, Y: top, W: l.Table.W, H: bottom - top}, act: func() {
			s.follow(c, false, func() ui.Outcome { return m.Follow(i) })
		}})
		s.rowAt = append(s.rowAt, i)
	}
	return bs
}

// rowButtons is where the table's rows begin among the buttons.
const rowButtons = 7

// apply carries out the model's answer to ◀, |◀, Play from here or Back:
// a board stepped back is shown from the table's top, nothing selected
// or moving on it.
func (s *explorerScreen) apply(c *ctx, o ui.Outcome) {
	if o.Changed {
		s.board.deselect()
		s.board.anim = rules.NoMove
		s.scroll.offset = 0
	}
	c.apply(o)
}

// follow follows a move from the table or on the board through the
// model (play): played, it is animated (unless the piece was dragged
// there) and its table shown from the top.
func (s *explorerScreen) follow(c *ctx, dragged bool, play func() ui.Outcome) {
	n := len(s.m.Path())
	o := play()
	if path := s.m.Path(); len(path) > n {
		mv := path[len(path)-1]
		if !dragged && c.settings.Animation {
			after := s.m.Position()
			s.board.startAnim(mv, after.At(mv.To()))
		}
		s.board.deselect()
		s.scroll.offset = 0
	}
	c.apply(o)
}

func (s *explorerScreen) pointer(c *ctx, ps pointerState) {
	l := s.layout(c)
	if ps.wheel != 0 && !l.Table.Contains(ps.x, ps.y) {
		ps.wheel = 0 // the wheel scrolls the table only over it
	}
	if (s.scroll.down || l.Table.Contains(ps.x, ps.y)) && s.scroll.take(c, ps, s.maxScroll(c, l), &s.press) {
		return
	}
	if s.press.pointer(c, ps, s.buttons(c)) {
		return
	}
	pos := s.m.Position()
	mv, animate, redraw := s.board.pickMove(l.Layout, ps, pos, !pos.Status().Over())
	if redraw {
		c.dirty = true
	}
	if mv != rules.NoMove {
		s.follow(c, !animate, func() ui.Outcome { return s.m.Move(mv.From(), mv.To()) })
	}
}

// keys: the left arrow and Home take back, as ◀ and |◀.
func (s *explorerScreen) keys(c *ctx, ps pointerState) bool {
	switch {
	case ps.home:
		s.apply(c, s.m.Tap(explorer.ToRoot))
	case ps.step < 0:
		s.apply(c, s.m.Tap(explorer.StepBack))
	}
	return false
}

func (s *explorerScreen) poll(c *ctx) { c.apply(s.m.Poll()) }

func (s *explorerScreen) animate() bool { return s.board.animate() }

func (s *explorerScreen) pause(*ctx)  { s.m.Pause() }
func (s *explorerScreen) resume(*ctx) { s.m.Resume() }
func (s *explorerScreen) close(*ctx)  { s.m.Close() }

func (s *explorerScreen) draw(c *ctx, dst *ebiten.Image) {
	l := s.layout(c)
	p := c.paint
	dp := c.dp
	m := s.m
	v := s.board.view(m.Position())
	if last := m.LastMove(); last != rules.NoMove {
		v.last = last
	}
	drawBoardView(c, dst, l.Layout, v)
	s.scroll.clamp(s.maxScroll(c, l))
	bs := s.buttons(c)
	for i, b := range bs[:rowButtons] {
		p.drawButton(dst, b, s.press.pressed(i))
	}
	s.drawLine(c, dst, l)
	s.drawCredit(c, dst, l)
	if msg := m.Notice(); msg != "" {
		p.drawLine(dst, msg, p.fitFace(msg, 16*dp, l.Table.W), l.Table.X+l.Table.W/2, l.Table.Y+28*dp, alignCenter, colTextDim)
		return
	}
	s.drawHead(c, dst, l)
	view := dst.SubImage(image.Rect(int(l.Table.X), int(l.Table.Y), int(l.Table.X+l.Table.W), int(l.Table.Y+l.Table.H))).(*ebiten.Image)
	for k, i := range s.rowAt {
		s.drawRow(c, view, l, i, m.Row(i), s.press.pressed(rowButtons+k))
	}
	s.scroll.drawBar(c, dst, rect{X: l.Table.X - 4*dp, Y: l.Table.Y, W: l.Table.W, H: l.Table.H}, s.maxScroll(c, l))
}

// explorerColumns are the table's columns across w: the move, the games,
// the results' bar, the score (x of each left edge, and the bar's width).
type explorerColumns struct{ move, games, bar, barW, score, end float64 }

func columnsOf(l geom.ExplorerLayout) explorerColumns {
	x, w := l.Table.X, l.Table.W
	return explorerColumns{move: x + 0.03*w, games: x + 0.40*w, bar: x + 0.43*w, barW: 0.34 * w, score: x + 0.97*w, end: x + w}
}

// drawLine is the line over the table: how many games reached the board,
// then the moves played since the explorer opened (the last that fit).
func (s *explorerScreen) drawLine(c *ctx, dst *ebiten.Image, l geom.ExplorerLayout) {
	p := c.paint
	dp := c.dp
	face := p.fonts.UI(14 * dp)
	line := s.m.Line(func(t string) bool { return measure(t, face) <= l.Line.W })
	text, px := p.fitLine(line, 14*dp, minLabelDP*dp, l.Line.W)
	p.drawLine(dst, text, p.fonts.UI(px), l.Line.X, l.Line.Y+l.Line.H/2, alignLeft, colTextDim)
}

// drawCredit draws the credit of the data counted in under the table, on
// one line or two, in the largest type from 11 dp down at which it fits
// two (the licence asks for the whole credit, so it is never cut).
func (s *explorerScreen) drawCredit(c *ctx, dst *ebiten.Image, l geom.ExplorerLayout) {
	credit := s.m.Credit()
	if credit == "" {
		return
	}
	p := c.paint
	px := 11 * c.dp
	lines := wrapText(credit, p.fonts.UI(px), l.Credit.W)
	for len(lines) > 2 && px > 7*c.dp {
		px *= 0.9
		lines = wrapText(credit, p.fonts.UI(px), l.Credit.W)
	}
	lh := l.Credit.H / 2
	y := l.Credit.Y + lh/2
	if len(lines) == 1 {
		y = l.Credit.Y + l.Credit.H/2
	}
	for i, line := range lines {
		p.drawLine(dst, line, p.fonts.UI(px), l.Credit.X, y+float64(i)*lh, alignLeft, colTextDim)
	}
}

// drawHead is the table's head: what each column is.
func (s *explorerScreen) drawHead(c *ctx, dst *ebiten.Image, l geom.ExplorerLayout) {
	p := c.paint
	dp := c.dp
	col := columnsOf(l)
	y := l.Head.Y + l.Head.H/2
	face := p.fonts.UI(12 * dp)
	h := s.m.Head()
	p.drawLine(dst, h.Move, face, col.move, y, alignLeft, colTextDim)
	p.drawLine(dst, h.Games, face, col.games, y, alignRight, colTextDim)
	room := col.score - measure(h.Score, face) - 8*dp - col.bar
	text, px := p.fitLine(h.Results, 12*dp, 10*dp, room)
	p.drawLine(dst, text, p.fonts.UI(px), col.bar, y, alignLeft, colTextDim)
	p.drawLine(dst, h.Score, face, col.score, y, alignRight, colTextDim)
}

// The results' bar: Red's wins, the draws, Black's wins, and the games
// whose result is not known.
var (
	colBarRed     = colRedPiece
	colBarDraw    = colIvoryEdge
	colBarBlack   = colBlackPiece
	colBarUnknown = colDisabled
)

// drawRow draws row i of the table into view.
func (s *explorerScreen) drawRow(c *ctx, view *ebiten.Image, l geom.ExplorerLayout, i int, r explorer.Row, down bool) {
	p := c.paint
	dp := c.dp
	h := s.rowH(c)
	y := l.Table.Y + float64(i)*h - s.scroll.offset
	bg := colButton
	if down {
		bg = colButtonDown
	}
	box := rect{X: l.Table.X, Y: y, W: l.Table.W, H: h - 4*dp}
	p.fillRoundRect(view, box, 8*dp, bg)
	mid := box.Y + box.H/2
	col := columnsOf(l)
	p.drawLine(view, r.MoveText, p.fitFace(r.MoveText, 17*dp, col.games-col.move-48*dp), col.move, mid, alignLeft, colText)
	p.drawLine(view, r.CountText, p.fonts.UI(15*dp), col.games, mid, alignRight, colText)
	// The bar: each part as wide as its share of the games.
	bar := rect{X: col.bar, Y: mid - 7*dp, W: col.barW, H: 14 * dp}
	x := bar.X
	for _, part := range []struct {
		n   int
		ink color.RGBA
	}{{r.RedWins, colBarRed}, {r.Draws, colBarDraw}, {r.BlackWins, colBarBlack}, {r.Unknown(), colBarUnknown}} {
		if part.n == 0 || r.Games == 0 {
			continue
		}
		w := bar.W * float64(part.n) / float64(r.Games)
		p.fillRoundRect(view, rect{X: x, Y: bar.Y, W: math.Max(w, 1), H: bar.H}, 2*dp, part.ink)
		x += w
	}
	if r.Percent != "" {
		p.drawLine(view, r.Percent, p.fonts.UI(11*dp), bar.X+3*dp, mid, alignLeft, colText)
	}
	p.drawLine(view, r.Score, p.fonts.UI(15*dp), col.score, mid, alignRight, evalInk(r.Eval))
}

// evalInk colours a score by who it favours.
func evalInk(e analysis.Eval) color.RGBA {
	switch {
	case !e.Done:
		return colTextDim
	case e.IsMate() && e.Mate > 0, !e.IsMate() && e.Score >= 50:
		return colGood
	case e.IsMate() && e.Mate < 0, !e.IsMate() && e.Score <= -50:
		return colProblem
	}
	return colText
}
