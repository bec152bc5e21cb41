package session

import (
	"slices"
	"testing"
	"time"

	"xiangqi/puzzle"
	"xiangqi/rules"
)

func builtinPuzzle(t *testing.T, mateIn int) puzzle.Puzzle {
	t.Helper()
	ps, err := puzzle.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range ps {
		if p.MateIn == mateIn {
			return p
		}
	}
	t.Fatalf("no built-in mate in %d", mateIn)
	return puzzle.Puzzle{}
}

// waitRun polls until the running job is applied.
func waitRun(t *testing.T, r *PuzzleRun) PuzzleEvent {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for r.Busy() {
		if ev := r.Poll(); ev != (PuzzleEvent{}) {
			return ev
		}
		if time.Now().After(deadline) {
			t.Fatal("the solver did not answer")
		}
		time.Sleep(2 * time.Millisecond)
	}
	return PuzzleEvent{}
}

func TestPuzzleRunSolved(t *testing.T) {
	p := builtinPuzzle(t, 3)
	r := NewPuzzleRun(p, NewPuzzleSolver(4), nil)
	if !r.PlayersTurn() || r.MovesLeft() != 3 {
		t.Fatalf("start: turn %v, moves left %d", r.PlayersTurn(), r.MovesLeft())
	}
	// The hint on the main line is its move.
	if !r.RequestHint() {
		t.Fatal("hint refused")
	}
	if ev := waitRun(t, r); !ev.Hint || r.Hint() != p.Solution[0] || r.HintsUsed() != 1 {
		t.Fatalf("hint event %+v: %v, want %v", ev, r.Hint(), p.Solution[0])
	}
	for i := 0; i < len(p.Solution); i += 2 {
		if err := r.Play(p.Solution[i]); err != nil {
			t.Fatalf("move %d: %v", i+1, err)
		}
		if r.PlayersTurn() || r.Play(p.Solution[i]) != ErrPuzzleBusy {
			t.Fatal("a second move was accepted while the first is judged")
		}
		if r.Hint() != rules.NoMove {
			t.Fatal("the hint outlived the move")
		}
		ev := waitRun(t, r)
		if !ev.Judged {
			t.Fatalf("move %d: event %+v (err %v)", i+1, ev, r.Err())
		}
		last := i == len(p.Solution)-1
		if last {
			if ev.Verdict != puzzle.Solved || r.State() != puzzle.Solved {
				t.Fatalf("last move: %v", ev.Verdict)
			}
			break
		}
		// The defender follows the stated line, which is a best defence.
		if ev.Verdict != puzzle.Continue || !ev.Replied || ev.Reply != p.Solution[i+1] {
			t.Fatalf("move %d: %+v, want the reply %v", i+1, ev, p.Solution[i+1])
		}
		if r.MovesLeft() != p.MateIn-(i+2)/2 {
			t.Fatalf("moves left %d after %d plies", r.MovesLeft(), i+2)
		}
	}
	if r.PlayersTurn() || r.RequestHint() {
		t.Fatal("the solved attempt goes on")
	}
	pos := r.Position()
	if pos.HasLegalMove() {
		t.Fatal("the defender is not mated")
	}
}

