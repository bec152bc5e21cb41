package session

import (
	"fmt"
	"strings"
	"xiangqi/clock"

	"xiangqi/rules"
)

// Flags are the choices a platform can start the game with (the desktop's
// command line), by name; "" (or false) keeps the saved choice. Applied,
// each is kept like a choice made in Settings or New game.
type Flags struct {
	Level  string // a name ("medium", "level 3") or a number (ParseLevel)
	Side   string // "red", "black" or "two" (two players)
	Pieces string // a piece set's name in the save
	Theme  string // a board theme's name in the save
	// Handicap is a handicap's name ("horse", "two-horses"…, "none"),
	// with ":red" or ":black" after it for the side that gives it between
	// two players.
	Handicap   string
	FaceToFace bool // turns face to face on
	Adaptive   bool // turns the adaptive level on
	// TimeControl is the clock of new games in PGN's seconds
	// ("600+5", "1/30", "-" for none; clock.Parse).
	TimeControl string
	Threats     bool // turns the threats on (Settings.Threats)
}

// Apply sets the choices f makes in s. It fails on a name it does not
// know, naming the flag; s is then left partly changed.
func (f Flags) Apply(s *Settings) error {
	var err error
	if f.Level != "" {
		if s.Level, err = ParseLevel(f.Level); err != nil {
			return err
		}
	}
	switch strings.ToLower(f.Side) {
	case "":
	case "red", "r", "w":
		s.Side, s.TwoPlayers = rules.Red, false
	case "black", "b":
		s.Side, s.TwoPlayers = rules.Black, false
	case "two", "both", "2":
		s.TwoPlayers = true
	default:
		return fmt.Errorf("unknown side %q (want red, black or two)", f.Side)
	}
	if f.Pieces != "" {
		if s.Pieces, err = ParsePieceSet(f.Pieces); err != nil {
			return err
		}
	}
	if f.Theme != "" {
		if s.Theme, err = ParseBoardTheme(f.Theme); err != nil {
			return err
		}
	}
	s.FaceToFace = s.FaceToFace || f.FaceToFace
	if err := applyHandicap(s, f.Handicap); err != nil {
		return err
	}
	if f.Adaptive && !s.Adaptive {
		s.SetAdaptive(true)
	}
	if f.TimeControl != "" {
		if s.TimeControl, err = clock.Parse(f.TimeControl); err != nil {
			return fmt.Errorf("-tc: %w", err)
		}
	}
	s.Threats = s.Threats || f.Threats
	return nil
}

// applyHandicap reads Flags.Handicap.
func applyHandicap(s *Settings, flag string) error {
	if flag == "" {
		return nil
	}
	name, side, hasSide := strings.Cut(strings.ToLower(flag), ":")
	h, err := rules.ParseHandicap(name)
	if err != nil {
		return err
	}
	s.Handicap = h
	switch {
	case !hasSide:
	case side == "red":
		s.HandicapSide = rules.Red
	case side == "black":
		s.HandicapSide = rules.Black
	default:
		return fmt.Errorf("unknown handicap side %q (want red or black)", side)
	}
	return nil
}
