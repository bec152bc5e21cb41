package ai

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"xiangqi/rules"
)

func TestParseLevel(t *testing.T) {
	for l := Level(0); l < NumLevels; l++ {
		name := l.String()
		alias := []string{name, strings.ToUpper(name), strings.ReplaceAll(name, " ", ""), fmt.Sprint(l.Number())}
		if l >= Beginner {
			alias = append(alias, fmt.Sprintf("level %d", l.Number()))
		}
		for _, s := range alias {
			got, err := ParseLevel(s)
			if err != nil || got != l {
				t.Errorf("ParseLevel(%q) = %v, %v", s, got, err)
			}
		}
	}
	for _, bad := range []string{"Grandmaster", fmt.Sprint(Level(0).Number() - 1), fmt.Sprint(Master.Number() + 1), "Level 99", "Level -1", "Newcomer 9", ""} {
		if _, err := ParseLevel(bad); err == nil {
			t.Errorf("ParseLevel(%q) accepted", bad)
		}
	}
}

// TestLadderShape: the interface the game's level picker relies on.
func TestLadderShape(t *testing.T) {
	if NumLevels < 10 || Newcomer != 0 || Beginner.Number() != 0 || Master != NumLevels-1 ||
		!(Newcomer < Beginner && Beginner < Easy && Easy < Medium && Medium < Hard && Hard < Master) {
		t.Fatalf("levels: %d, landmarks %d %d %d %d %d %d", NumLevels, Newcomer, Beginner, Easy, Medium, Hard, Master)
	}
	// The names and numbers from Beginner up are those of the ladder
	// before the Newcomer levels, so that saves and records mean the same.
	for l, want := range map[Level]string{Newcomer: "Newcomer 1", Beginner - 1: fmt.Sprintf("Newcomer %d", NumNewcomer), Beginner: "Beginner",
		LevelNumbered(1): "Level 1", LevelNumbered(2): "Easy", LevelNumbered(3): "Level 3", LevelNumbered(4): "Medium",
		LevelNumbered(6): "Level 6", LevelNumbered(12): "Hard", LevelNumbered(16): "Level 16", LevelNumbered(17): "Master"} {
		if l.String() != want {
			t.Errorf("Level(%d).String() = %q, want %q", int(l), l.String(), want)
		}
	}
	for old, want := range []Level{Newcomer, Beginner - 1, LevelNumbered(6), Hard, Master} {
		if got := LegacyLevel(old); got != want {
			t.Errorf("LegacyLevel(%d) = %v, want %v", old, got, want)
		}
	}
	if LegacyLevel(-3) != Newcomer || LegacyLevel(9) != Master {
		t.Error("LegacyLevel does not clamp")
	}
	for l := Level(1); l < NumLevels; l++ {
		a, b := (l - 1).spec(), l.spec()
		if b.rating <= a.rating {
			t.Errorf("%v rated %d, not above %v's %d", l, b.rating, l-1, a.rating)
		}
	}
	// Every level, Master too, is capped by depth or nodes and plays alike
	// on every device, as measured; its time is a safety bound.
	for l := Level(0); l < NumLevels; l++ {
		lim := l.Limits()
		if capped := lim.Depth > 0 || lim.Nodes > 0; !capped || lim.Time <= 0 {
			t.Errorf("%v limits %+v", l, lim)
		}
		if l.Rating() != l.spec().rating {
			t.Errorf("%v.Rating() = %d", l, l.Rating())
		}
	}
}

// TestMasterNeverErrs: the strongest level makes no deliberate error: its
// move and score are those of a plain search with the same limits (and
// round two's tree, which the levels keep: TestLevelsSearchRoundTwo).
func TestMasterNeverErrs(t *testing.T) {
	if Master.errs() {
		t.Fatalf("Master has an error model: %+v", Master.spec())
	}
	e, ref := NewEngine(2), NewEngine(2)
	ref.SetFeatures(RoundTwo())
	e.Seed(11)
	for _, p := range randomPositions(t, 30) {
		if p.Status().Over() || len(bookMoves(&p)) > 0 {
			continue
		}
		e.Clear()
		ref.Clear()
		got := e.Search(context.Background(), Request{Pos: p, Level: Master, Leveled: true, Limits: Limits{Depth: 3}})
		want := ref.Search(context.Background(), Request{Pos: p, Limits: Limits{Depth: 3}})
		if got.Move != want.Move || got.Score != want.Score {
			t.Fatalf("%s: Master played %v (%d), the search %v (%d)", p.FEN(), got.Move, got.Score, want.Move, want.Score)
		}
	}
}

