package rules

// Refusal says why a move is not legal, in the words a player needs: the
// game tells a player who taps a point the selected piece cannot reach.
type Refusal uint8

const (
	Allowed         Refusal = iota // the move is legal
	NotYourPiece                   // no piece of the side to move on the from-point
	OwnPieceThere                  // the target holds a piece of the same side
	NotItsMove                     // the piece never moves that way
	HorseLeg                       // the horse's leg (the point next to it) is blocked
	ElephantEye                    // the elephant's eye (the point between) is blocked
	ElephantRiver                  // elephants may not cross the river
	PalaceOnly                     // the general and the advisors stay in the palace
	PathBlocked                    // a chariot, or a cannon that does not capture, cannot jump
	CannonScreen                   // a cannon captures over exactly one piece
	SoldierBack                    // soldiers never move back
	SoldierSideways                // soldiers move sideways only after crossing the river
	InCheck                        // the move would leave the mover's general in check
	GeneralsFace                   // the generals would face each other on an open file
)

func (r Refusal) String() string {
	return [...]string{"allowed", "not your piece", "own piece there", "not how it moves",
		"horse's leg blocked", "elephant's eye blocked", "elephants stay home", "palace only",
		"path blocked", "cannon needs one screen", "soldiers never retreat",
		"soldiers move sideways after the river", "leaves the general in check",
		"generals would face each other"}[r]
}

// WhyNot says why m is not legal here (Allowed when it is). It accepts any
// Move value.
func (p *Position) WhyNot(m Move) Refusal {
	from, to := m.From(), m.To()
	if !from.Valid() || !to.Valid() || p.board[from] == Empty || p.board[from].Color() != p.side {
		return NotYourPiece
	}
	if q := p.board[to]; q != Empty && q.Color() == p.side {
		return OwnPieceThere
	}
	if p.IsPseudoLegal(m) {
		if p.IsLegal(m) {
			return Allowed
		}
		after := *p
		after.MakeMove(m)
		if after.generalsFace() {
			return GeneralsFace
		}
		return InCheck
	}
	df, dr := to.File()-from.File(), to.Rank()-from.Rank()
	adf, adr := abs(df), abs(dr)
	switch p.board[from].Kind() {
	case General:
		if adf+adr == 1 {
			return PalaceOnly
		}
	case Advisor:
		if adf == 1 && adr == 1 {
			return PalaceOnly
		}
	case Elephant:
		if adf == 2 && adr == 2 {
			if (p.side == Red) != (to.Rank() <= 4) {
				return ElephantRiver
			}
			return ElephantEye
		}
	case Horse:
		if adf+adr == 3 && adf > 0 && adr > 0 {
			return HorseLeg
		}
	case Chariot:
		if df == 0 || dr == 0 {
			return PathBlocked
		}
	case Cannon:
		if df == 0 || dr == 0 {
			if p.board[to] == Empty {
				return PathBlocked
			}
			return CannonScreen
		}
	case Soldier:
		forward := 1
		if p.side == Black {
			forward = -1
		}
		crossed := (p.side == Red) == (from.Rank() >= 5)
		switch {
		case adf+adr != 1:
		case dr == -forward:
			return SoldierBack
		case dr == 0 && !crossed:
			return SoldierSideways
		}
	}
	return NotItsMove
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
