package ai

import (
	"math/rand"
	"testing"

	"xiangqi/rules"
)

// randomPositions plays random legal games from the test positions and
// returns every position reached.
func randomPositions(t testing.TB, n int) []rules.Position {
	rng := rand.New(rand.NewSource(42))
	var out []rules.Position
	for len(out) < n {
		for _, fen := range testFENs {
			p := mustFEN(t, fen)
			for ply := 0; ply < 60 && len(out) < n; ply++ {
				var l rules.MoveList
				p.GenerateMoves(&l)
				if l.N == 0 {
					break
				}
				p.MakeMove(l.Moves[rng.Intn(l.N)])
				out = append(out, p)
			}
		}
	}
	return out
}

// TestEvalSymmetry: a position, its colour-flipped twin and its left-right
// mirror score the same for the side to move.
func TestEvalSymmetry(t *testing.T) {
	for _, p := range randomPositions(t, 3000) {
		want := evalFresh(&p)
		for name, q := range map[string]rules.Position{"flip": p.FlipColors(), "mirror": p.Mirror()} {
			if got := evalFresh(&q); got != want {
				t.Fatalf("%s: eval %d, %s %s: %d", p.FEN(), want, name, q.FEN(), got)
			}
		}
	}
}

// TestIncrementalEval: the sums kept through make/unmake equal the sums
// computed from scratch.
func TestIncrementalEval(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	p := rules.StartPosition()
	st := newEvalState(&p, currentWeights)
	var ms pieceSet
	ms.reset(&p)
	for i := 0; i < 2000; i++ {
		var l rules.MoveList
		p.GenerateMoves(&l)
		if l.N == 0 || p.HalfmoveClock() > 100 {
			p = rules.StartPosition()
			st = newEvalState(&p, currentWeights)
			ms.reset(&p)
			continue
		}
		m := l.Moves[rng.Intn(l.N)]
		if i%3 == 0 {
			// Also take a move back through the lists now and then.
			q := p
			u := q.MakeMove(m)
			slot := ms.move(m.From(), m.To())
			q.UnmakeMove(m, u)
			ms.unmove(m.From(), m.To(), slot)
			checkMajors(t, &p, &ms)
		}
		ms.move(m.From(), m.To())
		st.play(&p, m)
		checkMajors(t, &p, &ms)
		if fresh := newEvalState(&p, currentWeights); fresh != st {
			t.Fatalf("after %v in %s: incremental %+v, fresh %+v", m, p.FEN(), st, fresh)
		}
	}
}

// TestEvalSense checks a few judgements any Xiangqi player makes.
func TestEvalSense(t *testing.T) {
	score := func(fen string) int {
		p := mustFEN(t, fen)
		return evalFresh(&p)
	}
	start := score(rules.StartFEN)
	if start < 0 || start > 40 {
		t.Errorf("start position scores %d for the side to move", start)
	}
	// Red without a chariot is much worse.
	if s := score("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/1NBAKABNR w - - 0 1"); s > start-450 {
		t.Errorf("a chariot down scores %d", s)
	}
	// A soldier across the river is worth more than one at home.
	home := score("4k4/9/9/9/9/9/4P4/9/9/3K5 w - - 0 1")
	across := score("4k4/9/9/4P4/9/9/9/9/9/3K5 w - - 0 1")
	if across <= home {
		t.Errorf("crossed soldier %d, soldier at home %d", across, home)
	}
}

func BenchmarkEvaluate(b *testing.B) {
	ps := randomPositions(b, 256)
	sts := make([]evalState, len(ps))
	mss := make([]pieceSet, len(ps))
	for i := range ps {
		sts[i] = newEvalState(&ps[i], currentWeights)
		mss[i].reset(&ps[i])
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		j := i & 255
		evaluate(&ps[j], &sts[j], &mss[j], &Features{})
	}
}

