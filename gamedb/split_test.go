//go:build !js

package gamedb

import (
	"bytes"
	"testing"

	"xiangqi/record"
)

// checkSplit: the parts are the text, cut where record.Read starts a game,
// so reading them one by one gives the games with moves (those Import
// keeps) that reading the whole gives. (Junk without a move may read as
// an empty game in a part of its own.)
func checkSplit(t *testing.T, text []byte, n int) {
	var joined []byte
	var games []*record.Game
	last := int64(0)
	for p := range splitGames(text, n) {
		if p.end <= last || p.end != last+int64(len(p.text)) {
			t.Fatalf("part ends at %d after %d, %d bytes", p.end, last, len(p.text))
		}
		last = p.end
		joined = append(joined, p.text...)
		gs, _ := record.Read(p.text)
		games = append(games, withMoves(gs)...)
	}
	if !bytes.Equal(joined, text) {
		t.Fatal("the parts are not the text")
	}
	whole, _ := record.Read(text)
	whole = withMoves(whole)
	if len(whole) != len(games) {
		t.Fatalf("%d games read whole, %d in parts", len(whole), len(games))
	}
	for i := range whole {
		if whole[i].Start.FEN() != games[i].Start.FEN() || len(whole[i].Moves) != len(games[i].Moves) || whole[i].Tag("Red") != games[i].Tag("Red") {
			t.Fatalf("game %d differs read in parts", i+1)
		}
	}
}

func TestSplitGames(t *testing.T) {
	checkSplit(t, corpus(t, 130), 7)
	checkSplit(t, []byte("[Red \"a\"]\n[Black \"b\"]\n1. h2e2 h9g7\n[Red \"c\"]\n\n1. c3c4 *\n\n  [Red \"d\"]\n1. b2e2\n"), 1)
	checkSplit(t, []byte(""), 3)
}

func FuzzSplitGames(f *testing.F) {
	f.Add([]byte("[Red \"a\"]\n\n1. h2e2 h9g7 *\n\n[Red \"b\"]\n\n1. c3c4\n"), 1)
	f.Add([]byte("1. h2e2 [x]\n[Red]\n1. b2e2\n\n\n[A \"1\"]\n[B \"2\"]\r\n1. h0g2 1-0 [C \"3\"]\n1. g3g4"), 2)
	f.Fuzz(func(t *testing.T, text []byte, n int) {
		if n < 1 || n > 50 || wideText(text) || !utf8Valid(text) {
			return // 8-bit and wide texts are read per part by ReadFile's guesses: not comparable game by game
		}
		checkSplit(t, text, n)
	})
}

func utf8Valid(b []byte) bool {
	return bytes.ToValidUTF8(b, nil) != nil && string(bytes.ToValidUTF8(b, []byte{0xEF, 0xBF, 0xBD})) == string(b)
}

func withMoves(gs []*record.Game) []*record.Game {
	var out []*record.Game
	for _, g := range gs {
		if len(g.Moves) > 0 {
			out = append(out, g)
		}
	}
	return out
}
