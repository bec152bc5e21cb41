package session

import (
	"fmt"
	"strings"
	"testing"

	"xiangqi/rules"
)

// repeat is n outcomes o.
func repeat(o Outcome, n int) []Outcome {
	out := make([]Outcome, n)
	for i := range out {
		out[i] = o
	}
	return out
}

// TestAdaptiveRule plays sequences of results through the rule: two wins
// in a row raise the level, two losses lower it, a draw breaks a streak,
// the ends hold, and a game at another level, a repeated game or the
// option off change nothing.
func TestAdaptiveRule(t *testing.T) {
	W, L, D, N := PlayerWon, PlayerLost, Drawn, NotOver
	cases := []struct {
		name   string
		start  Level
		games  []Outcome
		want   Level
		steps  string // the step after each game: + raised, - lowered, . kept
		streak int
	}{
		{"two wins", 1, []Outcome{W, W}, 2, ".+", 0},
		{"two losses", 2, []Outcome{L, L}, 1, ".-", 0},
		{"one win", 1, []Outcome{W}, 1, ".", 1},
		{"win loss win", 2, []Outcome{W, L, W}, 2, "...", 1},
		{"draw breaks wins", 2, []Outcome{W, D, W}, 2, "...", 1},
		{"draw breaks losses", 2, []Outcome{L, D, L, L}, 1, "...-", 0},
		{"four wins", 0, []Outcome{W, W, W, W}, 2, ".+.+", 0},
		{"three wins: streak starts again", 0, []Outcome{W, W, W}, 1, ".+.", 1},
		{"master holds", NumLevels - 1, []Outcome{W, W, W, W}, NumLevels - 1, "....", 0},
		{"beginner holds", 0, []Outcome{L, L, L}, 0, "...", -1},
		{"down then up", 3, []Outcome{L, L, W, W}, 3, ".-.+", 0},
		{"unfinished ignored", 1, []Outcome{W, N, W}, 2, "..+", 0},
		// The whole ladder, one level at a time: past the old five's
		// Master (4) to the new one, and all the way down.
		{"medium up a step", Medium, []Outcome{W, W}, Medium + 1, ".+", 0},
		{"hard down a step", Hard, []Outcome{L, L}, Hard - 1, ".-", 0},
		{"climb the ladder", Newcomer, repeat(W, 2*NumLevels), Master, strings.Repeat(".+", NumLevels-1) + "..", 0},
		{"fall down the ladder", Master, repeat(L, 2*NumLevels), Newcomer, strings.Repeat(".-", NumLevels-1) + "..", 0},
	}
	for _, c := range cases {
		s := Settings{Level: c.start}
		s.SetAdaptive(true)
		steps := ""
		for i, o := range c.games {
			step := s.CountGame(fmt.Sprintf("g%d", i), s.Level, o)
			steps += map[LevelStep]string{LevelKept: ".", LevelRaised: "+", LevelLowered: "-"}[step]
		}
		if s.Level != c.want || steps != c.steps || s.Streak != c.streak {
			t.Errorf("%s: level %v steps %q streak %d, want %v %q %d", c.name, s.Level, steps, s.Streak, c.want, c.steps, c.streak)
		}
	}

	// Off: nothing moves, nothing is counted.
	s := Settings{Level: 2}
	if s.CountGame("a", 2, PlayerWon) != LevelKept || s.CountGame("b", 2, PlayerWon) != LevelKept || s.Level != 2 || s.Streak != 0 {
		t.Errorf("off: %+v", s)
	}
	// The same game counted twice (undone and finished again) counts once.
	s.SetAdaptive(true)
	s.CountGame("a", 2, PlayerWon)
	if s.CountGame("a", 2, PlayerWon) != LevelKept || s.Streak != 1 {
		t.Errorf("a game counted twice: %+v", s)
	}
	// A game at another level neither extends nor breaks the streak.
	if s.CountGame("b", 4, PlayerLost) != LevelKept || s.Streak != 1 {
		t.Errorf("a game at another level counted: %+v", s)
	}
	if s.CountGame("c", 2, PlayerWon) != LevelRaised || s.Level != 3 {
		t.Errorf("the streak was broken: %+v", s)
	}
	// A level chosen by hand, or the option turned off and on, starts the
	// streak again; choosing the same level, or tapping On again, keeps it.
	s.CountGame("d", 3, PlayerLost)
	s.ChooseLevel(3)
	if s.Streak != -1 {
		t.Errorf("choosing the same level reset the streak: %+v", s)
	}
	s.ChooseLevel(1)
	if s.Streak != 0 || s.Level != 1 {
		t.Errorf("chosen by hand: %+v", s)
	}
	s.CountGame("e", 1, PlayerLost)
	s.SetAdaptive(true) // On tapped again: nothing changes
	if s.Streak != -1 {
		t.Errorf("on tapped twice: %+v", s)
	}
	s.SetAdaptive(false)
	s.SetAdaptive(true)
	if s.Streak != 0 || !s.Adaptive {
		t.Errorf("turned off and on: %+v", s)
	}
}

// TestAdaptiveMatches: the rule applied to matches: a resignation is a
// loss, a game between two players and one still going do not count.
func TestAdaptiveMatches(t *testing.T) {
	s := Settings{Level: 2}
	s.SetAdaptive(true)
	resigned := func() *Match {
		m := NewPausedMatch(nil, rules.NewGame(rules.StartPosition()), computerBlack, 2)
		m.Resign()
		return m
	}
	if s.CountMatch("r1", resigned()) != LevelKept || s.Streak != -1 {
		t.Fatalf("first resignation: %+v", s)
	}
	if s.CountMatch("r2", resigned()) != LevelLowered || s.Level != 1 {
		t.Fatalf("second resignation: %+v", s)
	}
	two := NewPausedMatch(nil, rules.NewGame(rules.StartPosition()), [2]bool{}, 1)
	two.Resign()
	going := NewPausedMatch(nil, rules.NewGame(rules.StartPosition()), computerBlack, 1)
	if s.CountMatch("t", two) != LevelKept || s.CountMatch("o", going) != LevelKept || s.Streak != 0 || s.Counted != "r2" {
		t.Fatalf("two players or unfinished counted: %+v", s)
	}
	// Mate of the computer: a win.
	g := gameFrom(t, "5a3/4Nk3/5a3/9/1C7/9/9/9/9/4K4 w - - 0 1")
	if err := g.PlayText("b5b8"); err != nil {
		t.Fatal(err)
	}
	if s.CountMatch("w", NewPausedMatch(nil, g, computerBlack, 1)); s.Streak != 1 {
		t.Fatalf("a win: %+v", s)
	}
}
