package puzzle

import (
	"xiangqi/assets/puzzles"
)

// Builtin returns the game's built-in puzzles, in the tables' order: the
// composed table (mate in 1 first, then longer, then the won endings), then
// the mates found in real games (their source kept), then the material
// wins found in them. It parses the embedded
// tables on every call; the game calls it once.
func Builtin() ([]Puzzle, error) {
	var l loader
	if err := l.table(string(puzzles.TSV)); err != nil {
		return nil, err
	}
	if err := l.table(string(puzzles.GamesTSV)); err != nil {
		return nil, err
	}
	if err := l.table(string(puzzles.MaterialTSV)); err != nil {
		return nil, err
	}
	return l.out, nil
}
