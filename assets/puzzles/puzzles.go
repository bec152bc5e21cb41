// Package puzzles embeds the game's built-in puzzle table, made by
// cmd/xiangqi-puzzlegen; package puzzle reads it (puzzle.Builtin).
package puzzles

import _ "embed"

// TSV is the puzzle table: a header row, then id, fen, goal, mate_in and
// solution, tab-separated.
//
//go:embed puzzles.tsv
var TSV []byte
