package session

// The adaptive level (Settings.Adaptive), a rule kept here so that it is
// tested without a window:
//
//   - Only games against the computer that end count: won, lost (a
//     resignation is a loss) or drawn. A game left unfinished, replaced by
//     a new one or between two players does not count.
//   - Only a game played at the level the settings hold counts; one at
//     another level (an old game continued from the library) neither
//     extends nor breaks the streak. A level changed during a game
//     (Settings) changes both, so that game counts at its new level.
//   - Two wins in a row raise the level by one, two losses in a row lower
//     it by one; a draw ends either streak. After a change the streak
//     starts again from nothing.
//   - The level stays within Beginner and Master: two more wins at Master
//     or losses at Beginner change nothing (and start the streak again).
//   - A game counts once: undoing the last move of a finished game and
//     finishing it again does not count it twice (Settings.Counted).
//   - Choosing another level by hand, or turning the option off and on,
//     starts the streak again.
//
// Handicap games count like any other: the handicap stays as chosen and
// the level moves.

// LevelStep is what a finished game did to the level.
type LevelStep int

// The steps.
const (
	LevelKept    LevelStep = 0
	LevelRaised  LevelStep = 1
	LevelLowered LevelStep = -1
)

// streakToMove is how many wins (or losses) in a row move the level.
const streakToMove = 2

// CountGame applies the adaptive rule to the end of game id, played at
// level with outcome o, and returns what it did to s.Level. It does
// nothing when the option is off.
func (s *Settings) CountGame(id string, level Level, o Outcome) LevelStep {
	if !s.Adaptive || level != s.Level || (id != "" && id == s.Counted) {
		return LevelKept
	}
	switch o {
	case PlayerWon:
		s.Streak = max(s.Streak, 0) + 1
	case PlayerLost:
		s.Streak = min(s.Streak, 0) - 1
	case Drawn:
		s.Streak = 0
	default: // not over, or two players
		return LevelKept
	}
	s.Counted = id
	step := LevelKept
	switch {
	case s.Streak >= streakToMove:
		s.Streak = 0
		if s.Level < NumLevels-1 {
			s.Level++
			step = LevelRaised
		}
	case s.Streak <= -streakToMove:
		s.Streak = 0
		if s.Level > 0 {
			s.Level--
			step = LevelLowered
		}
	}
	return step
}

// ChooseLevel is the level chosen by hand: the adaptive streak starts
// again (a player who picks a level starts the ladder there).
func (s *Settings) ChooseLevel(l Level) {
	if l != s.Level {
		s.Streak = 0
	}
	s.Level = l
}

// SetAdaptive turns the adaptive level on or off; a change starts the
// streak again (tapping On when it is on already changes nothing).
func (s *Settings) SetAdaptive(on bool) {
	if on != s.Adaptive {
		s.Adaptive, s.Streak = on, 0
	}
}

// CountMatch is CountGame for match m, the game id, once it is over; a
// game between two players does not count.
func (s *Settings) CountMatch(id string, m *Match) LevelStep {
	if !m.VsComputer() || !m.Over() {
		return LevelKept
	}
	return s.CountGame(id, m.Level(), m.Outcome())
}
