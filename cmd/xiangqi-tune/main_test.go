package main

import (
	"bytes"
	"log"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// games are two short decisive games and a draw.
const games = `[Result "1-0"]

1. h2e2 h9g7 2. h0g2 i9h9 3. i0h0 b9c7 4. b0c2 c6c5 5. b2a2 h7i7 6. a0b0 a9a8
7. e2e6 g7e6 8. h0h9 1-0

[Result "0-1"]

1. c3c4 h7e7 2. b0c2 h9g7 3. a0a1 i9h9 4. a1f1 h9h5 5. h2h6 b7b3 6. f1f6 h5h2
7. b2b6 e7e3 0-1

[Result "1/2-1/2"]

1. h2e2 h9g7 2. h0g2 i9h9 3. i0h0 b9c7 4. b0c2 c6c5 5. b2a2 h7i7 6. a0b0 a9a8
1/2-1/2
`

// TestRun: the command reads the games, fits and writes a params.go with
// the same layout (the same lines, the same count of numbers).
func TestRun(t *testing.T) {
	dir := t.TempDir()
	pgn := filepath.Join(dir, "games.pgn")
	if err := os.WriteFile(pgn, []byte(games), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, logs bytes.Buffer
	err := run([]string{"-params", "../../ai/params.go", "-epochs", "5", "-skip", "2", "-holdout", "0", pgn}, &out, log.New(&logs, "", 0))
	if err != nil {
		t.Fatalf("%v\n%s", err, logs.String())
	}
	src, err := os.ReadFile("../../ai/params.go")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := strings.Count(out.String(), "\n"), strings.Count(string(src), "\n"); got != want {
		t.Fatalf("%d lines written, params.go has %d", got, want)
	}
	if !strings.Contains(logs.String(), "3 games") {
		t.Fatalf("log does not count 3 games:\n%s", logs.String())
	}
}
