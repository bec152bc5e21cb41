package record

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"xiangqi/rules"
)

// setUpStarts are set-up positions that bring out what the start does not:
// Black to move, a late move number, tandem pieces on one file and on two.
func setUpStarts(t testing.TB) []rules.Position {
	red := mustFEN(t, "3k4r/9/2n6/2P1P4/2P1P4/4P4/9/9/9/4K4 w - - 0 40")
	return []rules.Position{
		red,
		red.FlipColors(),
		mustFEN(t, "3k5/9/9/9/9/4R4/9/4R4/9/5K3 w - - 5 60"),
		mustFEN(t, "2bakab2/4r4/4c4/p3r3p/4n4/9/P3N3P/4C4/4R4/2BAKABR1 b - - 0 25"),
	}
}

// randomRecords makes count games: from the start or a set-up position or
// a random middle game, with tags (escapes, Chinese and Vietnamese text)
// in the order Write writes them and a Result tag or none.
func randomRecords(t testing.TB, r *rand.Rand, count, plies int) []*Game {
	setups := setUpStarts(t)
	results := []string{"1-0", "0-1", "1/2-1/2", "*", ""}
	games := make([]*Game, count)
	for i := range games {
		start := rules.StartPosition()
		switch r.IntN(4) {
		case 1:
			start = setups[r.IntN(len(setups))]
		case 2: // a middle game: random moves from the start
			for _, m := range randomMoves(r, start, 1+r.IntN(40)) {
				start.MakeMove(m)
			}
		}
		g := &Game{Start: start, Moves: randomMoves(r, start, r.IntN(plies+1))}
		g.Tags = []Tag{
			{"Game", "Chinese Chess"},
			{"Event", fmt.Sprintf(`Round trip "%d" \ test`, i)},
			{"Site", "Hà Nội 北京"},
			{"Round", fmt.Sprint(i + 1)},
			{"Red", "红方"},
			{"Black", "Đen"},
		}
		if res := results[r.IntN(len(results))]; res != "" {
			g.Tags = append(g.Tags, Tag{"Result", res})
		}
		g.Tags = append(g.Tags, Tag{"Opening", "[random] {moves}; (none)"})
		games[i] = g
	}
	return games
}

// written is what Read gives back for g written in n: g's tags, then the
// ones Write adds.
func written(g *Game, n rules.Notation) []Tag {
	tags := append([]Tag(nil), g.Tags...)
	if fen := g.Start.FEN(); fen != rules.StartFEN {
		tags = append(tags, Tag{"SetUp", "1"}, Tag{"FEN", fen})
	}
	return append(tags, Tag{"Format", formatName(n)})
}

func TestRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(2024, 1))
	games := randomRecords(t, r, 300, 160)
	for _, n := range notations() {
		var file bytes.Buffer
		for _, g := range games {
			if err := Write(&file, g, n); err != nil {
				t.Fatalf("%s: %v", NotationName(n), err)
			}
		}
		for i, line := range strings.Split(file.String(), "\n") {
			if !strings.HasPrefix(line, "[") && width([]byte(line)) > lineWidth {
				t.Errorf("%s: line %d is %d columns: %s", NotationName(n), i+1, width([]byte(line)), line)
			}
		}
		got, errs := Read(file.Bytes())
		for _, e := range errs {
			t.Errorf("%s: %v", NotationName(n), e)
		}
		if len(got) != len(games) {
			t.Fatalf("%s: read %d games, wrote %d", NotationName(n), len(got), len(games))
		}
		for i, g := range games {
			h := got[i]
			if h.Start != g.Start {
				t.Errorf("%s game %d: start %s, want %s", NotationName(n), i+1, h.Start.String(), g.Start.String())
			}
			if iccs(h.Moves) != iccs(g.Moves) {
				t.Errorf("%s game %d: moves\n%s\nwant\n%s", NotationName(n), i+1, iccs(h.Moves), iccs(g.Moves))
			}
			if want := written(g, n); !reflect.DeepEqual(h.Tags, want) {
				t.Errorf("%s game %d: tags\n%q\nwant\n%q", NotationName(n), i+1, h.Tags, want)
			}
			if h.Result() != g.Result() {
				t.Errorf("%s game %d: result %s, want %s", NotationName(n), i+1, h.Result(), g.Result())
			}
		}
	}
}

// TestRoundTripTandems writes games that crowd soldiers and pieces onto
// files, where the relative notations need 前/中/后, +/-, t/s and the
// numbered forms, and reads them back.
func TestRoundTripTandems(t *testing.T) {
	r := rand.New(rand.NewPCG(99, 7))
	starts := []rules.Position{
		mustFEN(t, "4k4/9/4P4/4P4/4P4/4P4/4P4/9/9/3K5 w - - 0 1"),
		mustFEN(t, "3k5/9/9/4p4/4p4/2p1p4/4p4/9/r8/4K4 b - - 0 1"),
		mustFEN(t, "3k5/8r/2P1P4/2P1P4/4P4/9/4R4/4R4/4C4/5K3 w - - 0 1"),
	}
	// Marks that only tandem pieces are written with.
	marks := map[rules.Notation][]string{
		rules.WXF:                {"++", "P+", "P-", "R+", "R-"},
		rules.Chinese:            {"前", "中", "后", "一兵", "三兵", "前车"},
		rules.ChineseTraditional: {"後"},
		rules.Vietnamese:         {"Bt", "Bs", "Xt", "Xs"},
	}
	for _, n := range notations() {
		var all strings.Builder
		for i := 0; i < 60; i++ {
			start := starts[i%len(starts)]
			g := &Game{Start: start, Moves: randomMoves(r, start, 40)}
			var b bytes.Buffer
			if err := Write(&b, g, n); err != nil {
				t.Fatal(err)
			}
			got, errs := Read(b.Bytes())
			if len(errs) != 0 || len(got) != 1 || iccs(got[0].Moves) != iccs(g.Moves) {
				t.Fatalf("%s: %v\n%s", NotationName(n), errs, b.String())
			}
			all.Write(b.Bytes())
		}
		for _, mark := range marks[n] {
			if !strings.Contains(all.String(), mark) {
				t.Errorf("%s: no move written with %s", NotationName(n), mark)
			}
		}
	}
}
