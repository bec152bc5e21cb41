package home

import (
	"testing"

	"xiangqi/game/play"
	"xiangqi/game/session"
	"xiangqi/game/ui"
	"xiangqi/game/ui/uitest"
	"xiangqi/rules"
)

// TestLeaveThenContinue (from the display suite's TestNavigation): a game
// begun from New game is left the way it was entered: Back asks first
// (Back again closes the question), the in-game menu's Settings comes back
// to the game, and leaving for real saves the game with its move; the
// start screen then offers to continue it, resumed as it was left.
func TestLeaveThenContinue(t *testing.T) {
	f := newFixture(t)
	f.sh.Tap(t, "New game")
	if len(f.sh.Routes) != 1 || f.sh.Routes[0] != ui.ToNewGame {
		t.Fatalf("New game opened %v", f.sh.Routes)
	}
	// New game's Start: the shell begins the game (two players) and shows
	// its board over the start screen alone.
	mt := session.NewMatch(firstMoveEngine{}, rules.NewGame(rules.StartPosition()), [2]bool{}, session.Easy)
	if err := f.cur.Begin(mt, false); err != nil {
		t.Fatal(err)
	}
	pm := play.New(f.env, play.Services{Game: f.cur})
	f.sh.Stack = append(f.sh.Stack, pm)
	mv, err := rules.ParseMoveText("h2e2")
	if err != nil {
		t.Fatal(err)
	}
	tried, o := pm.Try(mv)
	if tried != play.Played || len(mt.Game().Moves()) != 1 {
		t.Fatalf("h2e2: tried %d, %d moves", tried, len(mt.Game().Moves()))
	}
	f.sh.Apply(o)

	// Back asks first; Back again closes the question.
	handled, o := pm.Back()
	if !handled {
		t.Fatal("Back left a game in progress without asking")
	}
	f.sh.Apply(o)
	uitest.TopIs[*ui.Dialog](t, f.sh)
	f.sh.Back(t)
	if f.sh.Top() != any(pm) {
		t.Fatalf("on top after the question closed: %T", f.sh.Top())
	}
	// The in-game menu's Settings opens over the game.
	f.sh.Tap(t, "Menu")
	f.sh.Tap(t, "Settings")
	if last := f.sh.Routes[len(f.sh.Routes)-1]; last != ui.ToSettings || f.sh.Top() != any(pm) {
		t.Fatalf("the menu's Settings opened %v, on top %T", last, f.sh.Top())
	}
	// Leaving for real saves the game.
	_, o = pm.Back()
	f.sh.Apply(o)
	saves := f.sh.Saves
	f.sh.Tap(t, "Yes")
	if f.sh.Top() != any(f.m) || f.sh.Saves != saves+1 || !mt.Paused() {
		t.Fatalf("left: on top %T, %d saves, paused %v", f.sh.Top(), f.sh.Saves-saves, mt.Paused())
	}
	if err := f.cur.Save(session.SaveData{}); err != nil { // what the shell does for a save
		t.Fatal(err)
	}
	data, notice := f.cur.Store.Load()
	if notice != nil || data.Game == nil || len(data.Game.Moves) != 1 {
		t.Fatalf("saved game %+v (%v), want one move", data.Game, notice)
	}

	// The start screen offers to continue it.
	if first := f.m.Buttons()[0]; first.Label != "Continue" || first.Disabled || !first.Primary {
		t.Fatalf("the first row after leaving: %+v", first)
	}
	f.sh.Tap(t, "Continue")
	if last := f.sh.Routes[len(f.sh.Routes)-1]; last != ui.ToContinue || mt.Paused() || len(mt.Game().Moves()) != 1 {
		t.Fatalf("Continue opened %v, paused %v, %d moves", last, mt.Paused(), len(mt.Game().Moves()))
	}
	mt.Pause()
}
