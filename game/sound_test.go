//go:build display

package game

import (
	"slices"
	"testing"
	"time"

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

// TestSoundsOfTheGame: the shell's way to the audio device, with Sound
// on and off (set in Settings): on, a move on the board makes its sound,
// and a puzzle's mating move the board's own check (the board view plays
// it) then the judge's end; off, neither makes any. Which event makes
// which sound is the models': play.TestSoundsOfTheGame (moves, captures,
// checks, a mate, the clock's last seconds and its fall),
// puzzles.TestAttemptStars (a solve's end), sfx.TestForMove.
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
	t.Cleanup(g.c.index.Close) // before the data folder is removed
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
