//go:build !unix

package uci

func pageFaults() int64 { return -1 }
