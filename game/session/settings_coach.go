package session

import "fmt"

// CoachMode is the Settings switch of the coach (issue 30). Its zero
// value, CoachAuto, is an old save's and a new player's: the coach is on
// in games against the computer at the lowest levels, the five Newcomer
// levels and Beginner (ai.Level.Number 0 or less), and off above them and
// between two players. Once the player turns the switch, CoachOn or
// CoachOff holds at every level, and CoachOn also coaches both players of
// a game on one device.
type CoachMode uint8

const (
	CoachAuto CoachMode = iota
	CoachOn
	CoachOff
	NumCoachModes
)

var coachModeNames = [NumCoachModes]string{"", "on", "off"}

// String is the mode's name in the save file ("" for CoachAuto, which is
// not written).
func (c CoachMode) String() string {
	if c >= NumCoachModes {
		return fmt.Sprintf("CoachMode(%d)", int(c))
	}
	return coachModeNames[c]
}

// parseCoachMode reads a mode's name in a save of version version.
func parseCoachMode(s string, version int) (CoachMode, error) {
	switch {
	case s == "":
		return CoachAuto, nil
	case version < 8:
		return CoachAuto, fmt.Errorf("bad save file: the coach in a version %d file", version)
	case s == "on":
		return CoachOn, nil
	case s == "off":
		return CoachOff, nil
	}
	return CoachAuto, fmt.Errorf("unknown coach setting %q", s)
}

// CoachAutoTop is the strongest level the coach is on at by itself
// (CoachAuto): Beginner.
const CoachAutoTop = Beginner

// CoachFor reports whether the coach watches the person's moves in a game
// against the computer at level (vsComputer) or between two players.
func (s Settings) CoachFor(vsComputer bool, level Level) bool {
	switch s.Coach {
	case CoachOn:
		return true
	case CoachOff:
		return false
	}
	return vsComputer && level <= CoachAutoTop
}

// CoachShown is the switch as Settings shows it: whether the coach
// watches the next game under these settings.
func (s Settings) CoachShown() bool { return s.CoachFor(!s.TwoPlayers, s.Level) }

// ToggleCoach turns the switch as shown: the player's choice from then on,
// at every level.
func (s *Settings) ToggleCoach() {
	if s.CoachShown() {
		s.Coach = CoachOff
	} else {
		s.Coach = CoachOn
	}
}

// parseCoachCount reads one of the coach's counts in a save of version
// version.
func parseCoachCount(n, version int) (int, error) {
	switch {
	case n == 0:
		return 0, nil
	case version < 8:
		return 0, fmt.Errorf("bad save file: the coach's count in a version %d file", version)
	case n < 0:
		return 0, fmt.Errorf("bad save file: the coach's count %d", n)
	}
	return n, nil
}
