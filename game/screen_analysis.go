package game

import (
	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/analysis"
	"xiangqi/game/analyse"
	"xiangqi/game/geom"
	"xiangqi/game/ui"
	"xiangqi/record"
	"xiangqi/rules"
)

// analysisScreen is the view of a game's analysis (the model
// analyse.Model): the board at any move, the evaluation graph, the move
// list with its marks, two lines of status, the help over them and two
// rows of buttons. The model searches in the background; the view polls
// it, pauses it with the app and closes it with the screen.
type analysisScreen struct {
	m     *analyse.Model
	moves moveList
	graph evalGraph
	press buttonPress
	// helpPress is a press that began on the status or the help.
	helpPress bool
}

// openAnalysis opens the analysis of rec (id in the library, "" when it is
// not kept) at the board after ply moves; onSave, if not nil, gets the
// record once the analysis is written into it.
func openAnalysis(c *ctx, id string, rec *record.Game, ply int, flipped bool, onSave func(*record.Game)) *analysisScreen {
	sv := analyse.Services{Library: c.game.Library, Options: c.analysisOptions(), HashMiB: c.cfg.HashMiB,
		Training: &c.training, Now: c.now, Game: c.game}
	s := &analysisScreen{m: analyse.New(c.env(), sv, id, rec, ply, flipped, onSave), moves: moveList{followed: -1}}
	c.push(s)
	return s
}

// analysisOptions is the search budget of each position: the platform's,
// three times it for a deep analysis, on the configured threads.
func (c *ctx) analysisOptions() analysis.Options {
	return analyse.Budget(c.cfg.AnalysisTime, c.settings.DeepAnalysis, c.cfg.threads())
}

// analysisLayout places the board, the move list, the graph, two lines of
// status and two rows of buttons.
func analysisLayout(c *ctx) (l layout, graph, nav, actions rect) {
	return geom.Analysis(c.w, c.h, c.dp)
}

func (s *analysisScreen) shown(c *ctx) movesShown {
	m := s.m
	start := m.Game().Start()
	return movesShown{
		texts:      m.MoveTexts(),
		blackFirst: start.SideToMove() == rules.Black,
		firstMove:  start.MoveNumber(),
		ply:        m.Ply(),
		marks:      m.Report().Marks,
		checks:     m.Game().Checks(),
	}
}

// buttons are the model's two rows: the steps and Back, then Better
// move, Refutation, Play from here and Explore.
func (s *analysisScreen) buttons(c *ctx) []button {
	_, _, nav, actions := analysisLayout(c)
	row := func(bs []ui.Button, rs []rect) []button {
		out := make([]button, len(bs))
		for i, b := range bs {
			out[i] = modelButton(b, rs[i], c.apply)
		}
		return c.paint.buttonRow(out)
	}
	navBs, actBs := s.m.NavButtons(), s.m.ActionButtons()
	// The four steps narrower, for Back and Engine's words.
	return append(row(navBs, geom.StepsRow(nav, 4, len(navBs)-4, 6*c.dp, c.dp)), row(actBs, rowRects(actions, len(actBs), 6*c.dp))...)
}

func (s *analysisScreen) close(*ctx)  { s.m.Close() }
func (s *analysisScreen) pause(*ctx)  { s.m.Pause() }
func (s *analysisScreen) resume(*ctx) { s.m.Resume() }

// poll takes what the search found.
func (s *analysisScreen) poll(c *ctx) { c.apply(s.m.Poll()) }

func (s *analysisScreen) pointer(c *ctx, ps pointerState) {
	if s.press.pointer(c, ps, s.buttons(c)) {
		return
	}
	if s.helpPointer(c, ps) {
		return
	}
	l, graph, _, _ := analysisLayout(c)
	if ps.ev == pointerPress && s.m.RulingText() != "" && l.Board.Contains(ps.x, ps.y) {
		c.apply(s.m.CloseRuling())
		return
	}
	if ply, picked, used := s.graph.pointer(ps, graph, s.m.Len()); used {
		if picked {
			c.apply(s.m.GoTo(ply))
		}
		return
	}
	if ps.wheel != 0 {
		d := -1
		if ps.wheel < 0 {
			d = 1
		}
		c.apply(s.m.Step(d))
		return
	}
	if l.List.H > 0 {
		if ply, tapped, used := s.moves.pointer(c, ps, l.List, s.shown(c)); used && tapped {
			c.apply(s.m.GoTo(ply))
		}
	}
}

// keys steps through the moves with the arrow keys, Home and End.
func (s *analysisScreen) keys(c *ctx, ps pointerState) bool {
	switch {
	case ps.home:
		c.apply(s.m.GoTo(0))
	case ps.end:
		c.apply(s.m.GoTo(s.m.Len()))
	case ps.step != 0:
		c.apply(s.m.Step(ps.step))
	}
	return false
}

