package game

import (
	"bytes"
	"fmt"
	"xiangqi/gamedb"
	"xiangqi/opening"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game/games"
	"xiangqi/game/geom"
	"xiangqi/game/session"
	"xiangqi/i18n"
	"xiangqi/record"
	"xiangqi/rules"
)

// recordScreen shows a game of the library (or one just imported): its
// board at any move, the move list, and what can be done with it:
// continue an unfinished game, play on from the move shown, copy it as
// PGN, delete it.
type recordScreen struct {
	list   *games.Library // the list to read again after a delete; may be nil
	id     string         // its name in the library; "" when it is not kept
	rec    *record.Game
	info   session.GameInfo
	game   *rules.Game // the record's moves replayed
	review *session.Review
	board  boardWidget
	moves  moveList
	texts  movesCache
	press  buttonPress
	note   string
}

// openRecord shows rec (id in the library) from its last move.
func openRecord(c *ctx, list *games.Library, id string, rec *record.Game) *recordScreen {
	s := newRecordScreen(list, id, rec)
	c.push(s)
	return s
}

// newRecordScreen is the record screen of rec (id in the library) at its
// last move; list is the Games list it was opened from (nil for none).
func newRecordScreen(list *games.Library, id string, rec *record.Game) *recordScreen {
	rg := rules.NewGame(rec.Start)
	for _, m := range rec.Moves {
		if rg.Play(m) != nil {
			break // Read gave legal moves; a record's result may still end it early
		}
	}
	gi := session.InfoOf(rec)
	return &recordScreen{list: list, id: id, rec: rec, info: gi, game: rg, review: session.NewReview(rg),
		board: newBoardWidget(gi.Computer[rules.Red]), moves: moveList{followed: -1}}
}

// recordLayout is the board with the move list, a line of status and two
// rows of buttons.
func recordLayout(c *ctx) (l layout, nav, actions rect) { return geom.Record(c.w, c.h, c.dp) }

func (s *recordScreen) shown(c *ctx) movesShown {
	start := s.game.Start()
	return movesShown{
		texts:      s.texts.get(s.game, c.settings.MoveNotation(c.lang.Code())),
		blackFirst: start.SideToMove() == rules.Black,
		firstMove:  start.MoveNumber(),
		ply:        s.review.Ply(),
		checks:     s.game.Checks(),
	}
}

func (s *recordScreen) buttons(c *ctx) []button {
	_, nav, actions := recordLayout(c)
	rv := s.review
	rs := rowRects(nav, 5, 6*c.dp)
	bs := c.paint.buttonRow(append(stepButtons(rs, rv.Ply(), rv.Len(), func(ply int) { reviewTo(c, rv, ply) }),
		button{r: rs[4], label: c.text(i18n.MsgBack), act: func() { c.pop() }}))
	first := button{label: c.text(i18n.MsgPlayFromHere), primary: true, act: func() { s.playFrom(c, rv.Ply()) }}
	// Only a game played here goes on under its own name: a record from
	// elsewhere is played on as a new game, and never rewritten.
	if !s.info.Status.Over() && rv.Ply() == rv.Len() && s.id != "" && s.info.Own {
		first = button{label: c.text(i18n.MsgContinue), primary: true, act: func() { s.continueGame(c) }}
	}
	// Four buttons, whose labels fit a small phone's width (TestButtonLabelsFit);
	// what is done less often is behind More….
	row := []button{first, {label: c.text(i18n.MsgAnalyse), act: func() {
		openAnalysis(c, s.id, s.rec, rv.Ply(), s.board.flipped, func(rec *record.Game) { s.rec = rec })
	}}, {label: c.text(i18n.MsgExplore), act: func() { openExplorer(c, gameTo(s.game, rv.Ply()), s.board.flipped) }},
		{label: c.text(i18n.MsgMore), act: func() { s.more(c) }}}
	for i, r := range rowRects(actions, len(row), 6*c.dp) {
		row[i].r = r
	}
	return append(bs, c.paint.buttonRow(row)...)
}

