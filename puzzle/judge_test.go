package puzzle

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"xiangqi/rules"
)

func mustMove(t testing.TB, s string) rules.Move {
	t.Helper()
	m, err := rules.ParseMoveText(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func firstOfGrade(t *testing.T, n int) Puzzle {
	t.Helper()
	ps, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range ps {
		if p.MateIn == n {
			return p
		}
	}
	t.Fatalf("no built-in mate in %d", n)
	return Puzzle{}
}

// TestJudgeWrongKey: any legal first move but the key fails (the key is
// unique, which TestBuiltinPuzzles proves); after it neither a move nor a
// hint is the player's; the key from the start goes on.
func TestJudgeWrongKey(t *testing.T) {
	p := firstOfGrade(t, 2)
	s := NewSolver(4)
	var l rules.MoveList
	p.Start.GenerateMoves(&l)
	var wrong rules.Move
	for _, m := range l.Slice() {
		if m != p.Solution[0] {
			wrong = m
			break
		}
	}
	if v, err := Judge(s, &p, nil, wrong); err != nil || v != Failed {
		t.Fatalf("wrong move %s judged %v, %v; want failed", wrong, v, err)
	}
	after := []rules.Move{wrong}
	if _, err := Judge(s, &p, after, p.Solution[0]); !errors.Is(err, ErrNotPlayersTurn) {
		t.Fatalf("judging after the wrong move: %v, want ErrNotPlayersTurn", err)
	}
	if _, err := Hint(s, &p, after); !errors.Is(err, ErrNotPlayersTurn) {
		t.Fatalf("hint after the wrong move: %v", err)
	}
	if v, err := Judge(s, &p, nil, p.Solution[0]); err != nil || v != Continue {
		t.Fatalf("key move judged %v, %v", v, err)
	}
	if left := movesLeft(&p, 1); left != 1 {
		t.Fatalf("moves left after the key %d, want 1", left)
	}
}

// TestJudgeIllegalMove: an illegal move is an error, a reply on the
// player's turn too, and a check that does not mate with no moves left
// fails.
func TestJudgeIllegalMove(t *testing.T) {
	ps, err := Load(strings.NewReader(table(m1Row)))
	if err != nil {
		t.Fatal(err)
	}
	p, s := &ps[0], NewSolver(1)
	if _, err := Judge(s, p, nil, mustMove(t, "b0c1")); err == nil {
		t.Fatal("illegal move accepted")
	}
	if _, err := Reply(s, p, nil); err == nil {
		t.Fatal("reply on the player's turn accepted")
	}
	// a8a9 checks but the general steps to e8: no mate, and no moves left.
	if v, err := Judge(s, p, nil, mustMove(t, "a8a9")); err != nil || v != Failed {
		t.Fatalf("a8a9 judged %v, %v; want failed", v, err)
	}
}

func TestJudgeTurns(t *testing.T) {
	ps, err := Load(strings.NewReader(table(m1Row)))
	if err != nil {
		t.Fatal(err)
	}
	p := &ps[0]
	s := NewSolver(1)
	if v, err := Judge(s, p, nil, mustMove(t, "b0b9")); err != nil || v != Solved {
		t.Fatalf("mate judged %v, %v", v, err)
	}
	if _, err := Judge(s, p, []rules.Move{mustMove(t, "a8a9")}, mustMove(t, "e9e8")); !errors.Is(err, ErrNotPlayersTurn) {
		t.Fatalf("judging on the defender's turn: %v", err)
	}
	if _, err := Judge(s, p, []rules.Move{mustMove(t, "e9e8")}, mustMove(t, "b0b9")); err == nil {
		t.Fatal("an illegal history accepted")
	}
	if _, err := Hint(s, &Puzzle{ID: "e", Start: p.Start}, nil); err == nil {
		t.Fatal("hint for a puzzle without a mate length accepted")
	}
}

func TestProgressJSON(t *testing.T) {
	var p Progress
	if p.Solved("m1-01") || p.Count() != 0 {
		t.Fatal("zero Progress not empty")
	}
	p.MarkSolved("m2-03", 2)
	p.MarkSolved("m1-01", 0)
	p.MarkSolved("m2-03", 1) // fewer hints: kept
	p.MarkSolved("m1-01", 3) // more: the best stays
	b, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != `{"solved":["m1-01","m2-03"],"hints":{"m1-01":0,"m2-03":1}}` {
		t.Fatalf("marshalled %s", b)
	}
	var q Progress
	q.MarkSolved("old", 0)
	if err := json.Unmarshal(b, &q); err != nil {
		t.Fatal(err)
	}
	if q.Count() != 2 || !q.Solved("m1-01") || !q.Solved("m2-03") || q.Solved("old") {
		t.Fatalf("round trip gave %v", q.IDs())
	}
	if h, ok := q.Hints("m2-03"); !ok || h != 1 {
		t.Fatalf("m2-03 read back with %d hints (%v)", h, ok)
	}
	// Inside a larger save, as the game keeps it.
	save := struct {
		Puzzles *Progress `json:"puzzles"`
	}{&q}
	b, err = json.Marshal(save)
	if err != nil || string(b) != `{"puzzles":{"solved":["m1-01","m2-03"],"hints":{"m1-01":0,"m2-03":1}}}` {
		t.Fatalf("embedded: %s, %v", b, err)
	}
	for _, bad := range []string{`[]`, `{"solved":"m1"}`, `{"solved":[""]}`, `{"solved":[1]}`, `{"solved":["` + strings.Repeat("x", 65) + `"]}`, `{`,
		`{"solved":["a"],"hints":{"b":0}}`, `{"solved":["a"],"hints":{"a":-1}}`, `{"solved":["a"],"hints":{"a":"1"}}`, `{"solved":["a"],"hints":[0]}`,
		`{"solved":[],"daily":{"day":"May 1","id":"a"}}`, `{"solved":[],"daily":{"day":"2026-05-01","id":""}}`, `{"solved":[],"daily":"a"}`} {
		var r Progress
		if err := json.Unmarshal([]byte(bad), &r); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
	q.Reset()
	if q.Count() != 0 {
		t.Fatal("Reset kept ids")
	}
}

// TestProgressStars: 3 stars alone, 2 with one hint, 1 with more; a puzzle
// of an old save (solved, hints not counted) has none until solved again,
// and then its stars are those of that solution.
func TestProgressStars(t *testing.T) {
	for hints, want := range map[int]int{0: 3, 1: 2, 2: 1, 7: 1} {
		if got := StarsFor(hints); got != want {
			t.Errorf("%d hints: %d stars, want %d", hints, got, want)
		}
	}
	var p Progress
	if err := json.Unmarshal([]byte(`{"solved":["m1-01","m1-02"]}`), &p); err != nil {
		t.Fatal(err)
	}
	if !p.Solved("m1-01") || p.Stars("m1-01") != 0 || p.Stars("m9-99") != 0 {
		t.Fatalf("old progress: solved %v, stars %d", p.Solved("m1-01"), p.Stars("m1-01"))
	}
	if _, known := p.Hints("m1-01"); known {
		t.Fatal("an old save's hints are known")
	}
	p.MarkSolved("m1-01", 2)
	if p.Stars("m1-01") != 1 {
		t.Fatalf("solved again with two hints: %d stars", p.Stars("m1-01"))
	}
	p.MarkSolved("m1-01", 0)
	if p.Stars("m1-01") != 3 {
		t.Fatalf("then alone: %d stars", p.Stars("m1-01"))
	}
	b, _ := json.Marshal(p)
	if string(b) != `{"solved":["m1-01","m1-02"],"hints":{"m1-01":0}}` {
		t.Fatalf("marshalled %s", b)
	}
}
