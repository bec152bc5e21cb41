package uci

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"xiangqi/ai"
	"xiangqi/rules"
)

// run feeds lines to a fresh session, each after the job before it has
// ended, as a GUI waits for bestmove, and returns the output once the last
// has ended. (Piped in at once, the end of input would stop them: see
// TestPipedScript.)
func run(t testing.TB, cfg Config, lines ...string) string {
	t.Helper()
	var out bytes.Buffer
	s := NewSession(&out, cfg)
	for _, l := range lines {
		if s.Handle(l) {
			break
		}
		s.Wait()
	}
	return out.String()
}

func readPerft(t *testing.T) []rules.PerftCase {
	f, err := os.Open("testdata/perft.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := rules.ReadPerftCases(f)
	if err != nil {
		t.Fatal(err)
	}
	return rows
}

// TestPerftThroughUCI reproduces the reference counts with "position" and
// "go perft", checking that the divide lines add up to the total.
func TestPerftThroughUCI(t *testing.T) {
	limit := uint64(perftNodeLimit)
	if testing.Short() {
		limit = 100_000
	}
	checked := 0
	for _, row := range readPerft(t) {
		if row.Depth > 4 || row.Nodes > limit {
			continue
		}
		out := run(t, Config{}, "position fen "+row.FEN, "go perft "+strconv.Itoa(row.Depth))
		var sum, total uint64
		lines := 0
		for _, l := range strings.Split(out, "\n") {
			if n, ok := strings.CutPrefix(l, "Nodes searched: "); ok {
				total, _ = strconv.ParseUint(n, 10, 64)
				continue
			}
			mv, cnt, ok := strings.Cut(l, ": ")
			if !ok {
				continue
			}
			if _, err := rules.ParseMoveText(mv); err != nil {
				t.Fatalf("bad divide line %q", l)
			}
			n, err := strconv.ParseUint(cnt, 10, 64)
			if err != nil {
				t.Fatalf("bad divide line %q", l)
			}
			sum += n
			lines++
		}
		if total != row.Nodes || sum != row.Nodes {
			t.Errorf("%s depth %d: total %d, divide sum %d, want %d", row.FEN, row.Depth, total, sum, row.Nodes)
		}
		pos, _ := rules.ParseFEN(row.FEN)
		var l rules.MoveList
		pos.GenerateMoves(&l)
		if lines != l.N {
			t.Errorf("%s: %d divide lines, want one per legal move (%d)", row.FEN, lines, l.N)
		}
		checked++
	}
	if checked < 10 {
		t.Fatalf("only %d reference rows checked", checked)
	}
}

// TestPerftAfterMoves checks "position startpos moves …" against perft of
// the FEN reached.
func TestPerftAfterMoves(t *testing.T) {
	out := run(t, Config{}, "position startpos moves h2e2 h9g7 h0g2", "go perft 3")
	p := rules.StartPosition()
	for _, s := range []string{"h2e2", "h9g7", "h0g2"} {
		m, _ := rules.ParseMoveText(s)
		p.MakeMove(m)
	}
	want := "Nodes searched: " + strconv.FormatUint(rules.Perft(&p, 3), 10)
	if !strings.Contains(out, want) {
		t.Fatalf("output lacks %q:\n%s", want, out)
	}
}

// TestBadLines checks that every malformed line gets an info string and
// that the loop goes on (the final isready is still answered).
func TestBadLines(t *testing.T) {
	bad := []string{
		"position",
		"position fen",
		"position fen rnbakabnr/9 w",
		"position startpos moves h2e2 h2e2",
		"position startpos moves z9z9",
		"position startpos junk",
		"position sideways",
		"go perft",
		"go perft x",
		"go perft 0",
		"go perft 99",
		"go depth -3",
		"go depth",
		"go nodes many",
		"go sideways 3",
		"setoption name Hash value 0",
		"setoption name Hash value lots",
		"setoption name Threads value 0",
		"setoption name Threads value 65",
		"setoption name Threads value two",
		"setoption name Threads",
		"setoption name Colour value red",
		"setoption name Level value Grandmaster",
		"setoption",
		"bench 0",
		"frobnicate",
	}
	for _, line := range bad {
		out := run(t, Config{}, line, "isready")
		if !strings.HasPrefix(out, "info string ") || !strings.HasSuffix(out, "readyok\n") {
			t.Errorf("%q: got %q, want an info string then readyok", line, out)
		}
	}
}

func TestUCIHandshake(t *testing.T) {
	out := run(t, Config{}, "uci", "isready", "quit", "isready")
	for _, want := range []string{"id name ", "option name Hash type spin", "option name Threads type spin default 1 min 1 max 64\n",
		"option name Level type combo", "uciok\n", "readyok\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in:\n%s", want, out)
		}
	}
	if strings.Count(out, "readyok") != 1 {
		t.Errorf("commands after quit were run:\n%s", out)
	}
}

