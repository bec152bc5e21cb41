package main

import (
	"fmt"
	"os"
	"strconv"

	"xiangqi/record"
	"xiangqi/rules"
)

// pgnWriter appends finished games to a PGN file. A nil *pgnWriter writes
// nothing, so the match loop needs no test for the -pgn flag.
type pgnWriter struct {
	f      *os.File
	a, b   string // the players' names
	number int
}

func openPGN(path, a, b string) (*pgnWriter, error) {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return nil, err
	}
	return &pgnWriter{f: f, a: a, b: b}, nil
}

// write appends the game of o, the result as A's points make it.
func (w *pgnWriter) write(o outcome) error {
	if w == nil || o.game == nil {
		return nil
	}
	w.number++
	red, black := w.a, w.b
	if !o.aRed {
		red, black = black, red
	}
	result := "1/2-1/2"
	if o.points != 0.5 {
		if (o.points == 1) == o.aRed {
			result = "1-0"
		} else {
			result = "0-1"
		}
	}
	g := &record.Game{
		Tags: []record.Tag{
			{Name: "Event", Value: "xiangqi-match"},
			{Name: "Round", Value: strconv.Itoa(o.index/2 + 1)},
			{Name: "Red", Value: red},
			{Name: "Black", Value: black},
			{Name: "Result", Value: result},
			{Name: "Termination", Value: o.reason},
		},
		Start: rules.StartPosition(),
		Moves: o.game.Moves(),
	}
	if err := record.Write(w.f, g, rules.ICCS); err != nil {
		return fmt.Errorf("game %d: %w", w.number, err)
	}
	return nil
}

func (w *pgnWriter) close() error {
	if w == nil {
		return nil
	}
	return w.f.Close()
}
