package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"xiangqi/ai"
	"xiangqi/internal/uciconn"
	"xiangqi/rules"
	"xiangqi/uci"
)

// starter returns a start function for serve and counts its calls.
func starter(serve func(in io.Reader, out io.Writer) error, starts *atomic.Int32) func() (*uciconn.Conn, error) {
	return func() (*uciconn.Conn, error) {
		starts.Add(1)
		return uciconn.Pipe(serve), nil
	}
}

// session is our own engine program's conversation, in this process.
func session(in io.Reader, out io.Writer) error {
	return uci.NewSession(out, uci.Config{}).Run(in)
}

// fakeEngine completes the handshake and answers isready, and hands "go"
// to onGo; it returns what onGo returns, if that is an error.
func fakeEngine(onGo func() error) func(in io.Reader, out io.Writer) error {
	return func(in io.Reader, out io.Writer) error {
		sc := bufio.NewScanner(in)
		for sc.Scan() {
			f := strings.Fields(sc.Text())
			if len(f) == 0 {
				continue
			}
			switch f[0] {
			case "uci":
				fmt.Fprintln(out, "id name fake\nuciok")
			case "isready":
				fmt.Fprintln(out, "readyok")
			case "go":
				if err := onGo(); err != nil {
					return err
				}
			case "quit":
				return nil
			}
		}
		return sc.Err()
	}
}

