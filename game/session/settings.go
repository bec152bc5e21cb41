package session

import (
	"fmt"
	"slices"

	"xiangqi/game/pieceset"
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

// Play as, as Settings and the New game screen offer it: Red, Black, two
// players.
const (
	PlayRed = iota
	PlayBlack
	PlayTwo
	NumPlayAs
)

// PlayAs is the Play as choice: PlayRed, PlayBlack or PlayTwo.
func (s Settings) PlayAs() int {
	switch {
	case s.TwoPlayers:
		return PlayTwo
	case s.Side == rules.Black:
		return PlayBlack
	}
	return PlayRed
}

// SetPlayAs chooses Play as i (PlayRed, PlayBlack or PlayTwo); the side
// stays as it was for two players, for the next game against the
// computer.
func (s *Settings) SetPlayAs(i int) {
	switch i {
	case PlayRed:
		s.Side, s.TwoPlayers = rules.Red, false
	case PlayBlack:
		s.Side, s.TwoPlayers = rules.Black, false
	case PlayTwo:
		s.TwoPlayers = true
	}
}

// NotationIndex is the notation's place in Settings' list: 0 for "" (the
// language's own), then 1 + its index in Notations.
func (s Settings) NotationIndex() int { return slices.Index(Notations, s.Notation) + 1 }

// SetNotationIndex chooses the notation at place i of Settings' list (see
// NotationIndex); a place off the list is ignored.
func (s *Settings) SetNotationIndex(i int) {
	switch {
	case i == 0:
		s.Notation = ""
	case i > 0 && i <= len(Notations):
		s.Notation = Notations[i-1]
	}
}

// PieceSet is what is written on the pieces: one of the sets of package
// pieceset, which says what each draws and what it is called; its String
// is its name in the save file.
type PieceSet = pieceset.ID

// The piece sets (see package pieceset).
const (
	PiecesTraditional = pieceset.Traditional
	PiecesSimplified  = pieceset.Simplified
	PiecesVietnamese  = pieceset.Vietnamese
	PiecesWXF         = pieceset.WXF
	NumPieceSets      = pieceset.Count
)

// ParsePieceSet reads a set's name.
func ParsePieceSet(s string) (PieceSet, error) { return pieceset.Parse(s) }

// BoardTheme is the colours of the board and the pieces.
type BoardTheme int

// The themes: wood with ivory pieces, and high contrast, in which Red's
// pieces are light with dark red characters and Black's dark with white
// ones, so that they differ in lightness, not in hue alone (for
// colour-blind players and dim screens), on strong black lines.
const (
	ThemeWood BoardTheme = iota
	ThemeContrast
	NumThemes
)

var themeNames = [NumThemes]string{"wood", "contrast"}

// String is the theme's name in the save file.
func (t BoardTheme) String() string {
	if t < 0 || t >= NumThemes {
		return fmt.Sprintf("BoardTheme(%d)", int(t))
	}
	return themeNames[t]
}

// ParseBoardTheme reads a theme's name.
func ParseBoardTheme(s string) (BoardTheme, error) {
	if i := slices.Index(themeNames[:], s); i >= 0 {
		return BoardTheme(i), nil
	}
	return ThemeWood, fmt.Errorf("unknown board theme %q", s)
}

// FacesTopSide reports whether the pieces of the side at the top of the
// board are drawn turned to a player sitting there: face to face, in a
// game between two players on one device.
func (s Settings) FacesTopSide(vsComputer bool) bool { return s.FaceToFace && !vsComputer }

// MoveNotation is the notation moves are written in: the one chosen; else,
// with letters on the pieces, the notation of those letters (Vietnamese
// for Tg S T M X P B, WXF for K A E H R C P), so that the move list names
// a piece by the letter the board shows; else the language's (lang is
// "vi", "en" or "zh"): Vietnamese, Chinese in the pieces' character set,
// WXF for English.
func (s Settings) MoveNotation(lang string) rules.Notation {
	chinese := s.Pieces.Set().Chinese
	switch {
	case s.Notation == "wxf":
		return rules.WXF
	case s.Notation == "chinese":
		return chinese
	case s.Notation == "vietnamese":
		return rules.Vietnamese
	case s.Notation == "iccs":
		return rules.ICCS
	case s.Pieces == PiecesVietnamese:
		return rules.Vietnamese
	case s.Pieces == PiecesWXF:
		return rules.WXF
	case lang == "vi":
		return rules.Vietnamese
	case lang == "zh":
		return chinese
	}
	return rules.WXF
}

// HandicapGiver is the side that gives the handicap in a new game: the
// computer's against the computer (it is the stronger side), the side
// chosen for two players.
func (s Settings) HandicapGiver() rules.Color {
	if s.TwoPlayers {
		return s.HandicapSide
	}
	return s.Side.Other()
}

// StartPosition is where a new game under these settings begins: the
// standard start, less the handicap's pieces.
func (s Settings) StartPosition() rules.Position {
	return rules.HandicapPosition(s.Handicap, s.HandicapGiver())
}
