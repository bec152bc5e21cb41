//go:build js

package main

import (
	"errors"
	"syscall/js"
	"time"
)

// browserClipboard is the page's clipboard (navigator.clipboard). The
// browser answers with a promise; the game's frame waits for it (the page
// goes on meanwhile: a Go goroutine that waits gives the thread back), at
// most clipboardWait. Reading asks the player's permission the first time.
type browserClipboard struct{}

const clipboardWait = 10 * time.Second

func (browserClipboard) api() (js.Value, error) {
	cb := js.Global().Get("navigator").Get("clipboard")
	if cb.IsUndefined() || cb.IsNull() {
		return js.Value{}, errors.New("this browser gives the page no clipboard")
	}
	return cb, nil
}

func (b browserClipboard) ReadText() (string, error) {
	cb, err := b.api()
	if err != nil {
		return "", err
	}
	v, err := await(cb.Call("readText"))
	if err != nil {
		return "", err
	}
	return v.String(), nil
}

func (b browserClipboard) WriteText(s string) error {
	cb, err := b.api()
	if err != nil {
		return err
	}
	_, err = await(cb.Call("writeText", s))
	return err
}

// await waits for a promise's value or its rejection.
func await(p js.Value) (js.Value, error) {
	type result struct {
		v   js.Value
		err error
	}
	ch := make(chan result, 1)
	ok := js.FuncOf(func(_ js.Value, a []js.Value) any {
		v := js.Undefined()
		if len(a) > 0 {
			v = a[0]
		}
		ch <- result{v: v}
		return nil
	})
	fail := js.FuncOf(func(_ js.Value, a []js.Value) any {
		msg := "refused"
		if len(a) > 0 {
			msg = a[0].Call("toString").String()
		}
		ch <- result{err: errors.New("the clipboard: " + msg)}
		return nil
	})
	defer ok.Release()
	defer fail.Release()
	p.Call("then", ok, fail)
	select {
	case r := <-ch:
		return r.v, r.err
	case <-time.After(clipboardWait):
		return js.Undefined(), errors.New("the clipboard did not answer")
	}
}
