package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestRunOurEngine measures our engine, built for the test, at 50 ms on
// two positions: one TSV row each with a depth and nodes, and the summary.
func TestRunOurEngine(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the engine")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "xiangqi-engine")
	if out, err := exec.Command("go", "build", "-o", bin, "xiangqi/cmd/xiangqi-engine").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	positions := filepath.Join(dir, "positions.txt")
	if err := os.WriteFile(positions, []byte(defaultFENs[1]+"\n"+defaultFENs[9]+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tsv := filepath.Join(dir, "out.tsv")
	var stdout, stderr bytes.Buffer
	if code := run([]string{"-engine", bin, "-times", "50ms", "-positions", positions, "-hash", "16", "-out", tsv}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	b, err := os.ReadFile(tsv)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
	if len(lines) != 3 || !strings.HasPrefix(lines[0], "pos\ttime_ms\tdepth\tnodes\tnps\tebf_a\tebf_b\t") {
		t.Fatalf("TSV:\n%s", b)
	}
	for i, l := range lines[1:] {
		f := strings.Split(l, "\t")
		depth, _ := strconv.Atoi(f[2])
		nodes, _ := strconv.ParseUint(f[3], 10, 64)
		if f[0] != strconv.Itoa(i+1) || f[1] != "50" || depth < 1 || nodes == 0 || f[5] == "-" {
			t.Errorf("row %q: want position %d, 50 ms, depth ≥ 1, nodes > 0, an EBF a", l, i+1)
		}
	}
	if out := stdout.String(); !strings.HasPrefix(out, "Xiangqi 1.0, 2 positions;") || !strings.Contains(out, "  50ms  ") {
		t.Errorf("summary:\n%s", out)
	}
}

func TestRunErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.txt")
	if err := os.WriteFile(bad, []byte(defaultFENs[0]+"\nnonsense\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		code int
		err  string
	}{
		{[]string{}, 2, "-engine is required"},
		{[]string{"-engine", "x", "-times", "1s,fast"}, 2, `-times: time: invalid duration "fast"`},
		{[]string{"-engine", "x", "-times", "100us"}, 2, "under a millisecond"},
		{[]string{"-engine", "x", "-option", "Hash"}, 2, `"Hash": want name=value`},
		{[]string{"-engine", "x", "-positions", bad}, 2, "bad.txt: line 2: "},
		{[]string{"-engine", filepath.Join(dir, "no-such-engine"), "-times", "10ms"}, 1, "no-such-engine"},
	} {
		var stdout, stderr bytes.Buffer
		code := run(c.args, &stdout, &stderr)
		if code != c.code || !strings.Contains(stderr.String(), c.err) || stdout.Len() != 0 {
			t.Errorf("%q: exit %d, %q, want %d with %q", c.args, code, stderr.String(), c.code, c.err)
		}
	}
}
