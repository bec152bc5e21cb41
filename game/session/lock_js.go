//go:build js

package session

import (
	"errors"
	"fmt"
	"syscall/js"
)

// ErrLocked is wrapped by LockDir's error when another running game holds
// the data folder: in a browser, another tab of the same site, which
// shares its localStorage.
var ErrLocked = errors.New("another copy of the game is using this data folder")

// DirLock holds a data folder for one page: a Web Lock (navigator.locks)
// named after the folder, which the browser drops when the page closes or
// crashes, so that none is ever stale, as flock on the desktop.
type DirLock struct {
	release js.Value // resolves the promise the lock is held by
	funcs   []js.Func
}

// LockDir takes the data folder dir for this page. It fails at once with
// an error wrapping ErrLocked when another tab holds it. A browser without
// Web Locks (an old one, or a page not served from a secure origin such as
// localhost) gets no lock: one tab is then the player's affair. It must
// not be called from a JavaScript callback: it waits for the browser's
// answer.
func LockDir(dir string) (*DirLock, error) {
	locks := js.Global().Get("navigator").Get("locks")
	if locks.IsUndefined() || locks.IsNull() {
		return &DirLock{}, nil
	}
	got := make(chan bool, 1)
	l := &DirLock{}
	held := js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) == 0 || args[0].IsNull() {
			got <- false
			return nil
		}
		// The lock is held until this promise resolves (Release).
		executor := js.FuncOf(func(_ js.Value, a []js.Value) any {
			l.release = a[0]
			return nil
		})
		l.funcs = append(l.funcs, executor)
		p := js.Global().Get("Promise").New(executor)
		got <- true
		return p
	})
	l.funcs = append(l.funcs, held)
	opts := js.Global().Get("Object").New()
	opts.Set("ifAvailable", true)
	locks.Call("request", "xiangqi:"+dir, opts, held)
	if !<-got {
		l.free()
		return nil, fmt.Errorf("%s: %w", dir, ErrLocked)
	}
	return l, nil
}

// Release gives the folder up; closing the page does the same.
func (l *DirLock) Release() error {
	if l == nil {
		return nil
	}
	if l.release.Type() == js.TypeFunction {
		l.release.Invoke()
		l.release = js.Undefined()
	}
	l.free()
	return nil
}

func (l *DirLock) free() {
	for _, f := range l.funcs {
		f.Release()
	}
	l.funcs = nil
}
