package game

import (
	"fmt"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/analysis"
	"xiangqi/game/geom"
	"xiangqi/game/session"
	"xiangqi/game/texts"
	"xiangqi/i18n"
	"xiangqi/record"
	"xiangqi/rules"
)

// analysisScreen reviews a game with its analysis: the board at any move,
// the evaluation graph, the move list with its marks, each move's
// judgement, and at a mistake the better move and the refutation, each
// as an arrow with its line. The positions are searched in the background
// (session.Analysis), from the start, while the player looks; the search
// stops when the screen closes or the app pauses, and what it found is
// written into the game's record in the library as it goes, so that the
// analysis opens where it was left the next time.
type analysisScreen struct {
	rec    *record.Game // the record, with the analysis as last written
	onSave func(*record.Game)
	an     *session.Analysis
	review *session.Review
	flip   bool
	mode   lineMode
	moves  moveList
	texts  movesCache
	graph  evalGraph
	press  buttonPress
	note   string
	// noteKeep says that note is a failed write of the analysis, which
	// goes once a write succeeds.
	noteKeep bool
	// help shows what the graph, the score and the accuracy mean, over the
	// graph and the status lines; a tap on the status opens it, a tap on
	// it closes it. helpPress is a press that began on either.
	help, helpPress bool
	// id names the game in the library ("" when it is not kept); carded
	// says its mistakes went into the training's deck (issue 29).
	id     string
	carded bool
}

// lineMode is what the board shows at a mistake: the move played, the
// better move from the position before it, or the refutation after it.
type lineMode int

const (
	showPlayed lineMode = iota
	showBetter
	showRefutation
)

// openAnalysis opens the analysis of rec (id in the library, "" when it is
// not kept) at the board after ply moves; onSave, if not nil, gets the
// record once the analysis is written into it.
func openAnalysis(c *ctx, id string, rec *record.Game, ply int, flipped bool, onSave func(*record.Game)) *analysisScreen {
	rec = withKeptAnalysis(c, id, rec)
	an := session.NewAnalysis(rec, c.analysisOptions(), c.cfg.HashMiB)
	an.Keep(c.game.Library, id, budgetText(c.analysisOptions()))
	s := &analysisScreen{rec: rec, onSave: onSave, an: an, review: session.NewReview(an.Game()),
		flip: flipped, moves: moveList{followed: -1}, id: id}
	s.review.SetPly(ply)
	an.Start()
	c.push(s)
	return s
}

// withKeptAnalysis is rec with the analysis the library's record of game
// id holds, when it holds one of the same game: the library is where the
// analysis is kept as it goes, and rec may be older (a file opened again,
// which the library already had, is shown as the file has it).
func withKeptAnalysis(c *ctx, id string, rec *record.Game) *record.Game {
	if id == "" {
		return rec
	}
	kept, err := c.game.Library.Get(id)
	if err != nil {
		return rec
	}
	if _, ok := analysis.Kept(kept); !ok {
		return rec
	}
	r := *rec
	r.Tags = slices.Clone(rec.Tags)
	session.CarryAnalysis(kept, &r)
	return &r
}

// analysisOptions is the search budget of each position: the platform's,
// three times it for a deep analysis, on the configured threads.
func (c *ctx) analysisOptions() analysis.Options {
	t := c.cfg.AnalysisTime
	if t <= 0 {
		t = analysis.DesktopBudget
	}
	if c.settings.DeepAnalysis {
		t = t * analysis.DeepBudget / analysis.DesktopBudget
	}
	return analysis.Options{PerPosition: t, Threads: c.cfg.threads()}
}

// analysisLayout places the board, the move list, the graph, two lines of
// status and two rows of buttons.
func analysisLayout(c *ctx) (l layout, graph, nav, actions rect) {
	return geom.Analysis(c.w, c.h, c.dp)
}

// current is the move that led to the board shown (-1 at the start).
func (s *analysisScreen) current() int { return s.review.Ply() - 1 }

// setPly shows the board after ply moves, as the move played.
func (s *analysisScreen) setPly(c *ctx, ply int) {
	if s.review.SetPly(ply) {
		s.mode = showPlayed
		c.dirty = true
	}
}

func (s *analysisScreen) notation(c *ctx) rules.Notation {
	return c.settings.MoveNotation(c.lang.Code())
}

func (s *analysisScreen) shown(c *ctx) movesShown {
	g := s.an.Game()
	start := g.Start()
	return movesShown{
		texts:      s.texts.get(g, s.notation(c)),
		blackFirst: start.SideToMove() == rules.Black,
		firstMove:  start.MoveNumber(),
		ply:        s.review.Ply(),
		marks:      s.an.Report().Marks,
		checks:     g.Checks(),
	}
}

