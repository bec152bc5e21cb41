//go:build !unix && !js

package gamedb

// syncDisks does nothing where there is no sync(2).
func syncDisks() {}
