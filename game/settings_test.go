//go:build display

package game

import (
	"testing"

	"xiangqi/game/session"
	"xiangqi/rules"
)

// TestSettingsShowsEveryChoice: each choice shows all its options at once
// (five levels, three sides, five notations, four piece sets, two themes,
// On and Off), the chosen one marked, at 360×640, 540×960 and 1280×720;
// every option is a 48 dp target inside the screen; at 1280×720 nothing
// scrolls, and on a small phone the list scrolls to its last choice.
func TestSettingsShowsEveryChoice(t *testing.T) {
	g, _ := newTestGame(t, Config{})
	c := g.c
	for _, size := range [][2]int{{360, 640}, {540, 960}, {1280, 720}, {960, 540}} {
		c.setSize(size[0], size[1], 1)
		items := settingsItems(c)
		want := map[Msg]int{MsgLevel: session.NumLevels, MsgPlayAs: 3, MsgNotation: 1 + len(session.Notations),
			MsgPieceSet: int(session.NumPieceSets), MsgBoardTheme: int(session.NumThemes), MsgLanguage: int(numLangs),
			MsgSound: 2, MsgAnimation: 2, MsgShowMoves: 2, MsgEngineInfo: 2, MsgFaceToFace: 2, MsgDeepAnalysis: 2}
		if len(items) != len(want) {
			t.Fatalf("%d choices, want %d", len(items), len(want))
		}
		geo := settingsLayout(c, items)
		for i, it := range items {
			if n := len(geo.options[i]); n != want[it.name] || len(it.options) != n {
				t.Errorf("%v: %s has %d options, want %d", size, c.text(it.name), n, want[it.name])
			}
			if it.chosen < 0 || it.chosen >= len(it.options) {
				t.Errorf("%v: %s: nothing chosen", size, c.text(it.name))
			}
			for k, r := range geo.options[i] {
				if r.H < 48 || r.W < 48 || r.X < 0 || r.X+r.W > float64(size[0]) {
					t.Errorf("%v: %s option %d at %+v", size, c.text(it.name), k, r)
				}
				if geo.px[i] < settingsMinPxDP-2 {
					t.Errorf("%v: %s: labels of %.1f px", size, c.text(it.name), geo.px[i])
				}
			}
		}
		if size == [2]int{1280, 720} && geo.maxScroll() > 0 {
			t.Errorf("1280x720: the choices scroll by %.0f px", geo.maxScroll())
		}
		if geo.back.Y+geo.back.H > float64(size[1]) {
			t.Errorf("%v: Back at %+v", size, geo.back)
		}
	}
	// Scrolled to the end on a small phone, the last choice is in view
	// and can be tapped.
	c.setSize(360, 640, 1)
	s := &settingsScreen{}
	c.push(s)
	s.scroll.offset = 1e9
	bs := s.buttons(c)
	found := false
	for _, b := range bs {
		found = found || (b.label == c.text(MsgOn) && b.r.Y > 400)
	}
	if s.scroll.offset <= 0 || !found {
		t.Fatalf("scrolled by %.0f, last switch in view: %v", s.scroll.offset, found)
	}
}

// TestSettingsLooksSaved: the piece set, the theme and face to face are
// chosen with a tap and saved at once.
func TestSettingsLooksSaved(t *testing.T) {
	g, in := newTestGame(t, Config{})
	c := g.c
	c.setSize(1280, 720, 1) // every choice in view
	tap(t, g, in, "Settings")
	topIs[*settingsScreen](t, g)
	tap(t, g, in, "WXF letters")
	tap(t, g, in, "High contrast")
	tapSetting(t, g, in, MsgFaceToFace, 1)
	s := topIs[*settingsScreen](t, g)
	if s.note != c.text(MsgFaceToFaceNote) {
		t.Errorf("note %q", s.note)
	}
	d, notice := c.store.Load()
	if notice != nil {
		t.Fatal(notice)
	}
	if d.Settings.Pieces != session.PiecesWXF || d.Settings.Theme != session.ThemeContrast || !d.Settings.FaceToFace {
		t.Fatalf("saved %+v", d.Settings)
	}
	if st := c.style(); st.glyph(rules.MakePiece(rules.Red, rules.Chariot)) != "R" || st.colors() != &themes[session.ThemeContrast] {
		t.Fatalf("style %+v", st)
	}
}

// tapSetting taps option k of the Settings choice named name, which must
// be in view.
func tapSetting(t *testing.T, g *Game, in *scriptInput, name Msg, k int) {
	t.Helper()
	c := g.c
	s := topIs[*settingsScreen](t, g)
	items := settingsItems(c)
	geo := settingsLayout(c, items)
	for i, it := range items {
		if it.name == name {
			r := geo.options[i][k]
			x, y := r.center()
			y += geo.view.Y - s.scroll.offset
			in.run(t, g, pointerState{ev: pointerPress, x: x, y: y}, pointerState{ev: pointerRelease, x: x, y: y})
			return
		}
	}
	t.Fatalf("no choice %q in Settings", c.text(name))
}