func (s *analysisScreen) buttons(c *ctx) []button {
	_, _, nav, actions := analysisLayout(c)
	rv := s.review
	rs := rowRects(nav, 5, 6*c.dp)
	bs := c.paint.buttonRow(append(stepButtons(rs, rv.Ply(), rv.Len(), func(ply int) { s.setPly(c, ply) }),
		button{r: rs[4], label: c.text(i18n.MsgBack), act: func() { c.pop() }}))
	rep, i := s.an.Report(), s.current()
	toggle := func(m lineMode) func() {
		return func() {
			if s.mode == m {
				s.mode = showPlayed
			} else {
				s.mode = m
			}
			c.dirty = true
		}
	}
	ar := rowRects(actions, 4, 6*c.dp)
	return append(bs, c.paint.buttonRow([]button{
		{r: ar[0], label: c.text(i18n.MsgBetterMove), primary: s.mode == showBetter, disabled: rep.Better(i) == nil, act: toggle(showBetter)},
		{r: ar[1], label: c.text(i18n.MsgRefutation), primary: s.mode == showRefutation, disabled: rep.Refutation(i) == nil, act: toggle(showRefutation)},
		{r: ar[2], label: c.text(i18n.MsgPlayFromHere), act: func() { s.playFrom(c) }},
		{r: ar[3], label: c.text(i18n.MsgExplore), act: func() { openExplorer(c, gameTo(s.an.Game(), s.boardPly()), s.flip) }},
	})...)
}

// boardPly is the ply of the board shown: the one before the mistake when
// the better move is shown.
func (s *analysisScreen) boardPly() int {
	if s.mode == showBetter {
		return s.review.Ply() - 1
	}
	return s.review.Ply()
}

// playFrom starts a new game from the board shown, with the sides and
// level chosen in the settings.
func (s *analysisScreen) playFrom(c *ctx) {
	s.close(c)
	if err := playFromRecord(c, s.rec, s.boardPly()); err != nil {
		s.note = err.Error()
		s.an.Start()
	}
}

// close stops the search when the screen leaves the stack or the program
// ends; the positions done are kept for a later Start, and in the record.
func (s *analysisScreen) close(c *ctx) {
	s.an.Stop()
	s.kept(c)
}

func (s *analysisScreen) pause(c *ctx) { s.close(c) }

func (s *analysisScreen) resume(*ctx) { s.an.Start() }

// poll takes what the search found (which the analysis writes into the
// record as it goes).
func (s *analysisScreen) poll(c *ctx) {
	if s.an.Poll() {
		c.dirty = true
	}
	s.kept(c)
	if !s.carded && s.an.Report().Complete() {
		s.carded = true
		addMistakes(c, s.id, s.rec, s.an.Report())
	}
}

// kept takes the record the analysis last wrote, and names a failed write.
func (s *analysisScreen) kept(c *ctx) {
	if err := s.an.KeepErr(); err != nil {
		s.note, s.noteKeep = fmt.Sprintf(c.text(i18n.MsgSaveFailed), err), true
	} else if s.noteKeep {
		s.note, s.noteKeep = "", false
	}
	if rec := s.an.Record(); rec != s.rec {
		s.rec = rec
		if s.onSave != nil {
			s.onSave(rec)
		}
	}
}

// budgetText names the budget in the record's Annotator tag.
func budgetText(o analysis.Options) string {
	return fmt.Sprintf("%g s a position", o.PerPosition.Seconds())
}

func (s *analysisScreen) pointer(c *ctx, ps pointerState) {
	if s.press.pointer(c, ps, s.buttons(c)) {
		return
	}
	if s.helpPointer(c, ps) {
		return
	}
	l, graph, _, _ := analysisLayout(c)
	if ply, picked, used := s.graph.pointer(ps, graph, s.review.Len()); used {
		if picked {
			s.setPly(c, ply)
		}
		return
	}
	if ps.wheel != 0 {
		d := -1
		if ps.wheel < 0 {
			d = 1
		}
		s.setPly(c, s.review.Ply()+d)
		return
	}
	if l.List.H > 0 {
		if ply, tapped, used := s.moves.pointer(c, ps, l.List, s.shown(c)); used && tapped {
			s.setPly(c, ply)
		}
	}
}

// keys steps through the moves with the arrow keys, Home and End.
func (s *analysisScreen) keys(c *ctx, ps pointerState) bool {
	switch {
	case ps.home:
		s.setPly(c, 0)
	case ps.end:
		s.setPly(c, s.review.Len())
	case ps.step != 0:
		s.setPly(c, s.review.Ply()+ps.step)
	}
	return false
}

func (s *analysisScreen) draw(c *ctx, dst *ebiten.Image) {
	l, graph, _, _ := analysisLayout(c)
	rep, i := s.an.Report(), s.current()
	g := s.an.Game()
	v := boardView{pos: positionAt(g, s.boardPly()), flipped: s.flip, last: rules.NoMove, hint: rules.NoMove}
	if p := s.boardPly(); p > 0 {
		v.last = g.Moves()[p-1]
	}
	switch s.mode {
	case showBetter:
		v.hint = rep.Better(i)[0]
	case showRefutation:
		v.hint = rep.Refutation(i)[0]
	}
	drawBoardView(c, dst, l, v)
	if l.List.H > 0 {
		s.moves.draw(c, dst, l.List, s.shown(c))
	}
	s.graph.draw(c, dst, graph, rep, s.review.Ply())
	first, second := s.statusLines(c)
	drawStatus(c, dst, statusBesideHelp(c, l), first, second, 17, 15, colTextDim)
	s.drawHelp(c, dst)
	c.paint.drawButtons(dst, s.buttons(c), &s.press)
}