func mustPlayer(t *testing.T, spec string) player {
	t.Helper()
	p, err := parsePlayer(spec, ai.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func mustGame(t *testing.T, fen string, moves ...string) *rules.Game {
	t.Helper()
	p, err := rules.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	g := rules.NewGame(p)
	for _, m := range moves {
		if err := g.PlayText(m); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// TestUCIMoverSearchesLikeEngine sends games to our engine's UCI session
// and checks that its move and score, read back from the protocol, are
// those of the same search in this process: the history arrives whole and
// centipawn and mate scores (both signs) convert back exactly.
func TestUCIMoverSearchesLikeEngine(t *testing.T) {
	var starts atomic.Int32
	const mateIn2 = "6b2/4k4/9/N2R5/9/9/9/4C4/9/5K3 w - - 0 1"
	cases := []struct {
		name  string
		g     *rules.Game
		depth int
		mate  int
	}{
		{"opening", mustGame(t, rules.StartFEN, "h2e2", "h9g7", "h0g2", "i9h9"), 4, 0},
		{"mating", mustGame(t, mateIn2), 5, 2},
		{"mated", mustGame(t, mateIn2, "a6c7"), 4, -1},
	}
	for _, c := range cases {
		spec := fmt.Sprintf("depth=%d", c.depth)
		m, err := newUCIMover(mustPlayer(t, "uci=session,"+spec), starter(session, &starts))
		if err != nil {
			t.Fatal(err)
		}
		local, _ := newMover(mustPlayer(t, spec), 1)
		if err := m.newGame(); err != nil {
			t.Fatal(err)
		}
		got, err := m.move(c.g)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := local.move(c.g)
		if got.Move != want.Move || got.Score != want.Score || got.Mate != want.Mate || got.Mate != c.mate {
			t.Errorf("%s: over UCI %v score %d mate %d, in process %v score %d mate %d, want mate %d",
				c.name, got.Move, got.Score, got.Mate, want.Move, want.Score, want.Mate, c.mate)
		}
		if err := m.close(); err != nil {
			t.Errorf("%s: close: %v", c.name, err)
		}
	}
	if n := starts.Load(); n != int32(len(cases)) {
		t.Errorf("%d engines started for %d movers", n, len(cases))
	}
}

// TestUCIMoverPlaysGames plays an opening with both colours between our
// engine over UCI and the engine in process: every move over UCI is
// checked by the referee, so the games must end by the rules, adjudication
// or the ply limit.
func TestUCIMoverPlaysGames(t *testing.T) {
	var starts atomic.Int32
	m, err := newUCIMover(mustPlayer(t, "uci=session,depth=2"), starter(session, &starts))
	if err != nil {
		t.Fatal(err)
	}
	local, _ := newMover(mustPlayer(t, "depth=2"), 1)
	opening := []rules.Move{mustMove(t, "h2e2"), mustMove(t, "h9g7")}
	for _, aRed := range []bool{true, false} {
		pts, why, plies := playGame(m, local, opening, aRed)
		if strings.Contains(why, "illegal") || strings.Contains(why, "failed") || plies <= len(opening)+2 {
			t.Errorf("A red %v: %.1f, %s after %d plies", aRed, pts, why, plies)
		}
	}
	if err := m.close(); err != nil {
		t.Errorf("close: %v", err)
	}
	if n := starts.Load(); n != 1 {
		t.Errorf("engine started %d times for two games", n)
	}
}

// TestUCIMoverThreads: threads= is sent as the Threads option, and our
// engine searches with two threads over UCI.
func TestUCIMoverThreads(t *testing.T) {
	var starts atomic.Int32
	var sent []string
	record := func(in io.Reader, out io.Writer) error {
		r, w := io.Pipe()
		go func() {
			sc := bufio.NewScanner(in)
			for sc.Scan() {
				sent = append(sent, sc.Text())
				fmt.Fprintln(w, sc.Text())
			}
			w.Close()
		}()
		return session(r, out)
	}
	m, err := newUCIMover(mustPlayer(t, "uci=session,depth=4,threads=2"), starter(record, &starts))
	if err != nil {
		t.Fatal(err)
	}
	g := mustGame(t, rules.StartFEN, "h2e2")
	r, err := m.move(g)
	pos := g.Position()
	if err != nil || !pos.IsLegal(r.Move) {
		t.Fatalf("%v, %v", r.Move, err)
	}
	if err := m.close(); err != nil {
		t.Errorf("close: %v", err)
	}
	if !slices.Contains(sent, "setoption name Threads value 2") {
		t.Errorf("sent %q", sent)
	}
	// Without threads= no Threads option is sent (an engine may lack it).
	sent = nil
	m, err = newUCIMover(mustPlayer(t, "uci=session,depth=1"), starter(record, &starts))
	if err != nil {
		t.Fatal(err)
	}
	if err := m.close(); err != nil {
		t.Errorf("close: %v", err)
	}
	for _, line := range sent {
		if strings.Contains(line, "Threads") {
			t.Errorf("sent %q without threads=", line)
		}
	}
}

func mustMove(t *testing.T, s string) rules.Move {
	t.Helper()
	m, err := rules.ParseMoveText(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestUCIMoverHungEngine: an engine that never answers go is killed after
// the move timeout and loses, with either colour, and the next game starts
// a new one.
func TestUCIMoverHungEngine(t *testing.T) {
	var starts atomic.Int32
	m := &uciMover{
		lim:          ai.Limits{Depth: 1},
		hashMiB:      16,
		start:        starter(fakeEngine(func() error { return nil }), &starts),
		replyTimeout: 5 * time.Second,
		moveTimeout:  50 * time.Millisecond,
	}
	if err := m.launch(); err != nil {
		t.Fatal(err)
	}
	local, _ := newMover(mustPlayer(t, "depth=1"), 1)
	for i, aRed := range []bool{true, false} {
		start := time.Now()
		pts, why, _ := playGame(m, local, nil, aRed)
		if pts != 0 || !strings.HasPrefix(why, "engine A failed: no bestmove within 50ms") || !strings.Contains(why, "killed") {
			t.Errorf("A red %v: %.1f, %s", aRed, pts, why)
		}
		if d := time.Since(start); d > 3*time.Second {
			t.Errorf("A red %v: the game took %v", aRed, d)
		}
		if m.c != nil {
			t.Errorf("A red %v: the hung engine was kept", aRed)
		}
		if n := starts.Load(); n != int32(i+1) {
			t.Errorf("after game %d: %d engines started", i+1, n)
		}
	}
	if err := m.close(); err != nil {
		t.Errorf("close after the kill: %v", err)
	}
}

// TestUCIMoverCrashedEngine: an engine that dies in its search loses as
// Black (B here) too, and the reason says how it ended.
func TestUCIMoverCrashedEngine(t *testing.T) {
	var starts atomic.Int32
	crash := fakeEngine(func() error { return errors.New("segmentation fault") })
	m, err := newUCIMover(mustPlayer(t, "uci=crash,movetime=20ms"), starter(crash, &starts))
	if err != nil {
		t.Fatal(err)
	}
	local, _ := newMover(mustPlayer(t, "depth=1"), 1)
	pts, why, plies := playGame(local, m, nil, true)
	want := "engine B failed: engine output ended before bestmove (segmentation fault)"
	if pts != 1 || why != want || plies != 1 {
		t.Errorf("%.1f, %q after %d plies; want 1.0, %q after 1", pts, why, plies, want)
	}
}

// TestUCIMoverHandshake: a program that never says uciok, or rejects the
// hash size, is an error at start with the reason, and is not kept running.
func TestUCIMoverHandshake(t *testing.T) {
	var starts atomic.Int32
	mute := func(in io.Reader, out io.Writer) error {
		_, err := io.Copy(io.Discard, in)
		return err
	}
	m := &uciMover{hashMiB: 16, start: starter(mute, &starts), replyTimeout: 50 * time.Millisecond}
	if err := m.launch(); err == nil || !strings.Contains(err.Error(), "no uciok within 50ms") || m.c != nil {
		t.Errorf("mute program: %v", err)
	}
	_, err := newUCIMover(mustPlayer(t, "uci=session,hash=1024"), starter(func(in io.Reader, out io.Writer) error {
		return uci.NewSession(out, uci.Config{MaxHashMiB: 64}).Run(in)
	}, &starts))
	if err == nil || !strings.Contains(err.Error(), "setoption Hash") {
		t.Errorf("hash rejected: %v", err)
	}
	_, err = newUCIMover(mustPlayer(t, "uci=session,threads=3"), starter(func(in io.Reader, out io.Writer) error {
		return uci.NewSession(out, uci.Config{MaxThreads: 2}).Run(in)
	}, &starts))
	if err == nil || !strings.Contains(err.Error(), "setoption Threads") {
		t.Errorf("threads rejected: %v", err)
	}
}

// TestRunMatchMissingProgram: a player that cannot start stops the match
// before any game, with exit status 2.
func TestRunMatchMissingProgram(t *testing.T) {
	pa := mustPlayer(t, "uci="+filepath.Join(t.TempDir(), "missing"))
	pb := mustPlayer(t, "depth=1")
	played := 0
	_, err := runMatch(pb, pa, makeOpenings(1, 2, 1), 1, func(outcome) { played++ })
	if err == nil || !strings.HasPrefix(err.Error(), "player B (uci=") || played != 0 {
		t.Errorf("%v after %d games", err, played)
	}
	if code := run(pa, pb, 2, 1, 2, 1, true, nil); code != 2 {
		t.Errorf("exit status %d", code)
	}
}

func TestParseScore(t *testing.T) {
	cases := []struct {
		lines       []string
		score, mate int
		move        string
	}{
		{[]string{"info depth 3 score cp 37 nodes 100 pv h2e2", "bestmove h2e2"}, 37, 0, "h2e2"},
		{[]string{"info depth 1 score cp 5", "info depth 2 score cp -120 nodes 9", "bestmove b0c2"}, -120, 0, "b0c2"},
		{[]string{"info depth 5 score mate 3 pv a0a1", "bestmove a0a1"}, ai.MateScore - 5, 3, "a0a1"},
		{[]string{"info depth 4 score mate -2", "bestmove e0e1"}, -ai.MateScore + 4, -2, "e0e1"},
		{[]string{"info depth 2 score cp 80", "info string score cp 999", "info depth 3 score cp x", "bestmove e3e4"}, 80, 0, "e3e4"},
		{[]string{"bestmove i9i9"}, 0, 0, "0000"}, // unreadable: the referee rejects NoMove
	}
	for _, c := range cases {
		r := parseSearch(c.lines)
		if r.Score != c.score || r.Mate != c.mate || r.Move.String() != c.move {
			t.Errorf("%q: score %d mate %d move %v, want %d %d %s", c.lines, r.Score, r.Mate, r.Move, c.score, c.mate, c.move)
		}
	}
}

func TestCommands(t *testing.T) {
	g := mustGame(t, rules.StartFEN, "h2e2", "h9g7")
	if got, want := positionCommand(g), "position fen "+rules.StartFEN+" moves h2e2 h9g7"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
	if got := positionCommand(rules.NewGame(rules.StartPosition())); strings.Contains(got, "moves") {
		t.Errorf("no moves: %q", got)
	}
	for _, c := range []struct {
		lim  ai.Limits
		want string
	}{
		{ai.Limits{Time: 20 * time.Millisecond}, "go movetime 20"},
		{ai.Limits{Time: 300 * time.Microsecond, Depth: 3, Nodes: 5000}, "go movetime 1 depth 3 nodes 5000"},
		{ai.Limits{Depth: 7}, "go depth 7"},
	} {
		if got := goCommand(c.lim); got != c.want {
			t.Errorf("%+v: %q, want %q", c.lim, got, c.want)
		}
	}
}

// TestEngineProgram plays over real pipes with the engine program built
// from this tree: a game, a clean quit, and a kill after a timeout.
func TestEngineProgram(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the engine program")
	}
	bin := filepath.Join(t.TempDir(), "xiangqi-engine")
	if out, err := exec.Command("go", "build", "-o", bin, "xiangqi/cmd/xiangqi-engine").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	m, err := newMover(mustPlayer(t, "uci="+bin+",depth=2"), 1)
	if err != nil {
		t.Fatal(err)
	}
	local, _ := newMover(mustPlayer(t, "depth=2"), 1)
	pts, why, plies := playGame(local, m, makeOpenings(1, 2, 3)[0], false)
	if strings.Contains(why, "illegal") || strings.Contains(why, "failed") || plies < 4 {
		t.Errorf("%.1f, %s after %d plies", pts, why, plies)
	}
	if err := m.close(); err != nil {
		t.Errorf("the program did not quit cleanly: %v", err)
	}

	u, err := newUCIMover(mustPlayer(t, "uci="+bin), func() (*uciconn.Conn, error) { return uciconn.Start(bin) })
	if err != nil {
		t.Fatal(err)
	}
	u.moveTimeout = time.Millisecond // an unlimited search cannot beat it
	if err := u.newGame(); err != nil {
		t.Fatal(err)
	}
	if _, err := u.move(rules.NewGame(rules.StartPosition())); err == nil || !strings.Contains(err.Error(), "signal: killed") {
		t.Errorf("timed-out move: %v", err)
	}
	if err := u.close(); err != nil {
		t.Errorf("close after the kill: %v", err)
	}
}
