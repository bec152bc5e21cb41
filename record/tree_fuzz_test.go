package record

import (
	"bytes"
	"reflect"
	"testing"

	"xiangqi/rules"
)

// FuzzEdit reads a game and edits it by a script of bytes (play a legal
// move after a move, promote, delete, comment, NAG, each at a move picked
// by a byte), checking after each edit that the game has the form Read
// gives (every line legal from the position before its move, notes nil
// or one per move, none empty) and that Write then Read gives it back.
func FuzzEdit(f *testing.F) {
	f.Add([]byte("1. h2e2 (1. b0c2 h9g7 (1... b9c7)) 1... h9g7 2. h0g2 *"), []byte{0, 1, 2, 3, 10, 20, 31, 42, 53, 4, 1, 2})
	f.Add([]byte("{c} 1. h2e2 h9g7 *"), []byte{0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 2})
	f.Fuzz(func(t *testing.T, pgn, script []byte) {
		if len(script) > 64 {
			script = script[:64]
		}
		games, _ := Read(pgn)
		if len(games) == 0 {
			return
		}
		g := games[0]
		for len(script) >= 2 {
			op, at := script[0], int(script[1])
			script = script[2:]
			nodes := g.Nodes()
			var p Path
			if len(nodes) > 0 && at > 0 {
				p = nodes[(at-1)%len(nodes)].Path
			}
			switch op % 5 {
			case 0:
				_, pos, err := g.At(p)
				if err != nil {
					t.Fatalf("At(%v): %v", p, err)
				}
				var l rules.MoveList
				pos.GenerateMoves(&l)
				if l.N == 0 {
					continue
				}
				if _, err := g.Play(p, l.Moves[int(op/5)%l.N]); err != nil {
					t.Fatalf("Play(%v): %v", p, err)
				}
			case 1:
				g.Promote(p)
			case 2:
				if len(p) > 1 { // keep a main line to edit
					g.Delete(p)
				}
			case 3:
				g.SetComment(p, string(rune('a'+op%26))+" {x}")
			case 4:
				g.SetNAG(p, int(op))
			}
			checkNotes(t, 1, g)
			var b bytes.Buffer
			if err := Write(&b, g, rules.ICCS); err != nil {
				t.Fatalf("Write: %v", err)
			}
			again, errs := Read(b.Bytes())
			if len(errs) != 0 || len(again) != 1 || again[0].Comment != g.Comment ||
				!reflect.DeepEqual(again[0].Moves, g.Moves) || !reflect.DeepEqual(again[0].Notes, g.Notes) {
				t.Fatalf("edited game reads back otherwise:\n%s\n%s", b.String(), notesString(g.Notes))
			}
		}
	})
}
