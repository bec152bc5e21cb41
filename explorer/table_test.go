package explorer

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"xiangqi/record"
	"xiangqi/rules"
)

// madeGames are n games of the test's own, the same for a seed: from the
// start, each move one of the first three legal moves in move order (so
// that the games share their openings and reach positions by several
// orders), of 4 to 40 plies, with a result or none.
func madeGames(n int, seed uint64) []*record.Game {
	rng := rand.New(rand.NewPCG(seed, 1))
	results := []string{"1-0", "0-1", "1/2-1/2", ""}
	games := make([]*record.Game, n)
	var l rules.MoveList
	for i := range games {
		g := &record.Game{Start: rules.StartPosition()}
		if r := results[rng.IntN(len(results))]; r != "" {
			g.SetTag("Result", r)
		}
		p := g.Start
		for range 4 + rng.IntN(37) {
			p.GenerateMoves(&l)
			if l.N == 0 {
				break
			}
			ms := slices.Clone(l.Moves[:l.N])
			slices.Sort(ms)
			m := ms[rng.IntN(min(3, len(ms)))]
			g.Moves = append(g.Moves, m)
			p.MakeMove(m)
		}
		games[i] = g
	}
	return games
}

// visited is every position of the games' first plies, by key.
func visited(games []*record.Game, plies int) map[uint64]rules.Position {
	out := map[uint64]rules.Position{}
	for _, g := range games {
		p := g.Start
		for _, m := range g.Moves[:min(plies, len(g.Moves))] {
			out[p.Key()] = p
			p.MakeMove(m)
		}
	}
	return out
}

// TestTableAgreesWithIndex (issue 50): a position the table keeps has the
// rows an index of the same games' first plies has; one fewer games
// reached than the cut has none; and the table read back from its binary
// form is the same table.
func TestTableAgreesWithIndex(t *testing.T) {
	games := madeGames(600, 7)
	const plies, minGames = 12, 5
	tab := Tabulate(games, plies, minGames)
	ix := fromGames(games, plies)
	b, err := tab.AppendBinary(nil)
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseTable(b)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, tab) {
		t.Fatal("the table read back differs from the one written")
	}
	if again, _ := back.AppendBinary(nil); !bytes.Equal(again, b) {
		t.Fatal("the table written again differs")
	}
	kept, left := 0, 0
	for _, p := range visited(games, plies) {
		want, _ := ix.Explore(context.Background(), p)
		n := 0
		for _, r := range want {
			n += r.Games
		}
		got, err := back.Explore(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		if n < minGames {
			left++
			if len(got) != 0 {
				t.Errorf("%s: %d games reached it, under the cut, but the table has %v", p.FEN(), n, got)
			}
			continue
		}
		kept++
		if !slices.Equal(got, want) {
			t.Errorf("%s: table %v, index %v", p.FEN(), got, want)
		}
	}
	if kept < 50 || left < 50 || kept != back.Positions() {
		t.Errorf("%d positions kept (the table has %d), %d left out: the games test too little", kept, back.Positions(), left)
	}
	start, _ := back.Explore(context.Background(), rules.StartPosition())
	results := 0
	for _, r := range start {
		results += r.RedWins + r.Draws + r.BlackWins
	}
	if len(start) != 3 || results == 0 || back.Games() != 600 || back.Plies() != plies || back.MinGames() != minGames {
		t.Errorf("from the start %v; %d games, cut %d/%d", start, back.Games(), back.Plies(), back.MinGames())
	}
	if rows, _ := back.Explore(context.Background(), rules.Position{}); rows != nil {
		t.Errorf("an empty board: %v", rows)
	}
}

// withSum is body with its checksum, as AppendBinary ends a table.
func withSum(body []byte) []byte {
	return binary.LittleEndian.AppendUint32(slices.Clip(body), crc32.ChecksumIEEE(body))
}

