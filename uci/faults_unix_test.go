//go:build unix

package uci

import "syscall"

// pageFaults is the process's count of minor page faults so far (-1 if
// unknown): a page of a table touched for the first time is one.
func pageFaults() int64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return -1
	}
	return int64(ru.Minflt)
}
