package main

import (
	"bytes"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// patience bounds every wait for the engine, generously.
const patience = 30 * time.Second

// lockedBuffer is an output written by the engine and read by the test.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// waitFor polls out until it contains want, as a GUI reads until the line
// it waits for.
func waitFor(t *testing.T, out *lockedBuffer, want string) {
	t.Helper()
	deadline := time.Now().Add(patience)
	for !strings.Contains(out.String(), want) {
		if time.Now().After(deadline) {
			t.Fatalf("no %q within %v:\n%s", want, patience, out.String())
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// converse runs the program on a pipe; send writes a line.
func converse(t *testing.T) (send func(string), out *lockedBuffer, end func() int) {
	r, w := io.Pipe()
	out = &lockedBuffer{}
	code := make(chan int, 1)
	go func() { code <- run(nil, r, out) }()
	send = func(l string) {
		if _, err := io.WriteString(w, l+"\n"); err != nil {
			t.Fatal(err)
		}
	}
	end = func() int {
		w.Close()
		select {
		case c := <-code:
			return c
		case <-time.After(patience):
			t.Fatalf("the program did not end after its input")
		}
		return -1
	}
	return send, out, end
}

func TestRun(t *testing.T) {
	send, out, end := converse(t)
	send("uci")
	send("position startpos")
	send("go perft 2")
	waitFor(t, out, "Nodes searched: 1920")
	send("position nonsense")
	send("go depth 3")
	waitFor(t, out, "bestmove ")
	send("quit")
	if code := end(); code != 0 {
		t.Fatalf("exit code %d", code)
	}
	for _, want := range []string{"uciok", "info string position", "info depth 3 "} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
}

// TestCommandArgs: a command given as arguments runs to its end, however
// soon the input ends (here it is empty).
func TestCommandArgs(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"go", "perft", "3"}, "Nodes searched: 79666\n"},
		{[]string{"go depth 5"}, "info depth 5 "},
		{[]string{"bench", "2"}, "Nodes searched  : "},
	} {
		var out bytes.Buffer
		if code := run(c.args, strings.NewReader(""), &out); code != 0 {
			t.Fatalf("%v: exit code %d", c.args, code)
		}
		if !strings.Contains(out.String(), c.want) {
			t.Errorf("%v: output lacks %q:\n%s", c.args, c.want, out.String())
		}
	}
}

// TestPlaysOnAfterRuling: the GUI is the referee. After the project's rules
// have ended the game (here a perpetual chase by Red after the 33rd move)
// the program still takes the GUI's next move and answers one of the three
// legal moves.
func TestPlaysOnAfterRuling(t *testing.T) {
	const position = "position fen rnbakabnr/9/1c2c4/p3p1p1p/9/2p6/P3P1P1P/1CN1B2C1/9/R2AKABNR w - - 0 4 moves " +
		"e2c4 h9g7 i0i1 i9h9 a0a1 h9h4 c4a2 b9c7 a1d1 a9a8 d1d4 h4d4 c2d4 e7e3 h0g2 e3e4 i1c1 c7d5 c1c9 g6g5 " +
		"c9c5 a8d8 b2d2 b7b2 c5c2 b2b0 c2c0 b0b2 c0c2 b2b0 c2c0 b0b2 c0c2 b2b0"
	send, out, end := converse(t)
	send(position)
	send("go depth 4")
	waitFor(t, out, "bestmove ")
	if code := end(); code != 0 {
		t.Fatalf("exit code %d", code)
	}
	if !strings.Contains(out.String(), "info depth 4 ") {
		t.Errorf("no depth-4 iteration:\n%s", out.String())
	}
	i := strings.LastIndex(out.String(), "bestmove ")
	switch mv := strings.Fields(out.String()[i:])[1]; mv {
	case "a2c0", "c2c0", "e0e1":
	default:
		t.Fatalf("bestmove %s, want a2c0, c2c0 or e0e1:\n%s", mv, out.String())
	}
}

// TestExitAtEOF (issue 25, item 7): the built program, busy with a long
// job, exits promptly once its input closes. With XIANGQI_EOF_RUNS=N it
// measures instead: each job runs 1 s before the input closes, N times,
// and the median time from the close to the exit is logged (go test -v).
func TestExitAtEOF(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the program")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go tool")
	}
	bin := filepath.Join(t.TempDir(), "xiangqi-engine")
	if b, err := exec.Command(goTool, "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, b)
	}
	runs, settle := 1, time.Duration(0)
	if n, err := strconv.Atoi(os.Getenv("XIANGQI_EOF_RUNS")); err == nil && n > 0 {
		runs, settle = n, time.Second
	}
	for _, job := range []string{"go depth 64", "go movetime 100000000", "go nodes 1000000000000", "go perft 8", "bench 16"} {
		var times []time.Duration
		for range runs {
			cmd := exec.Command(bin)
			in, err := cmd.StdinPipe()
			if err != nil {
				t.Fatal(err)
			}
			out := &lockedBuffer{}
			cmd.Stdout = out
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			io.WriteString(in, "position startpos\n"+job+"\nisready\n")
			waitFor(t, out, "readyok") // the job is running, the loop reading
			time.Sleep(settle)
			exited := make(chan error, 1)
			in.Close()
			start := time.Now()
			go func() { exited <- cmd.Wait() }()
			select {
			case err := <-exited:
				if err != nil {
					t.Errorf("%s: %v", job, err)
				}
			case <-time.After(patience):
				cmd.Process.Kill()
				t.Fatalf("%s: still running %v after its input closed", job, patience)
			}
			d := time.Since(start)
			times = append(times, d)
			if d > 5*time.Second {
				t.Errorf("%s: exit %v after the input closed", job, d)
			}
			if strings.HasPrefix(job, "go ") && !strings.HasPrefix(job, "go perft") && !strings.Contains(out.String(), "bestmove ") {
				t.Errorf("%s: no bestmove:\n%s", job, out.String())
			}
		}
		slices.Sort(times)
		t.Logf("%-24s exit after the input closed: median %v of %d (min %v, max %v)", job, times[len(times)/2], runs, times[0], times[len(times)-1])
	}
}
