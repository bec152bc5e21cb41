package game

import (
	"math"

	"xiangqi/rules"
)

// animTicks is the move animation's length: 9 ticks at 60 per second,
// about 150 ms.
const animTicks = 9

// boardUI is the board's interaction state: the selection with its legal
// destinations, a drag in progress and the move animation.
type boardUI struct {
	sel   rules.Square
	dests []rules.Move // legal moves of the selected piece

	pressing  bool // the pointer went down on the board
	pressX    float64
	pressY    float64
	dragging  bool // moved far enough from the press to be a drag
	dragX     float64
	dragY     float64
	pressedOn rules.Square

	anim      rules.Move // the move being animated, NoMove when none
	animPiece rules.Piece
	animTick  int

	dragPc rules.Piece // the piece dragged when it is not on sel (the editor's palette)
}

// dragPiece is the piece under the pointer during a drag.
func (b *boardUI) dragPiece(pos rules.Position) rules.Piece {
	if b.dragPc != rules.Empty {
		return b.dragPc
	}
	return pos.At(b.sel)
}

func (b *boardUI) selectSquare(pos rules.Position, sq rules.Square) {
	b.sel = sq
	b.dests = b.dests[:0]
	var l rules.MoveList
	pos.GenerateMoves(&l)
	for _, m := range l.Slice() {
		if m.From() == sq {
			b.dests = append(b.dests, m)
		}
	}
}

func (b *boardUI) deselect() {
	b.sel, b.dests = rules.NoSquare, b.dests[:0]
}

// destination returns the selected piece's legal move to sq.
func (b *boardUI) destination(sq rules.Square) (rules.Move, bool) {
	for _, m := range b.dests {
		if m.To() == sq {
			return m, true
		}
	}
	return rules.NoMove, false
}

func (b *boardUI) startAnim(m rules.Move, pc rules.Piece) {
	b.anim, b.animPiece, b.animTick = m, pc, 0
}

// tickAnim advances the animation; it reports whether a redraw is due.
func (b *boardUI) tickAnim() bool {
	if b.anim == rules.NoMove {
		return false
	}
	b.animTick++
	if b.animTick >= animTicks {
		b.anim = rules.NoMove
	}
	return true
}

// animFraction is the eased progress of the animation, 0–1.
func (b *boardUI) animFraction() float64 {
	t := float64(b.animTick) / animTicks
	return 1 - math.Pow(1-t, 3)
}

// boardPress handles the pointer going down on the board: a piece of the
// side to move is selected at once (so a drag can start from it).
func (g *Game) boardPress(x, y float64) {
	l := newLayout(g.w, g.h, g.dp)
	b := &g.board
	b.pressing, b.dragging = true, false
	b.pressX, b.pressY, b.dragX, b.dragY = x, y, x, y
	b.pressedOn = rules.NoSquare
	pos, canMove, flipped := g.boardTarget()
	if !canMove {
		b.pressing = false
		return
	}
	sq, ok := l.square(x, y, flipped)
	if !ok {
		return
	}
	b.pressedOn = sq
	if pc := pos.At(sq); pc != rules.Empty && pc.Color() == pos.SideToMove() {
		if b.sel != sq {
			b.selectSquare(pos, sq)
			g.dirty = true
		}
	}
}

// boardMove follows a drag of the selected piece.
func (g *Game) boardMove(x, y float64) {
	b := &g.board
	if !b.pressing || b.sel == rules.NoSquare || b.pressedOn != b.sel {
		return
	}
	l := newLayout(g.w, g.h, g.dp)
	if !b.dragging && math.Hypot(x-b.pressX, y-b.pressY) > 0.3*l.cell {
		b.dragging = true
	}
	if b.dragging {
		b.dragX, b.dragY = x, y
		g.dirty = true
	}
}

// boardRelease ends a tap or a drag: a legal destination plays the move,
// a tap on the selected piece keeps it, anything else deselects.
func (g *Game) boardRelease(x, y float64) {
	b := &g.board
	if !b.pressing {
		return
	}
	b.pressing = false
	wasDrag := b.dragging
	b.dragging = false
	g.dirty = true
	pos, canMove, flipped := g.boardTarget()
	if !canMove || b.sel == rules.NoSquare {
		return
	}
	l := newLayout(g.w, g.h, g.dp)
	sq, ok := l.square(x, y, flipped)
	if !wasDrag {
		// A tap: where the pointer went down decides, so that a finger
		// rolling a little does not change the target.
		sq, ok = b.pressedOn, b.pressedOn != rules.NoSquare
	}
	if ok && sq == b.sel {
		return // tapped (or dropped back on) the selected piece
	}
	if ok {
		if m, legal := b.destination(sq); legal {
			g.boardPlay(m, !wasDrag)
			return
		}
		if pc := pos.At(sq); pc != rules.Empty && pc.Color() == pos.SideToMove() {
			return // another own piece: selected at the press
		}
	}
	b.deselect()
}

// boardTarget is the position the board screen's taps play on, whether a
// person may move now, and the board's orientation.
func (g *Game) boardTarget() (pos rules.Position, canMove, flipped bool) {
	switch g.scene {
	case scenePlay:
		if g.match == nil {
			return pos, false, g.flipped
		}
		return g.match.Position(), !g.review && g.match.HumanToMove(), g.flipped
	case scenePuzzle:
		if g.puzzle.run == nil {
			return pos, false, g.puzzle.flipped
		}
		return g.puzzle.run.Position(), g.puzzle.run.PlayersTurn(), g.puzzle.flipped
	}
	return pos, false, false
}

// boardPlay plays a person's legal move on the current board screen.
func (g *Game) boardPlay(m rules.Move, animate bool) {
	if g.scene == scenePuzzle {
		g.puzzleMove(m, animate)
		return
	}
	g.humanMove(m, animate)
}

// humanMove plays a person's move through the Match.
// A dragged piece is already where it lands, so only a tapped move is
// animated.
func (g *Game) humanMove(m rules.Move, animate bool) {
	pos := g.match.Position()
	captured := pos.At(m.To()) != rules.Empty
	if err := g.match.Play(m); err != nil {
		g.board.deselect()
		return
	}
	g.afterMove(m, captured, animate)
}