// TestGoDepth checks a fixed-depth search prints info lines for every depth
// and a legal bestmove.
func TestGoDepth(t *testing.T) {
	out := run(t, Config{}, "position startpos moves h2e2", "go depth 4")
	for d := 1; d <= 4; d++ {
		if !strings.Contains(out, "info depth "+strconv.Itoa(d)+" score cp ") {
			t.Errorf("no info line for depth %d:\n%s", d, out)
		}
	}
	checkBestmove(t, out, "position startpos moves h2e2")
}

// checkBestmove asserts the output ends with a bestmove legal in the
// position that the given position command sets up.
func checkBestmove(t *testing.T, out, position string) {
	t.Helper()
	lines := strings.Split(strings.TrimSpace(out), "\n")
	last := lines[len(lines)-1]
	mv, ok := strings.CutPrefix(last, "bestmove ")
	if !ok {
		t.Fatalf("last line %q is not a bestmove", last)
	}
	st, err := parsePosition(strings.Fields(position)[1:])
	if err != nil {
		t.Fatal(err)
	}
	m, err := rules.ParseMoveText(mv)
	if err != nil || !st.pos.IsLegal(m) {
		t.Fatalf("bestmove %q is not legal", mv)
	}
}

// TestStopInfinite checks that stop ends an infinite search promptly with a
// bestmove.
func TestStopInfinite(t *testing.T) {
	var out bytes.Buffer
	s := NewSession(&out, Config{})
	s.Handle("position startpos")
	s.Handle("go infinite")
	time.Sleep(100 * time.Millisecond)
	start := time.Now()
	s.Handle("stop")
	if d := time.Since(start); d > 200*time.Millisecond {
		t.Errorf("stop took %v", d)
	}
	checkBestmove(t, out.String(), "position startpos")
}

// TestClock checks a search under a clock returns well within the time.
func TestClock(t *testing.T) {
	start := time.Now()
	out := run(t, Config{}, "position startpos", "go wtime 3000 btime 3000 winc 0 binc 0")
	if d := time.Since(start); d > 1500*time.Millisecond {
		t.Errorf("spent %v of a 3 s clock on one move", d)
	}
	checkBestmove(t, out, "position startpos")
}

func TestBudget(t *testing.T) {
	cases := []struct {
		g    goParams
		side rules.Color
		max  time.Duration
	}{
		{goParams{wtime: 60000, btime: 1000}, rules.Red, 2100 * time.Millisecond},
		{goParams{wtime: 60000, btime: 1000}, rules.Black, 300 * time.Millisecond},
		{goParams{wtime: 100, winc: 1000}, rules.Red, 50 * time.Millisecond},
		{goParams{wtime: 10000, movesToGo: 1}, rules.Red, 9900 * time.Millisecond},
	}
	for _, c := range cases {
		if b := c.g.budget(c.side, DefaultMoveOverhead, 0); b > c.max || b <= 0 {
			t.Errorf("%+v side %v: budget %v, want in (0, %v]", c.g, c.side, b, c.max)
		}
	}
}

