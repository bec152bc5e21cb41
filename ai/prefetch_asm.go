//go:build amd64 || arm64

package ai

import "unsafe"

// prefetch asks the processor to start loading the cache line at p. It is
// only a hint: nothing is read, and p may be anything.
//
//go:noescape
func prefetch(p unsafe.Pointer)