// positionAt is the board of g after ply moves.
func positionAt(g *rules.Game, ply int) rules.Position {
	pos := g.Start()
	for _, m := range g.Moves()[:ply] {
		pos.MakeMove(m)
	}
	return pos
}

// statusLines are the judgement of the move shown, and under it the
// better line, the refutation, the search's progress or the summary.
func (s *analysisScreen) statusLines(c *ctx) (string, string) {
	rep, i := s.an.Report(), s.current()
	g := s.an.Game()
	var first string
	if i < 0 {
		first = c.text(i18n.MsgStartPosition)
	} else {
		first = s.moveLabel(c, g, i) + rep.Marks[i].Mark()
		if w := judgementWord(rep, i); w != 0 {
			first += " — " + c.text(w)
		}
	}
	if e := rep.Evals[s.review.Ply()]; e.Done {
		first += " · " + s.scoreText(c, e)
	}
	switch {
	case s.note != "":
		return first, s.note
	case s.mode == showBetter:
		return first, c.sprintf(i18n.MsgBetterLine, texts.Line(positionAt(g, i), rep.Better(i), s.notation(c)))
	case s.mode == showRefutation:
		return first, c.sprintf(i18n.MsgRefutedBy, texts.Line(positionAt(g, i+1), rep.Refutation(i), s.notation(c)))
	case s.an.Running() || !rep.Complete():
		return first, c.sprintf(i18n.MsgAnalysing, rep.Done(), len(rep.Evals))
	}
	side := func(col rules.Color, m i18n.Msg) string {
		sum := rep.Summary(col)
		return c.sprintf(i18n.MsgAccuracy, c.text(m), int(sum.Accuracy+0.5), sum.Inaccuracies, sum.Mistakes, sum.Blunders)
	}
	return first, side(rules.Red, i18n.MsgRed) + "   " + side(rules.Black, i18n.MsgBlack)
}

// moveLabel is move i with its number: "12. 炮二平五" or "12… 马８进７".
func (s *analysisScreen) moveLabel(c *ctx, g *rules.Game, i int) string {
	pos := positionAt(g, i)
	return texts.Line(pos, g.Moves()[i:i+1], s.notation(c))
}

// judgementWord names the judgement of move i, 0 while it has none.
func judgementWord(rep *analysis.Report, i int) i18n.Msg {
	switch rep.Marks[i] {
	case analysis.Best:
		if rep.Evals[i].Only {
			return i18n.MsgJudgeOnly
		}
		return i18n.MsgJudgeBest
	case analysis.Good:
		return i18n.MsgJudgeGood
	case analysis.Inaccuracy:
		return i18n.MsgJudgeInaccuracy
	case analysis.Mistake:
		return i18n.MsgJudgeMistake
	case analysis.Blunder:
		return i18n.MsgJudgeBlunder
	}
	return 0
}

// scoreText is an evaluation for players: "+0.35" from Red's view in the
// language's number format, or who mates in how many moves.
func (s *analysisScreen) scoreText(c *ctx, e analysis.Eval) string {
	side := func(red bool) string {
		if red {
			return c.text(i18n.MsgRed)
		}
		return c.text(i18n.MsgBlack)
	}
	switch {
	case e.Over && e.Mate == 0:
		return c.sprintf(i18n.MsgWonOnBoard, side(e.Won == rules.Red))
	case e.Over:
		return c.text(i18n.MsgDraw)
	case e.IsMate():
		return c.sprintf(i18n.MsgSideMatesIn, side(e.Mate > 0), max(e.Mate, -e.Mate))
	}
	return c.sprintf(i18n.MsgScore, float64(e.Score)/100)
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

// helpTexts are the help's paragraphs: the graph, the score, the accuracy
// (with Red's as the example).
func (s *analysisScreen) helpTexts(c *ctx) []string {
	acc := int(s.an.Report().Summary(rules.Red).Accuracy + 0.5)
	return []string{c.text(i18n.MsgHelpGraph), c.text(i18n.MsgHelpScore), c.sprintf(i18n.MsgHelpAccuracy, c.text(i18n.MsgRed), acc)}
}

// helpPointer opens the help at a tap on the status, and closes it at a
// tap anywhere but on a button; it reports whether it took the event.
func (s *analysisScreen) helpPointer(c *ctx, ps pointerState) bool {
	l, _, _, _ := analysisLayout(c)
	in := s.help || l.Status.Contains(ps.x, ps.y)
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
			s.help = !s.help
			c.dirty = true
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
		if s.help {
			ink = colSelected
		}
		p.strokeCircle(dst, x, y, helpDP/2*dp-1, 1.5*dp, ink)
		c.paint.drawLine(dst, "?", p.fonts.UI(14*dp), x, y, alignCenter, ink)
	}()
	if !s.help {
		return
	}
	card := helpCard(c)
	inner := card.Inset(10 * dp)
	inner.W -= helpDP * dp // clear of the sign
	texts := s.helpTexts(c)
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
