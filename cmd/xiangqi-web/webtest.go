//go:build js && webtest

package main

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"syscall/js"
	"time"

	"xiangqi/ai"
	"xiangqi/game"
	"xiangqi/internal/drive"
	"xiangqi/rules"
)

// webHook is the test build's window on the game (scripts/test-web.sh,
// -tags "webtest automation": the game's automation, Drive and WebState,
// is built with the automation tag only):
// JavaScript functions the touch tests call through the DevTools
// protocol. The state is read after each tick, on the game's side, so a
// test never reads it in the middle of one.
//
//	xqState()       the game's state (game.WebState) as JSON
//	xqPoint("h0")   [x, y, cell] of a board point on the play screen, in CSS px
//	xqControl(name) [x, y] of a named control (drive.Driver.ControlPoint), in CSS px
//	xqFrames()      the intervals (ms) between the game's ticks since the last
//	                call, {gaps: [ms...], drawn: [bool...]}: drawn says a
//	                frame was redrawn within the interval
//	xqDo(what, arg) at the next tick: "open" a screen (drive.Driver.Open),
//	                "puzzle" id or "list", "preset" ICCS moves (comma-separated)
//	                then resume the computer, "bench" depth: search the start
//	                position (xqState's "bench" has the figures); xqState's "error" says what failed
type webHook struct {
	d     drive.Slot
	state string
	last  time.Time
	gaps  []float64
	drawn []bool // gaps[i] holds a redrawn frame
	draws uint64 // the game's redrawn frames at the last tick
	err   string // the last xqDo's failure
	bench string // the last bench's figures
}

func (h *webHook) install(p *page) {
	p.Game.Drive(&h.d)
	g := js.Global()
	g.Set("xqState", js.FuncOf(func(js.Value, []js.Value) any { return h.state }))
	g.Set("xqFrames", js.FuncOf(func(js.Value, []js.Value) any {
		gaps, drawn := make([]any, len(h.gaps)), make([]any, len(h.drawn))
		for i, v := range h.gaps {
			gaps[i], drawn[i] = v, h.drawn[i]
		}
		h.gaps, h.drawn = h.gaps[:0], h.drawn[:0]
		return js.ValueOf(map[string]any{"gaps": gaps, "drawn": drawn})
	}))
	g.Set("xqDo", js.FuncOf(func(_ js.Value, a []js.Value) any {
		what, arg := a[0].String(), a[1].String()
		p.pending = append(p.pending, func() {
			var err error
			switch what {
			case "open":
				err = h.d.Open(arg)
			case "puzzle":
				err = h.d.OpenPuzzle(arg, 0, false)
			case "bench":
				// The engine's speed here: a search of the start to
				// depth arg, as BenchmarkSearch does natively.
				d, _ := strconv.Atoi(arg)
				e := ai.NewEngine(16)
				r := e.Search(context.Background(), ai.Request{Pos: rules.StartPosition(), Limits: ai.Limits{Depth: d}})
				h.bench = fmt.Sprintf("%d nodes in %v: %.0f nodes/s", r.Nodes, r.Elapsed.Round(time.Millisecond), float64(r.Nodes)/r.Elapsed.Seconds())
			case "preset":
				if err = h.d.Preset(strings.Split(arg, ","), ""); err == nil {
					p.Game.Resume()
				}
			default:
				err = fmt.Errorf("unknown action %q", what)
			}
			h.err = ""
			if err != nil {
				h.err = err.Error()
			}
		})
		return nil
	}))
	g.Set("xqPoint", js.FuncOf(func(_ js.Value, a []js.Value) any {
		var st struct {
			W, H    int
			DP      float64
			Flipped bool
		}
		json.Unmarshal([]byte(h.state), &st)
		x, y, cell, err := h.d.ScreenPoint(st.W, st.H, st.DP, a[0].String(), st.Flipped)
		if err != nil || st.DP == 0 {
			return js.Null()
		}
		return js.ValueOf([]any{x / st.DP, y / st.DP, cell / st.DP})
	}))
	g.Set("xqControl", js.FuncOf(func(_ js.Value, a []js.Value) any {
		var st struct {
			W, H int
			DP   float64
		}
		json.Unmarshal([]byte(h.state), &st)
		x, y, err := h.d.ControlPoint(st.W, st.H, st.DP, a[0].String())
		if err != nil || st.DP == 0 {
			return js.Null()
		}
		return js.ValueOf([]any{x / st.DP, y / st.DP})
	}))
}

func (h *webHook) tick(p *page) {
	now := time.Now()
	ws := p.Game.WebState()
	if !h.last.IsZero() {
		h.gaps = append(h.gaps, float64(now.Sub(h.last).Microseconds())/1000)
		h.drawn = append(h.drawn, ws.Draws != h.draws)
		if len(h.gaps) > 10000 {
			h.gaps, h.drawn = h.gaps[len(h.gaps)-10000:], h.drawn[len(h.drawn)-10000:]
		}
	}
	h.last, h.draws = now, ws.Draws
	b, err := json.Marshal(struct {
		game.WebState
		Error string `json:"error,omitempty"`
		Bench string `json:"bench,omitempty"`
	}{ws, h.err, h.bench})
	if err == nil {
		h.state = string(b)
	}
}
