package play

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"xiangqi/game/session"
	"xiangqi/rules"
)

// depthEngine reports the depths it is sent on steps, one at a time, and
// replies with the first legal move once steps is closed.
type depthEngine struct{ steps chan int }

func (e depthEngine) Think(ctx context.Context, s session.Search, progress func(session.Progress)) session.Reply {
	for d := range e.steps {
		progress(session.Progress{Depth: d})
	}
	var l rules.MoveList
	s.Pos.GenerateMoves(&l)
	return session.Reply{Move: l.Moves[0], Depth: 1}
}

// TestThinkingRedrawsOnlyWhatShows: while the computer thinks, Poll asks
// for a redraw at a finished iteration only when the status line shows
// the depth (the engine's figures on); with them off nothing changes on
// screen (in a browser with software WebGL each redrawn frame cost 80–190
// ms). The thinking's start and the reply redraw either way.
func TestThinkingRedrawsOnlyWhatShows(t *testing.T) {
	for _, info := range []bool{false, true} {
		e := depthEngine{make(chan int)}
		f := newFixtureOn(t, e, "red", rules.StartFEN)
		f.settings.EngineInfo = info
		mt := f.m.Match()
		f.m.Resume()
		f.play("h2e2")
		if !mt.Thinking() {
			t.Fatal("the computer is not thinking")
		}
		if _, o := f.m.Poll(); !o.Changed {
			t.Errorf("engine figures %v: the thinking's start drew nothing", info)
		}
		if _, o := f.m.Poll(); o.Changed {
			t.Errorf("engine figures %v: a poll with nothing new redrew", info)
		}
		for d := 1; d <= 3; d++ {
			e.steps <- d
			deadline := time.Now().Add(5 * time.Second)
			for p, _ := mt.Progress(); p.Depth != d && time.Now().Before(deadline); p, _ = mt.Progress() {
				time.Sleep(time.Millisecond)
			}
			if _, o := f.m.Poll(); o.Changed != info {
				t.Errorf("engine figures %v, depth %d: redraw %v", info, d, o.Changed)
			}
			if _, o := f.m.Poll(); o.Changed {
				t.Errorf("engine figures %v, depth %d: redrew twice", info, d)
			}
			got, _ := f.status()
			if want := fmt.Sprintf("depth %d", d); strings.Contains(got, want) != info {
				t.Errorf("engine figures %v, depth %d: the status line says %q", info, d, got)
			}
		}
		close(e.steps)
		redraws := f.sh.Redraws
		f.waitPlies(2)
		if f.sh.Redraws == redraws {
			t.Errorf("engine figures %v: the reply drew nothing", info)
		}
	}
}
