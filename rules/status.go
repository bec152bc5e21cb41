package rules

// Result is the outcome of a game, or Ongoing.
type Result uint8

const (
	Ongoing Result = iota
	RedWins
	BlackWins
	Draw
)

func (r Result) String() string {
	return [...]string{"ongoing", "red wins", "black wins", "draw"}[r]
}

// WinFor returns the result in which c wins.
func WinFor(c Color) Result {
	if c == Red {
		return RedWins
	}
	return BlackWins
}

// Reason says why a game ended.
type Reason uint8

const (
	NoReason       Reason = iota
	Checkmate             // the side to move is in check and has no legal move
	Stalemate             // the side to move is not in check and has no legal move: it loses
	PerpetualCheck        // the side that checked with every move of a repetition loses
	PerpetualChase        // the side that chased one piece with every move of a repetition loses
	Repetition            // a third repetition with no perpetual offender: draw
	MoveLimit             // 120 plies without a capture: draw
	NoAttackers           // neither side has a chariot, horse, cannon or soldier: draw
	Resignation           // set by the game, never by the rules
	Timeout               // a clock ran out (set by the game, package clock): a loss, or a draw when the other side cannot mate
)

func (r Reason) String() string {
	return [...]string{"", "checkmate", "no legal move", "perpetual check", "perpetual chase",
		"repetition", "60-move rule", "no attacking pieces", "resignation", "time forfeit"}[r]
}

// Status is a result with its reason.
type Status struct {
	Result Result
	Reason Reason
}

// Over reports whether the game has ended.
func (s Status) Over() bool { return s.Result != Ongoing }

// MoveLimitPlies is the 60-move rule: 60 moves each, 120 plies, without a capture.
const MoveLimitPlies = 120

// Status judges the position alone (no repetition, which needs history):
// no legal move loses, with no attackers left on either side or after
// MoveLimitPlies without a capture the game is drawn.
func (p *Position) Status() Status {
	if !p.HasLegalMove() {
		reason := Stalemate
		if p.InCheck() {
			reason = Checkmate
		}
		return Status{WinFor(p.side.Other()), reason}
	}
	if !p.HasAttackers(Red) && !p.HasAttackers(Black) {
		return Status{Draw, NoAttackers}
	}
	if p.halfmove >= MoveLimitPlies {
		return Status{Draw, MoveLimit}
	}
	return Status{}
}
