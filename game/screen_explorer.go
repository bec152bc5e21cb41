package game

import (
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/analysis"
	"xiangqi/game/geom"
	"xiangqi/game/session"
	"xiangqi/game/sfx"
	"xiangqi/i18n"
	"xiangqi/opening"
	"xiangqi/rules"
)

// explorerScreen is the opening explorer (issue 28): the board it was
// opened on, and the moves played from it in the master games or the
// player's own, each with its games, how they ended and the engine's
// score after it. A tap on a move (or a move made on the board) follows
// it; ◀ takes it back. The counting and the searches run off the frame
// loop (session.Explorer) and stop when the screen closes or the app
// pauses.
type explorerScreen struct {
	ex     *session.Explorer
	rowAt  []int // the table's row of each row button in view (buttons)
	board  boardWidget
	scroll scroller
	press  buttonPress
	note   string
}

// openExplorer opens the explorer on the last position of g, board
// turned as flipped.
func openExplorer(c *ctx, g *rules.Game, flipped bool) *explorerScreen {
	src := c.settings.ExplorerSource
	own := session.IndexSource(func() session.GameIndex { return c.index.wait() })
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
	s := &explorerScreen{ex: session.NewExplorer(g, c.masterIndex(), own, src, opt), board: newBoardWidget(flipped)}
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

func (s *explorerScreen) layout(c *ctx) geom.ExplorerLayout { return geom.Explorer(c.w, c.h, c.dp) }

// rowH is a table row's height with the gap under it.
func (s *explorerScreen) rowH(c *ctx) float64 { return geom.ExplorerRowDP * c.dp }

// maxScroll is how far the table can move up.
func (s *explorerScreen) maxScroll(c *ctx, l geom.ExplorerLayout) float64 {
	rows, _ := s.ex.Rows()
	return math.Max(0, float64(len(rows))*s.rowH(c)-l.Table.H)
}

// buttons are the source tabs, the row of buttons, then the table's rows
// in view (their labels empty: drawRows draws them).
func (s *explorerScreen) buttons(c *ctx) []button {
	l := s.layout(c)
	ex := s.ex
	tabs := rowRects(l.Tabs, 2, 6*c.dp)
	bs := []button{
		{r: tabs[0], label: c.text(i18n.MsgExplorerMasters), selected: ex.Source() == session.MasterGames, px: 15 * c.dp, act: func() { s.setSource(c, session.MasterGames) }},
		{r: tabs[1], label: c.text(i18n.MsgExplorerMine), selected: ex.Source() == session.OwnGames, px: 15 * c.dp, act: func() { s.setSource(c, session.OwnGames) }},
	}
	rs := rowRects(l.Buttons, 4, 6*c.dp)
	at := len(ex.Path()) == 0
	pos := ex.Position()
	bs = append(bs, c.paint.buttonRow([]button{
		{r: rs[0], label: "|◀", disabled: at, act: func() { s.step(c, ex.ToRoot()) }},
		{r: rs[1], label: "◀", disabled: at, act: func() { s.step(c, ex.Back()) }},
		{r: rs[2], label: c.text(i18n.MsgPlayFromHere), disabled: pos.Status().Over(), act: func() { s.playFrom(c) }},
		{r: rs[3], label: c.text(i18n.MsgBack), act: func() { c.pop() }},
	})...)
	rows, _ := ex.Rows()
	h := s.rowH(c)
	s.rowAt = s.rowAt[:0]
	for i, r := range rows {
		y := l.Table.Y + float64(i)*h - s.scroll.offset
		if y+h <= l.Table.Y || y >= l.Table.Y+l.Table.H {
			continue
		}
		m := r.Move
		// A row half out of view is tapped only on its part in view.
		top, bottom := math.Max(y, l.Table.Y), math.Min(y+h-2*c.dp, l.Table.Y+l.Table.H)
		bs = append(bs, button{r: rect{X: l.Table.X, Y: top, W: l.Table.W, H: bottom - top}, act: func() { s.follow(c, m, false) }})
		s.rowAt = append(s.rowAt, i)
	}
	return bs
}

// rowButtons is where the table's rows begin among the buttons.
const rowButtons = 6

func (s *explorerScreen) setSource(c *ctx, src session.ExploreSource) {
	s.ex.SetSource(src)
	s.scroll.offset = 0
	s.note = ""
	if c.settings.ExplorerSource != src {
		c.settings.ExplorerSource = src
		c.save()
	}
	c.dirty = true
}

// step redraws after ◀ or |◀ when they moved.
func (s *explorerScreen) step(c *ctx, moved bool) {
	if moved {
		s.board.deselect()
		s.board.anim = rules.NoMove
		s.scroll.offset = 0
		s.note = ""
		c.dirty = true
	}
}

// follow plays m on the explorer's board; animated unless the piece was
// dragged there.
func (s *explorerScreen) follow(c *ctx, m rules.Move, dragged bool) {
	before := s.ex.Position()
	if err := s.ex.Play(m); err != nil {
		s.note = err.Error()
		c.dirty = true
		return
	}
	after := s.ex.Position()
	if !dragged && c.settings.Animation {
		s.board.startAnim(m, after.At(m.To()))
	}
	s.board.deselect()
	s.scroll.offset = 0
	s.note = ""
	c.playSound(sfx.ForMove(false, after.InCheck(), before.At(m.To()) != rules.Empty))
	c.dirty = true
}

// playFrom starts a game from the board shown, with the sides and level
// of the settings.
func (s *explorerScreen) playFrom(c *ctx) {
	rec := s.ex.Record()
	if err := playFromRecord(c, rec, len(rec.Moves)); err != nil {
		s.note = err.Error()
		c.dirty = true
	}
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
	pos := s.ex.Position()
	m, animate, redraw := s.board.pickMove(l.Layout, ps, pos, !pos.Status().Over())
	if redraw {
		c.dirty = true
	}
	if m != rules.NoMove {
		s.follow(c, m, !animate)
	}
}

// keys: the left arrow and Home take back, as ◀ and |◀.
func (s *explorerScreen) keys(c *ctx, ps pointerState) bool {
	switch {
	case ps.home:
		s.step(c, s.ex.ToRoot())
	case ps.step < 0:
		s.step(c, s.ex.Back())
	}
	return false
}

func (s *explorerScreen) poll(c *ctx) {
	if s.ex.Poll() {
		c.dirty = true
	}
}

func (s *explorerScreen) animate() bool { return s.board.animate() }

func (s *explorerScreen) pause(*ctx)  { s.ex.Pause() }
func (s *explorerScreen) resume(*ctx) { s.ex.Resume() }
func (s *explorerScreen) close(*ctx)  { s.ex.Close() }

func (s *explorerScreen) draw(c *ctx, dst *ebiten.Image) {
	l := s.layout(c)
	p := c.paint
	dp := c.dp
	ex := s.ex
	v := s.board.view(ex.Position())
	if path := ex.Path(); len(path) > 0 {
		v.last = path[len(path)-1]
	} else if ms := ex.Root().Moves(); len(ms) > 0 {
		v.last = ms[len(ms)-1]
	}
	drawBoardView(c, dst, l.Layout, v)
	s.scroll.clamp(s.maxScroll(c, l))
	bs := s.buttons(c)
	for i, b := range bs[:rowButtons] {
		p.drawButton(dst, b, s.press.pressed(i))
	}
	s.drawLine(c, dst, l)
	rows, ready := ex.Rows()
	msg := ""
	switch {
	case !ready:
		msg = c.text(i18n.MsgExplorerCounting)
	case ex.Err() == session.ErrNoIndex:
		msg = c.text(i18n.MsgExplorerNoIndex)
	case ex.Err() != nil:
		msg = ex.Err().Error()
	case len(rows) == 0:
		msg = c.text(i18n.MsgExplorerNone)
	}
	if s.note != "" {
		msg = s.note
	}
	if msg != "" && len(rows) == 0 {
		p.drawLine(dst, msg, p.fitFace(msg, 16*dp, l.Table.W), l.Table.X+l.Table.W/2, l.Table.Y+28*dp, alignCenter, colTextDim)
		return
	}
	s.drawHead(c, dst, l)
	view := dst.SubImage(image.Rect(int(l.Table.X), int(l.Table.Y), int(l.Table.X+l.Table.W), int(l.Table.Y+l.Table.H))).(*ebiten.Image)
	for k, i := range s.rowAt {
		s.drawRow(c, view, l, i, rows[i], s.press.pressed(rowButtons+k))
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
	ex := s.ex
	var parts []string
	if rows, ok := ex.Rows(); ok && len(rows) > 0 {
		parts = append(parts, c.sprintf(i18n.MsgExplorerGames, ex.Games()))
	}
	if code := opening.Classify(ex.Record().Start, ex.Record().Moves); code.ECCO != "" {
		parts = append(parts, opening.Family(code.ECCO, c.lang.Code()))
	}
	head := strings.Join(parts, " · ")
	path := ex.Path()
	tail := ""
	if len(path) == 0 {
		tail = c.text(i18n.MsgExplorerTapMove)
	} else {
		// The last moves that fit after the head.
		n := notationOf(c)
		for k := 0; k < len(path); k++ {
			pos := ex.Root().Position()
			for _, m := range path[:k] {
				pos.MakeMove(m)
			}
			t := lineText(pos, path[k:], n)
			if k > 0 {
				t = "… " + t
			}
			line := t
			if head != "" {
				line = head + " · " + t
			}
			if measure(line, p.fonts.UI(14*dp)) <= l.Line.W || k == len(path)-1 {
				tail = t
				break
			}
		}
	}
	line := tail
	if head != "" {
		line = head + " · " + tail
	}
	text, px := p.fitLine(line, 14*dp, minLabelDP*dp, l.Line.W)
	p.drawLine(dst, text, p.fonts.UI(px), l.Line.X, l.Line.Y+l.Line.H/2, alignLeft, colTextDim)
}

// notationOf is the move notation chosen for the language shown.
func notationOf(c *ctx) rules.Notation { return c.settings.MoveNotation(c.lang.Code()) }

// drawHead is the table's head: what each column is.
func (s *explorerScreen) drawHead(c *ctx, dst *ebiten.Image, l geom.ExplorerLayout) {
	p := c.paint
	dp := c.dp
	col := columnsOf(l)
	y := l.Head.Y + l.Head.H/2
	face := p.fonts.UI(12 * dp)
	results := c.text(i18n.MsgExplorerHeadResults)
	if s.fewKnown() {
		results = c.text(i18n.MsgExplorerNoResults)
	}
	score := c.text(i18n.MsgExplorerHeadScore)
	p.drawLine(dst, c.text(i18n.MsgExplorerHeadMove), face, col.move, y, alignLeft, colTextDim)
	p.drawLine(dst, c.text(i18n.MsgExplorerHeadGames), face, col.games, y, alignRight, colTextDim)
	room := col.score - measure(score, face) - 8*dp - col.bar
	text, px := p.fitLine(results, 12*dp, 10*dp, room)
	p.drawLine(dst, text, p.fonts.UI(px), col.bar, y, alignLeft, colTextDim)
	p.drawLine(dst, score, face, col.score, y, alignRight, colTextDim)
}

// fewKnown reports whether fewer than half the games of the rows have a
// result known (the master collections record none: only the games that
// ended on the board have one).
func (s *explorerScreen) fewKnown() bool {
	rows, _ := s.ex.Rows()
	known, games := 0, 0
	for _, r := range rows {
		known += r.Games - r.Unknown()
		games += r.Games
	}
	return 2*known < games
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
func (s *explorerScreen) drawRow(c *ctx, view *ebiten.Image, l geom.ExplorerLayout, i int, r session.ExploreRow, down bool) {
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
	pos := s.ex.Position()
	mv := pos.Notate(r.Move, notationOf(c))
	p.drawLine(view, mv, p.fitFace(mv, 17*dp, col.games-col.move-48*dp), col.move, mid, alignLeft, colText)
	p.drawLine(view, c.sprintf(i18n.MsgExplorerCount, r.Games), p.fonts.UI(15*dp), col.games, mid, alignRight, colText)
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
	// The share of Red's wins among the games with a result, when they
	// are at least half of the row's.
	if known := r.Games - r.Unknown(); known > 0 && 2*known >= r.Games {
		pct := c.sprintf(i18n.MsgExplorerPercent, 100*float64(r.RedWins)/float64(known))
		p.drawLine(view, pct, p.fonts.UI(11*dp), bar.X+3*dp, mid, alignLeft, colText)
	}
	score := "…"
	if r.Eval.Done {
		score = shortEval(r.Eval)
	} else if !s.ex.Searching() {
		score = ""
	}
	p.drawLine(view, score, p.fonts.UI(15*dp), col.score, mid, alignRight, evalInk(r.Eval))
}

// shortEval is a score in a table's narrow column, Red's view: "+0.35",
// "#3" when Red mates in three, "#-3" when Black does.
func shortEval(e analysis.Eval) string { return analysis.ScoreText(e) }

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
