//go:build !linux

package ai

// adviseHugePages does nothing where huge pages cannot be asked for.
func adviseHugePages([]bucket) {}
