package ai

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"xiangqi/rules"
)

// The issue's game: Red's chariot chases Black's unprotected cannon
// (c5c2 b2b0 c2c0 b0b2 c0c2 …) and the referee rules Red's perpetual chase
// a loss after the 33rd move. The cannon escapes alternately with a check
// (b2b0) and an attack on the horse on g2 (b0b2): one check, one chase,
// which the rulebook allows (rule 18).
const (
	issueFEN   = "rnbakabnr/9/1c2c4/p3p1p1p/9/2p6/P3P1P1P/1CN1B2C1/9/R2AKABNR w - - 0 4"
	issueMoves = "e2c4 h9g7 i0i1 i9h9 a0a1 h9h4 c4a2 b9c7 a1d1 a9a8 d1d4 h4d4 c2d4 e7e3 h0g2 e3e4 i1c1 c7d5 c1c9 g6g5 c9c5 a8d8 b2d2 b7b2 c5c2 b2b0 c2c0 b0b2 c0c2 b2b0 c2c0 b0b2 c0c2"
)

func issuePrefix(n int) string { return strings.Join(strings.Fields(issueMoves)[:n], " ") }

// A perpetual chase by discovery: Red's horse steps between e5 and c6,
// uncovering one chariot's attack on the unprotected black horse on e6
// and blocking the other's, while Black's general steps to and fro. The
// referee rules Red's perpetual chase a loss on the 8th ply.
const (
	chaseFEN   = "5k3/9/9/R3n4/4N4/9/9/4R4/9/3K5 w - - 0 1"
	chaseMoves = "e5c6 f9f8 c6e5 f8f9 e5c6 f9f8 c6e5 f8f9"
)

func chasePrefix(n int) string {
	return strings.Join(strings.Fields(chaseMoves + " " + chaseMoves)[:n], " ")
}

// TestChaseInTree: the search rules a perpetual chase as the referee does,
// a loss for the chaser, not a draw. After 7 plies Black's f8f9 repeats
// the start a third time: every Red move of the cycle chased the horse, so
// Black wins by repeating; after 6 plies Red must not play c6e5 into it.
func TestChaseInTree(t *testing.T) {
	e := NewEngine(4)
	l := playLine(t, chaseFEN, chasePrefix(7))
	r := e.Search(context.Background(), Request{Pos: l.pos, History: l.hist, Limits: Limits{Depth: 6}})
	if r.Mate <= 0 {
		t.Errorf("after 7 plies Black scores %d (mate %d, %v), want a win by Red's perpetual chase", r.Score, r.Mate, r.Move)
	}
	l = playLine(t, chaseFEN, chasePrefix(6))
	r = e.Search(context.Background(), Request{Pos: l.pos, History: l.hist, Limits: Limits{Depth: 8}})
	if r.Move.String() == "c6e5" || r.Score == 0 {
		t.Errorf("after 6 plies Red plays %v scoring %d: the perpetual chase is taken for a draw", r.Move, r.Score)
	}
	// The cycles themselves, on the path: position 8 repeats 4 (Red to
	// move: Red chased, Black wins), position 9 repeats 5 (Black to move);
	// in the issue game position 29 repeats 25 (Black to move, Black wins).
	s := e.s
	for _, c := range []struct {
		fen                string
		line               func(int) string
		moves, first, want int
	}{
		{chaseFEN, chasePrefix, 8, 4, -MateScore + 2},
		{chaseFEN, chasePrefix, 9, 5, MateScore - 2},
		{issueFEN, issuePrefix, 29, 25, MateScore - 2},
	} {
		l := playLine(t, c.fen, c.line(c.moves))
		s.pos = l.pos
		s.setPath(l.hist)
		if got := s.repetitionScore(c.first, 2); got != c.want {
			t.Errorf("after %d moves: cycle from %d scores %d, want %d", c.moves, c.first, got, c.want)
		}
		// Without the moves the cycle cannot be judged: a draw, as before.
		s.setPath(History{Keys: l.hist.Keys, Checks: l.hist.Checks})
		if got := s.repetitionScore(c.first, 2); got != 0 {
			t.Errorf("after %d moves without History.Moves: %d, want 0", c.moves, got)
		}
	}
	// Judging allocates nothing.
	l = playLine(t, chaseFEN, chasePrefix(8))
	s.pos = l.pos
	s.setPath(l.hist)
	if a := testing.AllocsPerRun(10, func() {
		s.chaseCache = [chaseCacheSize]chaseEntry{}
		s.repetitionScore(4, 2)
	}); a != 0 {
		t.Errorf("%v allocations per chase judgement", a)
	}
}

