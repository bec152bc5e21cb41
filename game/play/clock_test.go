package play

import (
	"slices"
	"sync"
	"testing"
	"time"

	"xiangqi/clock"
	"xiangqi/game/session"
	"xiangqi/game/sfx"
	"xiangqi/game/ui"
	"xiangqi/record"
	"xiangqi/rules"
)

// fakeTime is a clock's time source that moves only when told.
type fakeTime struct {
	mu sync.Mutex
	t  time.Time
}

func (f *fakeTime) now() time.Time {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.t
}

func (f *fakeTime) pass(d time.Duration) {
	f.mu.Lock()
	f.t = f.t.Add(d)
	f.mu.Unlock()
}

// sounds is how many times s was played since the shell began.
func (f *fixture) sounded(s sfx.Sound) int {
	n := 0
	for _, x := range f.sh.Sounds {
		if x == s {
			n++
		}
	}
	return n
}

// poll polls the model once, as a frame does.
func (f *fixture) poll() Polled {
	p, o := f.m.Poll()
	f.sh.Apply(o)
	return p
}

// TestClockGameAsPlayed: a game at 3+2 against the computer. The clocks
// stand still while the game is paused, run on Resume, gain the increment
// after a move; the clocks' faces redraw the screen when they change;
// the person's last ten seconds sound a warning once a second (not the
// computer's, not while paused); leaving keeps the game with its time
// control and each move's clock in the library; browsing shows the clocks
// as they stood; the flag falls and the game ends.
func TestClockGameAsPlayed(t *testing.T) {
	f := newFixture(t, "red", rules.StartFEN)
	ft := &fakeTime{t: time.Date(2026, 1, 2, 10, 0, 0, 0, time.UTC)}
	mt := f.m.Match()
	clk := clock.New(clock.Minutes(3, 2), rules.Red, ft.now)
	mt.SetClock(clk, nil)
	if clk.Running() {
		t.Fatal("the clock runs in a paused game")
	}
	f.m.Resume()
	if !clk.Running() || clk.Side() != rules.Red {
		t.Fatalf("after Resume: running %v, side %v", clk.Running(), clk.Side())
	}
	redraws := f.sh.Redraws
	f.poll()
	if f.m.ShownClocks() != [2]string{"3:00", "3:00"} || f.sh.Redraws != redraws+1 {
		t.Fatalf("shown %q, %d redraws", f.m.ShownClocks(), f.sh.Redraws-redraws)
	}
	// Half a second: the faces are the same, nothing to redraw.
	ft.pass(500 * time.Millisecond)
	redraws = f.sh.Redraws
	f.poll()
	if f.sh.Redraws != redraws {
		t.Errorf("an unchanged face redrew the screen")
	}
	ft.pass(9500 * time.Millisecond)
	f.play("h2e2") // 10 s, + 2
	f.waitPlies(2) // at once, + 2
	if mc := mt.MoveClocks(); len(mc) != 2 || mc[0] != 172*time.Second || mc[1] != 182*time.Second {
		t.Fatalf("move clocks %v, want [2m52s 3m2s]", mc)
	}
	cs, ok := f.m.Clocks()
	if !ok || cs[rules.Red].Face != "2:52" || cs[rules.Black].Face != "3:02" || !cs[rules.Red].Active || cs[rules.Black].Active || cs[rules.Red].Low {
		t.Fatalf("clocks %+v", cs)
	}
	// The last ten seconds: a warning each second, once.
	warned := f.sounded(sfx.Clock)
	ft.pass(172*time.Second - 9500*time.Millisecond) // 9.5 s left
	f.poll()
	f.poll()
	if f.sounded(sfx.Clock) != warned+1 {
		t.Fatalf("%d warnings at 9.5 s, want 1", f.sounded(sfx.Clock)-warned)
	}
	if cs, _ := f.m.Clocks(); !cs[rules.Red].Low || cs[rules.Red].Face != "9.5" {
		t.Errorf("at 9.5 s: %+v", cs[rules.Red])
	}
	ft.pass(time.Second)
	f.poll()
	if f.sounded(sfx.Clock) != warned+2 {
		t.Fatalf("no warning the next second")
	}
	// Leave: the clock stands still and says nothing; the library has
	// the game with its time control and move clocks.
	f.sh.Apply(f.m.Pause())
	if clk.Running() {
		t.Fatal("the clock runs behind the start screen")
	}
	ft.pass(time.Second)
	f.poll()
	if f.sounded(sfx.Clock) != warned+2 || clk.Left(rules.Red) != 8500*time.Millisecond {
		t.Fatalf("paused: %d more warnings, %v left", f.sounded(sfx.Clock)-warned-2, clk.Left(rules.Red))
	}
	rec, err := f.cur.Library.Get(f.cur.ID())
	if err != nil {
		t.Fatal(err)
	}
	if rec.Tag(record.TagTimeControl) != "180+2" || len(rec.Notes) != 2 {
		t.Fatalf("record: TimeControl %q, %d notes", rec.Tag(record.TagTimeControl), len(rec.Notes))
	}
	if left, _, ok := record.MoveClock(rec.Notes[1].Comment); !ok || left != 182*time.Second {
		t.Fatalf("clock %v in %q", left, rec.Notes[1].Comment)
	}
	// Browsing shows the clocks after the move shown.
	f.sh.Apply(f.m.Browse(1))
	if cs, _ := f.m.Clocks(); cs[rules.Red].Face != "2:52" || cs[rules.Black].Face != "3:00" || !cs[rules.Black].Active {
		t.Errorf("after move 1: %+v", cs)
	}
	f.sh.Apply(f.m.Tap(BackToGame))
	// Continue: the clock runs again, and the flag falls.
	f.m.Resume()
	if !clk.Running() {
		t.Fatal("the clock does not run on Continue")
	}
	ft.pass(9 * time.Second)
	saves := f.sh.Saves
	f.poll()
	if !mt.Over() || !mt.TimedOut() || f.sounded(sfx.End) != 1 || f.sh.Saves == saves || !f.m.BannerShown() {
		t.Fatalf("the flag fell: over %v, on time %v, sounds %v", mt.Over(), mt.TimedOut(), f.sh.Sounds)
	}
}

