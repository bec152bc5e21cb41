//go:build js

package session

import (
	"fmt"
	"syscall/js"
)

// In a browser the save and the library live in localStorage (kvDisk):
// the page has no file system, and localStorage keeps them between visits
// (per site, until the player clears the site's data).

func browserDisk() kvDisk { return kvDisk{kv: localStorage{js.Global().Get("localStorage")}} }

func platformDisk() disk { return browserDisk() }

// localStorage is the browser's window.localStorage as a kvStore.
type localStorage struct{ v js.Value }

func (s localStorage) GetItem(key string) (string, bool) {
	if s.v.IsUndefined() || s.v.IsNull() {
		return "", false
	}
	v := s.v.Call("getItem", key)
	if v.IsNull() {
		return "", false
	}
	return v.String(), true
}

// SetItem turns the exception a full storage throws (QuotaExceededError)
// into an error, which the game shows as it shows a full disk.
func (s localStorage) SetItem(key, value string) (err error) {
	if s.v.IsUndefined() || s.v.IsNull() {
		return fmt.Errorf("this browser keeps no storage for the page")
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the browser's storage refused it: %v", r)
		}
	}()
	s.v.Call("setItem", key, value)
	return nil
}

func (s localStorage) RemoveItem(key string) {
	if !s.v.IsUndefined() && !s.v.IsNull() {
		s.v.Call("removeItem", key)
	}
}

func (s localStorage) Keys() []string {
	if s.v.IsUndefined() || s.v.IsNull() {
		return nil
	}
	n := s.v.Get("length").Int()
	keys := make([]string, 0, n)
	for i := range n {
		if k := s.v.Call("key", i); !k.IsNull() {
			keys = append(keys, k.String())
		}
	}
	return keys
}
