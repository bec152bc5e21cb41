//go:build js && !noframeyield

package ai

import (
	"syscall/js"
	"time"
)

// Go's WebAssembly runs every goroutine on the page's one thread, and the
// browser gets it back only when no goroutine can run: a search that never
// waits would freeze the page (no frame drawn, no touch read) until it
// ends. So every frameSlice of searching the search waits for a message
// it posted itself on a MessageChannel: that hands the thread to the
// browser, which runs what is due (the game's frame at the display's
// refresh, input), then delivers the message and the search goes on.
//
// A message, not a sleep: a time.Sleep is a setTimeout, which the browser
// holds back to 4 ms and more (a 4 ms sleep took 4.3–4.6 ms and a 1 ms one
// 2.5–2.9 ms in headless Chromium here), idle time taken from the search at
// every yield; a posted message comes back as soon as the browser has run
// what was due.
const frameSlice = 8 * time.Millisecond

// frameYielder is when the search last gave the thread up, and the
// channel it waits on.
type frameYielder struct {
	last time.Time
	wake chan struct{}
	post js.Value // the sending port's postMessage, bound to it
	// onMessage wakes the search. It is never released: a searcher lives
	// as long as its engine, and a page makes a handful of engines.
	onMessage js.Func
	noChannel bool // the page has no MessageChannel
}

// yield runs at each poll (every 512 nodes).
func (y *frameYielder) yield() {
	now := time.Now()
	if y.last.IsZero() {
		y.last = now
		return
	}
	if now.Sub(y.last) < frameSlice {
		return
	}
	if y.wake == nil {
		y.open()
	}
	if y.noChannel {
		time.Sleep(time.Millisecond) // no MessageChannel: a timer, slower
	} else {
		y.post.Invoke(nil)
		<-y.wake
	}
	y.last = time.Now()
}

// open makes the channel the search posts to itself on.
func (y *frameYielder) open() {
	y.wake = make(chan struct{}, 1)
	mc := js.Global().Get("MessageChannel")
	if mc.Type() != js.TypeFunction {
		y.noChannel = true
		return
	}
	ch := mc.New()
	y.onMessage = js.FuncOf(func(js.Value, []js.Value) any {
		select {
		case y.wake <- struct{}{}:
		default:
		}
		return nil
	})
	ch.Get("port1").Set("onmessage", y.onMessage)
	port2 := ch.Get("port2")
	y.post = port2.Get("postMessage").Call("bind", port2)
}
