package rules

import "fmt"

// Fault names why a board cannot occur in a game.
type Fault uint8

const (
	FaultTooMany          Fault = iota + 1 // Color has more than Max pieces of Kind
	FaultGeneralOutside                    // the general on Square is outside its palace
	FaultAdvisorOff                        // the advisor on Square is off the palace diagonals
	FaultElephantOff                       // the elephant on Square is off its seven points
	FaultSoldierBehind                     // the soldier on Square is behind its starting rank
	FaultNoGeneral                         // Color has no general
	FaultGeneralsFacing                    // the generals face each other on an open file; Color is the side not to move
	FaultNotToMoveInCheck                  // Color is in check although the other side is to move
)

// PositionError is what ParseFEN and Validate return for a board that is
// well formed but cannot occur in a game, so that a caller such as the
// board editor can say it in the player's language and mark the point.
type PositionError struct {
	Fault  Fault
	Color  Color
	Kind   Kind
	Max    int    // FaultTooMany: how many one set holds
	Square Square // the offending point, or NoSquare
}

func (e *PositionError) Error() string {
	c := e.Color
	switch e.Fault {
	case FaultTooMany:
		return fmt.Sprintf("%s has more than %d %s%s", c, e.Max, e.Kind, plural(e.Max))
	case FaultGeneralOutside:
		return fmt.Sprintf("%s general on %s is outside its palace", c, e.Square)
	case FaultAdvisorOff:
		return fmt.Sprintf("%s advisor on %s is off the palace diagonals", c, e.Square)
	case FaultElephantOff:
		return fmt.Sprintf("%s elephant on %s is off its seven points", c, e.Square)
	case FaultSoldierBehind:
		return fmt.Sprintf("%s soldier on %s is behind its starting rank", c, e.Square)
	case FaultNoGeneral:
		return fmt.Sprintf("%s has no general", c)
	case FaultGeneralsFacing:
		return fmt.Sprintf("the generals face each other on the %c file (%s is in check but it is %s's turn)", 'a'+e.Square.File(), c, c.Other())
	case FaultNotToMoveInCheck:
		return fmt.Sprintf("%s is in check but it is %s's turn", c, c.Other())
	}
	return "impossible position"
}
