package session

import (
	"testing"
	"time"

	"xiangqi/analysis"
	"xiangqi/puzzle"
	"xiangqi/rules"
	"xiangqi/train"
)

// mistakeReport is a two-move game: Red's h2e2 (good), then Black's b9c7,
// judged a mistake: the engine preferred h9g7, and e2e6 refutes it.
func mistakeReport(t *testing.T) *analysis.Report {
	rep := analysis.NewReport(rules.StartPosition(), []rules.Move{mv(t, "h2e2"), mv(t, "b9c7")})
	rep.Evals = []analysis.Eval{
		{Done: true, Score: 0, Mate: analysis.MateNone, PV: []rules.Move{mv(t, "h2e2")}},
		{Done: true, Score: 20, Mate: analysis.MateNone, PV: []rules.Move{mv(t, "h9g7"), mv(t, "h0g2")}},
		{Done: true, Score: 250, Mate: analysis.MateNone, PV: []rules.Move{mv(t, "e2e6"), mv(t, "d9e8")}},
	}
	rep.Marks = []analysis.Judgement{analysis.Good, analysis.Mistake}
	return rep
}

func TestMistakeCards(t *testing.T) {
	rep := mistakeReport(t)
	if got := MistakeCards("g1", rep, [2]bool{true, false}); len(got) != 0 {
		t.Fatalf("Red's cards: %+v (the mistake is Black's)", got)
	}
	cards := MistakeCards("g1", rep, [2]bool{true, true})
	if len(cards) != 1 {
		t.Fatalf("cards %+v", cards)
	}
	c := cards[0]
	after := rules.StartPosition()
	after.MakeMove(mv(t, "h2e2"))
	if c.ID != "g1#1" || c.FEN != after.FEN() || c.Played != "b9c7" || c.Best[0] != "h9g7" || c.Refute[0] != "e2e6" || c.Blunder {
		t.Fatalf("card %+v", c)
	}
	if c.Chance >= 0.5 || c.Chance < 0.45 {
		t.Fatalf("Black's chance %.3f, want a little under a half", c.Chance)
	}
	var d train.Deck
	if d.Add(0, cards...) != 1 || d.Add(0, MistakeCards("g1", rep, [2]bool{true, true})...) != 0 {
		t.Fatal("a game analysed again added its cards twice")
	}
	if err := d.Check(); err != nil {
		t.Fatal(err)
	}
}

func pollMistake(t *testing.T, r *MistakeRun) {
	t.Helper()
	deadline := time.Now().Add(liveness)
	for !r.Poll() {
		if time.Now().After(deadline) {
			t.Fatal("no verdict")
		}
		time.Sleep(time.Millisecond)
	}
}

func TestMistakeRun(t *testing.T) {
	card := MistakeCards("g1", mistakeReport(t), [2]bool{true, true})[0]
	eng := newFakeEngine()
	r, err := NewMistakeRun(card, eng)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Play(mv(t, "a0a1")); err == nil || !r.PlayersTurn() {
		t.Fatal("Red's move played on Black's turn")
	}
	// The mistake again: failed at once, its refutation on the board.
	if err := r.Play(mv(t, "b9c7")); err != nil {
		t.Fatal(err)
	}
	if r.State() != puzzle.Failed || len(r.Moves()) != 2 || r.Moves()[1] != mv(t, "e2e6") {
		t.Fatalf("the mistake: %v %v", r.State(), r.Moves())
	}
	if r.Play(mv(t, "h9g7")) == nil {
		t.Fatal("a second try without Retry")
	}
	r.Retry()
	if err := r.Play(mv(t, "h9g7")); err != nil || r.State() != puzzle.Solved {
		t.Fatalf("the best move: %v %v", err, r.State())
	}
	eng.none(t)

	// Another move: the engine judges it. Red then +3: failed, its reply shown.
	r.Retry()
	_ = r.Play(mv(t, "a9a8"))
	if !r.Judging() || r.PlayersTurn() {
		t.Fatal("not judging")
	}
	call := eng.next(t)
	if call.s.Pos.SideToMove() != rules.Red || !call.s.Hint {
		t.Fatalf("searched %s", call.s.Pos.FEN())
	}
	call.reply <- Reply{Move: mv(t, "e2e6"), Score: 300, Depth: 8}
	pollMistake(t, r)
	if r.State() != puzzle.Failed || r.Refutation()[0] != mv(t, "e2e6") {
		t.Fatalf("a losing try: %v %v", r.State(), r.Refutation())
	}
	// A move as good as the best (Red −0.10): solved.
	r.Retry()
	_ = r.Play(mv(t, "c6c5"))
	eng.next(t).reply <- Reply{Move: mv(t, "h0g2"), Score: -10, Depth: 8}
	pollMistake(t, r)
	if r.State() != puzzle.Solved {
		t.Fatalf("a try within %.3f: %v", train.SolvedDrop, r.State())
	}
	// Left while judging: the verdict never comes.
	r.Retry()
	_ = r.Play(mv(t, "c6c5"))
	eng.next(t)
	r.Stop()
	time.Sleep(20 * time.Millisecond)
	if r.Poll() || r.State() != puzzle.Continue {
		t.Fatal("a stopped judgement applied")
	}
}

func TestChanceAfter(t *testing.T) {
	if ChanceAfter(Reply{Mate: 3}) != 0 || ChanceAfter(Reply{Mate: -2}) != 1 || ChanceAfter(Reply{Score: 0}) != 0.5 {
		t.Fatal("ChanceAfter")
	}
}

func TestFilterTiersFits(t *testing.T) {
	tiers := [][]int{{0, 1, 2}, {3, 4}}
	got := FilterTiers(tiers, func(i int) bool { return i != 1 && i < 3 })
	if len(got) != 1 || len(got[0]) != 2 || got[0][0] != 0 || got[0][1] != 2 {
		t.Fatalf("got %v", got)
	}
	if !Fits(1600, 1400) || Fits(1601, 1400) || !Fits(1200, 1400) {
		t.Fatal("Fits")
	}
}
