//go:build display

package game

import (
	"slices"
	"testing"
	"time"

	"xiangqi/clock"
	"xiangqi/game/session"
	"xiangqi/game/sfx"
	"xiangqi/rules"
)

// soundLog records the sounds the game sends to its audio device.
type soundLog struct{ played []sound }

func (l *soundLog) play(s sound) { l.played = append(l.played, s) }
func (l *soundLog) suspend()     {}
func (l *soundLog) resume()      {}

// take returns the sounds since the last take.
func (l *soundLog) take() []sound {
	out := l.played
	l.played = nil
	return out
}

// TestSoundsOfTheGame plays, as a person would, each event that has a
// sound — a move, a capture, a check that captures, a mate, a mating
// move in a puzzle, a clock's last seconds and its fall — once with Sound
// on, where each makes its own sound (and only it), and once with Sound
// off (set in Settings), where none makes any.
func TestSoundsOfTheGame(t *testing.T) {
	for _, on := range []bool{true, false} {
		name := "on"
		if !on {
			name = "off"
		}
		t.Run(name, func(t *testing.T) { soundsOfTheGame(t, on) })
	}
}

func soundsOfTheGame(t *testing.T, on bool) {
	log := &soundLog{}
	in := &scriptInput{}
	g, err := newGame(Config{DataDir: t.TempDir(), Lang: "en", Side: "two", FEN: rules.StartFEN}, session.Timed(nil, session.Timing{}), in, log)
	if err != nil {
		t.Fatal(err)
	}
	c := g.c
	c.setSize(540, 960, 1)
	if !c.settings.Sound {
		t.Fatal("sound is off by default")
	}
	if !on {
		// The one switch, as the player finds it.
		tap(t, g, in, "Menu")
		tap(t, g, in, "Settings")
		tapSettingsToggle(t, g, in, "Sound", "Off")
		g.Back()
		topIs[*playScreen](t, g)
		if c.settings.Sound {
			t.Fatal("Settings did not turn the sound off")
		}
	}
	_ = log.take()
	expect := func(what string, want ...sound) {
		t.Helper()
		got := log.take()
		if !on {
			want = nil
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: sounds %v, want %v", what, got, want)
		}
	}
	playMoves(t, g, in, "h2e2")
	expect("a move", sfx.Move)
	playMoves(t, g, in, "h7e7")
	expect("the reply", sfx.Move)
	playMoves(t, g, in, "e2e6") // takes the soldier, with check
	expect("a check that captures", sfx.Check)

	c.startMatch(rules.NewGame(rules.StartPosition()))
	playMoves(t, g, in, "h2h9") // takes the horse; two pieces screen the general
	expect("a capture", sfx.Capture)

	mate, err := rules.ParseFEN("5a3/4Nk3/5a3/9/1C7/9/9/9/9/4K4 w - - 0 1") // Red mates with b5b8
	if err != nil {
		t.Fatal(err)
	}
	c.startMatch(rules.NewGame(mate))
	playMoves(t, g, in, "b5b8")
	if !c.game.Match().Over() {
		t.Fatal("no mate")
	}
	expect("a mate", sfx.End)

	// A clock game, on a fake clock: one tick a second in the last ten
	// of the player's time, none before, and the end when it is out.
	now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	c.settings.TimeControl = clock.Minutes(1, 0)
	c.startMatch(rules.NewGame(rules.StartPosition()))
	m := c.game.Match()
	m.SetClock(clock.New(clock.Minutes(1, 0), rules.Red, func() time.Time { return now }), nil)
	tick := func(d time.Duration) {
		now = now.Add(d)
		in.run(t, g, pointerState{})
	}
	tick(49 * time.Second)
	tick(500 * time.Millisecond)
	expect("10.5 s left")
	tick(time.Second)
	expect("9.5 s left", sfx.Clock)
	tick(300 * time.Millisecond)
	expect("9.2 s left: the same second")
	tick(time.Second)
	expect("8.2 s left", sfx.Clock)
	tick(10 * time.Second)
	if !m.Over() || !m.TimedOut() {
		t.Fatal("the flag did not fall")
	}
	expect("out of time", sfx.End)

	// A puzzle won by a check (m1-01: a mate in one).
	if err := g.openPuzzle("m1-01", 0, false); err != nil {
		t.Fatal(err)
	}
	s := topIs[*puzzleScreen](t, g)
	mv := s.m.Puzzle().Solution[0]
	tapPoint(t, g, in, mv.From().String(), s.board.flipped)
	tapPoint(t, g, in, mv.To().String(), s.board.flipped)
	deadline := time.Now().Add(5 * time.Second)
	for c.progress.Stars("m1-01") == 0 && time.Now().Before(deadline) {
		in.run(t, g, pointerState{})
		time.Sleep(time.Millisecond)
	}
	if c.progress.Stars("m1-01") == 0 {
		t.Fatal("the puzzle was not solved")
	}
	in.run(t, g, pointerState{})
	expect("a puzzle's mating move", sfx.Check, sfx.End)
}

// tapSettingsToggle taps the option labelled option of the Settings
// screen's choice named name, scrolling it into view first.
func tapSettingsToggle(t *testing.T, g *Game, in *scriptInput, name, option string) {
	t.Helper()
	c := g.c
	st := topIs[*settingsScreen](t, g)
	items := st.items(c)
	geo := settingsLayout(c, items)
	for i, it := range items {
		if c.text(it.Name) != name {
			continue
		}
		for k, o := range it.Options {
			if o != option {
				continue
			}
			r := geo.options[i][k]
			st.scroll.offset = 0
			st.scroll.scrollBy(r.Y+r.H-geo.view.H, geo.maxScroll())
			x, y := r.Center()
			y += geo.view.Y - st.scroll.offset
			in.run(t, g, pointerState{ev: pointerPress, x: x, y: y}, pointerState{ev: pointerRelease, x: x, y: y})
			return
		}
	}
	t.Fatalf("no %q %q in Settings", name, option)
}
