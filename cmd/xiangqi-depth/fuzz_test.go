package main

import (
	"strconv"
	"strings"
	"testing"
	"time"
)

// FuzzParseInfo: any line an engine prints reads without a panic, and what
// is read is what the line says. Seeds are in testdata/fuzz/FuzzParseInfo.
func FuzzParseInfo(f *testing.F) {
	for _, l := range append(ourSearch, eleeyeSearch...) {
		f.Add(l)
	}
	f.Fuzz(func(t *testing.T, line string) {
		in, ok, err := parseInfo(line)
		if err != nil && ok {
			t.Fatalf("%q: both a report and an error", line)
		}
		if !ok {
			return
		}
		words := strings.Fields(line)
		if words[0] != "info" {
			t.Fatalf("%q: read as info", line)
		}
		has := func(key string, n uint64) bool {
			for i := 0; i+1 < len(words); i++ {
				if words[i] != key {
					continue
				}
				if v, err := strconv.ParseUint(words[i+1], 10, 64); err == nil && v == n {
					return true
				}
			}
			return false
		}
		if in.HasDepth && !has("depth", uint64(in.Depth)) || in.HasNodes && !has("nodes", in.Nodes) ||
			in.HasTime && !has("time", uint64(in.TimeMs)) {
			t.Fatalf("%q: read %+v", line, in)
		}
		s, err := readSearch([]string{line}, time.Second)
		if err != nil || s.Depth < 0 || s.ebfA() < 0 || s.nps() < 0 {
			t.Fatalf("%q: search %+v %v", line, s, err)
		}
	})
}

// FuzzReadPositions: any file reads without a panic, and every position
// read is one checkFEN takes as it is.
func FuzzReadPositions(f *testing.F) {
	f.Add(defaultFENs[0] + "\n# c\n\n" + defaultFENs[1])
	f.Add("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w")
	f.Add("3k5/9/9/9/9/9/9/9/4R4/3R1K3 b - - 0 1")
	f.Fuzz(func(t *testing.T, text string) {
		fens, err := readPositions(strings.NewReader(text))
		if err != nil {
			return
		}
		for _, fen := range fens {
			if got, err := checkFEN(fen); err != nil || got != fen {
				t.Fatalf("%q: read %q, which checks as %q %v", text, fen, got, err)
			}
		}
	})
}
