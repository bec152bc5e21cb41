package ai

import (
	"context"
	"testing"

	"xiangqi/rules"
)

// TestRootMoves: Request.RootMoves restricts the root (UCI searchmoves),
// on one thread or several, with a level too; illegal moves are ignored,
// and with none legal every move is searched.
func TestRootMoves(t *testing.T) {
	pos := rules.StartPosition()
	mv := func(s string) rules.Move {
		m, err := rules.ParseMoveText(s)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	for _, c := range []struct {
		req  Request
		want []string
	}{
		{Request{RootMoves: []rules.Move{mv("a3a4")}}, []string{"a3a4"}},
		{Request{RootMoves: []rules.Move{mv("a0b0"), mv("i3i4"), mv("g3g4")}, Threads: 2}, []string{"i3i4", "g3g4"}},
		{Request{RootMoves: []rules.Move{mv("c3c4")}, Leveled: true, Level: Easy}, []string{"c3c4"}},
		{Request{RootMoves: []rules.Move{mv("a0b0")}}, nil},
	} {
		e := NewEngine(1)
		c.req.Pos = pos
		c.req.Limits.Depth = 3
		r := e.Search(context.Background(), c.req)
		if !pos.IsLegal(r.Move) || r.Depth < 1 {
			t.Fatalf("%v: move %v depth %d", c.req.RootMoves, r.Move, r.Depth)
		}
		ok := c.want == nil
		for _, w := range c.want {
			ok = ok || r.Move.String() == w
		}
		if !ok {
			t.Errorf("%v: %v, want one of %v", c.req.RootMoves, r.Move, c.want)
		}
	}
}
