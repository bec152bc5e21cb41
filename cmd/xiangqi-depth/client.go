package main

import (
	"fmt"
	"strings"
	"time"

	"xiangqi/internal/uciconn"
)

// Time bounds of the conversation: an engine that overruns one is killed
// and the run ends with an error, rather than hang.
const (
	replyTimeout = 30 * time.Second // uciok, readyok (a big hash takes a moment)
	quitGrace    = 2 * time.Second
)

// searchTimeout is how long "go movetime" may take before the engine is
// taken for hung: ten times the time leaves room for a loaded machine.
func searchTimeout(movetime time.Duration) time.Duration {
	return 10*movetime + 10*time.Second
}

// engine is the running UCI program being measured.
type engine struct {
	name string // from "id name", for the report
	c    *uciconn.Conn
}

// startEngine runs the program at path, says uci and sets the hash size
// and the options.
func startEngine(path string, hashMiB int, opts []option) (*engine, error) {
	c, err := uciconn.Start(path)
	if err != nil {
		return nil, err
	}
	e := &engine{c: c}
	replies, err := c.Ask(replyTimeout, "uciok", "uci")
	if err != nil {
		return nil, c.Abort(err)
	}
	for _, l := range replies {
		if name, ok := strings.CutPrefix(l, "id name "); ok {
			e.name = strings.TrimSpace(name)
		}
	}
	if hashMiB > 0 {
		opts = append([]option{{"Hash", fmt.Sprint(hashMiB)}}, opts...)
	}
	for _, o := range opts {
		if err := c.SetOption(replyTimeout, o.name, o.value); err != nil {
			return nil, c.Abort(err)
		}
	}
	return e, nil
}

// search runs one "go movetime" on fen after ucinewgame, so that no
// search inherits another's hash table, and reads it.
func (e *engine) search(fen string, movetime time.Duration) (search, error) {
	if _, err := e.c.Ask(replyTimeout, "readyok", "ucinewgame", "isready"); err != nil {
		return search{}, e.c.Abort(err)
	}
	start := time.Now()
	lines, err := e.c.Ask(searchTimeout(movetime), "bestmove",
		"position fen "+fen, fmt.Sprintf("go movetime %d", movetime.Milliseconds()))
	if err != nil {
		return search{}, e.c.Abort(err)
	}
	return readSearch(lines, time.Since(start))
}

// quit asks the engine to exit and kills it if it has not within grace;
// how it ended does not change the measurements already made.
func (e *engine) quit() {
	_ = e.c.Quit(quitGrace)
}