// checkMajors compares the piece lists and occupancy bits with the board.
func checkMajors(t *testing.T, p *rules.Position, ms *pieceSet) {
	t.Helper()
	alive, majors := 0, 0
	for i := 0; i < ms.end[rules.Black]; i++ {
		if s := ms.sq[i]; s != rules.NoSquare {
			alive++
			c := rules.Red
			if i >= ms.end[rules.Red] {
				c = rules.Black
			}
			if ms.pc[i].Color() != c || isMajor(ms.pc[i]) != (i < ms.majEnd[c]) || i < ms.first[c] || i >= ms.end[c] {
				t.Fatalf("%s: slot %d holds %v on the wrong side of the majors", p.FEN(), i, ms.pc[i])
			}
			if p.At(s) != ms.pc[i] || ms.slot[s] != int8(i) {
				t.Fatalf("%s: slot %d says %v on %v", p.FEN(), i, ms.pc[i], s)
			}
		}
	}
	n := 0
	for s := rules.Square(0); s < rules.NumSquares; s++ {
		occ := p.At(s) != rules.Empty
		if occ {
			n++
			if isMajor(p.At(s)) {
				majors++
			}
		} else if ms.slot[s] >= 0 {
			t.Fatalf("%s: %v has slot %d but no piece", p.FEN(), s, ms.slot[s])
		}
		if ms.rankOc[s.Rank()]>>uint(s.File())&1 == 1 != occ || ms.fileOc[s.File()]>>uint(s.Rank())&1 == 1 != occ {
			t.Fatalf("%s: occupancy bits wrong at %v", p.FEN(), s)
		}
		for c := rules.Red; c <= rules.Black; c++ {
			want := occ && p.At(s).Color() == c
			if ms.occ[c][s/64]>>(s%64)&1 == 1 != want {
				t.Fatalf("%s: %v's point set wrong at %v", p.FEN(), c, s)
			}
		}
	}
	if n != alive {
		t.Fatalf("%s: %d pieces on the board, %d in the lists", p.FEN(), n, alive)
	}
}

// TestGenCaptures: the engine's capture and quiet generators find exactly
// the captures and the other moves of rules.GeneratePseudo, along games played through the
// incrementally kept piece lists.
func TestGenCaptures(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	s := &searcher{}
	total := 0
	for _, fen := range testFENs {
		s.pos = mustFEN(t, fen)
		s.ev = newEvalState(&s.pos, currentWeights)
		s.ms.reset(&s.pos)
		for ply := 0; ply < 80; ply++ {
			var want, got rules.MoveList
			s.pos.GeneratePseudo(&want, true)
			s.genCaptures(&got)
			set := map[rules.Move]bool{}
			for _, m := range want.Slice() {
				set[m] = true
			}
			if got.N != want.N {
				t.Fatalf("%s: %d captures, want %d (%v vs %v)", s.pos.FEN(), got.N, want.N, got.Slice(), want.Slice())
			}
			for _, m := range got.Slice() {
				if !set[m] {
					t.Fatalf("%s: %v is not a capture", s.pos.FEN(), m)
				}
			}
			total += got.N
			// The quiet generator adds exactly the other pseudo-legal moves.
			var all, quiet rules.MoveList
			s.pos.GeneratePseudo(&all, false)
			s.genQuiets(&quiet)
			for _, m := range quiet.Slice() {
				if s.pos.At(m.To()) != rules.Empty {
					t.Fatalf("%s: quiet %v captures", s.pos.FEN(), m)
				}
				set[m] = true
			}
			if got.N+quiet.N != all.N {
				t.Fatalf("%s: %d captures + %d quiets, want %d moves", s.pos.FEN(), got.N, quiet.N, all.N)
			}
			for _, m := range all.Slice() {
				if !set[m] {
					t.Fatalf("%s: %v missing", s.pos.FEN(), m)
				}
			}
			var l rules.MoveList
			s.pos.GenerateMoves(&l)
			if l.N == 0 {
				break
			}
			m := l.Moves[rng.Intn(l.N)]
			u, _ := s.makeMove(m)
			if ply%5 == 4 {
				// Take one back now and then.
				s.unmakeMove(m, &u)
			}
			checkMajors(t, &s.pos, &s.ms)
		}
	}
	if total < 200 {
		t.Fatalf("only %d captures seen", total)
	}
}