// Issue 49: the flag falls before the person's first move. The banner
// says the game is lost on time, and the Games library has it, lost (a
// game over before any move is a loss like any other; it was never
// written).
func TestClockLostBeforeAnyMove(t *testing.T) {
	f := newFixture(t, "red", rules.StartFEN)
	ft := &fakeTime{t: time.Date(2026, 1, 2, 10, 0, 0, 0, time.UTC)}
	mt := f.m.Match()
	mt.SetClock(clock.New(clock.Minutes(1, 0), rules.Red, ft.now), nil)
	f.m.Resume()
	ft.pass(time.Minute + time.Millisecond)
	f.poll()
	if !mt.TimedOut() || !f.m.BannerShown() || mt.Outcome() != session.PlayerLost {
		t.Fatalf("over %v on time %v, banner %v", mt.Over(), mt.TimedOut(), f.m.BannerShown())
	}
	rec, err := f.cur.Library.Get(f.cur.ID())
	if err != nil {
		t.Fatalf("not in the library: %v", err)
	}
	if gi := session.InfoOf(rec); gi.Outcome() != session.PlayerLost || gi.Status.Reason != rules.Timeout {
		t.Fatalf("recorded as %v, %v", gi.Outcome(), gi.Status)
	}
}

// Issue 49: against the computer at 3+0, the in-game menu (and the
// question under Leave, New game…) covers the board: while it does, the
// game is paused and neither clock runs; closed, the clock runs again.
// The app coming back while the menu is open does not start it.
func TestClockStopsUnderMenu(t *testing.T) {
	f := newFixture(t, "red", rules.StartFEN)
	ft := &fakeTime{t: time.Date(2026, 1, 2, 10, 0, 0, 0, time.UTC)}
	mt := f.m.Match()
	clk := clock.New(clock.Minutes(3, 0), rules.Red, ft.now)
	mt.SetClock(clk, nil)
	f.m.Resume()
	ft.pass(10 * time.Second)
	f.sh.Apply(f.m.Tap(Menu))
	f.m.Cover(true) // the view: the menu is on top
	ft.pass(time.Minute)
	f.m.Resume() // the app back from the background
	ft.pass(time.Minute)
	if clk.Running() || clk.Left(rules.Red) != 170*time.Second {
		t.Fatalf("under the menu: running %v, red %v", clk.Running(), clk.Left(rules.Red))
	}
	f.sh.Tap(t, "Resume")
	f.m.Cover(false)
	ft.pass(5 * time.Second)
	if !clk.Running() || clk.Left(rules.Red) != 165*time.Second {
		t.Fatalf("menu closed: running %v, red %v", clk.Running(), clk.Left(rules.Red))
	}
	// Back on the board, the line under it says the clock was stopped,
	// until the game moves on.
	if _, second := f.status(); second != "The clock was stopped meanwhile" {
		t.Fatalf("back on the board: %q", second)
	}
	f.play("h2e2")
	if _, second := f.status(); second == "The clock was stopped meanwhile" {
		t.Fatal("the note outlived the move")
	}
	// A game paused before (behind the start screen) stays paused.
	f.m.Pause()
	f.m.Cover(true)
	f.m.Cover(false)
	if clk.Running() {
		t.Fatal("a paused game went on when the board was uncovered")
	}
}