// more asks what else to do with the record: share it (where the
// platform can), copy its PGN, delete it (asked again).
func (s *recordScreen) more(c *ctx) {
	d := &dialog{text: c.text(i18n.MsgThisGame)}
	if c.cfg.Sharer != nil {
		d.choices = append(d.choices, choice{label: c.text(i18n.MsgShare), act: func() { s.note = sharePGN(c, s.rec) }})
	}
	d.choices = append(d.choices,
		choice{label: c.text(i18n.MsgCopyPGN), act: func() { s.copyPGN(c) }},
		choice{label: c.text(i18n.MsgDelete), disabled: s.id == "", act: func() {
			c.confirm(i18n.MsgConfirmDelete, func() { s.delete(c) })
		}},
		choice{label: c.text(i18n.MsgCancel)},
	)
	c.push(d)
}

// gameTo is g's first ply moves as a game of their own.
func gameTo(g *rules.Game, ply int) *rules.Game {
	out := rules.NewGame(g.Start())
	for _, m := range g.Moves()[:min(max(ply, 0), len(g.Moves()))] {
		if out.Play(m) != nil {
			break
		}
	}
	return out
}

// sharePGN hands games to the platform's share sheet as a .pgn file in
// the chosen notation; it says how that went ("" when it did).
func sharePGN(c *ctx, games ...*record.Game) string {
	var b bytes.Buffer
	for _, g := range games {
		if err := record.Write(&b, g, c.settings.MoveNotation(c.lang.Code())); err != nil {
			return fmt.Sprintf(c.text(i18n.MsgShareFailed), err)
		}
	}
	return shareText(c, b.String())
}

// shareText shares a PGN text as a file named for the moment, and says
// what went wrong ("" when nothing did).
func shareText(c *ctx, text string) string {
	name := "xiangqi-" + c.now().Format("20060102-150405") + ".pgn"
	if err := c.cfg.Sharer.Share(name, text); err != nil {
		return fmt.Sprintf(c.text(i18n.MsgShareFailed), err)
	}
	return ""
}

// continueGame makes the unfinished game played here the one in progress
// again, under its own name in the library.
func (s *recordScreen) continueGame(c *ctx) {
	if s.id == c.game.ID() && c.game.Match() != nil {
		c.reset(newPlayScreen(c))
		c.game.Match().Resume()
		return
	}
	computer, level := s.info.Computer, s.info.Level
	m, err := session.RecordMatch(c.engine, s.rec, -1, computer, level)
	if err != nil {
		s.note = err.Error()
		return
	}
	m.SetOrigin(s.rec.Tag(session.TagOrigin))
	c.written(func() { c.game.Continue(m, computer[rules.Red], s.id, s.info.Started) })
	c.reset(newPlayScreen(c))
	c.save()
	m.Resume()
}

// playFrom starts a new game from the board after ply moves.
func (s *recordScreen) playFrom(c *ctx, ply int) {
	if err := playFromRecord(c, s.rec, ply); err != nil {
		s.note = err.Error()
	}
}

// playFromRecord starts a new game from the board of rec after ply moves,
// with the sides and level chosen in the settings; the record is left as
// it is, and the new game's names it as its origin.
func playFromRecord(c *ctx, rec *record.Game, ply int) error {
	computer, flipped := c.settings.Seats()
	m, err := session.RecordMatch(c.engine, rec, ply, computer, c.settings.Level)
	if err != nil {
		return err
	}
	m.SetOrigin(session.OriginNote(rec, ply))
	c.setMatch(m, flipped)
	c.reset(newPlayScreen(c))
	c.save()
	m.Resume()
	return nil
}

func (s *recordScreen) copyPGN(c *ctx) {
	var b bytes.Buffer
	if err := record.Write(&b, s.rec, c.settings.MoveNotation(c.lang.Code())); err != nil {
		s.note = err.Error()
		return
	}
	s.note = copyText(c, b.String())
}

// delete removes the record; the game in progress, if it is this one,
// is forgotten too.
func (s *recordScreen) delete(c *ctx) {
	if err := c.game.Library.Delete(s.id); err != nil {
		s.note = fmt.Sprintf(c.text(i18n.MsgSaveFailed), err)
		return
	}
	if s.id == c.game.ID() && c.game.Match() != nil {
		c.game.Forget()
		c.save()
	}
	if s.list != nil {
		c.apply(s.list.Reload())
	}
	c.pop()
}

