package session

import (
	"context"
	"testing"
	"time"

	"xiangqi/coach"
	"xiangqi/rules"
)

// coachEngine is a fakeEngine that also coaches: with the real coach, or,
// gated, holding each judgement until the test releases it.
type coachEngine struct {
	*fakeEngine
	c    *coach.Coach
	gate chan struct{} // nil: judge at once
	// asked counts the judgements begun.
	asked chan coach.Request
}

func newCoachEngine(gated bool) *coachEngine {
	e := &coachEngine{fakeEngine: newFakeEngine(), c: coach.New(4, 20_000), asked: make(chan coach.Request, 16)}
	if gated {
		e.gate = make(chan struct{})
	}
	return e
}

func (e *coachEngine) Coach(ctx context.Context, r coach.Request) coach.Verdict {
	e.asked <- r
	if e.gate != nil {
		select {
		case <-e.gate:
		case <-ctx.Done():
			// Like a real search, a cancelled one still answers; the
			// match must drop it.
		}
	}
	return e.c.Check(context.Background(), r)
}

// blunderGame is 1. C2=5 H8+7, Red to move, where 2. C5+4 (e2e6) leaves
// the cannon to the horse; Black is the computer.
func blunderGame(t *testing.T) *rules.Game {
	t.Helper()
	g := rules.NewGame(rules.StartPosition())
	for _, s := range []string{"h2e2", "h9g7"} {
		if err := g.PlayText(s); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

func move(t *testing.T, s string) rules.Move {
	t.Helper()
	m, err := rules.ParseMoveText(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestCoachWarnsAndTakesBack(t *testing.T) {
	e := newCoachEngine(false)
	m := NewMatch(e, blunderGame(t), [2]bool{false, true}, Newcomer)
	before := m.Position()
	held, err := m.Try(move(t, "e2e6"), true)
	if err != nil || !held {
		t.Fatalf("Try: held %v, %v", held, err)
	}
	if m.HumanToMove() || m.RequestHint() {
		t.Error("the player may move again while the coach judges")
	}
	if mv, ok := m.Held(); !ok || mv != move(t, "e2e6") || !m.Judging() {
		t.Errorf("Held %v %v, Judging %v", mv, ok, m.Judging())
	}
	pollUntil(t, m, func(ev Event) bool { return ev.Warned })
	v, ok := m.Warning()
	if !ok || v.Kind != coach.Capture || v.Victim != rules.MakePiece(rules.Red, rules.Cannon) || v.Attacker != rules.MakePiece(rules.Black, rules.Horse) {
		t.Fatalf("warning %+v %v", v, ok)
	}
	if m.Position() != before || m.Thinking() {
		t.Error("the warned move was played")
	}
	if !m.TakeBack() {
		t.Fatal("TakeBack refused")
	}
	if m.Position() != before || !m.HumanToMove() || len(m.Game().Moves()) != 2 {
		t.Error("TakeBack did not leave the position as it was, the player to move")
	}
	if s := m.CoachStats(); s != (CoachStats{Warned: 1, Helped: 1}) {
		t.Errorf("stats %+v", s)
	}
	if m.TakeBack() {
		t.Error("a second TakeBack passed")
	}
	e.none(t) // the computer never began to think about the move
}

func TestCoachPlayAnyway(t *testing.T) {
	e := newCoachEngine(false)
	m := NewMatch(e, blunderGame(t), [2]bool{false, true}, Newcomer)
	if _, err := m.Try(move(t, "e2e6"), true); err != nil {
		t.Fatal(err)
	}
	pollUntil(t, m, func(ev Event) bool { return ev.Warned })
	ev, err := m.PlayAnyway()
	if err != nil || !ev.Moved || !ev.Person || !ev.Captured || ev.Move != move(t, "e2e6") {
		t.Fatalf("PlayAnyway: %+v, %v", ev, err)
	}
	if n := len(m.Game().Moves()); n != 3 {
		t.Errorf("%d moves, want 3", n)
	}
	e.next(t) // the computer's reply begins
	if _, err := m.PlayAnyway(); err == nil {
		t.Error("a second PlayAnyway passed")
	}
	if s := m.CoachStats(); s != (CoachStats{Warned: 1}) {
		t.Errorf("stats %+v", s)
	}
}

func TestCoachLetsSoundMoveThrough(t *testing.T) {
	e := newCoachEngine(false)
	m := NewMatch(e, rules.NewGame(rules.StartPosition()), [2]bool{false, true}, Newcomer)
	if held, err := m.Try(move(t, "h2e2"), true); err != nil || !held {
		t.Fatalf("Try: %v %v", held, err)
	}
	ev := pollUntil(t, m, func(ev Event) bool { return ev.Moved })
	if !ev.Person || ev.Move != move(t, "h2e2") || len(m.Game().Moves()) != 1 {
		t.Errorf("event %+v, %d moves", ev, len(m.Game().Moves()))
	}
	if _, ok := m.Held(); ok {
		t.Error("still held")
	}
	e.next(t)
	if s := m.CoachStats(); s != (CoachStats{}) {
		t.Errorf("stats %+v", s)
	}
}

// Off, the coach is never asked: the blunder is played at once.
func TestCoachOffPlaysAtOnce(t *testing.T) {
	e := newCoachEngine(false)
	m := NewMatch(e, blunderGame(t), [2]bool{false, true}, Newcomer)
	held, err := m.Try(move(t, "e2e6"), false)
	if err != nil || held || len(m.Game().Moves()) != 3 {
		t.Fatalf("Try off: held %v, %v, %d moves", held, err, len(m.Game().Moves()))
	}
	select {
	case r := <-e.asked:
		t.Errorf("the coach was asked about %v", r.Move)
	default:
	}
}

// A judgement that comes back after the held move was dropped (undo,
// pause, leaving) is dropped too.
func TestCoachStaleDropped(t *testing.T) {
	for _, tc := range []struct {
		name string
		drop func(m *Match)
	}{
		{"undo", func(m *Match) { m.Undo() }},
		{"pause", func(m *Match) { m.Pause(); m.Resume() }},
		{"stop", func(m *Match) { m.Stop() }},
		{"resign", func(m *Match) { m.Resign() }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := newCoachEngine(true)
			m := NewMatch(e, blunderGame(t), [2]bool{false, true}, Newcomer)
			before := m.Position()
			if _, err := m.Try(move(t, "e2e6"), true); err != nil {
				t.Fatal(err)
			}
			<-e.asked
			tc.drop(m)
			close(e.gate)
			if _, ok := m.Held(); ok {
				t.Fatal("still held")
			}
			time.Sleep(200 * time.Millisecond) // the judgement returns meanwhile
			for range 20 {
				if ev := m.Poll(); ev.Warned || ev.Moved {
					t.Fatalf("a stale judgement applied: %+v", ev)
				}
				time.Sleep(5 * time.Millisecond)
			}
			if m.Position() != before || m.CoachStats() != (CoachStats{}) {
				t.Error("the stale judgement changed the game")
			}
		})
	}
}

// A warning shown survives the app's pause: it waits for the player.
func TestCoachWarningSurvivesPause(t *testing.T) {
	e := newCoachEngine(false)
	m := NewMatch(e, blunderGame(t), [2]bool{false, true}, Newcomer)
	if _, err := m.Try(move(t, "e2e6"), true); err != nil {
		t.Fatal(err)
	}
	pollUntil(t, m, func(ev Event) bool { return ev.Warned })
	m.Pause()
	m.Resume()
	if _, ok := m.Warning(); !ok {
		t.Fatal("the warning was dropped by a pause")
	}
	if !m.Undo() {
		t.Fatal("Undo refused")
	}
	if _, ok := m.Warning(); ok || len(m.Game().Moves()) != 2 {
		t.Error("Undo did not drop the warned move alone")
	}
}

func TestCoachIllegalRefused(t *testing.T) {
	m := NewMatch(newCoachEngine(false), rules.NewGame(rules.StartPosition()), [2]bool{false, true}, Newcomer)
	if held, err := m.Try(move(t, "h2h8"), true); err == nil || held {
		t.Errorf("an illegal move: held %v, %v", held, err)
	}
}

// A phone's engine has its own time budgets (Timed): it still coaches.
func TestCoachThroughTimedEngine(t *testing.T) {
	e := newCoachEngine(false)
	m := NewMatch(Timed(e, Timing{Hint: time.Second}), blunderGame(t), [2]bool{false, true}, Newcomer)
	if held, err := m.Try(move(t, "e2e6"), true); err != nil || !held {
		t.Fatalf("Try through Timed: held %v, %v", held, err)
	}
	pollUntil(t, m, func(ev Event) bool { return ev.Warned })
}