// Issue 49: the in-game menu says that the clock is stopped while it is
// open, in a timed game not over; without a clock it is just the menu.
func TestMenuSaysClockStopped(t *testing.T) {
	f := newFixture(t, "red", rules.StartFEN)
	title := func() string {
		t.Helper()
		d, ok := f.m.Tap(Menu).Open.(*ui.Dialog)
		if !ok {
			t.Fatal("Menu opened no dialog")
		}
		return d.Text
	}
	if got := title(); got != "Menu" {
		t.Errorf("untimed: %q", got)
	}
	ft := &fakeTime{t: time.Date(2026, 1, 2, 10, 0, 0, 0, time.UTC)}
	f.m.Match().SetClock(clock.New(clock.Minutes(3, 0), rules.Red, ft.now), nil)
	if got := title(); got != "Menu · The clock is stopped" {
		t.Errorf("timed: %q", got)
	}
}

// ticks polls every 100 ms for d and returns the faces' seconds at which
// sound s was played.
func (f *fixture) ticks(ft *fakeTime, d time.Duration, s sfx.Sound) []string {
	var at []string
	for range int(d / (100 * time.Millisecond)) {
		ft.pass(100 * time.Millisecond)
		before := f.sounded(s)
		f.poll()
		if f.sounded(s) > before {
			cs, _ := f.m.Clocks()
			at = append(at, cs[rules.Red].Face)
		}
	}
	return at
}

