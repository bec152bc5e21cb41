package puzzle

import (
	"fmt"
	"strconv"
	"strings"
)

// HeaderSource is the header of a table with the source column: where a
// puzzle was found (Source). Load reads it beside Header and HeaderV1.
const HeaderSource = Header + "\tsource"

// SourceKind says where a puzzle comes from.
type SourceKind uint8

const (
	// Composed puzzles were made by the generator (random positions, grown
	// backwards, or composed endings): the tables without a source column.
	Composed SourceKind = iota
	// MasterGame puzzles were found in a game of the master collection.
	MasterGame
	// SelfPlay puzzles were found in a game the engine's levels played.
	SelfPlay
)

// Source is where a puzzle was found, as the source column says:
//
//	game|event|red|black|move   a master game (the players' and event's names as its tags)
//	self|red|black|seed|move    a self-play game: the levels' numbers (ai.Level.Number) and the seed
//
// move is the game's move number of the puzzle's position (1 for the first
// move of each side). An empty column is a composed puzzle.
type Source struct {
	Kind       SourceKind
	Event      string // MasterGame
	Red, Black string // MasterGame: the players
	RedLevel   int    // SelfPlay: the levels' numbers
	BlackLevel int
	Seed       uint64 // SelfPlay: the game's seed
	Move       int
}

// ParseSource reads a source column; the strings it returns share s.
func ParseSource(s string) (Source, error) {
	var src Source
	if s == "" {
		return src, nil
	}
	var f [5]string
	rest := s
	for i := range f {
		var ok bool
		if i == len(f)-1 {
			f[i], ok = rest, !strings.Contains(rest, "|")
		} else {
			f[i], rest, ok = strings.Cut(rest, "|")
		}
		if !ok {
			return src, fmt.Errorf("source %q: want five fields separated by |", s)
		}
	}
	mv, err := strconv.Atoi(f[4])
	if err != nil || mv < 1 || mv > 10000 {
		return src, fmt.Errorf("source %q: move number %q", s, f[4])
	}
	src.Move = mv
	switch f[0] {
	case "game":
		if f[2] == "" || f[3] == "" {
			return src, fmt.Errorf("source %q: a game source names both players", s)
		}
		src.Kind, src.Event, src.Red, src.Black = MasterGame, f[1], f[2], f[3]
	case "self":
		r, err1 := strconv.Atoi(f[1])
		b, err2 := strconv.Atoi(f[2])
		seed, err3 := strconv.ParseUint(f[3], 10, 64)
		if err1 != nil || err2 != nil || err3 != nil {
			return src, fmt.Errorf("source %q: want two level numbers and a seed", s)
		}
		src.Kind, src.RedLevel, src.BlackLevel, src.Seed = SelfPlay, r, b, seed
	default:
		return src, fmt.Errorf("source %q: kind %q, want game or self", s, f[0])
	}
	return src, nil
}

// String is the source column for src.
func (s Source) String() string {
	switch s.Kind {
	case MasterGame:
		return fmt.Sprintf("game|%s|%s|%s|%d", s.Event, s.Red, s.Black, s.Move)
	case SelfPlay:
		return fmt.Sprintf("self|%d|%d|%d|%d", s.RedLevel, s.BlackLevel, s.Seed, s.Move)
	}
	return ""
}
