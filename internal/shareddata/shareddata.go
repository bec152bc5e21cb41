// Package shareddata finds the records and data sets beside the project,
// in ../shared/data from its root: real games the tests and measurements
// read but the project may not carry (issue 50). Where they are absent
// the tests that need them skip.
package shareddata

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"xiangqi/record"
)

// Dir is the path of ../shared/data/name from the project's root (the
// folder of go.mod above the working directory, which go test makes the
// package's), and whether it exists.
func Dir(name string) (string, bool) {
	wd, err := os.Getwd()
	if err != nil {
		return "", false
	}
	for d := wd; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			p := filepath.Join(d, "..", "shared", "data", name)
			_, err := os.Stat(p)
			return p, err == nil
		}
		if filepath.Dir(d) == d {
			return "", false
		}
	}
}

// MasterGamesCount is how many games MasterGames reads.
const MasterGamesCount = 2516

// MasterGames reads the 2,516 master games of ../shared/data/master-games
// (Hu Ronghua's and Liu Dahua's, ICCS moves, no results; MIT), in file
// order; tb skips when they are absent.
func MasterGames(tb testing.TB) []*record.Game {
	tb.Helper()
	games, err := ReadMasterGames()
	return Need(tb, games, err)
}

// ErrAbsent is ReadMasterGames' error when the games are not there.
var ErrAbsent = errors.New("no master games at ../shared/data/master-games beside the project")

// Need is what a test does with ReadMasterGames' answer (kept by a
// sync.OnceValues of its package, which reads them once): skip when the
// games are absent, fail on another error.
func Need(tb testing.TB, games []*record.Game, err error) []*record.Game {
	tb.Helper()
	if errors.Is(err, ErrAbsent) {
		tb.Skip(err)
	}
	if err != nil {
		tb.Fatal(err)
	}
	return games
}

// ReadMasterGames reads the games MasterGames reads, ErrAbsent when they
// are absent; each call reads them again.
func ReadMasterGames() ([]*record.Game, error) {
	dir, ok := Dir("master-games")
	if !ok {
		return nil, ErrAbsent
	}
	var all []*record.Game
	for _, name := range []string{"hu-ronghua.pgn", "liu-dahua.pgn"} {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			return nil, err
		}
		games, errs := record.Read(b)
		if len(errs) > 0 {
			return nil, fmt.Errorf("%s: %w", name, errs[0])
		}
		all = append(all, games...)
	}
	if len(all) != MasterGamesCount {
		return nil, fmt.Errorf("%d master games in %s, want %d", len(all), dir, MasterGamesCount)
	}
	return all, nil
}
