//go:build webtest

package webtouch

import (
	"strings"
	"testing"
)

// TestShareAll: where the browser has a share sheet (navigator.share,
// which Linux Chromium lacks: a stand-in keeps what it is given), the
// Games screen shows Share all, and a tap hands the library's games to it
// as PGN text, named like the desktop's export; without one there is no
// Share button (every other test: Copy all is the second of three).
func TestShareAll(t *testing.T) {
	const standIn = `Object.defineProperty(navigator, "share", {configurable: true,
		value: d => { window.xqShared = {title: d.title, text: d.text}; return Promise.resolve(); }});`
	tb := openWith(t, small, "lang=en", games(3), standIn)
	tb.do("open", "games")
	tb.wait("the Games list", func(s state) bool { return s.Screen == "gamesScreen" })
	tb.frames(30) // the screen's buttons arm
	tb.shot("games-share")
	x, y := tb.control("games 1")
	tb.tap(x, y)
	// Share all reads and writes the library on a goroutine: the share
	// comes a few frames after the tap.
	for i := 0; i < 60 && eval[string](tb, `window.xqShared ? "shared" : ""`) == ""; i++ {
		tb.frames(2)
	}
	title := eval[string](tb, `window.xqShared ? window.xqShared.title : ""`)
	text := eval[string](tb, `window.xqShared ? window.xqShared.text : ""`)
	if !strings.HasPrefix(title, "xiangqi-") || !strings.HasSuffix(title, ".pgn") || strings.Count(text, "[Event ") != 3 {
		t.Fatalf("shared %q with %d games: %.300q", title, strings.Count(text, "[Event "), text)
	}
	for i := range 3 {
		if !strings.Contains(text, `[Event "Test `+string(rune('0'+i))+`"]`) {
			t.Errorf("game Test %d not shared", i)
		}
	}
	if s := tb.state(); s.Screen != "gamesScreen" || s.Error != "" {
		t.Fatalf("after Share all: %+v", s)
	}
}
