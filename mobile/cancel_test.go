//go:build display

package mobile

import (
	"testing"

	"xiangqi/game"
)

// The game the app runs takes the cancel.
var _ interface{ CancelTouches() } = (*game.Game)(nil)

type fakeCancelGame struct {
	fakeGame
	cancels int
}

func (f *fakeCancelGame) CancelTouches() { f.cancels++ }

func TestAppCancelTouches(t *testing.T) {
	g := &fakeCancelGame{}
	newApp(g).CancelTouches()
	if g.cancels != 1 {
		t.Fatalf("%d cancels reached the game, want 1", g.cancels)
	}
	newApp(&fakeGame{}).CancelTouches() // a game without it: nothing
}
