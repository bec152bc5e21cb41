//go:build js

package session

// indexImpls are the implementations of GameIndex this platform has.
func indexImpls() []indexImpl { return []indexImpl{memoryImpl()} }
