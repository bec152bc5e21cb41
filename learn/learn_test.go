package learn

import (
	"encoding/json"
	"errors"
	"testing"

	"xiangqi/puzzle"
	"xiangqi/rules"
)

// play plays ICCS moves through a new attempt at e.
func play(t *testing.T, e *Exercise, moves []string) (*Attempt, error) {
	t.Helper()
	a, err := NewAttempt(e)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range moves {
		pos := a.Position()
		m, err := pos.ReadMove(s)
		if err != nil {
			return a, err
		}
		if err := a.Play(m); err != nil {
			return a, err
		}
	}
	return a, nil
}

// TestExercisesSolvable plays every exercise's solution through the checker
// and asserts it is solved, by its last move and not before; the start
// position is legal and not already over.
func TestExercisesSolvable(t *testing.T) {
	if n := Total(); n < 20 {
		t.Fatalf("only %d exercises", n)
	}
	ids := map[string]bool{}
	for _, l := range All {
		if ids[l.ID] || l.ID == "" {
			t.Fatalf("lesson id %q repeated or empty", l.ID)
		}
		ids[l.ID] = true
		if len(l.Exercises) == 0 {
			t.Errorf("%s: no exercises", l.ID)
		}
		for _, s := range append(l.Title[:], l.Intro[:]...) {
			if s == "" {
				t.Errorf("%s: a text is missing", l.ID)
			}
		}
		for i := range l.Exercises {
			e := &l.Exercises[i]
			for _, s := range e.Task {
				if s == "" {
					t.Errorf("%s/%d: a task text is missing", l.ID, i+1)
				}
			}
			g, err := e.Start()
			if err != nil {
				t.Fatalf("%s/%d: %v", l.ID, i+1, err)
			}
			pos := g.Position()
			if err := pos.Validate(); err != nil || g.Status().Over() || pos.InCheck() {
				t.Fatalf("%s/%d: start not playable: %v %v check %v", l.ID, i+1, err, g.Status(), pos.InCheck())
			}
			if len(e.Solution) != e.Moves && e.Goal != Capture {
				t.Errorf("%s/%d: solution of %d moves for %d", l.ID, i+1, len(e.Solution), e.Moves)
			}
			a, err := play(t, e, e.Solution[:len(e.Solution)-1])
			if err != nil || a.State() != Playing {
				t.Fatalf("%s/%d: before the last move: %v %v", l.ID, i+1, err, a.State())
			}
			a, err = play(t, e, e.Solution)
			if err != nil || a.State() != Solved {
				t.Errorf("%s/%d: solution %v: %v, state %v", l.ID, i+1, e.Solution, err, a.State())
			}
		}
	}
}

// TestWrongMoveNotSolved: in every exercise some legal first move that is
// not the solution's fails or leaves it unsolved, and a capture exercise
// cannot be done faster than its count by aimless moves.
func TestWrongMoveNotSolved(t *testing.T) {
	for _, l := range All {
		for i := range l.Exercises {
			e := &l.Exercises[i]
			a, err := NewAttempt(e)
			if err != nil {
				t.Fatal(err)
			}
			pos := a.Position()
			var ml rules.MoveList
			pos.GenerateMoves(&ml)
			wrong := 0
			for _, m := range ml.Slice() {
				if m.String() == e.Solution[0] {
					continue
				}
				b, _ := NewAttempt(e)
				if err := b.Play(m); err != nil && !errors.Is(err, ErrNoCheck) {
					t.Fatalf("%s/%d: legal %s refused: %v", l.ID, i+1, m, err)
				}
				if b.State() != Solved {
					wrong++
				}
			}
			if wrong == 0 {
				t.Errorf("%s/%d: every move solves it", l.ID, i+1)
			}
		}
	}
}

