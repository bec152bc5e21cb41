package puzzle

import (
	"errors"
	"strings"
	"testing"

	"xiangqi/rules"
)

// A hand-checked quick win of chariot against two advisors, as a won
// ending's row: the line ends with Black having no legal move.
const (
	endFEN = "3aka3/9/9/9/9/9/9/9/7R1/3K5 w - - 0 1"
	endSol = "h1e1 f9e8 d0e0 e9f9 e1f1 f9e9 f1f7"
	endRow = "e1\t" + endFEN + "\tRed to move and win\t0\t" + endSol
)

func TestLoadEndings(t *testing.T) {
	ps, err := Load(strings.NewReader(table(m1Row, endRow)))
	if err != nil {
		t.Fatal(err)
	}
	if p := ps[1]; p.MateIn != 0 || len(p.Solution) != 7 || p.Goal != "Red to move and win" {
		t.Fatalf("parsed %+v", p)
	}
	row := func(goal, mateIn, sol string) string {
		return strings.Join([]string{"e1", endFEN, goal, mateIn, sol}, "\t")
	}
	// Rook and general shuffle: the fifth time the same position arises
	// the referee rules (no checks, so a draw by repetition).
	shuffle := strings.Repeat("h1h2 e9e8 h2h1 e8e9 ", 4) + "h1h2"
	for _, tc := range []struct {
		name, input, want string
	}{
		{"goal of a mate", table(row("Red to move, mate in 0", "0", endSol)), "does not match"},
		{"goal of the other side", table(row("Black to move and win", "0", endSol)), "does not match"},
		{"win goal with a length", table(row("Red to move and win", "4", endSol)), "does not match"},
		{"ends on the defender", table(row("Red to move and win", "0", "h1e1 f9e8")), "odd number"},
		{"no win", table(row("Red to move and win", "0", "h1e1 f9e8 d0e0")), "does not end in a win"},
		{"moves after the win", table(row("Red to move and win", "0", endSol+" e9e8 f7f8")), "already over"},
		{"repetition", table(row("Red to move and win", "0", shuffle)), "already over (repetition)"},
		{"beyond the limit", table(row("Red to move and win", "0", strings.TrimSpace(strings.Repeat("h1h2 e9e8 h2h1 e8e9 ", 20))+" h1h2")), "odd number up to"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Load(strings.NewReader(tc.input))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err = %v, want one containing %q", err, tc.want)
			}
		})
	}
}

// fixedAnalyst answers every search with one analysis, to test the
// judge's thresholds without an engine.
type fixedAnalyst struct{ an Analysis }

func (f fixedAnalyst) Analyse(*rules.Game) (Analysis, error) { return f.an, nil }

func TestJudgeEnding(t *testing.T) {
	ps, err := Load(strings.NewReader(table(m1Row, endRow)))
	if err != nil {
		t.Fatal(err)
	}
	mate, end := &ps[0], &ps[1]
	reply := mustMove(t, "f9e8")
	first := mustMove(t, "h1e1")
	for _, tc := range []struct {
		name string
		an   Analysis
		want Verdict
	}{
		// The analyses are the defender's view.
		{"clearly won", Analysis{Move: reply, Score: -WinMargin}, Continue},
		{"mate found for the player", Analysis{Move: reply, Score: 50, Mate: -3}, Continue},
		{"below the margin", Analysis{Move: reply, Score: -WinMargin + 1}, Failed},
		{"defender mates", Analysis{Move: reply, Score: -900, Mate: 4}, Failed},
	} {
		v, r, err := JudgeEnding(fixedAnalyst{tc.an}, end, nil, first)
		if err != nil || v != tc.want {
			t.Errorf("%s: %v, %v; want %v", tc.name, v, err, tc.want)
		}
		if v == Continue && r != reply {
			t.Errorf("%s: reply %s, want the engine's %s", tc.name, r, reply)
		}
	}
	// The winning move is Solved whatever the engine says.
	line := end.Solution
	if v, _, err := JudgeEnding(fixedAnalyst{}, end, line[:len(line)-1], line[len(line)-1]); err != nil || v != Solved {
		t.Fatalf("the mating move: %v, %v", v, err)
	}
	if _, _, err := JudgeEnding(fixedAnalyst{}, end, line[:1], line[1]); !errors.Is(err, ErrNotPlayersTurn) {
		t.Fatalf("judging on the defender's turn: %v", err)
	}
	if _, _, err := JudgeEnding(fixedAnalyst{}, mate, nil, mustMove(t, "b0b9")); !errors.Is(err, ErrNotEnding) {
		t.Fatalf("a mate puzzle judged as an ending: %v", err)
	}
	if _, err := HintEnding(fixedAnalyst{Analysis{Move: first}}, end, nil); err != nil {
		t.Fatal(err)
	}
}

