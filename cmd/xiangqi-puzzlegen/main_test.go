package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// runMainEnv set to 1 makes the test binary run the program itself, with
// the arguments after the test flags.
const runMainEnv = "XIANGQI_PUZZLEGEN_MAIN"

func TestMain(m *testing.M) {
	if os.Getenv(runMainEnv) == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// TestHarvestNeedsGames (issue 50): -games has no default (the master
// games are outside the project, wherever a machine keeps them): -harvest
// and -harvest-material without -games or -selfplay stop at once and say
// so, rather than read a folder one machine had.
func TestHarvestNeedsGames(t *testing.T) {
	for _, mode := range []string{"-harvest", "-harvest-material"} {
		cmd := exec.Command(os.Args[0], mode, "-o", filepath.Join(t.TempDir(), "out.tsv"))
		cmd.Env = append(os.Environ(), runMainEnv+"=1")
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		err := cmd.Run()
		want := mode + " needs games: -games DIR (master games) or -selfplay N"
		if err == nil || !bytes.Contains(stderr.Bytes(), []byte(want)) {
			t.Errorf("%s without games: %v, %q; want a failure saying %q", mode, err, stderr.String(), want)
		}
	}
}