// TestCheckerRules: a wrong move in a mate in one fails the exercise; an
// illegal move is refused; a check where Black passes is refused; the
// repetition and move-count rulings apply to the player's move.
func TestCheckerRules(t *testing.T) {
	mate := &ByID("two-chariots").Exercises[0]
	a, err := play(t, mate, []string{"a8a9"})
	if err != nil || a.State() != Failed {
		t.Errorf("a wrong move in a mate in one: %v %v", err, a.State())
	}
	if err := a.Play(rules.NewMove(0, 1)); err == nil {
		t.Error("a move after the end was taken")
	}
	b, _ := NewAttempt(mate)
	if err := b.Play(rules.NewMove(mustSq("a8"), mustSq("b7"))); err == nil {
		t.Error("an illegal move was taken")
	}
	// The chariot lesson: a1→a9 would check the general on d9.
	ch := &ByID("chariot").Exercises[0]
	if _, err := play(t, ch, []string{"a0a9"}); !errors.Is(err, ErrNoCheck) {
		t.Errorf("a check in a passing exercise: %v", err)
	}
	// The move-count rule: a quiet move draws.
	ml := &ByID("move-limit").Exercises[0]
	c, err := play(t, ml, []string{"b2c2"})
	if err != nil || c.State() != Failed || c.Status().Reason != rules.MoveLimit {
		t.Errorf("move limit: %v %v %v", err, c.State(), c.Status())
	}
	// Perpetual check: the ruling is the referee's, Black wins.
	pc := &ByID("perpetual-check").Exercises[0]
	d, _ := play(t, pc, pc.Solution)
	if st := d.Status(); st.Result != rules.BlackWins || st.Reason != rules.PerpetualCheck {
		t.Errorf("perpetual check: %v", st)
	}
	pch := &ByID("perpetual-chase").Exercises[0]
	e, _ := play(t, pch, pch.Solution)
	if st := e.Status(); st.Result != rules.BlackWins || st.Reason != rules.PerpetualChase {
		t.Errorf("perpetual chase: %v", st)
	}
	// The flying general: the chariot may not leave the file.
	fg := &ByID("flying-general").Exercises[1]
	g, _ := NewAttempt(fg)
	pos := g.Position()
	if r := pos.WhyNot(rules.NewMove(mustSq("e4"), mustSq("d6"))); r != rules.GeneralsFace {
		t.Errorf("flying general: %v", r)
	}
	// Hints follow the solution.
	h, _ := NewAttempt(&ByID("soldier").Exercises[0])
	if h.Hint().String() != "e4e5" {
		t.Errorf("hint %v", h.Hint())
	}
}

func mustSq(s string) rules.Square {
	sq, err := rules.ParseSquare(s)
	if err != nil {
		panic(err)
	}
	return sq
}

// TestPatternsProved: every mating-pattern exercise (and every other mate
// exercise) is a mate in one proved by the puzzle solver, and its solution
// is a mating move.
func TestPatternsProved(t *testing.T) {
	s := puzzle.NewSolver(8)
	n := 0
	for _, l := range All {
		for i := range l.Exercises {
			e := &l.Exercises[i]
			if l.Group == Patterns && e.Goal != Mate {
				t.Errorf("%s/%d: a pattern exercise that is not a mate", l.ID, i+1)
			}
			if e.Goal != Mate {
				continue
			}
			g, _ := e.Start()
			got, ok, err := s.MateIn(g.Position(), e.Moves)
			if err != nil || !ok || got != e.Moves {
				t.Errorf("%s/%d: solver: mate in %d %v %v", l.ID, i+1, got, ok, err)
			}
			if l.Group == Patterns {
				n++
			}
		}
	}
	if n < 16 {
		t.Errorf("only %d pattern exercises", n)
	}
}

func TestProgressJSON(t *testing.T) {
	var p Progress
	if p.Count() != 0 || !p.Empty() {
		t.Fatal("zero progress")
	}
	p.MarkSolved("horse", 0)
	p.MarkSolved("horse", 1)
	p.MarkSolved("gone-lesson", 0)
	b, err := json.Marshal(p)
	if err != nil || string(b) != `["gone-lesson/1","horse/1","horse/2"]` {
		t.Fatalf("%s %v", b, err)
	}
	var q Progress
	if err := json.Unmarshal(b, &q); err != nil {
		t.Fatal(err)
	}
	if !q.Solved("horse", 1) || q.Solved("horse", 2) || q.Count() != 2 || q.LessonSolved(ByID("horse")) != 2 {
		t.Errorf("read back %+v", q)
	}
	for _, bad := range []string{`["horse"]`, `["horse/0"]`, `["/1"]`, `{}`} {
		if err := json.Unmarshal([]byte(bad), &q); err == nil {
			t.Errorf("%s read", bad)
		}
	}
}

