package main

import (
	"context"

	"xiangqi/ai"
	"xiangqi/rules"
)

// mover plays one side of a match, game after game: either the engine in
// this process or an engine program spoken to over UCI.
type mover interface {
	// newGame forgets what was learnt in the previous game.
	newGame() error
	// move returns the move to play in g with the searcher's score (side
	// to move's view). An error means the mover can no longer play this
	// game.
	move(g *rules.Game) (ai.Result, error)
	// close ends the mover for good.
	close() error
}

// newMover returns the mover a configuration asks for; seed drives the
// level error model of the in-process engine.
func newMover(p player, seed uint64) (mover, error) {
	if p.uci != "" {
		return newUCIMover(p, startProgram(p.uci))
	}
	if p.newcomer {
		return newNewcomer(seed), nil
	}
	e := ai.NewEngine(p.hashMiB)
	e.SetFeatures(p.feat)
	e.Seed(seed)
	return &engineMover{p: p, eng: e}, nil
}

// engineMover searches with an ai.Engine in this process.
type engineMover struct {
	p   player
	eng *ai.Engine
}

func (m *engineMover) newGame() error {
	m.eng.Clear()
	return nil
}

func (m *engineMover) move(g *rules.Game) (ai.Result, error) {
	keys := g.Keys()
	return m.eng.Search(context.Background(), ai.Request{
		Pos:     g.Position(),
		History: ai.History{Keys: keys[:len(keys)-1], Checks: g.Checks(), Moves: g.Moves()},
		Limits:  m.p.lim,
		Level:   m.p.level,
		Leveled: m.p.leveled,
		Threads: m.p.threads,
	}), nil
}

func (m *engineMover) close() error { return nil }
