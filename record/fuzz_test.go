package record

import (
	"bytes"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"unicode"

	"xiangqi/rules"
)

// FuzzRead checks that ReadFile (and so Read) never panics, that every game it returns is
// legal move by move from its start and has nil notes or one per move,
// each variation legal from the position before its move, that its errors
// name returned games and have no control characters, that its warnings
// name returned games and lines in file order, and that Write then Read of each game gives the
// same start, moves and notes.
// Its seeds are in testdata/fuzz/FuzzRead (see TestGeneratedSamples).
func FuzzRead(f *testing.F) {
	f.Add([]byte("[Event \"x\"]\n1. h2e2 h9g7 2. C2=5 *"))
	f.Fuzz(checkReadFile)
}

// checkReadFile makes FuzzRead's checks of ReadFile(b).
func checkReadFile(t *testing.T, b []byte) {
	file := ReadFile(b)
	games, errs := file.Games, file.Errs
	seen := make(map[int]bool)
	for _, e := range errs {
		if e.Game < 1 || e.Game > len(games) || seen[e.Game] || e.Err == nil || e.Move < 0 {
			t.Fatalf("error %+v does not name one returned game of %d", e, len(games))
		}
		if msg := e.Error(); strings.IndexFunc(msg, unicode.IsControl) >= 0 {
			t.Fatalf("error %q has a control character", msg)
		}
		seen[e.Game] = true
	}
	line := 1
	for _, w := range file.Warnings {
		if w.Game < 1 || w.Game > len(games) || w.Line < line || w.Line > bytes.Count(b, []byte("\n"))+bytes.Count(b, []byte("\r"))+1 {
			t.Fatalf("warning %+v does not name a returned game of %d and a line in file order", w, len(games))
		}
		line = w.Line
	}
	if file.Encoding == "" {
		t.Fatalf("no encoding")
	}
	for i, g := range games {
		if k := legalFrom(g); k >= 0 {
			t.Fatalf("game %d: move %d, %s, is not legal", i+1, k+1, g.Moves[k])
		}
		checkNotes(t, i+1, g)
		n := rules.Notation((i + len(b)) % 5)
		var w bytes.Buffer
		if err := Write(&w, g, n); err != nil {
			t.Fatalf("game %d: Write: %v", i+1, err)
		}
		again, errs := Read(w.Bytes())
		if len(errs) != 0 || len(again) != 1 {
			t.Fatalf("game %d written in %s reads as %d games, errors %v:\n%s", i+1, NotationName(n), len(again), errs, w.String())
		}
		if again[0].Start != g.Start || iccs(again[0].Moves) != iccs(g.Moves) {
			t.Fatalf("game %d written in %s reads back as %s %s, want %s %s", i+1, NotationName(n),
				again[0].Start.String(), iccs(again[0].Moves), g.Start.String(), iccs(g.Moves))
		}
		if !reflect.DeepEqual(again[0].Notes, g.Notes) || again[0].Comment != g.Comment {
			t.Fatalf("game %d written in %s reads back with notes %s\nwant %s\n%s", i+1, NotationName(n),
				notesString(again[0].Notes), notesString(g.Notes), w.String())
		}
	}
}

// checkNotes checks the notes of game number k as Read gives them: nil or
// one per move, none of them empty, each NAG in 1..255, each comment clean
// and each variation, nested ones too, not empty and legal from the
// position before its move, with notes of the same kind.
func checkNotes(t *testing.T, k int, g *Game) {
	t.Helper()
	if g.Comment != cleanComment(g.Comment) {
		t.Fatalf("game %d: comment %q", k, g.Comment)
	}
	checkLine(t, fmt.Sprintf("game %d", k), g.Start, g.Moves, g.Notes, 0)
}

// checkLine checks the notes of a line of moves from pos, depth
// variations deep, where names it.
func checkLine(t *testing.T, where string, pos rules.Position, moves []rules.Move, notes []Note, depth int) {
	t.Helper()
	if depth > MaxDepth {
		t.Fatalf("%s: %d variations deep", where, depth)
	}
	if l := legalFrom(&Game{Start: pos, Moves: moves}); l >= 0 {
		t.Fatalf("%s: move %d, %s, is not legal", where, l+1, moves[l])
	}
	if notes == nil {
		return
	}
	if len(notes) != len(moves) {
		t.Fatalf("%s: %d notes for %d moves", where, len(notes), len(moves))
	}
	some := false
	for i, n := range notes {
		if n.NAG < 0 || n.NAG > maxNAG || n.Comment != cleanComment(n.Comment) {
			t.Fatalf("%s, move %d: NAG %d, comment %q", where, i+1, n.NAG, n.Comment)
		}
		some = some || n.NAG != 0 || n.Comment != "" || len(n.Variations) > 0
		for j, v := range n.Variations {
			at := fmt.Sprintf("%s, move %d, variation %d", where, i+1, j+1)
			if len(v.Moves) == 0 || v.Comment != cleanComment(v.Comment) {
				t.Fatalf("%s: %d moves, comment %q", at, len(v.Moves), v.Comment)
			}
			checkLine(t, at, pos, v.Moves, v.Notes, depth+1)
		}
		pos.MakeMove(moves[i])
	}
	if !some {
		t.Fatalf("%s: %d notes, all empty", where, len(notes))
	}
}
