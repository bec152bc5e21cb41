package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestRun(t *testing.T) {
	var out bytes.Buffer
	in := strings.NewReader("uci\nposition startpos\ngo perft 2\nposition nonsense\ngo depth 3\nquit\n")
	if code := run(in, &out); code != 0 {
		t.Fatalf("exit code %d", code)
	}
	for _, want := range []string{"uciok", "Nodes searched: 1920", "info string position", "bestmove "} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
}
