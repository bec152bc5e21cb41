package ai

import (
	"context"
	"strings"
	"testing"
	"time"

	"xiangqi/rules"
)

func TestParseLevel(t *testing.T) {
	for l := Level(0); l < NumLevels; l++ {
		for _, s := range []string{l.String(), strings.ToUpper(l.String()), string(rune('0' + l))} {
			got, err := ParseLevel(s)
			if err != nil || got != l {
				t.Errorf("ParseLevel(%q) = %v, %v", s, got, err)
			}
		}
	}
	if _, err := ParseLevel("Grandmaster"); err == nil {
		t.Error("unknown level accepted")
	}
	// Stronger levels search at least as deep and as long.
	for l := Level(1); l < NumLevels; l++ {
		a, b := (l - 1).Limits(), l.Limits()
		if b.Time < a.Time || (b.Depth != 0 && b.Depth < a.Depth) || a.Depth == 0 {
			t.Errorf("%v limits %+v not above %v's %+v", l, b, l-1, a)
		}
	}
}

func TestBookLinesLegal(t *testing.T) {
	for _, line := range bookLines {
		p := rules.StartPosition()
		for _, text := range strings.Fields(line) {
			m, err := rules.ParseMoveText(text)
			if err != nil || !p.IsLegal(m) {
				t.Fatalf("book line %q: %s is not legal in %s", line, text, p.FEN())
			}
			p.MakeMove(m)
		}
	}
	p := rules.StartPosition()
	if len(bookMoves(&p)) < 4 {
		t.Fatalf("only %d book moves from the start", len(bookMoves(&p)))
	}
}

// TestPlayOpeningVaries: Play from the start picks among the book moves.
func TestPlayOpeningVaries(t *testing.T) {
	e := NewEngine(1)
	e.Seed(9)
	seen := map[rules.Move]bool{}
	p := rules.StartPosition()
	for i := 0; i < 30; i++ {
		r := e.Play(context.Background(), p, nil, Master, nil)
		if !p.IsLegal(r.Move) || r.Depth < 1 || !r.Book {
			t.Fatalf("Play returned %+v, want a legal book move", r)
		}
		seen[r.Move] = true
	}
	if len(seen) < 3 {
		t.Fatalf("30 games opened with only %v", seen)
	}
	// Out of the book the move is searched, and says so.
	out, err := rules.ParseFEN("r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if r := e.Play(context.Background(), out, nil, Easy, nil); r.Book || r.Move == rules.NoMove {
		t.Fatalf("out of book: %+v", r)
	}
}

// TestErrorModel: out of book, Beginner often plays another move than the
// search's best, while a level without errors never does.
func TestErrorModel(t *testing.T) {
	e := NewEngine(2)
	e.Seed(4)
	ref := NewEngine(2)
	differ, total := 0, 0
	for _, p := range randomPositions(t, 40) {
		if p.Status().Over() || len(bookMoves(&p)) > 0 {
			continue
		}
		want := ref.Search(context.Background(), p, nil, Limits{Depth: 1}, nil)
		got := e.PlayLimited(context.Background(), p, History{}, Beginner, Limits{}, nil)
		if !p.IsLegal(got.Move) {
			t.Fatalf("%s: Beginner played %v", p.FEN(), got.Move)
		}
		total++
		if got.Move != want.Move {
			differ++
		}
		// Both from a cleared engine: the search's pruning reads the
		// history and the table that earlier searches left.
		e.Clear()
		ref.Clear()
		hard := e.PlayLimited(context.Background(), p, History{}, Hard, Limits{Depth: 2}, nil)
		best := ref.Search(context.Background(), p, nil, Limits{Depth: 2}, nil)
		if hard.Score != best.Score {
			t.Fatalf("%s: Hard (no errors) scored %d, search %d", p.FEN(), hard.Score, best.Score)
		}
	}
	if differ < total/5 || differ == total {
		t.Fatalf("Beginner differed from the best move in %d of %d positions", differ, total)
	}
}

func TestLimitsWithTime(t *testing.T) {
	for l := Level(0); l < NumLevels; l++ {
		def := l.Limits()
		if got := l.LimitsWithTime(0); got != def {
			t.Errorf("%v: LimitsWithTime(0) = %+v, want the level's %+v", l, got, def)
		}
		for _, budget := range []time.Duration{def.Time / 2, 4 * def.Time} {
			got := l.LimitsWithTime(budget)
			if got.Time != budget || got.Depth != def.Depth || got.Nodes != def.Nodes {
				t.Errorf("%v: LimitsWithTime(%v) = %+v, want %+v with that time", l, budget, got, def)
			}
		}
	}
}

// TestPlayWithTimeLongerThanLevel: PlayWithTime gives a level more time
// than its own budget, which PlayLimited cannot. The first iteration's
// report outlasts Easy's 0.5 s, so the level's budget leaves depth 1, and
// a longer budget lets the search reach the level's depth cap of 2.
func TestPlayWithTimeLongerThanLevel(t *testing.T) {
	var pos rules.Position
	found := false
	for _, p := range randomPositions(t, 40) {
		if !p.Status().Over() && len(bookMoves(&p)) == 0 {
			pos, found = p, true
			break
		}
	}
	if !found {
		t.Fatal("no position out of the book")
	}
	slow := func(i Info) {
		if i.Depth == 1 {
			time.Sleep(Easy.Limits().Time + 100*time.Millisecond)
		}
	}
	e := NewEngine(1)
	e.Seed(3)
	if r := e.PlayLimited(context.Background(), pos, History{}, Easy, Limits{Time: time.Hour}, slow); r.Depth != 1 {
		t.Errorf("PlayLimited with a longer time reached depth %d, want 1 (the level's budget)", r.Depth)
	}
	r := e.PlayWithTime(context.Background(), pos, History{}, Easy, 30*time.Second, slow)
	if r.Depth != Easy.Limits().Depth {
		t.Errorf("PlayWithTime(30 s) reached depth %d, want the level's cap %d", r.Depth, Easy.Limits().Depth)
	}
	if !pos.IsLegal(r.Move) {
		t.Errorf("PlayWithTime played %v", r.Move)
	}
}

// TestPlayWithTimeKeepsErrors: a longer budget keeps the level's
// deliberate-error model (Beginner still often plays another move than the
// best).
func TestPlayWithTimeKeepsErrors(t *testing.T) {
	e := NewEngine(2)
	e.Seed(5)
	ref := NewEngine(2)
	differ, total := 0, 0
	for _, p := range randomPositions(t, 40) {
		if p.Status().Over() || len(bookMoves(&p)) > 0 {
			continue
		}
		want := ref.Search(context.Background(), p, nil, Limits{Depth: 1}, nil)
		got := e.PlayWithTime(context.Background(), p, History{}, Beginner, 10*time.Second, nil)
		if !p.IsLegal(got.Move) || got.Depth != 1 {
			t.Fatalf("%s: Beginner with 10 s played %v at depth %d (cap 1)", p.FEN(), got.Move, got.Depth)
		}
		total++
		if got.Move != want.Move {
			differ++
		}
	}
	if differ < total/5 || differ == total {
		t.Fatalf("Beginner with 10 s differed from the best move in %d of %d positions", differ, total)
	}
}
