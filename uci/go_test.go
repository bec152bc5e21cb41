package uci

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"xiangqi/rules"
)

// answerWithin sends position then goLine to a fresh session and waits up
// to within for the search's end; if it has not ended, it sends stop and
// reports false. The output is complete when it returns.
func answerWithin(position, goLine string, within time.Duration) (out string, ended bool) {
	var b bytes.Buffer
	s := NewSession(&b, Config{})
	s.Handle(position)
	s.Handle(goLine)
	ended = true
	select {
	case <-s.done: // nil, and so never ready, when no search started
	case <-time.After(within):
		ended = false
	}
	s.Handle("stop")
	return b.String(), ended
}

// TestOutOfTimeAnswersAtOnce (issue 49, fault 11): a zero, negative or
// missing clock of the side to move is no time left, not an unlimited
// search; the move comes at once (the bound is for a loaded machine: the
// search is depth 1).
func TestOutOfTimeAnswersAtOnce(t *testing.T) {
	for _, c := range []struct{ position, goLine string }{
		{"position startpos", "go wtime 0 btime 0 winc 100 binc 100"},
		{"position startpos", "go wtime -50 btime 1000"},
		{"position startpos", "go btime 60000"},
		{"position startpos", "go winc 100 binc 100"},
		{"position startpos moves h2e2", "go wtime 60000 btime 0"},
		{"position startpos moves h2e2", "go wtime 60000 winc 1000 binc 1000"},
	} {
		out, ended := answerWithin(c.position, c.goLine, 2*time.Second)
		if !ended {
			t.Errorf("%s, %q: no answer within 2 s:\n%s", c.position, c.goLine, out)
			continue
		}
		if !strings.Contains(out, "info string go: ") {
			t.Errorf("%q: no info string on the missing time:\n%s", c.goLine, out)
		}
		checkBestmove(t, out, c.position)
	}
	// A clock with time left is still used.
	out, ended := answerWithin("position startpos", "go wtime 10000 btime 0", 2*time.Second)
	if !ended || strings.Contains(out, "info string") || !strings.Contains(out, "info depth 3 ") {
		t.Errorf("go wtime 10000 btime 0 with Red to move, ended %v:\n%s", ended, out)
	}
	checkBestmove(t, out, "position startpos")
}

// TestEveryGoAnswers (issue 49, fault 12): no "go" is rejected without a
// bestmove; nonsense limits are clamped with an info string saying so.
func TestEveryGoAnswers(t *testing.T) {
	const pos = "position startpos"
	for _, c := range []struct {
		goLine string
		stop   bool // an unlimited (or 64-ply) search: answered on stop
		note   string
	}{
		{"go depth 0", false, "go depth 0: out of range 1–64; took 1"},
		{"go depth -3", false, "took 1"},
		{"go movetime -1", false, "go movetime -1: out of range"},
		{"go movetime 0", false, "go movetime 0: out of range"},
		{"go nodes 0", false, "go nodes 0: out of range"},
		{"go mate 0", false, "go mate 0: out of range"},
		{"go depth", false, "go depth: missing value; took 1"},
		{"go depth many", false, "is not a number; took 1"},
		{"go sideways 3", false, "unknown argument"},
		{"go depth 2 winc -5 wtime 500", false, "go winc -5: out of range"},
		{"go movetime 99999999999999999999999", true, "took 86400000"},
		{"go depth 99999999999", true, "go depth 99999999999: out of range 1–64; took 64"},
		{"go searchmoves h2e2 b2e2", true, ""},
	} {
		within := 2 * time.Second
		if c.stop {
			within = 300 * time.Millisecond
		}
		out, ended := answerWithin(pos, c.goLine, within)
		if !ended && !c.stop {
			t.Errorf("%q: no answer within 2 s:\n%s", c.goLine, out)
		}
		if !strings.Contains(out, c.note) || (c.note != "") != strings.Contains(out, "info string") {
			t.Errorf("%q: want an info string with %q:\n%s", c.goLine, c.note, out)
		}
		if !strings.Contains(out, "bestmove") {
			t.Errorf("%q: no bestmove, even after stop:\n%s", c.goLine, out)
			continue
		}
		checkBestmove(t, out, pos)
		if c.goLine == "go searchmoves h2e2 b2e2" && !strings.HasSuffix(out, "bestmove h2e2\n") && !strings.HasSuffix(out, "bestmove b2e2\n") {
			t.Errorf("%q: a move not listed:\n%s", c.goLine, out)
		}
	}
}

// TestSearchmoves: only the listed root moves are searched (UCI
// searchmoves); moves not legal are ignored with an info string, and with
// none legal all moves are searched.
func TestSearchmoves(t *testing.T) {
	const pos = "position startpos"
	for _, c := range []struct {
		goLine string
		want   []string
		note   bool
	}{
		{"go depth 4 searchmoves a3a4", []string{"a3a4"}, false},
		{"go searchmoves i3i4 a0a1 depth 4", []string{"i3i4", "a0a1"}, false},
		{"go depth 3 searchmoves a0b0 c3c4", []string{"c3c4"}, true},
		{"go depth 3 searchmoves zz", nil, true},
	} {
		out, ended := answerWithin(pos, c.goLine, 5*time.Second)
		if !ended {
			t.Errorf("%q: no answer within 5 s", c.goLine)
		}
		checkBestmove(t, out, pos)
		if strings.Contains(out, "info string") != c.note {
			t.Errorf("%q: info string %v, want %v:\n%s", c.goLine, !c.note, c.note, out)
		}
		if c.want == nil {
			continue
		}
		ok := false
		for _, m := range c.want {
			ok = ok || strings.HasSuffix(out, "bestmove "+m+"\n")
		}
		if !ok {
			t.Errorf("%q: bestmove not among %v:\n%s", c.goLine, c.want, out)
		}
		if !strings.Contains(out, "info depth 3 ") {
			t.Errorf("%q: the search did not reach depth 3:\n%s", c.goLine, out)
		}
	}
}

// TestByoyomi: "go wtime 0 btime 0 byoyomi MS" (Shogi UCI's countdown) is
// not out of time: the move takes the period less Move Overhead and a
// half of it up to a second; with main time left, its sudden-death share on top.
func TestByoyomi(t *testing.T) {
	g := parseGo(strings.Fields("wtime 0 btime 0 byoyomi 1000"))
	if len(g.notes) != 0 || !g.clock || g.byoyomi != 1000 {
		t.Fatalf("parsed %+v", g)
	}
	if b := g.budget(rules.Red, DefaultMoveOverhead, 10); b != 400*time.Millisecond {
		t.Errorf("in the countdown: budget %v, want 400ms", b)
	}
	g = parseGo(strings.Fields("wtime 40000 btime 0 byoyomi 1000"))
	if b := g.budget(rules.Red, DefaultMoveOverhead, 0); b != 1400*time.Millisecond {
		t.Errorf("with 40 s main time: budget %v, want 1.4s (40 s / 40 + 0.4 s)", b)
	}
	start := time.Now()
	out, ended := answerWithin("position startpos", "go wtime 0 btime 0 byoyomi 500", 2*time.Second)
	if !ended || strings.Contains(out, "info string") {
		t.Fatalf("go with byoyomi 500, ended %v:\n%s", ended, out)
	}
	if d := time.Since(start); d > time.Second {
		t.Errorf("took %v of a 0.5 s period", d)
	}
	checkBestmove(t, out, "position startpos")
}
