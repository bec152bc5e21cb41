package main

import (
	"fmt"
	"strconv"
	"strings"
)

// info is what one "info" line of a UCI engine says that the measurement
// uses. Fields the line does not have are left at zero with their Has flag
// false; words it does not know (seldepth, hashfull, currmove, wdl, ...)
// are skipped, so that any engine's lines read.
type info struct {
	Depth    int
	HasDepth bool
	// Score is true when the line has "score cp N" or "score mate N": a
	// line with a depth and a score reports an iteration, where "info depth
	// D currmove M" and the like report progress inside one.
	Score bool
	// Bound is true for "lowerbound" or "upperbound": an aspiration window
	// failed or a MultiPV line is only known to be at least as good as the
	// one above, so the iteration is not complete on that line.
	Bound    bool
	MultiPV  int // 0 when the line has none
	Nodes    uint64
	HasNodes bool
	TimeMs   int64
	HasTime  bool
}

// parseInfo reads an engine line. ok is false for a line that is not an
// info report (bestmove, readyok, "info string ..."); an info line with a
// number that does not read is an error naming the word, so that a figure
// is never made from half a line.
func parseInfo(line string) (in info, ok bool, err error) {
	f := strings.Fields(line)
	if len(f) == 0 || f[0] != "info" {
		return info{}, false, nil
	}
	if len(f) > 1 && f[1] == "string" {
		return info{}, false, nil
	}
	for i := 1; i < len(f); i++ {
		word := f[i]
		switch word {
		case "pv", "string", "refutation", "currline":
			// The rest of the line is moves or free text.
			return in, true, nil
		case "lowerbound", "upperbound":
			in.Bound = true
		case "score":
			if i+2 >= len(f) || (f[i+1] != "cp" && f[i+1] != "mate") {
				return info{}, false, fmt.Errorf("info line: score without cp or mate and a number")
			}
			if _, err := strconv.Atoi(f[i+2]); err != nil {
				return info{}, false, fmt.Errorf("info line: score %s %q is not a number", f[i+1], f[i+2])
			}
			in.Score = true
			i += 2
		case "depth", "multipv":
			n, err := number(f, i)
			if err != nil {
				return info{}, false, err
			}
			if word == "depth" {
				in.Depth, in.HasDepth = int(n), true
			} else {
				in.MultiPV = int(n)
			}
			i++
		case "nodes":
			n, err := number(f, i)
			if err != nil {
				return info{}, false, err
			}
			in.Nodes, in.HasNodes = n, true
			i++
		case "time":
			n, err := number(f, i)
			if err != nil {
				return info{}, false, err
			}
			in.TimeMs, in.HasTime = int64(n), true
			i++
		}
	}
	return in, true, nil
}

// maxCount bounds the numbers read: far beyond any search (a depth of
// thousands, nodes for centuries), and small enough that depth, multipv
// and time fit an int on any platform Go runs on.
const maxCount = 1 << 62

// number reads the count after f[i]: a whole number from 0 to maxCount.
func number(f []string, i int) (uint64, error) {
	if i+1 >= len(f) {
		return 0, fmt.Errorf("info line: %s without a number", f[i])
	}
	n, err := strconv.ParseUint(f[i+1], 10, 64)
	if err != nil || n > maxCount {
		return 0, fmt.Errorf("info line: %s %q is not a count", f[i], f[i+1])
	}
	if (f[i] == "depth" || f[i] == "multipv") && n > 1<<30 {
		return 0, fmt.Errorf("info line: %s %q is out of range", f[i], f[i+1])
	}
	return n, nil
}
