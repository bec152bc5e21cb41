package game

import (
	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game/games"
	"xiangqi/game/geom"
	"xiangqi/game/newgame"
	"xiangqi/game/session"
	"xiangqi/record"
	"xiangqi/rules"
)

// recordScreen is the view of games.Record (one game of the library, or
// one just imported): the board at the move shown, the move list, a line
// of status and the model's two rows of buttons.
type recordScreen struct {
	m     *games.Record
	moves moveList
	tree  moveTree // the list of a record with variations or comments
	board boardWidget
	press buttonPress
}

// openRecord shows rec (id in the library) from its last move.
func openRecord(c *ctx, list *games.Library, id string, rec *record.Game) *recordScreen {
	s := newRecordScreen(games.NewRecord(c.env(), c.gamesServices(), list, id, rec))
	c.push(s)
	return s
}

// newRecordScreen is the view of m.
func newRecordScreen(m *games.Record) *recordScreen {
	return &recordScreen{m: m, moves: moveList{followed: -1}, tree: moveTree{followed: -1}, board: newBoardWidget(m.Flipped())}
}

// gamesServices are what the Games list and a record work with.
func (c *ctx) gamesServices() games.Services {
	return games.Services{Records: c.game.Library, Index: c.index, Clipboard: c.cfg.Clipboard,
		Sharer: c.cfg.Sharer, Now: c.now, Game: c.game, Engine: c.engine}
}

// recordLayout is the board with the move list, a line of status and two
// rows of buttons.
func recordLayout(c *ctx) (l layout, nav, actions rect) { return geom.Record(c.w, c.h, c.dp) }

func (s *recordScreen) shown() movesShown {
	ms := s.m.Moves()
	return movesShown{texts: ms.Texts, blackFirst: ms.BlackFirst, firstMove: ms.FirstMove, ply: ms.Ply, checks: ms.Checks, cycle: ms.Cycle}
}

func (s *recordScreen) buttons(c *ctx) []button {
	_, nav, actions := recordLayout(c)
	mbs := s.m.Buttons()
	bs := make([]button, len(mbs))
	rs := append(rowRects(nav, games.NavButtons, 6*c.dp), rowRects(actions, len(mbs)-games.NavButtons, 6*c.dp)...)
	for i, b := range mbs {
		bs[i] = modelButton(b, rs[i], c.apply)
	}
	return append(c.paint.buttonRow(bs[:games.NavButtons]), c.paint.buttonRow(bs[games.NavButtons:])...)
}

// playFromRecord starts a new game from the board of rec after ply moves,
// with the sides and level chosen in the settings; the record is left as
// it is, and the new game's names it as its origin.
func playFromRecord(c *ctx, rec *record.Game, ply int) error {
	m, flipped, err := c.recordMatch(rec, ply)
	if err != nil {
		return err
	}
	c.setMatch(m, flipped)
	c.reset(newPlayScreen(c))
	c.save()
	m.Resume()
	return nil
}

// recordMatch is the new game from the board of rec after ply moves, as
// playFromRecord begins it (newgame.BeginFrom): the settings' sides,
// level and time control (as New game has them), rec named as its
// origin; flipped is the board turned for the player's side.
func (c *ctx) recordMatch(rec *record.Game, ply int) (m *session.Match, flipped bool, err error) {
	return newgame.BeginFrom(c.engine, c.settings, rec, ply)
}

func (s *recordScreen) pointer(c *ctx, ps pointerState) {
	if s.press.pointer(c, ps, s.buttons(c)) {
		s.board.deselect() // the board shown changes under a selection
		return
	}
	if ps.wheel != 0 {
		step := -1
		if ps.wheel < 0 {
			step = 1
		}
		c.apply(s.m.Step(step))
		return
	}
	l, _, _ := recordLayout(c)
	if ps.ev == pointerPress && s.m.RulingText() != "" && l.Board.Contains(ps.x, ps.y) {
		c.apply(s.m.CloseRuling())
		return
	}
	if l.List.H > 0 {
		if tree := s.m.Moves().Tree; tree != nil {
			if i, tapped, used := s.tree.pointer(c, ps, l.List, tree); used {
				if tapped {
					c.apply(s.m.TapMove(i))
				}
				return
			}
		} else if ply, tapped, used := s.moves.pointer(c, ps, l.List, s.shown()); used {
			if tapped {
				c.apply(s.m.SetPly(ply))
			}
			return
		}
	}
	// A move played on the board: the record's next one is followed,
	// another becomes a variation (games.Record.Play).
	pos := s.m.Position()
	mv, animate, redraw := s.board.pickMove(l, ps, pos, true)
	if redraw {
		c.dirty = true
	}
	if mv == rules.NoMove {
		return
	}
	s.board.deselect()
	o := s.m.Play(mv)
	if o.Changed && animate && c.settings.Animation {
		after := pos
		after.MakeMove(mv)
		s.board.startAnim(mv, after.At(mv.To()))
	}
	c.apply(o)
}

func (s *recordScreen) animate() bool { return s.board.animate() }

// keys steps through the moves with the arrow keys, Home and End.
func (s *recordScreen) keys(c *ctx, ps pointerState) bool {
	if ps.home || ps.end || ps.step != 0 {
		s.board.deselect()
	}
	switch {
	case ps.home:
		c.apply(s.m.SetPly(0))
	case ps.end:
		c.apply(s.m.SetPly(s.m.Len()))
	case ps.step != 0:
		c.apply(s.m.Step(ps.step))
	}
	return false
}

func (s *recordScreen) draw(c *ctx, dst *ebiten.Image) {
	l, _, _ := recordLayout(c)
	v := s.board.view(s.m.Position())
	if mv, ok := s.m.LastMove(); ok {
		v.last = mv
	}
	for _, a := range s.m.RulingArrows() {
		v.chases = append(v.chases, rules.NewMove(a.From, a.To))
	}
	drawBoardView(c, dst, l, v)
	if l.List.H > 0 {
		if tree := s.m.Moves().Tree; tree != nil {
			s.tree.draw(c, dst, l.List, tree)
		} else {
			s.moves.draw(c, dst, l.List, s.shown())
		}
	}
	first, second := s.m.Status()
	// The second line ends with the opening's whole name (issue 50), which
	// can be long on a phone: it is cut with "…" rather than the line
	// shrunk unreadably small.
	second, _ = c.paint.fitLine(second, 15*c.dp, minLabelDP*c.dp, l.Status.W)
	drawStatus(c, dst, l, first, second, 17, 15, colTextDim)
	if explain := s.m.RulingText(); explain != "" {
		// The ruling that ended the game, at its last move (issue 53),
		// over the board until a tap closes it.
		drawRulingPanel(c, dst, l, explain)
	}
	c.paint.drawButtons(dst, s.buttons(c), &s.press)
}
