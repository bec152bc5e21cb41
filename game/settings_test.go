//go:build display

package game

import (
	"fmt"
	"slices"
	"testing"

	"xiangqi/game/session"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// TestSettingsShowsEveryChoice: each choice's options (which and how
// many: settings.TestEveryChoice) are all laid out at once at 360×640,
// 540×960 and 1280×720 in each language; every option is a 48 dp target
// inside the screen; at 1280×720 the level picker is in view unscrolled,
// and on a small phone the list scrolls to its last choice.
func TestSettingsShowsEveryChoice(t *testing.T) {
	g, _ := newTestGame(t, Config{})
	c := g.c
	for _, sz := range [][3]int{{360, 640, 0}, {540, 960, 1}, {1280, 720, 2}, {960, 540, 0}, {360, 640, 1}, {540, 960, 2}, {1280, 720, 0}, {360, 640, 2}, {540, 960, 0}, {1280, 720, 1}} {
		size := [2]int{sz[0], sz[1]}
		c.lang = []i18n.Lang{i18n.LangVi, i18n.LangEn, i18n.LangZh}[sz[2]]
		c.setSize(size[0], size[1], 1)
		items := newSettingsScreen(c).items(c)
		geo := settingsLayout(c, items)
		for i, it := range items {
			if n := len(geo.options[i]); n != len(it.Options) || n == 0 {
				t.Errorf("%v: %s has %d options laid out of %d", size, c.text(it.Name), n, len(it.Options))
			}
			for k, r := range geo.options[i] {
				if r.H < 48 || r.W < 48 || r.X < 0 || r.X+r.W > float64(size[0]) {
					t.Errorf("%v: %s option %d at %+v", size, c.text(it.Name), k, r)
				}
				if geo.px[i] < settingsMinPxDP-2 {
					t.Errorf("%v: %s: labels of %.1f px", size, c.text(it.Name), geo.px[i])
				}
			}
		}
		// At 1280×720 the level picker is in view unscrolled
		// (checkLevelPicker); the choices below it may scroll (by 92 px in
		// Vietnamese when this was written: the ladder's grid takes five
		// rows).
		checkLevelPicker(t, c, size, items, geo)
		if geo.back.Y+geo.back.H > float64(size[1]) {
			t.Errorf("%v: Back at %+v", size, geo.back)
		}
	}
	// Scrolled to the end on a small phone, the last choice is in view
	// and can be tapped.
	c.lang = i18n.LangEn
	c.setSize(360, 640, 1)
	s := newSettingsScreen(c)
	c.push(s)
	s.scroll.offset = 1e9
	bs := s.buttons(c)
	found := false
	for _, b := range bs {
		found = found || (b.label == c.text(i18n.MsgOn) && b.r.Y > 400)
	}
	if s.scroll.offset <= 0 || !found {
		t.Fatalf("scrolled by %.0f, last switch in view: %v", s.scroll.offset, found)
	}
}

// TestSettingsLooksSaved: the piece set and the theme, tapped on the
// screen, are drawn at once: the board's style has the WXF letters and
// the high contrast colours. What the model keeps and saves is
// settings.TestLooksSaved.
func TestSettingsLooksSaved(t *testing.T) {
	g, in := newTestGame(t, Config{})
	c := g.c
	c.setSize(1280, 720, 1) // every choice in view
	tap(t, g, in, "Settings")
	topIs[*settingsScreen](t, g)
	tap(t, g, in, "WXF letters")
	tap(t, g, in, "High contrast")
	if st := c.style(); st.glyph(rules.MakePiece(rules.Red, rules.Chariot)) != "R" || st.colors() != &themes[session.ThemeContrast] {
		t.Fatalf("style %+v", st)
	}
}

// tapSetting taps option k of the Settings choice named name, scrolled
// into view.
func tapSetting(t *testing.T, g *Game, in *scriptInput, name i18n.Msg, k int) {
	t.Helper()
	c := g.c
	s := topIs[*settingsScreen](t, g)
	items := s.items(c)
	geo := settingsLayout(c, items)
	for i, it := range items {
		if it.Name == name {
			r := geo.options[i][k]
			// Scrolled into view first, as a player would.
			s.scroll.offset = max(0, min(r.Y+r.H/2-geo.view.H/2, geo.maxScroll()))
			x, y := r.Center()
			y += geo.view.Y - s.scroll.offset
			in.run(t, g, pointerState{ev: pointerPress, x: x, y: y}, pointerState{ev: pointerRelease, x: x, y: y})
			return
		}
	}
	t.Fatalf("no choice %q in Settings", c.text(name))
}

// checkLevelPicker checks the level picker among items laid out by geo at
// size: every level (named as ui.LevelChoice names them) with its rating
// read from the engine (ctx.levelRatings) under the name; two or more to
// a row;
// each name on one line and each rating at a readable size inside its
// 48 dp button; and at 1280×720 the whole picker in view unscrolled.
func checkLevelPicker(t *testing.T, c *ctx, size [2]int, items []settingsItem, geo settingsGeometry) {
	t.Helper()
	i := slices.IndexFunc(items, func(it settingsItem) bool { return it.Name == i18n.MsgLevel })
	if i < 0 {
		t.Fatalf("%v %v: no level picker", c.lang, size)
	}
	it, rs, px := items[i], geo.options[i], geo.px[i]
	if len(it.Options) != session.NumLevels || len(it.Subs) != session.NumLevels || len(rs) != session.NumLevels {
		t.Fatalf("%v %v: %d levels, %d ratings, %d buttons", c.lang, size, len(it.Options), len(it.Subs), len(rs))
	}
	perRow := 0
	for _, r := range rs {
		if r.Y == rs[0].Y {
			perRow++
		}
	}
	if perRow < 2 {
		t.Errorf("%v %v: %d level to a row: not a grid", c.lang, size, perRow)
	}
	dp := c.dp
	for l := session.Level(0); l < session.NumLevels; l++ {
		r, name, sub := rs[l], it.Options[l], it.Subs[l]
		if sub != fmt.Sprintf("≈%d", levelRating(l)) {
			t.Errorf("%v: level %d's rating shown as %q", c.lang, int(l), sub)
		}
		if r.H < settingsRowDP*dp || r.W < settingsSubCellDP*dp || px < settingsMinPxDP*dp ||
			measure(name, c.paint.fonts.UI(px)) > r.W-12*dp || 2.1*px > r.H-8*dp {
			t.Errorf("%v %v: %q at %.1f px in %+v", c.lang, size, name, px, r)
		}
		if sp := c.paint.fitPx(sub, px*0.8, r.W-6*dp); sp < settingsSubMinDP*dp-0.5 {
			t.Errorf("%v %v: rating %q at %.1f px", c.lang, size, sub, sp)
		}
		if size == [2]int{1280, 720} && r.Y+r.H > geo.view.H {
			t.Errorf("%v 1280x720: level %d at %+v, below the view (%.0f high)", c.lang, int(l), r, geo.view.H)
		}
	}
}