// TestCountdownTicks: under 15 s + 2 × 10 s, nothing ticks in the main
// time (a countdown follows); each period ticks once a second in its last
// ten, from 9.9 s to 0.0 (sfx.Countdown); the clock shows the period and
// the periods left; the last period out loses. Under sudden death the
// main time's last ten seconds tick with sfx.Clock.
func TestCountdownTicks(t *testing.T) {
	f := newFixture(t, "two", rules.StartFEN)
	ft := &fakeTime{t: time.Date(2026, 1, 2, 10, 0, 0, 0, time.UTC)}
	mt := f.m.Match()
	clk := clock.New(clock.CountdownOf(15*time.Second, 2, 10*time.Second), rules.Red, ft.now)
	mt.SetClock(clk, nil)
	f.m.Resume()
	f.poll()
	if cs, _ := f.m.Clocks(); cs[rules.Red].Face != "0:15" || cs[rules.Red].Extra != "2×10 s" || cs[rules.Red].Low {
		t.Fatalf("at the start: %+v", cs[rules.Red])
	}
	if at := f.ticks(ft, 15*time.Second, sfx.Clock); len(at) != 0 || f.sounded(sfx.Countdown) != 0 {
		t.Fatalf("ticks in main time: %v, %d", at, f.sounded(sfx.Countdown))
	}
	if cs, _ := f.m.Clocks(); cs[rules.Red].Face != "0:10" || cs[rules.Red].Extra != "2×10 s" {
		t.Fatalf("the countdown begun: %+v", cs[rules.Red])
	}
	// The first period: a tick a second from 9.9 s to 0.9 s (polled every
	// 0.1 s); at 10.0 s it is used up and the next stands whole.
	at := f.ticks(ft, 10*time.Second, sfx.Countdown)
	if want := []string{"9.9", "8.9", "7.9", "6.9", "5.9", "4.9", "3.9", "2.9", "1.9", "0.9"}; !slices.Equal(at, want) {
		t.Fatalf("first period ticks at %v, want %v", at, want)
	}
	if cs, _ := f.m.Clocks(); cs[rules.Red].Face != "0:10" || cs[rules.Red].Extra != "1×10 s" || !cs[rules.Red].Active {
		t.Fatalf("the last period: %+v", cs[rules.Red])
	}
	// A move at 9.9 s keeps the last period: whole again next move.
	ft.pass(9900 * time.Millisecond)
	f.play("h2e2")
	if cs, _ := f.m.Clocks(); cs[rules.Red].Face != "0:10" || cs[rules.Red].Extra != "1×10 s" || mt.Over() {
		t.Fatalf("after a move at 9.9 s: %+v", cs[rules.Red])
	}
	ft.pass(time.Second)
	f.play("h9g7")
	// The last period out: ticks to 0.0, then the flag.
	before := f.sounded(sfx.Countdown)
	ft.pass(9 * time.Second)
	f.poll()
	ft.pass(999 * time.Millisecond)
	f.poll()
	if mt.Over() || f.sounded(sfx.Countdown) != before+2 {
		t.Fatalf("at 9.999 s: over %v, %d ticks", mt.Over(), f.sounded(sfx.Countdown)-before)
	}
	ft.pass(time.Millisecond)
	f.poll()
	if st := mt.Status(); st.Reason != rules.Timeout || st.Result != rules.BlackWins {
		t.Fatalf("the last period out: %v", st)
	}

	// Sudden death: the main time's last ten seconds tick.
	g := newFixture(t, "two", rules.StartFEN)
	ft = &fakeTime{t: time.Date(2026, 1, 2, 10, 0, 0, 0, time.UTC)}
	g.m.Match().SetClock(clock.New(clock.Control{Base: 12 * time.Second}, rules.Red, ft.now), nil)
	g.m.Resume()
	g.poll()
	at = g.ticks(ft, 11900*time.Millisecond, sfx.Clock)
	if len(at) != 10 || at[0] != "9.9" || at[9] != "0.9" || g.sounded(sfx.Countdown) != 0 {
		t.Fatalf("sudden death ticks at %v", at)
	}
}

// TestMovesInTimeFace: 2 moves in a minute; each clock shows the moves
// to its control, and the control move gives the minute again.
func TestMovesInTimeFace(t *testing.T) {
	f := newFixture(t, "two", rules.StartFEN)
	ft := &fakeTime{t: time.Date(2026, 1, 2, 10, 0, 0, 0, time.UTC)}
	f.m.Match().SetClock(clock.New(clock.MovesIn(2, time.Minute), rules.Red, ft.now), nil)
	f.m.Resume()
	for _, s := range []string{"h2e2", "h9g7"} {
		ft.pass(10 * time.Second)
		f.play(s)
	}
	if cs, _ := f.m.Clocks(); cs[rules.Red].Extra != "1 to go" || cs[rules.Black].Extra != "1 to go" || cs[rules.Red].Face != "0:50" {
		t.Fatalf("after a move each: %+v", cs)
	}
	ft.pass(10 * time.Second)
	f.play("h0g2")
	if cs, _ := f.m.Clocks(); cs[rules.Red].Extra != "2 to go" || cs[rules.Red].Face != "1:40" {
		t.Fatalf("after red's control move: %+v", cs[rules.Red])
	}
}
