package ai

import (
	"context"
	"reflect"
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