func TestLevelOption(t *testing.T) {
	out := run(t, Config{}, "setoption name Level value Beginner", "position startpos", "go depth 3")
	checkBestmove(t, out, "position startpos")
	if strings.Contains(out, "info string") {
		t.Fatalf("unexpected error:\n%s", out)
	}
	// The option lists every level, weakest first, and Full; each listed
	// value, a name with spaces and a number are accepted.
	out = run(t, Config{}, "uci")
	var line string
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, "option name Level ") {
			line = l
		}
	}
	vars := strings.Split(line, " var ")[1:]
	if len(vars) != int(ai.NumLevels)+1 || vars[0] != "Newcomer1" || vars[ai.Beginner] != "Beginner" || vars[len(vars)-2] != "Master" || vars[len(vars)-1] != "Full" {
		t.Fatalf("Level option %q", line)
	}
	for i, v := range vars[:len(vars)-1] {
		var buf bytes.Buffer
		s := NewSession(&buf, Config{})
		for _, value := range []string{v, ai.Level(i).String(), fmt.Sprint(ai.Level(i).Number())} {
			s.Handle("setoption name Level value " + value)
			if !s.leveled || s.level != ai.Level(i) || strings.Contains(buf.String(), "info string") {
				t.Fatalf("setoption Level value %q: level %v, leveled %v\n%s", value, s.level, s.leveled, buf.String())
			}
		}
	}
}

// TestThreadsOption: Threads sets the engine's search threads, survives a
// new Hash size, and searches with two threads answer legal moves, also
// when stopped.
func TestThreadsOption(t *testing.T) {
	var out bytes.Buffer
	s := NewSession(&out, Config{})
	s.Handle("setoption name Threads value 2")
	if s.threads != 2 {
		t.Fatalf("Threads %d after setoption 2", s.threads)
	}
	s.Handle("setoption name hash value 8")
	if s.threads != 2 {
		t.Fatalf("Threads %d after a new Hash", s.threads)
	}
	pos := "position startpos moves h2e2 h9g7"
	s.Handle(pos)
	s.Handle("go depth 6")
	s.Wait()
	if strings.Contains(out.String(), "info string") || !strings.Contains(out.String(), "info depth 6 ") {
		t.Fatalf("two-thread search:\n%s", out.String())
	}
	checkBestmove(t, out.String(), pos)
	out.Reset()
	s.Handle("go infinite")
	time.Sleep(50 * time.Millisecond)
	start := time.Now()
	s.Handle("stop")
	if d := time.Since(start); d > 200*time.Millisecond {
		t.Errorf("stop took %v", d)
	}
	checkBestmove(t, out.String(), pos)
	s.Handle("setoption name Threads value 1")
	if s.threads != 1 {
		t.Fatalf("Threads %d after setoption 1", s.threads)
	}
	if got := run(t, Config{MaxThreads: 3}, "uci"); !strings.Contains(got, "option name Threads type spin default 1 min 1 max 3\n") {
		t.Errorf("MaxThreads 3:\n%s", got)
	}
	if got := run(t, Config{MaxThreads: 3}, "setoption name Threads value 4"); !strings.HasPrefix(got, "info string setoption Threads") {
		t.Errorf("Threads 4 over MaxThreads 3: %q", got)
	}
}

// TestBenchOneThread: bench runs one thread whatever the Threads option,
// so that its node total stays the signature.
func TestBenchOneThread(t *testing.T) {
	want, _, err := Bench(context.Background(), 3, nil)
	if err != nil {
		t.Fatal(err)
	}
	out := run(t, Config{}, "setoption name Threads value 2", "bench 3")
	if !strings.Contains(out, "Nodes searched  : "+strconv.FormatUint(want, 10)+"\n") {
		t.Fatalf("bench with Threads 2, want %d nodes:\n%s", want, out)
	}
}

func TestBench(t *testing.T) {
	out := run(t, Config{}, "bench 3")
	if !strings.Contains(out, "Nodes searched  : ") || !strings.Contains(out, "Nodes/second") {
		t.Fatalf("bench output:\n%s", out)
	}
	// The signature is deterministic.
	a, _, err := Bench(context.Background(), 3, nil)
	if err != nil {
		t.Fatal(err)
	}
	b, _, _ := Bench(context.Background(), 3, nil)
	if a != b || a == 0 {
		t.Fatalf("bench totals differ: %d, %d", a, b)
	}
}

