package session

import (
	"context"
	"testing"
	"time"

	"xiangqi/rules"
)

// fakeEngine hands every search to the test, which answers it through
// call.reply. Like the real engine, a cancelled search still returns its
// best move so far (the first legal move), which the Match must drop.
type fakeEngine struct {
	calls chan *fakeCall
}

type fakeCall struct {
	ctx      context.Context
	s        Search
	progress func(Progress)
	reply    chan Reply
}

func newFakeEngine() *fakeEngine { return &fakeEngine{calls: make(chan *fakeCall, 16)} }

func (f *fakeEngine) Think(ctx context.Context, s Search, progress func(Progress)) Reply {
	c := &fakeCall{ctx: ctx, s: s, progress: progress, reply: make(chan Reply, 1)}
	f.calls <- c
	select {
	case r := <-c.reply:
		return r
	case <-ctx.Done():
		var l rules.MoveList
		s.Pos.GenerateMoves(&l)
		if l.N == 0 {
			return Reply{}
		}
		return Reply{Move: l.Moves[0], Depth: 1}
	}
}

// liveness bounds how long a test waits for a search to start or end: a
// bound on a hang, not a timing. Searches of a few thousand nodes take
// milliseconds, but a CI machine loaded by other packages' tests (load 7
// on 2 cores) took over 5 s for one under the race detector.
const liveness = 60 * time.Second

// next waits for the next search to start.
func (f *fakeEngine) next(t *testing.T) *fakeCall {
	t.Helper()
	select {
	case c := <-f.calls:
		return c
	case <-time.After(liveness):
		t.Fatal("no search started")
		return nil
	}
}

// none asserts that no search starts within a short while.
func (f *fakeEngine) none(t *testing.T) {
	t.Helper()
	select {
	case c := <-f.calls:
		t.Fatalf("unexpected search of %s", c.s.Pos.FEN())
	case <-time.After(50 * time.Millisecond):
	}
}

// pollUntil polls m until cond holds, as Update would every frame.
func pollUntil(t *testing.T, m *Match, cond func(Event) bool) Event {
	t.Helper()
	deadline := time.Now().Add(liveness)
	for time.Now().Before(deadline) {
		if ev := m.Poll(); cond(ev) {
			return ev
		}
		time.Sleep(time.Millisecond)
	}
	t.Fatal("condition not reached")
	return Event{}
}

// pollNext polls m until the next search starts.
func pollNext(t *testing.T, m *Match, f *fakeEngine) *fakeCall {
	t.Helper()
	deadline := time.Now().Add(liveness)
	for time.Now().Before(deadline) {
		m.Poll()
		select {
		case c := <-f.calls:
			return c
		case <-time.After(time.Millisecond):
		}
	}
	t.Fatal("no search started")
	return nil
}

// pollFor polls m for d and returns every event that happened.
func pollFor(m *Match, d time.Duration) []Event {
	var evs []Event
	for end := time.Now().Add(d); time.Now().Before(end); time.Sleep(time.Millisecond) {
		if ev := m.Poll(); ev.Moved || ev.Hint {
			evs = append(evs, ev)
		}
	}
	return evs
}