// TestEndingRulings plays the chariot ending without winning: a shuffle
// that repeats is drawn by the referee (Failed after the defender's
// reply), and a wander that never repeats fails on the player's last
// allowed move.
func TestEndingRulings(t *testing.T) {
	ps, err := Load(strings.NewReader(table(endRow)))
	if err != nil {
		t.Fatal(err)
	}
	end := &ps[0]
	won := fixedAnalyst{Analysis{Score: -1000}} // the judge thinks it still wins
	shuffle := []string{"h1h2", "e9e8", "h2h1", "e8e9"}
	var moves []rules.Move
	for i := 0; ; i += 2 {
		won.an.Move = mustMove(t, shuffle[(i+1)%4])
		v, r, err := JudgeEnding(won, end, moves, mustMove(t, shuffle[i%4]))
		if err != nil || v != Continue {
			t.Fatalf("shuffle move %d: %v, %v", i+1, v, err)
		}
		moves = append(moves, mustMove(t, shuffle[i%4]), r)
		v, err = EndingAfterReply(end, moves)
		if err != nil {
			t.Fatal(err)
		}
		if v == Continue {
			if i > 40 {
				t.Fatal("a repeating shuffle was never ruled a draw")
			}
			continue
		}
		g, _ := replayEnding(end, moves)
		if v != Failed || g.Status().Reason != rules.Repetition {
			t.Fatalf("after %d moves: %v by %v, want Failed by repetition", len(moves), v, g.Status().Reason)
		}
		break
	}

	// The wander: the rook goes to a square it has not stood on, out of
	// the defender's reach and without check, and the defender plays its
	// first legal move; no position repeats.
	moves = nil
	g := rules.NewGame(end.Start)
	visited := map[rules.Square]bool{}
	for EndingMovesLeft(len(moves)) > 0 {
		pos := g.Position()
		var l rules.MoveList
		pos.GenerateMoves(&l)
		next := rules.NoMove
		for _, m := range l.Slice() {
			after := pos
			after.MakeMove(m)
			inPalace := m.To().Rank() >= 7 && m.To().File() >= 3 && m.To().File() <= 5 // where it could be taken
			if pos.At(m.From()).Kind() == rules.Chariot && !visited[m.To()] && !inPalace && !after.InCheck() && after.HasLegalMove() {
				next = m
				break
			}
		}
		if next == rules.NoMove {
			t.Fatalf("the wander is stuck after %d moves", len(moves))
		}
		visited[next.To()] = true
		after := pos
		after.MakeMove(next)
		var dl rules.MoveList
		after.GenerateMoves(&dl)
		won.an.Move = dl.Slice()[0]
		v, r, err := JudgeEnding(won, end, moves, next)
		if err != nil {
			t.Fatal(err)
		}
		if EndingMovesLeft(len(moves)) == 1 {
			if v != Failed {
				t.Fatalf("the last allowed move %s does not win but is judged %v", next, v)
			}
			return
		}
		if v != Continue {
			t.Fatalf("move %d %s: %v", len(moves)/2+1, next, v)
		}
		moves = append(moves, next, r)
		if err := g.Play(next); err != nil {
			t.Fatal(err)
		}
		if err := g.Play(r); err != nil {
			t.Fatal(err)
		}
		if v, err := EndingAfterReply(end, moves); err != nil || v != Continue {
			t.Fatalf("after move %d: %v, %v (%v)", len(moves)/2, v, err, g.Status().Reason)
		}
	}
	t.Fatal("the move limit never came")
}
