package main

import (
	"testing"

	"xiangqi/ai"
	"xiangqi/rules"
)

// TestNewcomerConfig: "newcomer" is the stand-in, alone.
func TestNewcomerConfig(t *testing.T) {
	p, err := parsePlayer("newcomer", ai.Limits{})
	if err != nil || !p.newcomer {
		t.Fatalf("newcomer: %+v, %v", p, err)
	}
	for _, bad := range []string{"newcomer,depth=1", "newcomer,level=Beginner", "newcomer,uci=/bin/true"} {
		if _, err := parsePlayer(bad, ai.Limits{}); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
}

// TestNewcomerStandIn: the stand-in mates in one, takes a free piece with a
// piece that is then safe but not a defended one with a more valuable
// piece, and with the same seed plays the same game.
func TestNewcomerStandIn(t *testing.T) {
	move := func(fen string, seed uint64) rules.Move {
		t.Helper()
		p, err := rules.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		r, err := newNewcomer(seed).move(rules.NewGame(p))
		if err != nil || !p.IsLegal(r.Move) {
			t.Fatalf("%s: %v %v", fen, r.Move, err)
		}
		return r.Move
	}
	for seed := uint64(1); seed <= 20; seed++ {
		if m := move("4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1", seed); m.String() != "b0b9" {
			t.Fatalf("seed %d: %v, not the mate b0b9", seed, m)
		}
		// The chariot on a0 takes the free horse on a5.
		if m := move("4k4/9/9/9/n8/9/9/9/9/R2K5 w - - 0 1", seed); m.String() != "a0a5" {
			t.Fatalf("seed %d: %v, not the free horse", seed, m)
		}
		// The soldier on a5 is defended by the chariot on a9: the chariot
		// on a0 does not take it.
		if m := move("r3k4/9/9/9/p8/9/9/9/9/R2K5 w - - 0 1", seed); m.String() == "a0a5" {
			t.Fatalf("seed %d: the chariot took a defended soldier", seed)
		}
	}
	a, b := newNewcomer(3), newNewcomer(3)
	_, _, ga := play(a, newNewcomer(4), nil, true)
	_, _, gb := play(b, newNewcomer(4), nil, true)
	if len(ga.Moves()) != len(gb.Moves()) || len(ga.Moves()) == 0 {
		t.Fatalf("two games from the same seeds: %d and %d plies", len(ga.Moves()), len(gb.Moves()))
	}
	for i, m := range ga.Moves() {
		if gb.Moves()[i] != m {
			t.Fatalf("ply %d: %v and %v", i, m, gb.Moves()[i])
		}
	}
}
