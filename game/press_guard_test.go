//go:build display

package game

import (
	"testing"

	"xiangqi/i18n"
	"xiangqi/rules"
)

// TestFastTapsDoNotPassThrough (issue 32): triple-clicking "Yes" on
// "Resign this game?" resigns, and the second and third clicks, which
// land on the game-over banner that replaced the dialog, do nothing: the
// player sees "You lose" (they opened Review). A button only acts on a
// press that began once it had been shown for armTicks; a button that
// stays (◀ while browsing) takes fast taps as before, and the banner's
// button acts once it has been seen.
func TestFastTapsDoNotPassThrough(t *testing.T) {
	g, in := newTestGame(t, Config{Side: "two", FEN: rules.StartFEN})
	c := g.c
	p := topIs[*playScreen](t, g)
	playMoves(t, g, in, "h2e2", "h9g7", "b0c2", "b9c7")
	tap(t, g, in, c.text(i18n.MsgMenu))
	tap(t, g, in, c.text(i18n.MsgResign))
	var yes button
	for _, b := range topIs[*dialog](t, g).buttons(c) {
		if b.label == c.text(i18n.MsgYes) {
			yes = b
		}
	}
	x, y := yes.r.Center()
	under := ""
	in.quick = true
	click := func() []pointerState {
		return []pointerState{{ev: pointerPress, x: x, y: y}, {}, {}, {}, {ev: pointerRelease, x: x, y: y}, {}, {}, {}}
	}
	// The dialog has been up for a while; then three clicks 133 ms apart.
	for range armTicks {
		tick(t, g, in)
	}
	var steps []pointerState
	for range 3 {
		steps = append(steps, click()...)
	}
	in.run(t, g, steps[:8]...)
	if !c.game.Match().Over() {
		t.Fatal("the first click did not resign")
	}
	for _, b := range p.buttons(c) {
		if b.r.Contains(x, y) {
			under = b.label
		}
	}
	if under == "" {
		t.Fatalf("no banner button under Yes at %.0f, %.0f: the test shows nothing", x, y)
	}
	in.run(t, g, steps[8:]...)
	if topIs[*playScreen](t, g) != p || p.m.Review() != nil || !p.m.BannerShown() {
		t.Fatalf("the fast clicks after Yes went through to %q (review %v, banner %v)", under, p.m.Review() != nil, p.m.BannerShown())
	}
	// Seen, the banner's buttons act.
	in.quick = false
	tap(t, g, in, c.text(i18n.MsgReview))
	if p.m.Review() == nil {
		t.Fatal("Review, tapped once seen, did not act")
	}
	// A button that stays takes fast taps: ◀, once seen, three times in
	// 200 ms.
	for range armTicks {
		tick(t, g, in)
	}
	in.quick = true
	var back button
	for _, b := range p.buttons(c) {
		if b.label == "◀" {
			back = b
		}
	}
	bx, by := back.r.Center()
	before := p.m.Review().Ply()
	for range 3 {
		in.run(t, g, pointerState{ev: pointerPress, x: bx, y: by}, pointerState{}, pointerState{ev: pointerRelease, x: bx, y: by}, pointerState{})
	}
	if got := p.m.Review().Ply(); got != before-3 {
		t.Fatalf("three fast taps on ◀: ply %d, want %d", got, before-3)
	}
}
