//go:build js

package session

import "context"

// OpenIndex reads the library into memory: the browser's build has no
// SQLite, and its library (the page's storage) is small.
func OpenIndex(_ context.Context, lib Library) (GameIndex, []Notice) {
	return NewMemoryIndex(lib)
}
