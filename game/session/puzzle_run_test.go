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
	if !ev.Judged || ev.Verdict != puzzle.Failed || ev.Replied || r.State() != puzzle.Failed {
		t.Fatalf("wrong move %v: %+v", wrong, ev)
	}
	if r.PlayersTurn() {
		t.Fatal("the failed attempt goes on")
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

func TestPuzzleGrades(t *testing.T) {
	list := []puzzle.Puzzle{{ID: "a", MateIn: 1}, {ID: "b", MateIn: 1}, {ID: "c", MateIn: 2}, {ID: "d", MateIn: 0}, {ID: "e", MateIn: 0}}
	got := PuzzleGrades(list)
	want := [][]int{{0, 1}, {2}, {3, 4}}
	if len(got) != len(want) {
		t.Fatalf("grades %v, want %v", got, want)
	}
	for i := range want {
		if !slices.Equal(got[i], want[i]) {
			t.Fatalf("grades %v, want %v", got, want)
		}
	}
	if PuzzleGrades(nil) != nil {
		t.Error("an empty collection has grades")
	}
}
