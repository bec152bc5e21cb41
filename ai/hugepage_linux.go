package ai

import (
	"syscall"
	"unsafe"
)

// adviseHugePages asks Linux (Android included) to back the table with
// huge pages. Every probe lands on a random point of a table of many
// mebibytes; with 4 KiB pages nearly each one also misses the TLB, and the
// probe was the search's costliest line. The advice is best effort: when the
// kernel declines, nothing changes.
func adviseHugePages(b []bucket) {
	if len(b) == 0 {
		return
	}
	mem := unsafe.Slice((*byte)(unsafe.Pointer(&b[0])), len(b)*int(unsafe.Sizeof(b[0])))
	_ = syscall.Madvise(mem, 14) // MADV_HUGEPAGE
}
