package coach

import (
	"context"
	"sync"
	"testing"
	"time"

	"xiangqi/ai"
	"xiangqi/internal/shareddata"
	"xiangqi/record"
	"xiangqi/rules"
)

// request is the move text (ICCS) from the position after moves (ICCS)
// from fen ("" for the start), with the game's history.
func request(tb testing.TB, fen, moves string, move string) Request {
	tb.Helper()
	start := rules.StartPosition()
	if fen != "" {
		p, err := rules.ParseFEN(fen)
		if err != nil {
			tb.Fatal(err)
		}
		start = p
	}
	g := rules.NewGame(start)
	for _, s := range splitMoves(moves) {
		if err := g.PlayText(s); err != nil {
			tb.Fatalf("%s: %v", s, err)
		}
	}
	return gameRequest(tb, g, move)
}

func splitMoves(s string) []string {
	var out []string
	for i := 0; i+4 <= len(s); i += 5 {
		out = append(out, s[i:i+4])
	}
	return out
}

func gameRequest(tb testing.TB, g *rules.Game, move string) Request {
	tb.Helper()
	pos := g.Position()
	m, err := pos.ReadMove(move)
	if err != nil {
		tb.Fatalf("%s: %v", move, err)
	}
	keys := g.Keys()
	return Request{Pos: pos, History: ai.History{Keys: keys[:len(keys)-1], Checks: g.Checks(), Moves: g.Moves()}, Move: m}
}

func sq(tb testing.TB, s string) rules.Square {
	tb.Helper()
	m, err := rules.ParseMoveText(s + "a0")
	if err != nil {
		tb.Fatal(err)
	}
	return m.From()
}

func mv(tb testing.TB, s string) rules.Move {
	tb.Helper()
	m, err := rules.ParseMoveText(s)
	if err != nil {
		tb.Fatal(err)
	}
	return m
}

// The coach's warnings on constructed positions: what it names is the
// piece lost, where it stands, the piece that takes it and the arrow.
func TestWarns(t *testing.T) {
	c := New(4, 0)
	cases := []struct {
		name, fen, moves, move string
		want                   Warning
	}{
		{
			// A chariot played where a horse takes it for nothing. (The
			// advisor on f0 keeps the rank closed: without it the black
			// chariot checks on i0 first and takes a move later.)
			name: "hanging chariot", fen: "3k4r/9/2n6/9/9/9/1R7/6C2/9/4KA3 w", move: "b3b5",
			want: Warning{Kind: Capture, Threat: mv(t, "c7b5"), Attacker: rules.MakePiece(rules.Black, rules.Horse),
				Victim: rules.MakePiece(rules.Red, rules.Chariot), At: sq(t, "b5")},
		},
		{
			// 1. C2=5 H8+7 2. C5+4?? takes the central soldier, and the
			// horse takes the cannon.
			name: "cannon to a horse", moves: "h2e2 h9g7", move: "e2e6",
			want: Warning{Kind: Capture, Threat: mv(t, "g7e6"), Attacker: rules.MakePiece(rules.Black, rules.Horse),
				Victim: rules.MakePiece(rules.Red, rules.Cannon), At: sq(t, "e6")},
		},
		{
			// The chariot on i3 shields the i-file; moved off it, the
			// black chariot mates on i0 (a1's chariot holds rank 1) and
			// nothing can step between.
			name: "mate in 1", fen: "3k5/8r/9/1R7/9/9/8R/2C6/r8/4K4 w", move: "i3e3",
			want: Warning{Kind: Mate, MateIn: 1, Threat: mv(t, "i8i0"), Attacker: rules.MakePiece(rules.Black, rules.Chariot)},
		},
		{
			// The same with a chariot on h6 that can step between once:
			// mate in 2.
			name: "mate in 2", fen: "3k5/8r/9/7R1/9/9/8R/2C6/r8/4K4 w", move: "i3e3",
			want: Warning{Kind: Mate, MateIn: 2, Threat: mv(t, "i8i0"), Attacker: rules.MakePiece(rules.Black, rules.Chariot)},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			v := c.Check(context.Background(), request(t, tc.fen, tc.moves, tc.move))
			if v.Warning != tc.want {
				t.Errorf("warning %+v, want %+v (judgement %d, drop %.2f)", v.Warning, tc.want, v.Judgement, v.Drop)
			}
			if !v.Warn() {
				t.Error("no warning")
			}
			t.Logf("%s: %d nodes in %v", tc.name, v.Nodes, v.Elapsed)
		})
	}
}