// TestWeakestMatesInOne: every level from Beginner up plays a mate in one
// whatever its error model draws (the Newcomer levels at their rate:
// TestNewcomerMatesAtItsRate).
func TestWeakestMatesInOne(t *testing.T) {
	// Red mates with b0-b9 (the chariot on a8 holds rank 8).
	p, err := rules.ParseFEN("4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	e := NewEngine(2)
	for l := Beginner; l < NumLevels; l++ {
		tries := 1
		if l.errs() {
			tries = 40
		}
		for i := 0; i < tries; i++ {
			e.Seed(uint64(i)*7919 + uint64(l))
			r := e.Search(context.Background(), Request{Pos: p, Level: l, Leveled: true, Limits: Limits{Nodes: 50000, Time: 2 * time.Second}})
			q := p
			if !q.IsLegal(r.Move) {
				t.Fatalf("%v played %v", l, r.Move)
			}
			q.MakeMove(r.Move)
			if st := q.Status(); st.Reason != rules.Checkmate {
				t.Fatalf("%v (seed %d) played %v, not the mate in one", l, i, r.Move)
			}
		}
	}
}

// TestLevelsPlayLegalMoves: no level, whatever its error model draws,
// plays an illegal move, or none while it has one. The strongest levels
// run with a smaller node budget here, which the error model does not see.
func TestLevelsPlayLegalMoves(t *testing.T) {
	positions := randomPositions(t, 60)
	e := NewEngine(2)
	for l := Level(0); l < NumLevels; l++ {
		e.Seed(uint64(l) + 1)
		for i, p := range positions {
			if i%3 != int(l)%3 {
				continue
			}
			r := e.Search(context.Background(), Request{Pos: p, Level: l, Leveled: true, Limits: Limits{Nodes: 20000, Time: time.Second}})
			if p.HasLegalMove() != (r.Move != rules.NoMove) || r.Move != rules.NoMove && !p.IsLegal(r.Move) {
				t.Fatalf("%v in %s played %v", l, p.FEN(), r.Move)
			}
		}
	}
}

// TestNoLevelGivesAwayMaterial: a misjudgement is bounded by the level's
// margin. Beginner, the level with the widest one, never plays a move that
// its own search (depth 1 and the quiescence search) scores more than
// marginCP below the best, whatever the draw: a chariot left to be taken
// by a soldier, or any piece left hanging, scores far below that.
func TestNoLevelGivesAwayMaterial(t *testing.T) {
	e := NewEngine(2)
	ref := NewEngine(2)
	for _, p := range randomPositions(t, 40) {
		if p.Status().Over() || len(bookMoves(&p)) > 0 {
			continue
		}
		ref.Clear()
		ref.s.multi = true
		best := ref.Search(context.Background(), Request{Pos: p, Limits: Limits{Depth: 1}})
		ref.s.multi = false
		if best.Mate != 0 {
			continue
		}
		scores := map[rules.Move]int{}
		for _, rm := range ref.s.roots {
			scores[rm.move] = rm.score
		}
		for i := 0; i < 10; i++ {
			e.Seed(uint64(i) + 100)
			e.Clear()
			r := e.Search(context.Background(), Request{Pos: p, Level: Beginner, Leveled: true})
			if loss := best.Score - scores[r.Move]; loss > Beginner.spec().marginCP {
				t.Fatalf("%s: Beginner played %v, %d cp below the best at its own depth", p.FEN(), r.Move, loss)
			}
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

// TestPlayOpeningVaries: a levelled Search from the start picks among the book moves.
func TestPlayOpeningVaries(t *testing.T) {
	e := NewEngine(1)
	e.Seed(9)
	seen := map[rules.Move]bool{}
	p := rules.StartPosition()
	for i := 0; i < 30; i++ {
		r := e.Search(context.Background(), Request{Pos: p, Level: Master, Leveled: true})
		if !p.IsLegal(r.Move) || r.Depth < 1 || !r.Book {
			t.Fatalf("Search returned %+v, want a legal book move", r)
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
	if r := e.Search(context.Background(), Request{Pos: out, Level: Easy, Leveled: true}); r.Book || r.Move == rules.NoMove {
		t.Fatalf("out of book: %+v", r)
	}
}

// TestErrorModel: out of book, Beginner often plays another move than the
// search's best, while a level without errors never does.
func TestErrorModel(t *testing.T) {
	e := NewEngine(2)
	e.Seed(4)
	ref := NewEngine(2)
	ref.SetFeatures(RoundTwo()) // the search the levels play with
	differ, total := 0, 0
	for _, p := range randomPositions(t, 40) {
		if p.Status().Over() || len(bookMoves(&p)) > 0 {
			continue
		}
		want := ref.Search(context.Background(), Request{Pos: p, Limits: Limits{Depth: 1}})
		got := e.Search(context.Background(), Request{Pos: p, Level: Beginner, Leveled: true})
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
		hard := e.Search(context.Background(), Request{Pos: p, Level: Hard, Leveled: true, Limits: Limits{Depth: 2}})
		best := ref.Search(context.Background(), Request{Pos: p, Limits: Limits{Depth: 2}})
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

// TestLevelTimeLongerThanLevel: LevelTime gives a level more time than
// its own budget, which Limits cannot. The level is the weakest
// without deliberate errors (a lapse would lower its cap), node-capped,
// its time a safety bound. The first iteration's report outlasts that
// bound, so the level's budget leaves depth 1, and a longer budget lets
// the search go on to its node cap.
func TestLevelTimeLongerThanLevel(t *testing.T) {
	lv := Level(0)
	for lv < Master && (lv.errs() || lv.Limits().Nodes == 0) {
		lv++
	}
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
			time.Sleep(lv.Limits().Time + 100*time.Millisecond)
		}
	}
	e := NewEngine(1)
	e.Seed(3)
	if r := e.Search(context.Background(), Request{Pos: pos, Level: lv, Leveled: true, Limits: Limits{Time: time.Hour}, Info: slow}); r.Depth != 1 {
		t.Errorf("%v: Limits with a longer time reached depth %d, want 1 (the level's budget)", lv, r.Depth)
	}
	r := e.Search(context.Background(), Request{Pos: pos, Level: lv, Leveled: true, LevelTime: 30 * time.Second, Info: slow})
	if r.Depth < 3 || r.Nodes > lv.Limits().Nodes+lv.Limits().Nodes/10 {
		t.Errorf("%v: LevelTime 30 s reached depth %d in %d nodes, want its node cap %d to stop it", lv, r.Depth, r.Nodes, lv.Limits().Nodes)
	}
	if !pos.IsLegal(r.Move) {
		t.Errorf("LevelTime 30 s played %v", r.Move)
	}
}

// TestLevelTimeKeepsErrors: a longer budget keeps the level's
// deliberate-error model (Beginner still often plays another move than the
// best).
func TestLevelTimeKeepsErrors(t *testing.T) {
	e := NewEngine(2)
	e.Seed(5)
	ref := NewEngine(2)
	ref.SetFeatures(RoundTwo()) // the search the levels play with
	differ, total := 0, 0
	for _, p := range randomPositions(t, 40) {
		if p.Status().Over() || len(bookMoves(&p)) > 0 {
			continue
		}
		want := ref.Search(context.Background(), Request{Pos: p, Limits: Limits{Depth: 1}})
		got := e.Search(context.Background(), Request{Pos: p, Level: Beginner, Leveled: true, LevelTime: 10 * time.Second})
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
