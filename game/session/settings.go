package session

import (
	"fmt"
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

// PieceSet is what is written on the pieces.
type PieceSet int

// The piece sets: Chinese characters in either script, and letters for
// players who do not read them: the letters of Vietnamese notation (Xe X,
// Pháo P, Mã M…) and WXF's (Rook R, Cannon C, Horse H…).
const (
	PiecesTraditional PieceSet = iota // 帥仕相傌俥炮兵 / 將士象馬車砲卒
	PiecesSimplified                  // 帅仕相马车炮兵 / 将士象马车炮卒
	PiecesVietnamese                  // Tg S T M X P B
	PiecesWXF                         // K A E H R C P
	NumPieceSets
)

var pieceSetNames = [NumPieceSets]string{"traditional", "simplified", "vietnamese", "wxf"}

// String is the set's name in the save file.
func (p PieceSet) String() string {
	if p < 0 || p >= NumPieceSets {
		return fmt.Sprintf("PieceSet(%d)", int(p))
	}
	return pieceSetNames[p]
}

// ParsePieceSet reads a set's name.
func ParsePieceSet(s string) (PieceSet, error) {
	if i := slices.Index(pieceSetNames[:], s); i >= 0 {
		return PieceSet(i), nil
	}
	return PiecesTraditional, fmt.Errorf("unknown piece set %q", s)
}

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

// MoveNotation is the notation moves are written in: the one chosen, else
// the language's (lang is "vi", "en" or "zh"): Vietnamese, Chinese in the
// pieces' character set, WXF for English.
func (s Settings) MoveNotation(lang string) rules.Notation {
	chinese := rules.ChineseTraditional
	if s.Pieces == PiecesSimplified {
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