func (s *analysisScreen) draw(c *ctx, dst *ebiten.Image) {
	l, graph, _, _ := analysisLayout(c)
	m := s.m
	v := boardView{pos: m.Position(), flipped: m.Flipped(), last: m.LastMove(), hint: m.Arrow()}
	for _, a := range m.RulingArrows() {
		v.chases = append(v.chases, rules.NewMove(a.From, a.To))
	}
	drawBoardView(c, dst, l, v)
	if l.List.H > 0 {
		s.moves.draw(c, dst, l.List, s.shown(c))
	}
	s.graph.draw(c, dst, graph, m.Report(), m.Ply())
	first, second := m.Status()
	drawStatus(c, dst, statusBesideHelp(c, l), first, second, 17, 15, colTextDim)
	if explain := m.RulingText(); explain != "" {
		// The ruling that ended the game, at its last move (issue 53),
		// over the board until a tap closes it.
		drawRulingPanel(c, dst, l, explain)
	}
	s.drawHelp(c, dst)
	c.paint.drawButtons(dst, s.buttons(c), &s.press)
}

// helpDP is the diameter of the help sign at the status's end.
const helpDP = 22

// helpSign is the centre of the help sign: at the end of the status's
// second line, where the summary is.
func helpSign(c *ctx, l layout) (x, y float64) {
	st := l.Status
	y = st.Y + 46*c.dp
	if l.Landscape {
		y = st.Y + 52*c.dp
	}
	return st.X + st.W - helpDP/2*c.dp, y
}

// statusBesideHelp is l with the status narrowed on the right to leave
// the help sign its room (the centred lines of a portrait screen move
// left by half of it, which keeps them as large as they can be).
func statusBesideHelp(c *ctx, l layout) layout {
	l.Status.W -= (helpDP + 4) * c.dp
	return l
}

// helpCard is where the help is drawn: over the graph and the status.
func helpCard(c *ctx) rect {
	l, graph, _, _ := analysisLayout(c)
	st := l.Status
	x, y := min(graph.X, st.X), min(graph.Y, st.Y)
	return rect{X: x, Y: y, W: max(graph.X+graph.W, st.X+st.W) - x, H: max(graph.Y+graph.H, st.Y+st.H) - y}
}

// helpPointer opens the help at a tap on the status, and closes it at a
// tap anywhere but on a button; it reports whether it took the event.
func (s *analysisScreen) helpPointer(c *ctx, ps pointerState) bool {
	l, _, _, _ := analysisLayout(c)
	in := s.m.HelpOpen() || l.Status.Contains(ps.x, ps.y)
	switch ps.ev {
	case pointerPress:
		s.helpPress = in
		return in
	case pointerRelease:
		if !s.helpPress {
			return false
		}
		s.helpPress = false
		if in {
			c.apply(s.m.Tap(analyse.Help))
		}
		return true
	case pointerMove:
		return s.helpPress
	}
	return false
}

// drawHelp draws the help sign, and the help when it is open: its
// paragraphs wrapped to the card, in the largest size up to 14 dp (16 in
// landscape) at which they fit.
func (s *analysisScreen) drawHelp(c *ctx, dst *ebiten.Image) {
	dp, p := c.dp, c.paint
	l, _, _, _ := analysisLayout(c)
	x, y := helpSign(c, l)
	defer func() { // over the card, when it is open
		ink := colTextDim
		if s.m.HelpOpen() {
			ink = colSelected
		}
		p.strokeCircle(dst, x, y, helpDP/2*dp-1, 1.5*dp, ink)
		c.paint.drawLine(dst, "?", p.fonts.UI(14*dp), x, y, alignCenter, ink)
	}()
	if !s.m.HelpOpen() {
		return
	}
	card := helpCard(c)
	inner := card.Inset(10 * dp)
	inner.W -= helpDP * dp // clear of the sign
	texts := s.m.HelpTexts()
	px := 14 * dp
	if l.Landscape {
		px = 16 * dp // the side is wide
	}
	var lines [][]string
	h := 0.0
	for {
		lines, h = lines[:0], 0
		for _, t := range texts {
			ls := wrapText(t, p.fonts.UI(px), inner.W)
			lines = append(lines, ls)
			h += float64(len(ls))*px*1.3 + 4*dp
		}
		if h <= inner.H || px <= 9*dp {
			break
		}
		px *= 0.9
	}
	if l.Landscape {
		card.H = min(card.H, h+20*dp) // no taller than its text on the side's height
	}
	opaque := colPanel
	opaque.A = 0xff // nothing of the list or the graph shows through
	p.fillRoundRect(dst, card, 10*dp, opaque)
	face, lh := p.fonts.UI(px), px*1.3
	ty := inner.Y + lh/2
	for _, para := range lines {
		for _, line := range para {
			c.paint.drawLine(dst, line, face, inner.X, ty, alignLeft, colText)
			ty += lh
		}
		ty += 4 * dp
	}
}
