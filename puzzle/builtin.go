package puzzle

import (
	"bytes"

	"xiangqi/assets/puzzles"
)

// Builtin returns the game's built-in puzzles, in the table's order (mate in
// 1 first, then longer). It parses the embedded table on every call; the
// game calls it once.
func Builtin() ([]Puzzle, error) { return Load(bytes.NewReader(puzzles.TSV)) }
