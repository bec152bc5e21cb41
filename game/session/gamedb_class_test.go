//go:build !js

package session

import (
	"testing"
	"time"

	"xiangqi/gamedb"
	"xiangqi/record"
	"xiangqi/rules"
)

// TestGamedbClassAgrees (issue 28): the library's index classifies a
// record as InfoOf does (gamedb cannot import this package, so it keeps
// its own copy of OwnRecord's rule; this holds the two together).
func TestGamedbClassAgrees(t *testing.T) {
	at := time.Date(2026, 12, 2, 8, 0, 0, 0, time.UTC)
	var recs []*record.Game
	for _, comp := range [][2]bool{{false, true}, {true, false}, {false, false}} {
		m := NewPausedMatch(nil, rules.NewGame(rules.StartPosition()), comp, Hard)
		recs = append(recs, MatchRecord(m, at))
	}
	games, errs := record.Read([]byte("[Event \"Casual game\"]\n[Red \"Player\"]\n[Black \"Player\"]\n[Termination \"checkmate\"]\n\n1. h2e2\n\n" +
		"[Event \"Casual game\"]\n[Red \"Lan\"]\n[Black \"Player\"]\n\n1. h2e2\n\n" +
		"[Event \"China Team Championship 1998\"]\n[Red \"HU RongHua\"]\n[Black \"XU TianHong\"]\n\n1. g0e2 b9c7\n"))
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	recs = append(recs, games...)
	for i, g := range recs {
		gi, c := InfoOf(g), gamedb.ClassOf(g)
		want := gamedb.KindImported
		switch {
		case gi.VsComputer():
			want = gamedb.KindComputer
		case gi.Own:
			want = gamedb.KindTwoPlayers
		}
		side := 0
		if gi.Computer[rules.Red] {
			side = 1
		} else if gi.Computer[rules.Black] {
			side = 2
		}
		if c.Kind != want || c.Computer != side {
			t.Errorf("record %d: gamedb %+v, InfoOf: kind %d, computer %d", i, c, want, side)
		}
		if gi.VsComputer() && c.Level != LevelName(gi.Level) {
			t.Errorf("record %d: level %q, InfoOf %q", i, c.Level, LevelName(gi.Level))
		}
	}
}
