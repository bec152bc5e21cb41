// Package pieceset is the one list of the piece sets: for each, its name
// in the save file, its names in the game's three languages, the
// characters on its 14 pieces, across the river and under the files, and
// the Chinese move notation that goes with it. The settings
// (game/session), the Settings screen and the board's drawing (game), the
// font test and scripts/make-fonts.sh all read it, so that a new set is a
// constant and an entry here (and a run of scripts/make-fonts.sh for its
// characters).
//
// It draws nothing and imports no display code, so that pure-Go tests and
// the font script can use it.
package pieceset

import (
	"fmt"
	"slices"
	"strings"

	"xiangqi/rules"
)

// ID is a piece set: its place in the list.
type ID int

// The piece sets: Chinese characters in either script, and letters for
// players who do not read them: the letters of Vietnamese notation (Xe X,
// Pháo P, Mã M…) and WXF's (Rook R, Cannon C, Horse H…).
const (
	Traditional ID = iota // 帥仕相傌俥炮兵 / 將士象馬車砲卒
	Simplified            // 帅仕相马车炮兵 / 将士象马车炮卒
	Vietnamese            // Tg S T M X P B
	WXF                   // K A E H R C P
	Count
)

// Names is a set's name in each language of the game.
type Names struct{ Vi, En, Zh string }

// In is the name in the language of ISO 639-1 code lang ("vi", "en",
// "zh"); English for any other.
func (n Names) In(lang string) string {
	switch lang {
	case "vi":
		return n.Vi
	case "zh":
		return n.Zh
	}
	return n.En
}

// Set is one piece set.
type Set struct {
	Key   string // its name in the save file and on the -pieces flag
	Names Names  // on the Settings screen
	// Glyphs are written on the pieces, indexed by rules.Piece (Red's
	// general first, then Black's; rules.Empty's and the unused slot
	// between the sides are "").
	Glyphs [rules.NumPieces]string
	// River is written across the river, left and right.
	River [2]string
	// Numerals label the files, indexed by rules.Color: under Red's side
	// and over Black's.
	Numerals [2][9]string
	// Chinese is the Chinese move notation in the set's script: the
	// notation a player who chose Chinese gets.
	Chinese rules.Notation
}

var (
	chineseNumerals  = [9]string{"一", "二", "三", "四", "五", "六", "七", "八", "九"}
	digits           = [9]string{"1", "2", "3", "4", "5", "6", "7", "8", "9"}
	traditionalRiver = [2]string{"楚河", "漢界"}
)

// sets are indexed by ID. The letter sets keep the traditional river and
// write digits on both sides, the digits of their notations.
var sets = [Count]Set{
	Traditional: {
		Key:      "traditional",
		Names:    Names{Vi: "Phồn thể", En: "Traditional", Zh: "繁体"},
		Glyphs:   pieces([14]string{"帥", "仕", "相", "傌", "俥", "炮", "兵", "將", "士", "象", "馬", "車", "砲", "卒"}),
		River:    traditionalRiver,
		Numerals: [2][9]string{rules.Red: chineseNumerals, rules.Black: digits},
		Chinese:  rules.ChineseTraditional,
	},
	Simplified: {
		Key:      "simplified",
		Names:    Names{Vi: "Giản thể", En: "Simplified", Zh: "简体"},
		Glyphs:   pieces([14]string{"帅", "仕", "相", "马", "车", "炮", "兵", "将", "士", "象", "马", "车", "炮", "卒"}),
		River:    [2]string{"楚河", "汉界"},
		Numerals: [2][9]string{rules.Red: chineseNumerals, rules.Black: digits},
		Chinese:  rules.Chinese,
	},
	Vietnamese: {
		Key:      "vietnamese",
		Names:    Names{Vi: "Chữ cái Việt", En: "Vietnamese letters", Zh: "越南字母"},
		Glyphs:   pieces([14]string{"Tg", "S", "T", "M", "X", "P", "B", "Tg", "S", "T", "M", "X", "P", "B"}),
		River:    traditionalRiver,
		Numerals: [2][9]string{digits, digits},
		Chinese:  rules.ChineseTraditional,
	},
	WXF: {
		Key:      "wxf",
		Names:    Names{Vi: "Chữ cái WXF", En: "WXF letters", Zh: "WXF 字母"},
		Glyphs:   pieces([14]string{"K", "A", "E", "H", "R", "C", "P", "K", "A", "E", "H", "R", "C", "P"}),
		River:    traditionalRiver,
		Numerals: [2][9]string{digits, digits},
		Chinese:  rules.ChineseTraditional,
	},
}

// pieces lays out the 14 glyphs, Red's general, advisor, elephant, horse,
// chariot, cannon, soldier, then Black's, by rules.Piece.
func pieces(g [14]string) [rules.NumPieces]string {
	var out [rules.NumPieces]string
	kinds := []rules.Kind{rules.General, rules.Advisor, rules.Elephant, rules.Horse, rules.Chariot, rules.Cannon, rules.Soldier}
	for i, c := range []rules.Color{rules.Red, rules.Black} {
		for j, k := range kinds {
			out[rules.MakePiece(c, k)] = g[i*len(kinds)+j]
		}
	}
	return out
}

// All are the sets' IDs, in order.
func All() []ID {
	out := make([]ID, Count)
	for i := range out {
		out[i] = ID(i)
	}
	return out
}

// Valid reports whether id names a set.
func (id ID) Valid() bool { return id >= 0 && id < Count }

// Set is the set id names; Traditional's for an id off the list.
func (id ID) Set() *Set {
	if !id.Valid() {
		id = Traditional
	}
	return &sets[id]
}

// String is the set's name in the save file.
func (id ID) String() string {
	if !id.Valid() {
		return fmt.Sprintf("PieceSet(%d)", int(id))
	}
	return sets[id].Key
}

// Parse reads a set's name in the save file.
func Parse(s string) (ID, error) {
	if i := slices.IndexFunc(sets[:], func(set Set) bool { return set.Key == s }); i >= 0 {
		return ID(i), nil
	}
	return Traditional, fmt.Errorf("unknown piece set %q", s)
}

// BoardText is every character the board draws in the piece font with
// this set: the pieces, the river and the numerals.
func (s *Set) BoardText() string {
	var b strings.Builder
	for _, g := range s.Glyphs {
		b.WriteString(g)
	}
	b.WriteString(s.River[0] + s.River[1])
	for _, side := range s.Numerals {
		for _, n := range side {
			b.WriteString(n)
		}
	}
	return b.String()
}

// NameText is the set's names in all languages, drawn in the interface
// font.
func (s *Set) NameText() string { return s.Names.Vi + s.Names.En + s.Names.Zh }

// BoardChars and NameChars are the characters of every set's BoardText
// and NameText, each once, in order: what the piece font and the
// interface fonts must cover (scripts/make-fonts.sh prints them with
// scripts/piece-chars).
func BoardChars() string { return uniqueChars(func(s *Set) string { return s.BoardText() }) }

// NameChars: see BoardChars.
func NameChars() string { return uniqueChars(func(s *Set) string { return s.NameText() }) }

func uniqueChars(text func(*Set) string) string {
	var rs []rune
	for _, id := range All() {
		rs = append(rs, []rune(text(id.Set()))...)
	}
	slices.Sort(rs)
	return string(slices.Compact(rs))
}