func (s *recordScreen) pointer(c *ctx, ps pointerState) {
	if s.press.pointer(c, ps, s.buttons(c)) {
		return
	}
	if ps.wheel != 0 {
		step := -1
		if ps.wheel < 0 {
			step = 1
		}
		if s.review.Step(step) {
			c.dirty = true
		}
		return
	}
	if l, _, _ := recordLayout(c); l.List.H > 0 {
		if ply, tapped, used := s.moves.pointer(c, ps, l.List, s.shown(c)); used {
			if tapped && s.review.SetPly(ply) {
				c.dirty = true
			}
		}
	}
}

// keys steps through the moves with the arrow keys, Home and End.
func (s *recordScreen) keys(c *ctx, ps pointerState) bool {
	moved := false
	switch {
	case ps.home:
		moved = s.review.SetPly(0)
	case ps.end:
		moved = s.review.SetPly(s.review.Len())
	case ps.step != 0:
		moved = s.review.Step(ps.step)
	}
	if moved {
		c.dirty = true
	}
	return false
}

func (s *recordScreen) draw(c *ctx, dst *ebiten.Image) {
	p := c.paint
	l, _, _ := recordLayout(c)
	v := boardView{pos: s.review.Position(), flipped: s.board.flipped, last: rules.NoMove, hint: rules.NoMove}
	if mv, ok := s.review.LastMove(); ok {
		v.last = mv
	}
	drawBoardView(c, dst, l, v)
	if l.List.H > 0 {
		s.moves.draw(c, dst, l.List, s.shown(c))
	}
	first, second := describeRecord(c, s.id, s.info, s.rec)
	if s.note != "" {
		second = s.note
	}
	drawStatus(c, dst, l, first, second, 17, 15, colTextDim)
	p.drawButtons(dst, s.buttons(c), &s.press)
}

// recordOpening is the record's opening (issue 28) under its board: its
// own Opening tag, else the family of the code the classifier gives (the
// Games list and the explorer give the whole name, which is too long for
// this line on a phone: "Pháo đầu Xe qua hà, hai bên tiến Binh 7, đối
// Bình phong mã Bình pháo đổi Xe" at 360 px).
func recordOpening(c *ctx, rec *record.Game) string {
	op := gamedb.OpeningOf(rec)
	if rec.Tag("Opening") != "" {
		return rec.Tag("Opening")
	}
	return opening.Family(op.ECCO, c.lang.Code())
}

// describeRecord is a record's two lines under its board: when and
// who, then how it stands or ended and why (the list, which reads the
// index, says less: describeGame).
func describeRecord(c *ctx, id string, gi session.GameInfo, rec *record.Game) (string, string) {
	when := ""
	switch {
	case gi.Clock:
		when = gi.Started.Format("2006-01-02 15:04") + "   "
	case !gi.Started.IsZero():
		when = gi.Started.Format("2006-01-02") + "   "
	}
	who := c.text(i18n.MsgTwoPlayers)
	if gi.VsComputer() {
		side := c.text(i18n.MsgRed)
		if gi.Computer[rules.Red] {
			side = c.text(i18n.MsgBlack)
		}
		who = fmt.Sprintf(c.text(i18n.MsgGameYouVs), side, c.levelName(gi.Level))
	} else if r, b := rec.Tag("Red"), rec.Tag("Black"); r != "" && r != "Player" && r != "?" {
		who = r + " – " + b // a game from elsewhere names its players
	}
	moves := c.sprintf(i18n.MsgMovesCount, (gi.Plies+1)/2)
	if h := handicapText(c, rec.Start, gi.VsComputer()); h != "" {
		moves += " · " + h
	} else if rec.Start.FEN() != rules.StartFEN {
		moves += " · " + c.text(i18n.MsgFromPosition)
	}
	if name := recordOpening(c, rec); name != "" {
		moves += " · " + name
	}
	switch {
	case gi.Status.Over():
	case !gi.Own:
		return when + who, c.text(i18n.MsgNoResult) + " · " + moves // a record from elsewhere
	case id == c.game.ID() && c.game.CanContinue():
		return when + who, c.text(i18n.MsgInProgress) + " · " + moves
	default:
		return when + who, c.text(i18n.MsgUnfinished) + " · " + moves // left for another game
	}
	head := outcomeText(c, gi.Outcome())
	if gi.Status.Reason != rules.NoReason {
		head += " — " + c.text(reasonMsg(gi.Status.Reason))
	}
	return when + who, head + " · " + moves
}
