package games

import (
	"strings"
	"testing"
	"time"

	"xiangqi/game/ui"
	"xiangqi/gamedb"
)

// TestDescribeRows: a row's two lines say when and who, how the game
// stands or ended and why, its length, handicap and opening; of two
// unfinished games played here only the one in progress is "In
// progress"; the second line's tone is the player's win or loss.
func TestDescribeRows(t *testing.T) {
	f := newRecordFixture(t)
	f.own(time.Date(2026, 5, 1, 10, 0, 0, 0, time.Local), [2]bool{}, "h2e2")
	live, _ := f.own(time.Date(2026, 5, 1, 11, 0, 0, 0, time.Local), [2]bool{}, "b2e2")
	m := New(f.env, f.svc)
	defer m.Close()
	for _, c := range []struct {
		row               gamedb.Row
		who, when, second string
		tone              ui.Tone
	}{
		{gamedb.Row{ID: live, Kind: gamedb.KindTwoPlayers, Plies: 1, Date: "2026.05.01", Time: "11:00:00"},
			"Two players", "2026-05-01 11:00", "In progress · 1 move", ui.Dim},
		{gamedb.Row{ID: "20260501-100000", Kind: gamedb.KindTwoPlayers, Plies: 1, Date: "2026.05.01"},
			"Two players", "2026-05-01", "Unfinished · 1 move", ui.Dim},
		{gamedb.Row{ID: "x", Kind: gamedb.KindImported, Red: "HU RongHua", Black: "XU TianHong", Plies: 8, Date: "1998.??.??"},
			"HU RongHua – XU TianHong", "", "No result recorded · 4 moves", ui.Dim},
		{gamedb.Row{ID: "y", Kind: gamedb.KindComputer, Computer: 2, Level: "Easy", Result: gamedb.RedWins, Term: "checkmate", Plies: 31,
			Start: "rnbakab1r/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"},
			"Red vs computer (Easy)", "", "You win! — checkmate · 16 moves · Computer gives a horse", ui.Good},
		{gamedb.Row{ID: "z", Kind: gamedb.KindComputer, Computer: 1, Level: "Easy", Result: gamedb.RedWins, Term: "resignation", Plies: 2},
			"Black vs computer (Easy)", "", "You lose — resignation · 1 move", ui.Problem},
		{gamedb.Row{ID: "w", Kind: gamedb.KindTwoPlayers, Result: gamedb.Draw, Plies: 0, Start: "3k5/9/9/9/9/9/9/9/9/4K3R w - - 0 1"},
			"Two players", "", "Draw · 0 moves · from a set-up position", ui.Dim},
	} {
		who, when, second := m.Describe(c.row)
		if who != c.who || when != c.when || !strings.HasPrefix(second, c.second) || Tone(c.row) != c.tone {
			t.Errorf("%s: %q, %q / %q (tone %d), want %q, %q / %q… (tone %d)", c.row.ID, who, when, second, Tone(c.row), c.who, c.when, c.second, c.tone)
		}
	}
	// Without a game in progress (the list alone), no row is in progress.
	f.svc.Game = nil
	alone := New(f.env, f.svc)
	defer alone.Close()
	if _, _, s := alone.Describe(gamedb.Row{ID: live, Kind: gamedb.KindTwoPlayers}); !strings.HasPrefix(s, "Unfinished") {
		t.Errorf("no game in progress: %q", s)
	}
}
