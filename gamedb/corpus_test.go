//go:build !js

package gamedb

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"xiangqi/internal/shareddata"
	"xiangqi/record"
)

// readMasters reads the master games beside the project once for all the
// tests (a second and more under the race detector); the games are only
// read.
var readMasters = sync.OnceValues(shareddata.ReadMasterGames)

// masterGames are the 2,516 master games; a test skips where they are
// absent.
func masterGames(tb testing.TB) []*record.Game {
	tb.Helper()
	all, err := readMasters()
	return shareddata.Need(tb, all, err)
}

// benchNotation is the move notation of the corpus the benchmarks import
// and convert: ICCS reads quickest; a collection from a Chinese site is
// in Chinese notation, whose every move is found among the legal ones.
var benchNotation = flag.String("bench-notation", "iccs", "notation of the benchmarks' corpus (iccs, wxf, chinese, …)")

// corpus is a reproducible PGN text of n games made from the master
// games: copy k of a game gets its own date and a suffix on the players'
// names (so none is a duplicate of another), and a synthetic result
// (1-0, 1/2-1/2, 0-1, none, by the game's number) so that the explorer's
// result counts are tested. Test data only: the results are invented.
func corpus(tb testing.TB, n int) []byte {
	tb.Helper()
	base := masterGames(tb)
	notation, err := record.ParseNotationName(*benchNotation)
	if err != nil {
		tb.Fatal(err)
	}
	var buf bytes.Buffer
	results := []string{"1-0", "1/2-1/2", "0-1", ""}
	for i := range n {
		g := *base[i%len(base)]
		g.Tags = append([]record.Tag(nil), g.Tags...)
		k := i / len(base)
		g.SetTag("Red", fmt.Sprintf("%s %d", g.Tag("Red"), k))
		g.SetTag("Date", fmt.Sprintf("%04d.%02d.%02d", 1980+i%40, 1+i%12, 1+i%28))
		if r := results[i%len(results)]; r != "" {
			g.SetTag("Result", r)
		}
		if err := record.Write(&buf, &g, notation); err != nil {
			tb.Fatal(err)
		}
	}
	return buf.Bytes()
}

type bytesBuffer = bytes.Buffer

// TestWriteCorpus writes the benchmarks' corpus to a file when asked, so
// that other programs can be measured on the same games:
//
//	GAMEDB_CORPUS_OUT=/tmp/20000.pgn go test ./gamedb -run TestWriteCorpus -bench-games 20000
func TestWriteCorpus(t *testing.T) {
	out := os.Getenv("GAMEDB_CORPUS_OUT")
	if out == "" {
		t.Skip("GAMEDB_CORPUS_OUT not set")
	}
	if err := os.WriteFile(out, corpus(t, *benchGames), 0o644); err != nil {
		t.Fatal(err)
	}
}

// libraryGames reads every game of a data folder's records, one-game
// files and collections, as the library does; a file that cannot be read
// is left out (Open names it damaged and indexes none of it).
func libraryGames(tb testing.TB, dir string) []CollectionGame {
	tb.Helper()
	des, err := os.ReadDir(filepath.Join(dir, gamesDir))
	if err != nil {
		tb.Fatal(err)
	}
	var out []CollectionGame
	for _, de := range des {
		name := de.Name()
		b, err := os.ReadFile(filepath.Join(dir, gamesDir, name))
		if de.IsDir() || err != nil {
			continue
		}
		if cid, ok := strings.CutSuffix(name, CollectionExt); ok {
			games, err := ReadCollection(cid, b)
			if err == nil {
				out = append(out, games...)
			}
			continue
		}
		id, ok := strings.CutSuffix(name, pgnExt)
		if !ok {
			continue
		}
		games, errs := record.Read(b)
		if len(errs) > 0 || len(games) != 1 {
			continue
		}
		out = append(out, CollectionGame{id, games[0]})
	}
	return out
}

// noCollections makes an import write a file for each game, for the
// tests that change or remove one game's file by hand.
const noCollections = 1 << 30
