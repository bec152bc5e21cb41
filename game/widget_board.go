package game

import (
	"math"

	"xiangqi/game/ui"
	"xiangqi/rules"
)

// animTicks is the move animation's length: 9 ticks at 60 per second,
// about 150 ms.
const animTicks = 9

// boardWidget is the board of a screen (play, puzzle, editor): its
// orientation, the selection with its legal destinations, a press or drag
// in progress and the move animation. It turns pointer steps into taps
// and drags on points (press, drag, release) and, for the screens where a
// person moves pieces by the rules, into legal moves (pickMove); it draws
// itself with a position and its marks (draw).
type boardWidget struct {
	flipped bool

	sel   rules.Square
	dests []rules.Move // legal moves of the selected piece

	pressing  bool // the pointer went down on the board
	pressX    float64
	pressY    float64
	dragging  bool // moved far enough from the press to be a drag
	touch     bool // the press is a finger's (the dragged piece is lifted)
	dragX     float64
	dragY     float64
	pressedOn rules.Square

	anim      rules.Move // the move being animated, NoMove when none
	animPiece rules.Piece
	animTick  int

	// refused is the move the last tap asked for and the rules refused
	// (the selected piece, a point it cannot reach), until the next press:
	// the screen says why.
	refused rules.Move
}

func newBoardWidget(flipped bool) boardWidget {
	return boardWidget{flipped: flipped, sel: rules.NoSquare, pressedOn: rules.NoSquare, anim: rules.NoMove, refused: rules.NoMove}
}

// reset forgets the selection, any press and the animation.
func (b *boardWidget) reset() {
	*b = newBoardWidget(b.flipped)
}

func (b *boardWidget) selectSquare(pos rules.Position, sq rules.Square) {
	b.sel, b.dests = sq, ui.MovesFrom(pos, sq, b.dests)
}

func (b *boardWidget) deselect() {
	b.sel, b.dests = rules.NoSquare, b.dests[:0]
}

// destination returns the selected piece's legal move to sq.
func (b *boardWidget) destination(sq rules.Square) (rules.Move, bool) {
	for _, m := range b.dests {
		if m.To() == sq {
			return m, true
		}
	}
	return rules.NoMove, false
}

func (b *boardWidget) startAnim(m rules.Move, pc rules.Piece) {
	b.anim, b.animPiece, b.animTick = m, pc, 0
}

// animate advances the animation; it reports whether a redraw is due.
func (b *boardWidget) animate() bool {
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
func (b *boardWidget) animFraction() float64 {
	t := float64(b.animTick) / animTicks
	return 1 - math.Pow(1-t, 3)
}

// press starts a tap or a drag at the pointer and returns the point
// under it (NoSquare off the points).
func (b *boardWidget) press(l layout, ps pointerState) rules.Square {
	x, y := ps.x, ps.y
	b.pressing, b.dragging, b.touch = true, false, ps.touch
	b.pressX, b.pressY, b.dragX, b.dragY = x, y, x, y
	b.pressedOn = rules.NoSquare
	if sq, ok := l.Square(x, y, b.flipped); ok {
		b.pressedOn = sq
	}
	return b.pressedOn
}

// drag follows the pointer after a press on a point from which canDrag
// lets a piece be carried; a move of a third of a point's spacing makes
// it a drag. started reports the step that made it one, redraw whether
// the dragged piece moved.
func (b *boardWidget) drag(l layout, x, y float64, canDrag func(rules.Square) bool) (started, redraw bool) {
	if !b.pressing || b.pressedOn == rules.NoSquare || !canDrag(b.pressedOn) {
		return false, false
	}
	if !b.dragging && math.Hypot(x-b.pressX, y-b.pressY) > 0.3*l.Cell {
		b.dragging, started = true, true
	}
	if b.dragging {
		b.dragX, b.dragY = x, y
	}
	return started, b.dragging
}

// release ends the press: from is where it began; to is the point under
// the pointer for a drag (toOK false off the points) and, for a tap, the
// point pressed, so that a finger rolling a little does not change the
// target. ok is false when no press was in progress.
func (b *boardWidget) release(l layout, x, y float64) (from, to rules.Square, toOK, wasDrag, ok bool) {
	if !b.pressing {
		return rules.NoSquare, rules.NoSquare, false, false, false
	}
	b.pressing = false
	wasDrag = b.dragging
	b.dragging = false
	from = b.pressedOn
	if wasDrag {
		to, toOK = l.Square(x, y, b.flipped)
	} else {
		to, toOK = from, from != rules.NoSquare
	}
	return from, to, toOK, wasDrag, true
}

// pickMove is how a person moves on pos when canMove: a press on a piece
// of the side to move selects it at once (so a drag can start from it); a
// tap or a drop on a legal destination returns the move; a tap on another
// own piece keeps that one selected, anything else deselects. animate is
// true for a tapped move (a dragged piece is already where it lands);
// redraw whether the board changed.
func (b *boardWidget) pickMove(l layout, ps pointerState, pos rules.Position, canMove bool) (m rules.Move, animate, redraw bool) {
	switch ps.ev {
	case pointerPress:
		b.refused = rules.NoMove
		if !canMove {
			b.pressing = false
			return rules.NoMove, false, false
		}
		sq := b.press(l, ps)
		if sq == rules.NoSquare || sq == b.sel {
			return rules.NoMove, false, false
		}
		if pc := pos.At(sq); pc != rules.Empty && pc.Color() == pos.SideToMove() {
			b.selectSquare(pos, sq)
			return rules.NoMove, false, true
		}
	case pointerMove:
		_, redraw = b.drag(l, ps.x, ps.y, func(sq rules.Square) bool { return sq == b.sel })
		return rules.NoMove, false, redraw
	case pointerRelease:
		_, sq, ok, wasDrag, pressed := b.release(l, ps.x, ps.y)
		if !pressed {
			return rules.NoMove, false, false
		}
		if !canMove || b.sel == rules.NoSquare || (ok && sq == b.sel) {
			return rules.NoMove, false, true // tapped (or dropped back on) the selected piece
		}
		if ok {
			if m, legal := b.destination(sq); legal {
				return m, !wasDrag, true
			}
			if pc := pos.At(sq); pc != rules.Empty && pc.Color() == pos.SideToMove() {
				return rules.NoMove, false, true // another own piece: selected at the press
			}
			b.refused = rules.NewMove(b.sel, sq)
		}
		b.deselect()
		return rules.NoMove, false, true
	}
	return rules.NoMove, false, false
}