// TestRepetitionMatchesReferee plays random games biased to shuffle pieces
// to and fro (so that repetitions, perpetual checks and chases occur) until
// the referee ends them by a third repetition, and checks that the search's
// ruling of the same cycles, from the path it keeps, is the referee's.
func TestRepetitionMatchesReferee(t *testing.T) {
	games := 2000
	if testing.Short() {
		games = 400
	}
	rng := rand.New(rand.NewPCG(3, 17))
	starts := []struct{ fen, moves string }{
		{rules.StartFEN, ""},
		{issueFEN, issuePrefix(24)},
		{issueFEN, issuePrefix(27)},
		{issueFEN, issuePrefix(12)},
		{chaseFEN, ""},
		{testFENs[1], ""},
		{testFENs[2], ""},
		{testFENs[3], ""},
		{testFENs[4], ""},
		{"4k4/8R/9/9/9/9/9/1r7/r8/3K5 w - - 0 1", ""},
	}
	s := NewEngine(1).s
	rulings := map[rules.Reason]int{}
	for g := 0; g < games; g++ {
		st := starts[g%len(starts)]
		l := playLine(t, st.fen, st.moves)
		back := []float64{0.6, 0.85, 0.97}[g/len(starts)%3]
		for ply := 0; ply < 120 && !l.ruled.Over(); ply++ {
			l.play(shuffle(rng, &l.pos, l.hist.Moves, back))
		}
		st2 := l.ruled
		switch st2.Reason {
		case rules.Repetition, rules.PerpetualCheck, rules.PerpetualChase:
		default:
			continue
		}
		rulings[st2.Reason]++
		// The first of the three occurrences, as the referee finds it.
		keys := l.ref.Keys()
		n := len(keys) - 1
		first, seen := -1, 1
		for i := n - 2; i >= max(0, n-l.pos.HalfmoveClock()) && seen < 3; i -= 2 {
			if keys[i] == keys[n] {
				seen++
				first = i
			}
		}
		if seen != 3 {
			t.Fatalf("game %d: no third occurrence for %v", g, st2)
		}
		s.pos = l.pos
		s.setPath(l.hist)
		got := s.repetitionScore(first, 0)
		want := 0
		switch st2.Result {
		case rules.WinFor(l.pos.SideToMove()):
			want = MateScore
		case rules.WinFor(l.pos.SideToMove().Other()):
			want = -MateScore
		}
		if got != want {
			t.Errorf("game %d: referee %v, search scores the cycle %d (want %d)\nposition fen %s moves %s",
				g, st2, got, want, st.fen, movesText(l.ref.Moves()))
		}
	}
	t.Logf("%d games, rulings compared: %v", games, rulings)
	if rulings[rules.PerpetualChase] < 5 || rulings[rules.PerpetualCheck] < 5 || rulings[rules.Repetition] < 5 {
		t.Errorf("too few rulings of each kind compared: %v", rulings)
	}
}

func movesText(ms []rules.Move) string {
	var b strings.Builder
	for i, m := range ms {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(m.String())
	}
	return b.String()
}

// shuffle picks a move that often takes back the mover's previous one,
// else a move that newly attacks an enemy piece (a would-be chase) or
// checks, else any legal move.
func shuffle(rng *rand.Rand, pos *rules.Position, played []rules.Move, back float64) rules.Move {
	if n := len(played); n >= 2 && rng.Float64() < back {
		if m := rules.NewMove(played[n-2].To(), played[n-2].From()); pos.IsLegal(m) {
			return m
		}
	}
	var l rules.MoveList
	pos.GenerateMoves(&l)
	moves := l.Slice()
	var pick []rules.Move
	if rng.IntN(2) == 0 {
		var caps rules.MoveList
		for _, m := range moves {
			if pos.At(m.To()) != rules.Empty {
				continue
			}
			q := *pos
			q.MakeMove(m)
			q.MakeNull()
			q.GenerateCaptures(&caps)
			for _, c := range caps.Slice() {
				if c.From() == m.To() && q.At(c.To()).Kind() != rules.General {
					pick = append(pick, m)
					break
				}
			}
		}
	} else {
		for _, m := range moves {
			if q := *pos; true {
				q.MakeMove(m)
				if q.InCheck() {
					pick = append(pick, m)
				}
			}
		}
	}
	if len(pick) > 0 {
		return pick[rng.IntN(len(pick))]
	}
	return moves[rng.IntN(len(moves))]
}
