package main

import (
	"errors"
	"math"
	"strings"
	"testing"
	"time"

	"xiangqi/ai"
	"xiangqi/clock"
	"xiangqi/rules"
)

func TestElo(t *testing.T) {
	cases := []struct {
		t    tally
		elo  float64
		tol  float64
		wide bool
	}{
		{tally{10, 0, 10}, 0, 0.01, true},
		{tally{15, 0, 5}, 190.85, 0.1, true},
		{tally{30, 20, 10}, 120.4, 0.2, true},
		{tally{0, 40, 0}, 0, 0.01, false}, // all draws: no spread
		{tally{39, 0, 1}, 636.4, 0.5, true},
	}
	for _, c := range cases {
		d, m := c.t.elo()
		if math.Abs(d-c.elo) > c.tol {
			t.Errorf("%+v: elo %.2f, want %.2f", c.t, d, c.elo)
		}
		if (m > 0) != c.wide {
			t.Errorf("%+v: margin %.1f", c.t, m)
		}
	}
	// More games, narrower interval.
	_, m20 := tally{12, 4, 4}.elo()
	_, m200 := tally{120, 40, 40}.elo()
	if m200 >= m20 {
		t.Errorf("margin with 200 games %.1f not below 20 games %.1f", m200, m20)
	}
}

