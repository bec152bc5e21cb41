package ai

import (
	"context"
	"reflect"
	"slices"
	"testing"
)

// TestEverySwitchChangesTheTree: each of Features' switches is wired to
// something the search does, so that a measurement with it off measures
// the technique: switched off alone, it changes the nodes to depth 9 over
// the test positions. The engine has searched a million nodes first, as
// in a game, where the histories have had time to grow: history pruning
// acts only on scores that a short search from a cleared engine does not
// reach (measured: it decided no move in these depth-9 searches from
// cleared engines, and 1,839 after the warm-up).
func TestEverySwitchChangesTheTree(t *testing.T) {
	if testing.Short() {
		t.Skip("about 20 million nodes: not under the race detector or an emulator")
	}
	nodes := func(f Features) uint64 {
		e := NewEngine(4)
		e.SetFeatures(f)
		e.Search(context.Background(), Request{Pos: mustFEN(t, testFENs[1]), Limits: Limits{Nodes: 1_000_000}})
		var n uint64
		for _, fen := range testFENs {
			n += e.Search(context.Background(), Request{Pos: mustFEN(t, fen), Limits: Limits{Depth: 9}}).Nodes
		}
		return n
	}
	full := nodes(Features{})
	typ := reflect.TypeOf(Features{})
	for i := 0; i < typ.NumField(); i++ {
		var f Features
		reflect.ValueOf(&f).Elem().Field(i).SetBool(true)
		if n := nodes(f); n == full {
			t.Errorf("%s: %d nodes, the same as the full engine's", typ.Field(i).Name, n)
		}
	}
}

// TestRoundTwoTree: RoundTwo searches the tree of the engine before the
// third round (3a2ecae), whose nodes over the test positions, one engine
// searching them in turn to depth 10, were 1,130,944.
func TestRoundTwoTree(t *testing.T) {
	e := NewEngine(4)
	e.SetFeatures(RoundTwo())
	var n uint64
	for _, fen := range testFENs {
		n += e.Search(context.Background(), Request{Pos: mustFEN(t, fen), Limits: Limits{Depth: 10}}).Nodes
	}
	if n != 1_130_944 {
		t.Errorf("%d nodes, want 1,130,944", n)
	}
}

// TestLevelsSearchRoundTwo: a level plays with round two's tree, on which
// the ladder rated it. Master, which makes no deliberate error, plays the
// move and spends the nodes of a plain search to its node cap with
// RoundTwo's switches, and not those of the full engine.
func TestLevelsSearchRoundTwo(t *testing.T) {
	if testing.Short() {
		t.Skip("three searches of 1.44 million nodes: not under the race detector or an emulator")
	}
	pos := mustFEN(t, testFENs[2])
	lim := Limits{Nodes: Master.Limits().Nodes}
	leveled := NewEngine(16).Search(context.Background(), Request{Pos: pos, Leveled: true, Level: Master})
	old := NewEngine(16)
	old.SetFeatures(RoundTwo())
	want := old.Search(context.Background(), Request{Pos: pos, Limits: lim})
	full := NewEngine(16).Search(context.Background(), Request{Pos: pos, Limits: lim})
	same := func(a, b Result) bool {
		return a.Move == b.Move && a.Depth == b.Depth && a.Score == b.Score && slices.Equal(a.PV, b.PV)
	}
	if !same(leveled, want) {
		t.Errorf("Master: %v, depth %d, score %d, PV %v; round two's search: %v, depth %d, score %d, PV %v",
			leveled.Move, leveled.Depth, leveled.Score, leveled.PV, want.Move, want.Depth, want.Score, want.PV)
	}
	if same(full, want) {
		t.Errorf("the full engine's result is round two's (%v, depth %d, score %d): the test cannot tell them apart", want.Move, want.Depth, want.Score)
	}
}