// soundMoves are moves of the master games beside the project (skipped
// where they are absent), each game's 9th and 17th ply and the openings'
// first moves: sound moves the coach must let through.
func soundMoves(tb testing.TB) []Request {
	tb.Helper()
	var out []Request
	all := shareddata.MasterGames(tb)
	// The first six games of each collection (Hu Ronghua's, Liu Dahua's).
	for _, gs := range [][]*record.Game{all[:1391], all[1391:]} {
		for _, rec := range gs[:6] {
			g := rules.NewGame(rec.Start)
			for i, m := range rec.Moves {
				if i == 8 || i == 16 {
					keys := g.Keys()
					out = append(out, Request{Pos: g.Position(), History: ai.History{Keys: keys[:len(keys)-1], Checks: g.Checks(), Moves: g.Moves()}, Move: m})
				}
				if i == 16 || g.Play(m) != nil {
					break
				}
			}
		}
	}
	for _, s := range []string{"h2e2", "b2e2", "b0c2", "h0g2", "c3c4", "g3g4", "c0e2", "b2d2"} {
		out = append(out, request(tb, "", "", s))
	}
	// Black's usual answers to the central cannon.
	for _, s := range []string{"h9g7", "b9c7", "h7e7", "c6c5"} {
		out = append(out, request(tb, "", "h2e2", s))
	}
	return out
}

func TestQuietOnSoundMoves(t *testing.T) {
	reqs := soundMoves(t)
	if len(reqs) < 20 {
		t.Fatalf("only %d sound moves", len(reqs))
	}
	if testing.Short() {
		// Every fourth (a tenth of the time under the race detector).
		var some []Request
		for i := 0; i < len(reqs); i += 4 {
			some = append(some, reqs[i])
		}
		reqs = some
	}
	c := New(4, 0)
	for _, r := range reqs {
		v := c.Check(context.Background(), r)
		if v.Warn() {
			t.Errorf("%s %s (%s): warned %+v (judgement %d, drop %.2f)", r.Pos.FEN(), r.Move, r.Pos.Notate(r.Move, rules.WXF), v.Warning, v.Judgement, v.Drop)
		}
	}
	t.Logf("%d sound moves", len(reqs))
}

// The verdict depends on the request alone: the same on a reused engine
// and on several goroutines at once.
func TestCheckRepeatable(t *testing.T) {
	c := New(4, 0)
	r := request(t, "", "h2e2 h9g7", "e2e6")
	want := c.Check(context.Background(), r)
	var wg sync.WaitGroup
	got := make([]Verdict, 3)
	for i := range got {
		wg.Go(func() { got[i] = c.Check(context.Background(), r) })
	}
	wg.Wait()
	for i, v := range got {
		if v.Warning != want.Warning || v.Nodes != want.Nodes || v.Drop != want.Drop {
			t.Errorf("check %d: %+v, want %+v", i, v, want)
		}
	}
}

func TestCheckCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if v := New(4, 0).Check(ctx, request(t, "", "h2e2 h9g7", "e2e6")); v.Warn() {
		t.Errorf("a cancelled check warned: %+v", v)
	}
}

func TestCheckIllegal(t *testing.T) {
	r := request(t, "", "", "h2e2")
	r.Move = mv(t, "h2h8") // a cannon cannot pass a piece without capturing
	if v := New(4, 0).Check(context.Background(), r); v.Warn() {
		t.Errorf("an illegal move warned: %+v", v)
	}
}

// BenchmarkCheck is one judgement at the default budget, over the sound
// moves' positions (the opening and the master games' middlegames): the
// wall time per judgement, and beside it the CPU time and nodes per
// judgement and the slowest judgement's wall time, since on a shared
// machine the wall time measures the other work too.
func BenchmarkCheck(b *testing.B) {
	reqs := soundMoves(b)
	c := New(4, 0)
	var nodes uint64
	var slowest time.Duration
	cpu0 := cpuTime()
	n := 0
	for i := 0; b.Loop(); i++ {
		v := c.Check(context.Background(), reqs[i%len(reqs)])
		nodes += v.Nodes
		slowest = max(slowest, v.Elapsed)
		n++
	}
	b.ReportMetric(float64(nodes)/float64(n), "nodes/op")
	b.ReportMetric(float64(cpuTime()-cpu0)/float64(n)/1e6, "cpu-ms/op")
	b.ReportMetric(float64(slowest)/1e6, "max-ms")
}
