//go:build display

package game

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

// TestThinkingRedrawsOnlyWhatShows: while the computer thinks, a finished
// iteration redraws the screen only when the status line shows the
// depth (the engine's figures on); with them off the screen stays as it
// was (in a browser with software WebGL each redrawn frame cost 80–190 ms).
func TestThinkingRedrawsOnlyWhatShows(t *testing.T) {
	for _, info := range []bool{false, true} {
		e := depthEngine{make(chan int)}
		in := &scriptInput{}
		g, err := newGame(Config{DataDir: t.TempDir(), Lang: "en", Side: "red", FEN: rules.StartFEN}, e, in, nil)
		if err != nil {
			t.Fatal(err)
		}
		c := g.c
		c.setSize(540, 960, 1)
		c.settings.EngineInfo = info
		m := c.game.Match()
		tapPoint(t, g, in, "h2", false)
		tapPoint(t, g, in, "e2", false)
		settle := func() {
			for range 60 { // the move's slide and the thinking line
				in.run(t, g, pointerState{})
				c.dirty = false
			}
		}
		if settle(); !m.Thinking() {
			t.Fatal("the computer is not thinking")
		}
		for d := 1; d <= 3; d++ {
			e.steps <- d
			deadline := time.Now().Add(5 * time.Second)
			for p, _ := m.Progress(); p.Depth != d && time.Now().Before(deadline); p, _ = m.Progress() {
				time.Sleep(time.Millisecond)
			}
			in.run(t, g, pointerState{})
			if c.dirty != info {
				t.Errorf("engine figures %v, depth %d: redraw %v", info, d, c.dirty)
			}
			got, _ := topIs[*playScreen](t, g).statusLines(c)
			if want := fmt.Sprintf("depth %d", d); strings.Contains(got, want) != info {
				t.Errorf("engine figures %v, depth %d: the status line says %q", info, d, got)
			}
			settle()
		}
		close(e.steps)
		deadline := time.Now().Add(5 * time.Second)
		for len(m.Game().Moves()) < 2 && time.Now().Before(deadline) {
			in.run(t, g, pointerState{})
			time.Sleep(time.Millisecond)
		}
		if !c.dirty {
			t.Errorf("engine figures %v: the reply drew nothing", info)
		}
		c.index.Close()
	}
}