// TestInfiniteAtEOF: an infinite search is stopped when the input ends, so
// that a piped session terminates.
func TestInfiniteAtEOF(t *testing.T) {
	done := make(chan string)
	go func() {
		var out bytes.Buffer
		if err := NewSession(&out, Config{}).Run(strings.NewReader("position startpos\ngo infinite\n")); err != nil {
			t.Error(err)
		}
		done <- out.String()
	}()
	select {
	case out := <-done:
		checkBestmove(t, out, "position startpos")
	case <-time.After(patience):
		t.Fatal("the session hung at the end of input")
	}
}

// A fixed time per move is spent in full (ai.Limits.FullTime); a clock's
// time is not.
func TestMovetimeSpendsItAll(t *testing.T) {
	for _, c := range []struct {
		args []string
		full bool
	}{
		{[]string{"movetime", "200"}, true},
		{[]string{"wtime", "3000", "btime", "3000"}, false},
		{[]string{"depth", "5"}, false},
	} {
		g := parseGo(c.args)
		if len(g.notes) > 0 {
			t.Fatal(g.notes)
		}
		if g.lim.FullTime != c.full {
			t.Errorf("go %v: FullTime %v", c.args, g.lim.FullTime)
		}
	}
	start := time.Now()
	out := run(t, Config{}, "position startpos moves h2e2 h9g7", "go movetime 300")
	if d := time.Since(start); d < 300*time.Millisecond-DefaultMoveOverhead-30*time.Millisecond {
		t.Errorf("go movetime 300 answered after %v", d)
	}
	checkBestmove(t, out, "position startpos moves h2e2 h9g7")
}

func TestFixedMoveTime(t *testing.T) {
	ms := time.Millisecond
	for _, c := range []struct{ n, o, want time.Duration }{
		{300 * ms, 100 * ms, 200 * ms},
		{300 * ms, 0, 300 * ms},
		{100 * ms, 100 * ms, 10 * ms},
		{5 * ms, 100 * ms, ms},
	} {
		if got := fixedMoveTime(c.n, c.o); got != c.want {
			t.Errorf("movetime %v overhead %v: %v, want %v", c.n, c.o, got, c.want)
		}
	}
}

// TestMovetimeWithinAsMeasured: the reply to "go movetime N" reaches the
// reader within N, as a GUI measures it (from its write to the bestmove
// line), thanks to the Move Overhead kept back.
func TestMovetimeWithinAsMeasured(t *testing.T) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	s := NewSession(outW, Config{})
	done := make(chan error, 1)
	go func() { done <- s.Run(inR); outW.Close() }()
	lines := bufio.NewScanner(outR)
	for i := range 3 {
		fmt.Fprintf(inW, "position startpos moves h2e2 h9g7\n")
		start := time.Now()
		fmt.Fprintf(inW, "go movetime 250\n")
		for lines.Scan() && !strings.HasPrefix(lines.Text(), "bestmove") {
		}
		if d := time.Since(start); d >= 250*time.Millisecond {
			t.Errorf("search %d: go movetime 250 answered after %v", i, d)
		} else {
			t.Logf("search %d: go movetime 250 answered after %v", i, d)
		}
	}
	inW.Close()
	go io.Copy(io.Discard, outR)
	<-done
}

func TestMoveOverheadOption(t *testing.T) {
	out := run(t, Config{}, "uci")
	if !strings.Contains(out, "option name Move Overhead type spin default 100 min 0 max 5000") {
		t.Fatalf("no Move Overhead option:\n%s", out)
	}
	var b bytes.Buffer
	s := NewSession(&b, Config{})
	s.Handle("setoption name Move Overhead value 30")
	if s.overhead != 30*time.Millisecond || strings.Contains(b.String(), "info string") {
		t.Fatalf("overhead %v, output %q", s.overhead, b.String())
	}
	for _, bad := range []string{"-1", "5001", "x", ""} {
		b.Reset()
		s.Handle("setoption name move overhead value " + bad)
		if s.overhead != 30*time.Millisecond || !strings.Contains(b.String(), "info string") {
			t.Errorf("value %q: overhead %v, output %q", bad, s.overhead, b.String())
		}
	}
}
