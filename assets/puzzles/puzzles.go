// Package puzzles embeds the game's built-in puzzle tables, made by
// cmd/xiangqi-puzzlegen; package puzzle reads them (puzzle.Builtin).
package puzzles

import _ "embed"

// TSV is the composed puzzle table: a header row, then id, fen, goal,
// mate_in, solution, grade and theme, tab-separated.
//
//go:embed puzzles.tsv
var TSV []byte

// GamesTSV is the table of the mates found in real games (master games and
// the levels' self-play, cmd/xiangqi-puzzlegen -harvest): the same columns
// and a source column.
//
//go:embed games.tsv
var GamesTSV []byte

// MaterialTSV is the table of the decisive material wins found in the same
// games (cmd/xiangqi-puzzlegen -harvest-material, then -rejudge): the
// columns of GamesTSV, mate_in 0 and the goal "… win material".
//
//go:embed material.tsv
var MaterialTSV []byte
