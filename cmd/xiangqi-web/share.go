//go:build js

package main

import (
	"syscall/js"

	"xiangqi/game"
)

// browserSharer hands PGN to the browser's share sheet (the Web Share
// API, navigator.share), as text: browsers share files of a few types
// only, and PGN is not one of them. The promise is not waited for: the
// sheet stays open as long as the player likes, and the game's frame
// would wait with it. A refusal other than the player's cancel goes to
// the console.
type browserSharer struct{}

// newSharer is the page's Sharer, nil where the browser has no share
// sheet (desktop browsers mostly): the game then shows no Share button.
func newSharer() game.Sharer {
	if js.Global().Get("navigator").Get("share").Type() != js.TypeFunction {
		return nil
	}
	return browserSharer{}
}

func (browserSharer) Share(name, text string) error {
	p := js.Global().Get("navigator").Call("share", map[string]any{"title": name, "text": text})
	var done, fail js.Func
	release := func() {
		done.Release()
		fail.Release()
	}
	done = js.FuncOf(func(js.Value, []js.Value) any {
		release()
		return nil
	})
	fail = js.FuncOf(func(_ js.Value, a []js.Value) any {
		release()
		if len(a) > 0 && a[0].Get("name").String() != "AbortError" {
			js.Global().Get("console").Call("warn", "xiangqi: share:", a[0].Call("toString"))
		}
		return nil
	})
	p.Call("then", done, fail)
	return nil
}