// TestMissExplained: a failed attempt says why: a check that is not mate
// with Black's answer (the general's escape first), a move that gives no
// check, a target still on the board.
func TestMissExplained(t *testing.T) {
	for _, c := range []struct {
		name   string
		e      Exercise
		move   string
		miss   Miss
		answer string
	}{
		{"the general escapes to e8", Exercise{Setup: "Kd0 Ra1 ke9", Goal: Mate, Moves: 1}, "a1a9", MissGeneralEscapes, "e9e8"},
		{"the horse takes the chariot", Exercise{Setup: "Kd0 Ra5 ke9 ad9 af9 nc6", Goal: Mate, Moves: 1}, "a5e5", MissCapture, "c6e5"},
		{"an advisor blocks", Exercise{Setup: "Kd0 Ra5 ke9 ad9 af9", Goal: Mate, Moves: 1}, "a5e5", MissCover, ""},
		{"no check", Exercise{Setup: "Kd0 Ra1 ke9", Goal: Mate, Moves: 1}, "a1a2", MissNoCheck, ""},
		{"no check asked for", Exercise{Setup: "Kf0 Ra1 kd9", Goal: Check, Moves: 1}, "a1a2", MissNoCheck, ""},
		{"target stays", Exercise{Setup: "Ke0 Ra0 kd9 pa5", Goal: Capture, Target: "a5", Moves: 1}, "a0a1", MissTargetStays, ""},
	} {
		a, err := play(t, &c.e, []string{c.move})
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if a.State() != Failed {
			t.Fatalf("%s: state %d, want failed", c.name, a.State())
		}
		miss, m := a.Miss()
		if miss != c.miss {
			t.Errorf("%s: miss %d, want %d", c.name, miss, c.miss)
		}
		switch {
		case c.answer != "" && m.String() != c.answer:
			t.Errorf("%s: answer %v, want %s", c.name, m, c.answer)
		case c.miss == MissCover:
			pos := a.Position()
			if m == rules.NoMove || !pos.IsLegal(m) || m.From() == pos.GeneralSquare(rules.Black) || pos.At(m.To()) != rules.Empty {
				t.Errorf("%s: answer %v is not another piece's quiet move", c.name, m)
			}
		case c.answer == "" && c.miss != MissCover && m != rules.NoMove:
			t.Errorf("%s: answer %v, want none", c.name, m)
		}
	}
	// A solved or running attempt has no miss.
	e := Exercise{Setup: "Kd0 Ra1 ke9", Goal: Mate, Moves: 1}
	if a, _ := NewAttempt(&e); a != nil {
		if miss, m := a.Miss(); miss != MissNone || m != rules.NoMove {
			t.Errorf("running attempt: %d %v", miss, m)
		}
	}
}

// TestEveryMateMissAnswered: in every mate exercise of the course, each
// legal move that fails is explained: a check has a legal answer of the
// kind named; any other move gives no check.
func TestEveryMateMissAnswered(t *testing.T) {
	checked := 0
	for _, l := range All {
		for i := range l.Exercises {
			e := &l.Exercises[i]
			if e.Goal != Mate {
				continue
			}
			start, err := NewAttempt(e)
			if err != nil {
				t.Fatal(err)
			}
			var ms rules.MoveList
			pos := start.Position()
			pos.GenerateMoves(&ms)
			for _, m := range ms.Moves[:ms.N] {
				a, _ := NewAttempt(e)
				if err := a.Play(m); err != nil || a.State() != Failed {
					continue
				}
				miss, answer := a.Miss()
				after := a.Position()
				switch {
				case miss == MissNone && a.Status().Over():
				case !after.InCheck():
					if miss != MissNoCheck {
						t.Errorf("%s %d %v: no check, miss %d", l.ID, i, m, miss)
					}
				case !after.IsLegal(answer):
					t.Errorf("%s %d %v: answer %v not legal", l.ID, i, m, answer)
				default:
					checked++
					gen := answer.From() == after.GeneralSquare(rules.Black)
					capt := after.At(answer.To()) != rules.Empty
					if (miss == MissGeneralEscapes) != gen || (miss == MissCapture) != (capt && !gen) {
						t.Errorf("%s %d %v: answer %v named %d", l.ID, i, m, answer, miss)
					}
				}
			}
		}
	}
	if checked < 5 {
		t.Errorf("only %d checks that are not mate found in the course", checked)
	}
	t.Logf("%d checks that are not mate answered", checked)
}