func TestParsePlayer(t *testing.T) {
	base := ai.Limits{Time: 30 * time.Millisecond}
	p, err := parsePlayer("no-null,no-lmr,depth=5", base)
	if err != nil || !p.feat.NoNullMove || !p.feat.NoLMR || p.feat.NoFutility || p.lim.Depth != 5 || p.lim.Time != base.Time {
		t.Fatalf("%+v %v", p, err)
	}
	p, err = parsePlayer("level=Hard,scale=0.1", base)
	if err != nil || !p.leveled || p.level != ai.Hard || p.lim.Time != ai.Hard.Limits().Time/10 {
		t.Fatalf("%+v %v", p, err)
	}
	p, err = parsePlayer("uci=/tmp/old-engine,depth=3,hash=64", base)
	if err != nil || p.uci != "/tmp/old-engine" || p.lim.Depth != 3 || p.lim.Time != base.Time || p.hashMiB != 64 {
		t.Fatalf("%+v %v", p, err)
	}
	_, err = parsePlayer("uci=/tmp/old-engine,level=Hard", base)
	if err == nil || !strings.Contains(err.Error(), "level=Hard") {
		t.Errorf("uci= with level=: %v", err)
	}
	p, err = parsePlayer("full,movetime=100ms,threads=2", base)
	if err != nil || p.threads != 2 || p.lim.Time != 100*time.Millisecond || p.feat != (ai.Features{}) {
		t.Fatalf("%+v %v", p, err)
	}
	p, err = parsePlayer("uci=/tmp/old-engine,threads=4", base)
	if err != nil || p.uci != "/tmp/old-engine" || p.threads != 4 {
		t.Fatalf("%+v %v", p, err)
	}
	if p, _ := parsePlayer("full", base); p.threads != 0 {
		t.Errorf("threads %d by default", p.threads)
	}
	for _, bad := range []string{"no-such", "level=God", "scale=-1", "depth=x", "movetime=fast", "nodes=0",
		"uci=", "uci=/x,no-null", "scale=0.5,uci=/x", "threads=0", "threads=two", "threads=65", "threads="} {
		if _, err := parsePlayer(bad, base); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// TestMatch plays a tiny match: every opening twice, colours swapped, and
// the full engine beats a one-ply Beginner.
func TestMatch(t *testing.T) {
	openings := makeOpenings(2, 2, 7)
	if len(openings) != 2 {
		t.Fatalf("%d openings", len(openings))
	}
	a, _ := parsePlayer("depth=3", ai.Limits{})
	b, _ := parsePlayer("level=Beginner", ai.Limits{})
	var reds, blacks int
	res, err := runMatch(a, b, openings, 2, func(o outcome) {
		if o.aRed {
			reds++
		} else {
			blacks++
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if res.games() != 4 || reds != 2 || blacks != 2 {
		t.Fatalf("%v, %d as red, %d as black", res, reds, blacks)
	}
	if res.score() < 0.75 {
		t.Errorf("depth 3 against Beginner: %v", res)
	}
}

// TestThreadsPlayer: threads= reaches the engine in process, and a match
// between two threads and one plays its games to the end.
func TestThreadsPlayer(t *testing.T) {
	a, err := parsePlayer("full,depth=3,threads=2", ai.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	m, err := newMover(a, 1)
	if err != nil {
		t.Fatal(err)
	}
	if n := m.(*engineMover).p.threads; n != 2 {
		t.Fatalf("mover searches with %d threads, want 2", n)
	}
	b, _ := parsePlayer("full,depth=3", ai.Limits{})
	res, err := runMatch(a, b, makeOpenings(1, 2, 5), 1, nil)
	if err != nil || res.games() != 2 {
		t.Fatalf("%v, %v", res, err)
	}
}

// The in-process engine is given the game's moves, so that it rules
// perpetual chases as the referee does: in the issue-12 game Red must not
// repeat c0c2 into a chase the referee loses (without the moves the
// engine took the cycle for a draw and played it).
func TestEngineMoverSeesChases(t *testing.T) {
	const fen = "rnbakabnr/9/1c2c4/p3p1p1p/9/2p6/P3P1P1P/1CN1B2C1/9/R2AKABNR w - - 0 4"
	const moves = "e2c4 h9g7 i0i1 i9h9 a0a1 h9h4 c4a2 b9c7 a1d1 a9a8 d1d4 h4d4 c2d4 e7e3 h0g2 e3e4 i1c1 c7d5 c1c9 g6g5 c9c5 a8d8 b2d2 b7b2 c5c2 b2b0 c2c0 b0b2"
	start, err := rules.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	g := rules.NewGame(start)
	for _, m := range strings.Fields(moves) {
		if err := g.PlayText(m); err != nil {
			t.Fatal(err)
		}
	}
	m, err := newMover(mustPlayer(t, "depth=8"), 1)
	if err != nil {
		t.Fatal(err)
	}
	r, err := m.move(g)
	if err != nil {
		t.Fatal(err)
	}
	if r.Move.String() == "c0c2" || r.Score == 0 {
		t.Errorf("Red plays %v scoring %d: the perpetual chase taken for a draw", r.Move, r.Score)
	}
}

// slowMover is an engine that thinks too long under a clock: each move
// takes delay more.
type slowMover struct {
	inner *engineMover
	delay time.Duration
}

func (m slowMover) newGame() error                        { return nil }
func (m slowMover) close() error                          { return nil }
func (m slowMover) move(g *rules.Game) (ai.Result, error) { return m.inner.move(g) }
func (m slowMover) moveClocked(g *rules.Game, c clockState) (ai.Result, error) {
	time.Sleep(m.delay)
	return m.inner.move(g)
}

// Under -tc a side whose time runs out loses on time; the in-process
// engine spends its clock and does not.
func TestPlayClock(t *testing.T) {
	tc := clock.Control{Base: 300 * time.Millisecond, Inc: 10 * time.Millisecond}
	eng := &engineMover{p: player{lim: ai.Limits{Time: time.Hour, FullTime: true}}, eng: ai.NewEngine(1)}
	slow := slowMover{inner: &engineMover{p: player{lim: ai.Limits{Depth: 2}}, eng: ai.NewEngine(1)}, delay: 100 * time.Millisecond}
	pts, why, g := playClock(eng, slow, nil, true, tc)
	if why != timeForfeit || pts != 1 {
		t.Fatalf("the slow side: %v %q after %d plies", pts, why, len(g.Moves()))
	}
	if n := len(g.Moves()); n < 4 || n > 10 {
		t.Fatalf("%d plies: the slow side should lose on about its 4th move", n)
	}
	// Both sides spending the clock themselves: no loss on time.
	if testing.Short() {
		return
	}
	eng2 := &engineMover{p: player{lim: ai.Limits{Time: time.Hour, FullTime: true}}, eng: ai.NewEngine(1)}
	_, why, g = playClock(eng, eng2, nil, true, clock.Control{Base: time.Second, Inc: 20 * time.Millisecond})
	if why == timeForfeit {
		t.Fatalf("the engine lost on time after %d plies", len(g.Moves()))
	}
	t.Logf("1s+0.02s engine against itself: %s after %d plies", why, len(g.Moves()))
}

// The go line of each kind of clock: a countdown sends the main times and
// the mover's period as Shogi's UCI does.
func TestGoLine(t *testing.T) {
	cd := clock.CountdownOf(5*time.Second, 1, time.Second)
	for _, tc := range []struct {
		c    clockState
		side rules.Color
		want string
	}{
		{clockState{left: [2]time.Duration{3 * time.Second, 4 * time.Second}, ctl: clock.Control{Base: 5 * time.Second, Inc: 100 * time.Millisecond}}, rules.Red, "go wtime 3000 btime 4000 winc 100 binc 100"},
		{clockState{left: [2]time.Duration{time.Second, time.Second}, ctl: clock.PerMoveOf(time.Second)}, rules.Red, "go wtime 1000 btime 1000 movestogo 1"},
		{clockState{left: [2]time.Duration{30 * time.Second, 60 * time.Second}, ctl: clock.MovesIn(40, time.Minute), movesToGo: 7}, rules.Black, "go wtime 30000 btime 60000 movestogo 7"},
		{clockState{left: [2]time.Duration{3500 * time.Millisecond, time.Second}, ctl: cd}, rules.Black, "go wtime 2500 btime 0 byoyomi 1000"},
		{clockState{left: [2]time.Duration{3500 * time.Millisecond, 600 * time.Millisecond}, ctl: cd}, rules.Black, "go wtime 2500 btime 0 byoyomi 600"},
	} {
		if got := goLine(tc.c, tc.side); got != tc.want {
			t.Errorf("goLine(%+v) = %q, want %q", tc.c, got, tc.want)
		}
	}
}

// Under a countdown a side slower than the period loses on time as soon
// as its main time is spent: at 1 s + 1 × 1 s, 1.5 s moves keep the
// period once (the main time took 1 s of it) and lose the next; the
// engine that spends its clock keeps within its period.
func TestPlayCountdown(t *testing.T) {
	tc := clock.CountdownOf(time.Second, 1, time.Second)
	eng := &engineMover{p: player{lim: ai.Limits{Time: time.Hour, FullTime: true}}, eng: ai.NewEngine(1)}
	slow := slowMover{inner: &engineMover{p: player{lim: ai.Limits{Depth: 2}}, eng: ai.NewEngine(1)}, delay: 1500 * time.Millisecond}
	pts, why, g, closest := playTimed(eng, slow, nil, true, tc)
	if why != timeForfeit || pts != 1 || len(g.Moves()) != 3 {
		t.Fatalf("the slow side: %v %q after %d plies, want a loss on its 2nd move", pts, why, len(g.Moves()))
	}
	// Its first move left about 0.5 s of the period.
	if closest <= 0 || closest > 500*time.Millisecond {
		t.Fatalf("closest %v, want in (0, 0.5 s]", closest)
	}
}

// claimMover answers every move as ElephantEye does at a position its
// rules call drawn: "bestmove 0000".
type claimMover struct{}

func (claimMover) newGame() error { return nil }
func (claimMover) close() error   { return nil }
func (claimMover) move(*rules.Game) (ai.Result, error) {
	return searchOrClaim([]string{"info depth 1 score cp 0", "bestmove 0000"})
}

// An engine's null bestmove is its claim of a draw, scored as one, not as
// an illegal move; an unreadable bestmove still loses.
func TestDrawClaimIsADraw(t *testing.T) {
	for _, c := range []struct {
		lines []string
		claim bool
		move  string
	}{
		{[]string{"bestmove 0000"}, true, ""},
		{[]string{"info depth 3 score cp 5", "bestmove (none)"}, true, ""},
		{[]string{"bestmove h2e2 ponder h9g7"}, false, "h2e2"},
		{[]string{"bestmove i9i9"}, false, "0000"},
	} {
		r, err := searchOrClaim(c.lines)
		if errors.Is(err, errDrawClaim) != c.claim || (!c.claim && r.Move.String() != c.move) {
			t.Errorf("%q: %v %v", c.lines, r.Move, err)
		}
	}
	eng := &engineMover{p: player{lim: ai.Limits{Depth: 1}}, eng: ai.NewEngine(1)}
	pts, why, plies := playGame(eng, claimMover{}, nil, true)
	if pts != 0.5 || why != "engine B claims a draw (bestmove 0000)" || plies != 1 {
		t.Errorf("claim: %v %q after %d plies", pts, why, plies)
	}
}