// TestParseTableRefusesDamage: every cut, every byte changed and tables
// whose checksum is right but whose content is wrong are errors that say
// so, never a panic.
func TestParseTableRefusesDamage(t *testing.T) {
	b, _ := Tabulate(madeGames(60, 3), 6, 2).AppendBinary(nil)
	for n := range len(b) {
		if _, err := ParseTable(b[:n]); !errors.Is(err, ErrTable) {
			t.Fatalf("cut to %d bytes: %v", n, err)
		}
	}
	for i := range b {
		c := slices.Clone(b)
		c[i] ^= 0x20
		if _, err := ParseTable(c); !errors.Is(err, ErrTable) {
			t.Fatalf("byte %d changed: %v", i, err)
		}
	}
	body := b[:len(b)-4]
	// The header: magic (4), version (1), plies, min games, games (1, 1,
	// 1: 6, 2, 60), the start key (8), the counts of positions and moves.
	const keyAt, countAt = 8, 16
	sp := rules.StartPosition()
	if binary.LittleEndian.Uint64(body[keyAt:]) != sp.Key() {
		t.Fatal("the test reads the header wrong")
	}
	movesAt := countAt + uvarintSize(body[countAt:])
	first := movesAt + uvarintSize(body[movesAt:]) // the first position's key
	tab, _ := ParseTable(b)
	k1 := tab.keys[1]
	cases := []struct {
		name string
		edit func([]byte) []byte
		want string
	}{
		{"another version", func(c []byte) []byte { c[4] = 2; return c }, "version 2"},
		{"other keys", func(c []byte) []byte { c[keyAt] ^= 1; return c }, "other position keys"},
		{"keys not ascending", func(c []byte) []byte {
			binary.LittleEndian.PutUint64(c[first:], k1)
			return c
		}, "not ascending"},
		{"a move that is none", func(c []byte) []byte {
			c[first+9] = 0 // the first move: from a0 to a0
			c[first+10] = 0
			return c
		}, "is no move"},
		{"more positions than bytes", func(c []byte) []byte {
			return append(append(c[:countAt:countAt], binary.AppendUvarint(nil, 1<<40)...), c[movesAt:]...)
		}, "more than the bytes left"},
		{"a count of moves too small", func(c []byte) []byte {
			return append(append(c[:movesAt:movesAt], binary.AppendUvarint(nil, uint64(tab.Moves()-1))...), c[first:]...)
		}, "a position with"},
		{"a count of moves too large", func(c []byte) []byte {
			return append(append(c[:movesAt:movesAt], binary.AppendUvarint(nil, uint64(tab.Moves()+1))...), c[first:]...)
		}, "the header says"},
		{"bytes after the end", func(c []byte) []byte { return append(c, 0) }, "after the last position"},
		{"a number written long", func(c []byte) []byte {
			return append(append(c[:5:5], 0x86, 0x00), c[6:]...) // plies 6 in two bytes
		}, "shortest form"},
	}
	for _, tc := range cases {
		_, err := ParseTable(withSum(tc.edit(slices.Clone(body))))
		if !errors.Is(err, ErrTable) || !bytes.Contains([]byte(err.Error()), []byte(tc.want)) {
			t.Errorf("%s: %v, want an error saying %q", tc.name, err, tc.want)
		}
	}
	if _, err := ParseTable(withSum(slices.Clone(body))); err != nil {
		t.Fatalf("the table itself: %v", err)
	}
}

// uvarintSize is how many bytes the varint at b's start takes.
func uvarintSize(b []byte) int {
	_, n := binary.Uvarint(b)
	return n
}

// FuzzParseTable: no input makes ParseTable panic, and a table it reads
// writes back to the same bytes and answers from the start. Each input is
// also tried with its checksum made right, so that the fuzzer reaches the
// checks behind it. Seeds: testdata/fuzz/FuzzParseTable.
func FuzzParseTable(f *testing.F) {
	b, _ := Tabulate(madeGames(40, 5), 6, 2).AppendBinary(nil)
	f.Add(b)
	f.Fuzz(func(t *testing.T, b []byte) {
		inputs := [][]byte{b}
		if len(b) >= 4 {
			inputs = append(inputs, withSum(b[:len(b)-4]))
		}
		for _, in := range inputs {
			tab, err := ParseTable(in)
			if err != nil {
				if !errors.Is(err, ErrTable) {
					t.Fatalf("an error that is not ErrTable: %v", err)
				}
				continue
			}
			if again, _ := tab.AppendBinary(nil); !bytes.Equal(again, in) {
				t.Fatalf("read and written again: %x, was %x", again, in)
			}
			if _, err := tab.Explore(context.Background(), rules.StartPosition()); err != nil {
				t.Fatal(err)
			}
		}
	})
}
