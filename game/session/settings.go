package session

import (
	"slices"

	"xiangqi/rules"
)

// What the settings decide, kept here so that it is tested without a
// window.

// Seats are the sides the computer plays in a new game under these
// settings, and whether the board is turned to show Black at the bottom
// (the player plays Black against the computer).
func (s Settings) Seats() (computer [2]bool, flipped bool) {
	if s.TwoPlayers {
		return computer, false
	}
	computer[s.Side.Other()] = true
	return computer, s.Side == rules.Black
}

// NextSide is Settings' "Play as" cycle: Red, Black, two players, Red.
func (s *Settings) NextSide() {
	switch {
	case s.TwoPlayers:
		s.TwoPlayers, s.Side = false, rules.Red
	case s.Side == rules.Red:
		s.Side = rules.Black
	default:
		s.TwoPlayers = true
	}
}

// NextLevel is Settings' level cycle, Master back to Beginner.
func (s *Settings) NextLevel() { s.Level = (s.Level + 1) % NumLevels }

// NextNotation is Settings' notation cycle: "" (the language's own), then
// each of Notations in turn.
func (s *Settings) NextNotation() {
	i := slices.Index(Notations, s.Notation) + 1
	s.Notation = ""
	if i < len(Notations) {
		s.Notation = Notations[i]
	}
}

// MoveNotation is the notation moves are written in: the one chosen, else
// the language's (lang is "vi", "en" or "zh"): Vietnamese, Chinese in the
// pieces' character set, WXF for English.
func (s Settings) MoveNotation(lang string) rules.Notation {
	chinese := rules.ChineseTraditional
	if s.Simplified {
		chinese = rules.Chinese
	}
	switch {
	case s.Notation == "wxf":
		return rules.WXF
	case s.Notation == "chinese":
		return chinese
	case s.Notation == "vietnamese":
		return rules.Vietnamese
	case s.Notation == "iccs":
		return rules.ICCS
	case lang == "vi":
		return rules.Vietnamese
	case lang == "zh":
		return chinese
	}
	return rules.WXF
}
