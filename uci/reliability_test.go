package uci

import (
	"io"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"xiangqi/rules"
)

// The faults of issue 25, items 6–9, found by a reliability run.

// TestLongCommandsInterruptible (item 6): perft and bench run on the
// search goroutine; isready is answered while they run, stop ends them with
// a note, and quit ends them and the session.
func TestLongCommandsInterruptible(t *testing.T) {
	for _, c := range []struct{ cmd, stopped string }{
		{"go perft 7", "info string perft stopped"},
		{"go perft 8", "info string perft stopped"},
		{"bench 16", "info string bench stopped"},
	} {
		t.Run(c.cmd, func(t *testing.T) {
			e := dial(t, Config{})
			e.send("position startpos", c.cmd, "isready")
			e.expect("readyok")
			e.send("stop", "isready")
			got := e.expect(c.stopped)
			e.expect("readyok")
			if strings.Contains(got, "Nodes searched") {
				t.Errorf("a stopped %s printed a total:\n%s", c.cmd, got)
			}
			// Whatever perft printed before the stop is a divide line of a legal root move.
			if strings.HasPrefix(c.cmd, "go perft") {
				checkDivideLines(t, got, rules.StartPosition())
			}
			e.send(c.cmd, "isready")
			e.expect("readyok")
			e.send("quit")
			if _, err := e.waitEnd(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// checkDivideLines checks every "move: count" line of out against pos.
func checkDivideLines(t *testing.T, out string, pos rules.Position) {
	t.Helper()
	for _, l := range strings.Split(out, "\n") {
		mv, cnt, ok := strings.Cut(l, ": ")
		if !ok || strings.HasPrefix(l, "info ") || strings.HasPrefix(l, "Nodes") {
			continue
		}
		m, err := rules.ParseMoveText(mv)
		if err != nil || !pos.IsLegal(m) {
			t.Errorf("divide line %q: not a legal root move", l)
		}
		if _, err := strconv.ParseUint(cnt, 10, 64); err != nil {
			t.Errorf("divide line %q: bad count", l)
		}
	}
}

// TestPerftCompletesWithReadyInBetween: an isready during perft does not
// disturb its count.
func TestPerftCompletesWithReadyInBetween(t *testing.T) {
	e := dial(t, Config{})
	pos := replay(t, rules.StartFEN, "h2e2 h9g7")
	e.send("position startpos moves h2e2 h9g7", "go perft 4", "isready")
	got := e.expect("Nodes searched: " + strconv.FormatUint(rules.Perft(&pos, 4), 10) + "\n")
	checkDivideLines(t, got, pos)
	e.cursor = 0 // readyok may come before or after the count
	e.expect("readyok")
	e.send("quit")
	e.waitEnd()
}

// TestEOFEndsEverySearch (item 7): the end of input stops whatever runs,
// and the session ends promptly; a search so stopped still prints its
// bestmove.
func TestEOFEndsEverySearch(t *testing.T) {
	for _, cmd := range []string{"go depth 64", "go movetime 100000000", "go nodes 1000000000000", "go infinite", "go perft 8", "bench 16"} {
		t.Run(cmd, func(t *testing.T) {
			e := dial(t, Config{})
			e.send("position startpos moves h2e2", cmd, "isready")
			e.expect("readyok")
			e.closeInput()
			d, err := e.waitEnd()
			if err != nil {
				t.Fatal(err)
			}
			if d > 5*time.Second {
				t.Errorf("the session took %v to end after the input did", d)
			}
			if strings.HasPrefix(cmd, "go ") && !strings.HasPrefix(cmd, "go perft") {
				checkBestmove(t, e.out.String(), "position startpos moves h2e2")
			}
		})
	}
}

// TestPipedScript: a short script piped in still prints its bestmove.
func TestPipedScript(t *testing.T) {
	var out watchedBuffer
	out.changed = make(chan struct{})
	s := NewSession(&out, Config{})
	if err := s.Run(strings.NewReader("position startpos moves h2e2\ngo depth 8\n")); err != nil {
		t.Fatal(err)
	}
	checkBestmove(t, out.String(), "position startpos moves h2e2")
}

// shuffleMoves returns n moves of both sides' left chariots stepping
// forward and back from the start position: legal for "position" (the GUI
// is the referee), however long.
func shuffleMoves(n int) string {
	cycle := []string{"a0a1", "a9a8", "a1a0", "a8a9"}
	var b strings.Builder
	for i := range n {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(cycle[i%4])
	}
	return b.String()
}

// TestLongPositionLine (item 8): a position line over a megabyte, the
// old limit, is read and played.
func TestLongPositionLine(t *testing.T) {
	moves := shuffleMoves(240_000) + " h2e2" // ends at the start position with Red's h2e2 played
	line := "position startpos moves " + moves
	if len(line) < 1<<20+1000 {
		t.Fatalf("test line only %d bytes", len(line))
	}
	pos := replay(t, rules.StartFEN, "h2e2")
	e := dial(t, Config{})
	e.send(line, "isready")
	e.expect("readyok")
	e.send("go perft 2")
	e.expect("Nodes searched: " + strconv.FormatUint(rules.Perft(&pos, 2), 10) + "\n")
	e.send("go depth 3")
	checkBestmove(t, e.expect("bestmove ")+e.expect("\n"), "position startpos moves h2e2")
	e.send("quit")
	if _, err := e.waitEnd(); err != nil {
		t.Fatal(err)
	}
}

// junkReader yields n bytes of junk without a newline, made as read so
// that the test does not hold them.
type junkReader struct{ n int }

func (j *junkReader) Read(p []byte) (int, error) {
	if j.n == 0 {
		return 0, io.EOF
	}
	k := min(len(p), j.n)
	for i := range k {
		p[i] = "junk \x01\xff"[i%7]
	}
	j.n -= k
	return k, nil
}

// TestJunkLine (item 8): a 10 MiB line of junk is answered with an info
// string, read with bounded memory, and the loop goes on.
func TestJunkLine(t *testing.T) {
	const size = 10 << 20
	in := io.MultiReader(&junkReader{size}, strings.NewReader("\nisready\n"))
	var out watchedBuffer
	out.changed = make(chan struct{})
	s := NewSession(&out, Config{})
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	err := s.Run(in)
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatal(err)
	}
	got := out.String()
	if !strings.HasPrefix(got, "info string ") || !strings.HasSuffix(got, "readyok\n") || strings.Count(got, "\n") != 2 {
		t.Fatalf("got %q, want an info string then readyok", clipForLog(got))
	}
	if len(got) > 400 {
		t.Errorf("the info string is %d bytes long", len(got))
	}
	a := after.TotalAlloc - before.TotalAlloc
	if a > size/4 {
		t.Errorf("reading a %d-byte junk line allocated %d bytes", size, a)
	}
	t.Logf("a %d-byte junk line: %d bytes allocated", size, a)
}

// TestJunkPositionLine (item 8): a 10 MiB position line of junk moves is
// answered with an info string naming the first bad move; the loop goes on.
func TestJunkPositionLine(t *testing.T) {
	in := io.MultiReader(strings.NewReader("position startpos moves h2e2 "), &junkReader{10 << 20}, strings.NewReader("\nisready\ngo perft 1\n"))
	e := dial(t, Config{})
	b, err := io.ReadAll(in)
	if err != nil {
		t.Fatal(err)
	}
	e.sendRaw(string(b))
	got := e.expect("readyok")
	pos := replay(t, rules.StartFEN, "h2e2")
	got += e.expect("Nodes searched: ")
	if !strings.HasPrefix(got, "info string position: move 2 (") {
		t.Errorf("got %q, want an info string on move 2", clipForLog(got))
	}
	if !strings.HasSuffix(got+e.expect("\n"), "Nodes searched: "+strconv.FormatUint(rules.Perft(&pos, 1), 10)+"\n") {
		t.Errorf("perft 1 after the junk is not that of h2e2 played:\n%s", clipForLog(got))
	}
	for _, l := range strings.Split(got, "\n") {
		if len(l) > 400 {
			t.Errorf("output line of %d bytes", len(l))
		}
	}
	e.send("quit")
	e.waitEnd()
}

// TestBadMovePlaysPrefix (item 9): a position with an illegal move plays
// the moves before it, ignores the rest, and says which move it was; the
// engine then answers for the right side.
func TestBadMovePlaysPrefix(t *testing.T) {
	e := dial(t, Config{})
	e.send("position startpos moves h2e2 h9g7", "position startpos moves b0c2 h9h0 c3c4", "go perft 1")
	pos := replay(t, rules.StartFEN, "b0c2")
	got := e.expect("Nodes searched: " + strconv.FormatUint(rules.Perft(&pos, 1), 10) + "\n")
	if !strings.Contains(got, "info string position: move 2 (h9h0)") {
		t.Errorf("the bad move was not named:\n%s", got)
	}
	e.send("go depth 2")
	checkBestmove(t, e.expect("bestmove ")+e.expect("\n"), "position startpos moves b0c2")
	// A bad first move: the start position.
	e.send("position startpos moves h2e2", "position startpos moves e3e5", "go perft 1")
	e.expect("info string position: move 1 (e3e5)")
	e.expect("Nodes searched: 44\n")
	e.send("quit")
	e.waitEnd()
}

// TestBadFENStartPosition (item 9): after a FEN that cannot be read the
// position is the start position, not the one before; its moves, which
// belong to the unread FEN, are not played.
func TestBadFENStartPosition(t *testing.T) {
	e := dial(t, Config{})
	e.send("position startpos moves h2e2 h9g7 b0c2", "position fen rnbakabnr/9 b - - 0 1 moves h9g7", "go perft 1")
	e.expect("info string position fen: ")
	e.expect("Nodes searched: 44\n")
	e.send("go depth 2")
	checkBestmove(t, e.expect("bestmove ")+e.expect("\n"), "position startpos")
	e.send("quit")
	e.waitEnd()
}