func mv(t *testing.T, s string) rules.Move {
	t.Helper()
	m, err := rules.ParseMoveText(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func gameFrom(t *testing.T, fen string) *rules.Game {
	t.Helper()
	p, err := rules.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return rules.NewGame(p)
}

var computerBlack = [2]bool{rules.Black: true}
var computerRed = [2]bool{rules.Red: true}

func TestComputerRepliesAfterPlayerMove(t *testing.T) {
	f := newFakeEngine()
	m := NewMatch(f, rules.NewGame(rules.StartPosition()), computerBlack, 2)
	f.none(t)
	if !m.HumanToMove() || m.Thinking() {
		t.Fatal("Red (the player) should be to move")
	}
	if err := m.Play(mv(t, "h2e2")); err != nil {
		t.Fatal(err)
	}
	if !m.Thinking() || m.HumanToMove() {
		t.Fatal("the computer should think after the player's move")
	}
	if err := m.Play(mv(t, "h9g7")); err != ErrNotYourTurn {
		t.Fatalf("player moved during the computer's turn: %v", err)
	}
	c := f.next(t)
	if c.s.Pos != m.Position() || c.s.Level != 2 || c.s.Hint {
		t.Fatalf("search got %+v", c.s)
	}
	if len(c.s.History) != 1 || c.s.History[0] != rules.NewGame(rules.StartPosition()).Keys()[0] {
		t.Fatalf("history should be the start key only, got %v", c.s.History)
	}
	c.progress(Progress{Depth: 3, Nodes: 1000})
	if p, ok := m.Progress(); !ok || p.Depth != 3 {
		t.Fatalf("progress %+v %v", p, ok)
	}
	c.reply <- Reply{Move: mv(t, "h9g7"), Depth: 5, Nodes: 12345}
	ev := pollUntil(t, m, func(e Event) bool { return e.Moved })
	if ev.Move != mv(t, "h9g7") || ev.Captured {
		t.Fatalf("event %+v", ev)
	}
	if got := len(m.Game().Moves()); got != 2 {
		t.Fatalf("%d moves played, want 2", got)
	}
	if r, ok := m.LastSearch(); !ok || r.Depth != 5 || r.Nodes != 12345 {
		t.Fatalf("last search %+v", r)
	}
	if !m.HumanToMove() || m.Thinking() {
		t.Fatal("the player should be to move again")
	}
	f.none(t)
}

func TestComputerMovesFirstWhenPlayingRed(t *testing.T) {
	f := newFakeEngine()
	m := NewMatch(f, rules.NewGame(rules.StartPosition()), computerRed, 0)
	c := f.next(t)
	if !m.Thinking() {
		t.Fatal("the computer (Red) should think at once")
	}
	c.reply <- Reply{Move: mv(t, "b2e2")}
	pollUntil(t, m, func(e Event) bool { return e.Moved })
	if !m.HumanToMove() {
		t.Fatal("Black (the player) should be to move")
	}
	// Undo cannot take back the computer's first move: it would only
	// play again.
	if m.Undo() {
		t.Fatal("undo of the computer's first move")
	}
}

func TestStaleResultAfterNewGameIgnored(t *testing.T) {
	f := newFakeEngine()
	old := NewMatch(f, rules.NewGame(rules.StartPosition()), computerRed, 0)
	c1 := f.next(t)
	// New game: the old match is stopped and replaced, as the UI does.
	old.Stop()
	if c1.ctx.Err() == nil {
		t.Fatal("the old search was not cancelled")
	}
	m := NewMatch(f, rules.NewGame(rules.StartPosition()), computerRed, 0)
	c2 := f.next(t)
	// The old search answers late with a legal move of the same position.
	c1.reply <- Reply{Move: mv(t, "h2e2")}
	if evs := pollFor(old, 30*time.Millisecond); len(evs) != 0 {
		t.Fatalf("stopped match applied %+v", evs)
	}
	if evs := pollFor(m, 30*time.Millisecond); len(evs) != 0 {
		t.Fatalf("new match applied a stale result %+v", evs)
	}
	c2.reply <- Reply{Move: mv(t, "b2e2")}
	ev := pollUntil(t, m, func(e Event) bool { return e.Moved })
	if ev.Move != mv(t, "b2e2") {
		t.Fatalf("applied %v, want the current search's b2e2", ev.Move)
	}
	if len(old.Game().Moves()) != 0 {
		t.Fatal("the old game changed")
	}
}

func TestUndoWhileThinking(t *testing.T) {
	f := newFakeEngine()
	m := NewMatch(f, rules.NewGame(rules.StartPosition()), computerBlack, 0)
	if err := m.Play(mv(t, "h2e2")); err != nil {
		t.Fatal(err)
	}
	c := f.next(t)
	if !m.Undo() {
		t.Fatal("undo while thinking failed")
	}
	if c.ctx.Err() == nil {
		t.Fatal("search not cancelled by undo")
	}
	if len(m.Game().Moves()) != 0 || !m.HumanToMove() || m.Thinking() {
		t.Fatal("undo while thinking should take back the player's move only")
	}
	// The cancelled search's answer (a legal Black move at the old
	// position) must not be played: it is a stale generation.
	if evs := pollFor(m, 30*time.Millisecond); len(evs) != 0 {
		t.Fatalf("stale result applied after undo: %+v", evs)
	}
	if m.Position() != rules.StartPosition() {
		t.Fatal("position changed")
	}
	f.none(t)
}

func TestUndoTakesBackBothPlies(t *testing.T) {
	f := newFakeEngine()
	m := NewMatch(f, rules.NewGame(rules.StartPosition()), computerBlack, 0)
	if m.Undo() {
		t.Fatal("undo with no moves")
	}
	for _, pair := range [][2]string{{"h2e2", "h9g7"}, {"h0g2", "i9h9"}} {
		if err := m.Play(mv(t, pair[0])); err != nil {
			t.Fatal(err)
		}
		f.next(t).reply <- Reply{Move: mv(t, pair[1])}
		pollUntil(t, m, func(e Event) bool { return e.Moved })
	}
	if !m.Undo() {
		t.Fatal("undo failed")
	}
	want := rules.NewGame(rules.StartPosition())
	for _, s := range []string{"h2e2", "h9g7"} {
		if err := want.PlayText(s); err != nil {
			t.Fatal(err)
		}
	}
	if m.Position() != want.Position() || !m.HumanToMove() {
		t.Fatal("undo did not go back to the position after the first pair of moves")
	}
	f.none(t)
}

func TestUndoTwoPlayersOnePly(t *testing.T) {
	f := newFakeEngine()
	m := NewMatch(f, rules.NewGame(rules.StartPosition()), [2]bool{}, 0)
	for _, s := range []string{"h2e2", "h9g7"} {
		if err := m.Play(mv(t, s)); err != nil {
			t.Fatal(err)
		}
	}
	if !m.Undo() || len(m.Game().Moves()) != 1 {
		t.Fatal("two players: undo should take back one ply")
	}
	f.none(t)
}

func TestResultForChangedPositionIgnored(t *testing.T) {
	f := newFakeEngine()
	m := NewMatch(f, rules.NewGame(rules.StartPosition()), computerRed, 0)
	c := f.next(t)
	// Change the position behind the Match's back, keeping the
	// generation: only the snapshot comparison can catch it.
	if err := m.game.PlayText("h2e2"); err != nil {
		t.Fatal(err)
	}
	if err := m.game.PlayText("h9g7"); err != nil {
		t.Fatal(err)
	}
	c.reply <- Reply{Move: mv(t, "b2d2")} // legal in both positions
	// The dropped result makes the Match think again about the new
	// position.
	c2 := pollNext(t, m, f)
	if c2.s.Pos != m.Position() {
		t.Fatal("restarted search is not about the current position")
	}
	if len(m.Game().Moves()) != 2 {
		t.Fatal("a result for another position was played")
	}
	c2.reply <- Reply{Move: mv(t, "b0c2")}
	if ev := pollUntil(t, m, func(e Event) bool { return e.Moved }); ev.Move != mv(t, "b0c2") {
		t.Fatalf("played %v", ev.Move)
	}
}

func TestIllegalResultIgnored(t *testing.T) {
	f := newFakeEngine()
	m := NewMatch(f, rules.NewGame(rules.StartPosition()), computerRed, 0)
	f.next(t).reply <- Reply{Move: mv(t, "a0a5")} // a chariot through its soldier
	c := pollNext(t, m, f)
	if len(m.Game().Moves()) != 0 {
		t.Fatal("illegal move played")
	}
	c.reply <- Reply{} // NoMove
	c = pollNext(t, m, f)
	if len(m.Game().Moves()) != 0 {
		t.Fatal("NoMove played")
	}
	// After repeated faults the game goes on with a legal move.
	c.reply <- Reply{Move: mv(t, "a0a5")}
	ev := pollUntil(t, m, func(e Event) bool { return e.Moved })
	pos := rules.StartPosition()
	if !pos.IsLegal(ev.Move) || len(m.Game().Moves()) != 1 {
		t.Fatalf("fallback move %v", ev.Move)
	}
}

func TestPauseAndResumeRestartSearch(t *testing.T) {
	f := newFakeEngine()
	m := NewMatch(f, rules.NewGame(rules.StartPosition()), computerRed, 0)
	c := f.next(t)
	m.Pause()
	if c.ctx.Err() == nil || m.Thinking() {
		t.Fatal("pause did not cancel the search")
	}
	if evs := pollFor(m, 30*time.Millisecond); len(evs) != 0 {
		t.Fatalf("result applied while paused: %+v", evs)
	}
	f.none(t)
	m.Resume()
	c2 := f.next(t)
	if c2.s.Pos != rules.StartPosition() || !m.Thinking() {
		t.Fatal("resume did not restart the search from the saved position")
	}
	c2.reply <- Reply{Move: mv(t, "b2e2")}
	pollUntil(t, m, func(e Event) bool { return e.Moved })
	// Resume on the player's turn starts nothing.
	m.Pause()
	m.Resume()
	f.none(t)
}

// mateIn1 has Red to play a0a9 mate.
const mateIn1 = "3k5/7R1/9/9/9/9/9/9/9/R3K4 w - - 0 1"

func TestGameOverStopsSearch(t *testing.T) {
	t.Run("player mates", func(t *testing.T) {
		f := newFakeEngine()
		m := NewMatch(f, gameFrom(t, mateIn1), computerBlack, 0)
		if err := m.Play(mv(t, "a0a9")); err != nil {
			t.Fatal(err)
		}
		if !m.Over() || m.Thinking() {
			t.Fatalf("status %+v thinking %v", m.Status(), m.Thinking())
		}
		if m.Status().Reason != rules.Checkmate || m.Status().Result != rules.RedWins {
			t.Fatalf("status %+v", m.Status())
		}
		f.none(t)
		m.Resume()
		f.none(t)
		if m.RequestHint() {
			t.Fatal("hint after the end")
		}
	})
	t.Run("computer mates", func(t *testing.T) {
		f := newFakeEngine()
		m := NewMatch(f, gameFrom(t, mateIn1), computerRed, 0)
		f.next(t).reply <- Reply{Move: mv(t, "a0a9")}
		pollUntil(t, m, func(e Event) bool { return e.Moved })
		if !m.Over() || m.HumanToMove() || m.Thinking() {
			t.Fatal("game should be over with nobody to move")
		}
		f.none(t)
	})
	t.Run("resign", func(t *testing.T) {
		f := newFakeEngine()
		m := NewMatch(f, rules.NewGame(rules.StartPosition()), computerBlack, 0)
		if err := m.Play(mv(t, "h2e2")); err != nil {
			t.Fatal(err)
		}
		c := f.next(t)
		m.Resign()
		if c.ctx.Err() == nil || m.Thinking() {
			t.Fatal("resign did not stop the search")
		}
		if st := m.Status(); st.Result != rules.BlackWins || st.Reason != rules.Resignation {
			t.Fatalf("status %+v", st)
		}
		if evs := pollFor(m, 30*time.Millisecond); len(evs) != 0 {
			t.Fatalf("result applied after resignation: %+v", evs)
		}
		// A resignation is final: Undo takes nothing back.
		if m.Undo() || !m.Over() {
			t.Fatal("undo after resignation")
		}
	})
}

func TestHint(t *testing.T) {
	f := newFakeEngine()
	m := NewMatch(f, rules.NewGame(rules.StartPosition()), computerBlack, 1)
	if !m.RequestHint() {
		t.Fatal("hint refused")
	}
	if m.RequestHint() {
		t.Fatal("second hint while one runs")
	}
	c := f.next(t)
	if !c.s.Hint || c.s.Pos != rules.StartPosition() {
		t.Fatalf("hint search %+v", c.s)
	}
	if m.Thinking() || !m.HintPending() || !m.HumanToMove() {
		t.Fatal("a hint search is not the computer's turn")
	}
	c.reply <- Reply{Move: mv(t, "b2e2")}
	ev := pollUntil(t, m, func(e Event) bool { return e.Hint })
	if ev.Move != mv(t, "b2e2") || m.Hint() != ev.Move || len(m.Game().Moves()) != 0 {
		t.Fatal("hint must be shown, not played")
	}
	if err := m.Play(mv(t, "h2e2")); err != nil {
		t.Fatal(err)
	}
	if m.Hint() != rules.NoMove {
		t.Fatal("hint kept after the move")
	}
	f.next(t) // the computer's reply search

	// A hint answered after the player moved is stale.
	m2 := NewMatch(f, rules.NewGame(rules.StartPosition()), [2]bool{}, 1)
	m2.RequestHint()
	c = f.next(t)
	if err := m2.Play(mv(t, "h2e2")); err != nil {
		t.Fatal(err)
	}
	c.reply <- Reply{Move: mv(t, "b2e2")}
	if evs := pollFor(m2, 30*time.Millisecond); len(evs) != 0 || m2.Hint() != rules.NoMove {
		t.Fatalf("stale hint applied: %+v", evs)
	}
}

// TestTimedBudgets: a Match on a Timed engine asks for the platform's
// budget of its level, and of a hint; zero entries leave the engine's own.
func TestTimedBudgets(t *testing.T) {
	f := newFakeEngine()
	var timing Timing
	timing.Move[2] = 2 * time.Second // Medium
	timing.Hint = 1500 * time.Millisecond
	m := NewMatch(Timed(f, timing), rules.NewGame(rules.StartPosition()), computerBlack, 2)
	if !m.RequestHint() {
		t.Fatal("hint refused")
	}
	c := f.next(t)
	if !c.s.Hint || c.s.Time != timing.Hint {
		t.Fatalf("hint search with time %v, want %v", c.s.Time, timing.Hint)
	}
	c.reply <- Reply{Move: mv(t, "b2e2")}
	pollUntil(t, m, func(e Event) bool { return e.Hint })
	if err := m.Play(mv(t, "h2e2")); err != nil {
		t.Fatal(err)
	}
	c = f.next(t)
	if c.s.Hint || c.s.Level != 2 || c.s.Time != timing.Move[2] {
		t.Fatalf("Medium's search: level %v, time %v; want medium, %v", c.s.Level, c.s.Time, timing.Move[2])
	}
	m.Stop()

	// Hard has no entry: the engine keeps the level's own budget.
	m = NewMatch(Timed(f, timing), rules.NewGame(rules.StartPosition()), computerRed, 3)
	if c = f.next(t); c.s.Time != 0 {
		t.Fatalf("Hard's search asks for %v, want 0 (the level's own)", c.s.Time)
	}
	m.Stop()

	// A search that brings its own budget keeps it.
	r := make(chan time.Duration, 1)
	got := Timed(engineFunc(func(_ context.Context, s Search, _ func(Progress)) Reply {
		r <- s.Time
		return Reply{}
	}), timing)
	got.Think(context.Background(), Search{Level: 2, Time: time.Second}, nil)
	if d := <-r; d != time.Second {
		t.Fatalf("a search's own budget became %v", d)
	}
	if e := Timed(f, Timing{}); e != Engine(f) {
		t.Fatal("a zero Timing wraps the engine")
	}
}

type engineFunc func(context.Context, Search, func(Progress)) Reply

func (f engineFunc) Think(ctx context.Context, s Search, p func(Progress)) Reply { return f(ctx, s, p) }

// TestNoUndoAfterResignation: a resignation is final; the game stays lost.
// Undo also forgets the figures of the search whose move it took back.
func TestNoUndoAfterResignation(t *testing.T) {
	f := newFakeEngine()
	m := NewMatch(f, rules.NewGame(rules.StartPosition()), computerBlack, 0)
	if err := m.Play(mv(t, "h2e2")); err != nil {
		t.Fatal(err)
	}
	f.next(t).reply <- Reply{Move: mv(t, "h9g7"), Depth: 3, Nodes: 909}
	pollUntil(t, m, func(e Event) bool { return e.Moved })
	if r, ok := m.LastSearch(); !ok || r.Nodes != 909 {
		t.Fatalf("last search %+v", r)
	}
	if !m.CanUndo() || !m.Undo() {
		t.Fatal("undo of a move pair refused")
	}
	if _, ok := m.LastSearch(); ok {
		t.Fatal("the figures of a move taken back are still there")
	}
	if err := m.Play(mv(t, "h2e2")); err != nil {
		t.Fatal(err)
	}
	f.next(t).reply <- Reply{Move: mv(t, "h9g7")}
	pollUntil(t, m, func(e Event) bool { return e.Moved })
	m.Resign()
	if m.CanUndo() || m.Undo() {
		t.Fatal("undo after a resignation")
	}
	if o := m.Outcome(); o != PlayerLost || len(m.Game().Moves()) != 2 {
		t.Fatalf("after undo was refused: outcome %d, %d moves", o, len(m.Game().Moves()))
	}
}