func TestPuzzleRunFailedAndRetry(t *testing.T) {
	p := builtinPuzzle(t, 2)
	solver := NewPuzzleSolver(4)
	var keys []rules.Move
	solver.do(func(s *puzzle.Solver) {
		var err error
		if keys, err = puzzle.KeyMoves(s, &p); err != nil {
			t.Fatal(err)
		}
	})
	var l rules.MoveList
	p.Start.GenerateMoves(&l)
	wrong := rules.NoMove
	for _, m := range l.Slice() {
		isKey := false
		for _, k := range keys {
			isKey = isKey || k == m
		}
		if !isKey {
			wrong = m
			break
		}
	}
	if wrong == rules.NoMove {
		t.Fatal("every move wins")
	}
	r := NewPuzzleRun(p, solver, nil)
	if err := r.Play(rules.NewMove(rules.SquareAt(0, 0), rules.SquareAt(8, 9))); err == nil {
		t.Fatal("an illegal move was accepted")
	}
	if err := r.Play(wrong); err != nil {
		t.Fatal(err)
	}
	if len(r.Moves()) != 1 {
		t.Fatal("the move is not shown while judged")
	}
	ev := waitRun(t, r)
	// The wrong move is answered by the defence that refutes it: after it
	// the player has no mate left in the moves the puzzle allows.
	if !ev.Judged || ev.Verdict != puzzle.Failed || !ev.Replied || !ev.Refuted || !r.Refuted() || r.State() != puzzle.Failed {
		t.Fatalf("wrong move %v: %+v", wrong, ev)
	}
	if ms := r.Moves(); len(ms) != 2 || ms[0] != wrong || ms[1] != ev.Reply {
		t.Fatalf("moves after the refutation %v, want %v %v", ms, wrong, ev.Reply)
	}
	solver.do(func(s *puzzle.Solver) {
		if _, ok, err := s.MateIn(r.Position(), p.MateIn-1); err != nil || ok {
			t.Errorf("after %v %v the player still mates in %d (%v)", wrong, ev.Reply, p.MateIn-1, err)
		}
	})
	if r.PlayersTurn() {
		t.Fatal("the failed attempt goes on")
	}
	// The retry starts from the position before the wrong move.
	if !r.TakeBack() || r.State() != puzzle.Continue || r.Refuted() || len(r.Moves()) != 0 || !r.PlayersTurn() || r.Position() != p.Start {
		t.Fatalf("take back: state %v, moves %v", r.State(), r.Moves())
	}
	if r.TakeBack() {
		t.Fatal("a second take back")
	}
	// Deeper in: the key, the reply, then a wrong move; the take back
	// returns to the position after the reply, not to the start.
	if err := r.Play(p.Solution[0]); err != nil {
		t.Fatal(err)
	}
	if ev := waitRun(t, r); ev.Verdict != puzzle.Continue || !ev.Replied {
		t.Fatalf("the key: %+v", ev)
	}
	mid := r.Position()
	var ml rules.MoveList
	mid.GenerateMoves(&ml)
	for _, m := range ml.Slice() {
		after := mid
		after.MakeMove(m)
		if after.HasLegalMove() {
			if err := r.Play(m); err != nil {
				t.Fatal(err)
			}
			break
		}
	}
	if ev := waitRun(t, r); ev.Verdict != puzzle.Failed || !ev.Refuted {
		t.Fatalf("a wrong last move: %+v", ev)
	}
	if !r.TakeBack() || len(r.Moves()) != 2 || r.Position() != mid || !r.PlayersTurn() {
		t.Fatalf("take back deeper: moves %v", r.Moves())
	}
	r.Retry()
	if r.State() != puzzle.Continue || len(r.Moves()) != 0 || !r.PlayersTurn() || r.Position() != p.Start {
		t.Fatal("retry did not start again")
	}
	// A result that arrives after a retry is dropped.
	if err := r.Play(p.Solution[0]); err != nil {
		t.Fatal(err)
	}
	r.Retry()
	time.Sleep(50 * time.Millisecond)
	if ev := r.Poll(); ev != (PuzzleEvent{}) || len(r.Moves()) != 0 {
		t.Fatalf("stale result applied: %+v, moves %v", ev, r.Moves())
	}
	// And the key move then mates in two against the best defence.
	if err := r.Play(p.Solution[0]); err != nil {
		t.Fatal(err)
	}
	if ev := waitRun(t, r); ev.Verdict != puzzle.Continue || !ev.Replied {
		t.Fatalf("key move: %+v", ev)
	}
	if err := r.Play(p.Solution[2]); err != nil {
		t.Fatal(err)
	}
	if ev := waitRun(t, r); ev.Verdict != puzzle.Solved {
		t.Fatalf("mating move: %+v", ev)
	}
}

// TestPuzzleTiers: the list's grouping by grade and its filters.
func TestPuzzleTiers(t *testing.T) {
	list := []puzzle.Puzzle{{ID: "a", Grade: 2}, {ID: "b", Grade: 1}, {ID: "c", Grade: 2}, {ID: "d", Grade: 5}, {ID: "e", Grade: 1}}
	solved := func(id string) bool { return id == "a" || id == "e" }
	cases := []struct {
		grade int
		state SolvedFilter
		want  [][]int
	}{
		{0, AllPuzzles, [][]int{{1, 4}, {0, 2}, {3}}},
		{2, AllPuzzles, [][]int{{0, 2}}},
		{0, UnsolvedPuzzles, [][]int{{1}, {2}, {3}}},
		{0, SolvedPuzzles, [][]int{{4}, {0}}},
		{1, SolvedPuzzles, [][]int{{4}}},
		{3, AllPuzzles, nil},
	}
	for _, c := range cases {
		got := PuzzleTiers(list, c.grade, c.state, solved)
		if !slices.EqualFunc(got, c.want, slices.Equal[[]int]) {
			t.Errorf("grade %d, filter %d: %v, want %v", c.grade, c.state, got, c.want)
		}
	}
}
