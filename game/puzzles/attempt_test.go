package puzzles

import (
	"strings"
	"testing"

	"xiangqi/game/sfx"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/puzzle"
	"xiangqi/rules"
)

// TestAttemptStars (issue 14, bug 11): a puzzle solved after a hint earns
// two stars, not the three of one solved alone, and the solve is saved
// with an end's sound; a Retry does not wipe the hint seen; a later visit
// solved alone earns three, saved with no hint.
func TestAttemptStars(t *testing.T) {
	f := newFixture(t)
	const id = "m1-01"
	i := f.id(t, id)
	m := NewAttempt(f.env, f.svc, i)
	defer m.Close()
	if o := m.Tap(AttemptHint); !o.Changed {
		t.Fatalf("hint: %+v", o)
	}
	if o := m.Tap(AttemptHint); o != (ui.Outcome{}) {
		t.Errorf("hint while it is searched: %+v", o)
	}
	if o, _, _ := settle(t, m); !o.Changed || o.Save || o.Play {
		t.Errorf("the hint came with %+v", o)
	}
	if m.Hint() == rules.NoMove || m.Hints() != 1 || m.Enabled(AttemptHint) {
		t.Fatalf("hint %v, hints %d, Hint enabled %v", m.Hint(), m.Hints(), m.Enabled(AttemptHint))
	}
	if o := m.Tap(AttemptHint); o != (ui.Outcome{}) || m.Hints() != 1 {
		t.Errorf("hint again while shown: %+v, hints %d", o, m.Hints())
	}
	sol := m.Puzzle().Solution[0]
	o, _, _ := play(t, m, sol)
	if !o.Save || !o.Play || o.Sound != sfx.End {
		t.Errorf("the solve: %+v", o)
	}
	if got := f.progress.Stars(id); got != 2 {
		t.Fatalf("solved after a hint: %d stars, want 2", got)
	}
	if _, second, playing := m.Status(); second != "Solved!  ★★☆" || playing {
		t.Errorf("status %q (playing %v)", second, playing)
	}
	if m.Ink() != InkGood || !m.Primary(AttemptNext) || m.Primary(AttemptRetry) {
		t.Errorf("ink %v, Next primary %v", m.Ink(), m.Primary(AttemptNext))
	}
	if _, ok := m.Play(sol); ok {
		t.Error("a move after the solve was taken")
	}
	// Retry and solve alone in the same visit: the hint still counts.
	if o := m.Tap(AttemptRetry); !o.Changed || len(m.Moves()) != 0 || m.Hint() != rules.NoMove {
		t.Fatalf("retry: %+v, moves %v", o, m.Moves())
	}
	if o := m.Tap(AttemptRetry); o != (ui.Outcome{}) {
		t.Errorf("Retry at the start: %+v", o)
	}
	play(t, m, sol)
	if got := f.progress.Stars(id); got != 2 || m.Hints() != 1 {
		t.Fatalf("after a Retry: %d stars (hints %d), want 2", got, m.Hints())
	}
	// Another visit, alone.
	m2 := NewAttempt(f.env, f.svc, i)
	defer m2.Close()
	if o, _, _ := play(t, m2, sol); !o.Save {
		t.Errorf("the second solve: %+v", o)
	}
	if got := f.progress.Stars(id); got != 3 {
		t.Fatalf("solved alone: %d stars, want 3", got)
	}
	if h, ok := f.progress.Hints(id); !ok || h != 0 {
		t.Fatalf("kept with %d hints (%v)", h, ok)
	}
	if _, place, _, _ := m2.PanelTexts(); strings.Contains(place, "★") {
		t.Errorf("the place shows the stars of the solve on screen: %q", place)
	}
}

// mid plays a mate in two's key move and waits for the defender's reply.
func mid(t *testing.T, f *fixture) *Attempt {
	t.Helper()
	m := NewAttempt(f.env, f.svc, f.find(t, func(p *puzzle.Puzzle) bool { return p.MateIn == 2 }))
	_, reply, ro := play(t, m, m.Puzzle().Solution[0])
	if reply == rules.NoMove || !ro.Play || len(m.Moves()) != 2 || !m.PlayersTurn() {
		t.Fatalf("the key move: reply %v (%+v), moves %v", reply, ro, m.Moves())
	}
	if r, o := m.TakeReply(); r != rules.NoMove || o != (ui.Outcome{}) {
		t.Errorf("the reply was taken twice: %v", r)
	}
	return m
}

// wrongMove is a move of pos that does not mate at once.
func wrongMove(t *testing.T, pos rules.Position) rules.Move {
	t.Helper()
	var l rules.MoveList
	pos.GenerateMoves(&l)
	for _, mv := range l.Slice() {
		after := pos
		after.MakeMove(mv)
		if after.HasLegalMove() {
			return mv
		}
	}
	t.Fatal("no wrong move")
	return rules.NoMove
}

// TestAttemptWrongMoveRefuted: a wrong move is answered by the reply that
// refutes it, with its sound and an end's; the status says so and Retry,
// the button to tap, goes back to the position before the wrong move,
// not further; the first verdict rates the player once.
func TestAttemptWrongMoveRefuted(t *testing.T) {
	f := newFixture(t)
	m := mid(t, f)
	defer m.Close()
	before := m.Position()
	if f.training.Rated != nil {
		t.Fatal("rated before a verdict")
	}
	o, reply, ro := play(t, m, wrongMove(t, before))
	if !m.Refuted() || len(m.Moves()) != 4 || reply != m.Moves()[3] {
		t.Fatalf("refuted %v, moves %v, reply %v", m.Refuted(), m.Moves(), reply)
	}
	if !ro.Play || ro.Sound == sfx.End || !o.Play || o.Sound != sfx.End || o.Save {
		t.Errorf("the refutation %+v, the verdict %+v", ro, o)
	}
	if _, second, _ := m.Status(); second != f.env.Text(i18n.MsgPuzzleRefuted) {
		t.Errorf("status %q", second)
	}
	if m.Ink() != InkProblem || !m.Primary(AttemptRetry) || m.Enabled(AttemptHint) {
		t.Errorf("ink %v, Retry primary %v, Hint enabled %v", m.Ink(), m.Primary(AttemptRetry), m.Enabled(AttemptHint))
	}
	if f.training.Rated == nil {
		t.Fatal("the failure did not rate the player")
	}
	rated := *f.training.Rated
	if o := m.Tap(AttemptRetry); !o.Changed {
		t.Fatalf("retry: %+v", o)
	}
	if got := m.Position(); got != before || !m.PlayersTurn() || len(m.Moves()) != 2 || m.Refuted() {
		t.Fatalf("Retry after a refutation left %s, moves %v", got.FEN(), m.Moves())
	}
	// Solved now: no second rating in the same visit.
	play(t, m, m.Puzzle().Solution[2])
	if m.State() != puzzle.Solved || *f.training.Rated != rated {
		t.Errorf("state %v, rating %+v then %+v", m.State(), rated, *f.training.Rated)
	}
	if first, _, _ := m.Status(); !strings.Contains(first, " · puzzle ") || !strings.Contains(first, " · you ") {
		t.Errorf("rated, the title %q has no ratings", first)
	}
}

// TestAttemptCareless: a careless player's taps: Retry at the start,
// moves and hints while the judge works, an illegal move, Flip twice, the
// list mid-judgement (the search stops), Next with a one-puzzle book.
func TestAttemptCareless(t *testing.T) {
	f := newFixture(t)
	i := f.find(t, func(p *puzzle.Puzzle) bool { return p.MateIn == 2 && p.Side() == rules.Red })
	m := NewAttempt(f.env, f.svc, i)
	if m.Flipped || m.Side() != rules.Red {
		t.Fatalf("Red's puzzle opens flipped %v", m.Flipped)
	}
	if o := m.Tap(AttemptRetry); o != (ui.Outcome{}) || m.Enabled(AttemptRetry) {
		t.Errorf("Retry at the start: %+v", o)
	}
	if _, ok := m.Play(rules.NewMove(rules.Square(0), rules.Square(89))); ok {
		t.Error("an illegal move was taken")
	}
	if _, second, playing := m.Status(); !playing || !strings.Contains(second, "2") {
		t.Errorf("before a move: %q, playing %v", second, playing)
	}
	sol := m.Puzzle().Solution
	if o, ok := m.Play(sol[0]); !ok || !o.Changed {
		t.Fatal("the key move refused")
	}
	if _, ok := m.Play(sol[2]); ok {
		t.Error("a move while the judge works was taken")
	}
	if o := m.Tap(AttemptHint); o != (ui.Outcome{}) {
		t.Errorf("a hint while the judge works: %+v", o)
	}
	if _, second, playing := m.Status(); playing || second != f.env.Text(i18n.MsgDefending) {
		t.Errorf("while judged: %q", second)
	}
	for range 2 {
		m.Tap(AttemptFlip)
	}
	if o := m.Tap(AttemptFlip); !o.Changed || !m.Flipped {
		t.Errorf("flip: %+v, flipped %v", o, m.Flipped)
	}
	if o := m.Tap(AttemptList); o != (ui.Outcome{Close: true}) || m.Busy() {
		t.Fatalf("back to the list mid-judgement: %+v, busy %v", o, m.Busy())
	}
	if o := m.Poll(); o != (ui.Outcome{}) {
		t.Errorf("a poll after leaving: %+v", o)
	}
	m.Close() // the view's close after the pop: harmless

	// Next: another puzzle, the player's side at the bottom.
	n := NewAttempt(f.env, f.svc, i)
	defer n.Close()
	if o := n.Tap(AttemptNext); !o.Changed || n.Index == i || len(n.Moves()) != 0 {
		t.Fatalf("next: %+v, index %d", o, n.Index)
	}
	if n.Flipped != (n.Side() == rules.Black) {
		t.Errorf("next: flipped %v for %v", n.Flipped, n.Side())
	}
	if r := f.svc.Book.Recent; len(r) != 3 || r[2] != n.Puzzle().ID {
		t.Errorf("recent %v", r)
	}
	one := *f
	one.svc.Book = &Book{List: f.svc.Book.List[i : i+1]}
	s := NewAttempt(one.env, one.svc, 0)
	defer s.Close()
	if o := s.Tap(AttemptNext); o != (ui.Outcome{}) || s.Enabled(AttemptNext) {
		t.Errorf("Next with one puzzle: %+v", o)
	}
}

// TestAttemptPanelTexts: the landscape panel's place in the grade, the
// hints seen with the stars a solve earns, and the hint's move; the list
// of moves follows the moves played; the title never shows the id.
func TestAttemptPanelTexts(t *testing.T) {
	f := newFixture(t)
	m := mid(t, f)
	defer m.Close()
	title, place, goal, hints := m.PanelTexts()
	if !strings.HasPrefix(place, "Puzzle ") || !strings.Contains(place, "/") || strings.Contains(title, m.Puzzle().ID) || goal == "" {
		t.Errorf("title %q, place %q, goal %q", title, place, goal)
	}
	if first, _, _ := m.Status(); strings.Contains(first, m.Puzzle().ID) || !strings.HasPrefix(first, "Grade ") {
		t.Errorf("the status's title %q", first)
	}
	if hints != "Hints used: 0 · ★★★" {
		t.Errorf("before a hint: %q", hints)
	}
	g := m.Game()
	if len(g.Moves()) != 2 || g.Moves()[0] != m.Moves()[0] || g.Start() != m.Puzzle().Start || m.Game() != g {
		t.Errorf("the game of the moves: %v", g.Moves())
	}
	m.Tap(AttemptHint)
	settle(t, m)
	h := m.Hint()
	if h == rules.NoMove {
		t.Fatal("no hint")
	}
	now := m.Position()
	n := f.env.Settings.MoveNotation(f.env.Lang().Code())
	if _, _, _, hints := m.PanelTexts(); hints != "Hints used: 1 · ★★☆ · Hint: "+now.Notate(h, n) {
		t.Errorf("after a hint: %q", hints)
	}
}

// TestMaterialPuzzleHintInWords: a material puzzle's hint says how its
// move wins; a mate puzzle's gives the move only.
func TestMaterialPuzzleHintInWords(t *testing.T) {
	f := newFixture(t)
	m := NewAttempt(f.env, f.svc, f.id(t, "w0098"))
	defer m.Close()
	m.Tap(AttemptHint)
	settle(t, m)
	if _, _, _, hints := m.PanelTexts(); !strings.HasSuffix(hints, " · forks the chariot and horse") {
		t.Errorf("the material puzzle's hint: %q", hints)
	}
	m2 := NewAttempt(f.env, f.svc, f.id(t, "m2-03"))
	defer m2.Close()
	m2.Tap(AttemptHint)
	settle(t, m2)
	if _, _, _, hints := m2.PanelTexts(); !strings.Contains(hints, "Hint: ") || strings.Contains(hints, "check") {
		t.Errorf("the mate puzzle's hint: %q", hints)
	}
}

// TestAttemptSource: a puzzle found in a master game says which (the
// players, the event, the move); one found in the engine's self-play
// (issue 52: "From self-play, Level 5 vs Medium, seed 1000083, move 25")
// and a composed one say nothing: how they were made means nothing to a
// player.
func TestAttemptSource(t *testing.T) {
	f := newFixture(t)
	p := f.svc.Book.List[f.id(t, "m1-01")]
	master, self := p, p
	master.ID, self.ID = "x-master", "x-self"
	master.Source = puzzle.Source{Kind: puzzle.MasterGame, Red: "Hu", Black: "Lu", Event: "Cup", Move: 31}
	self.Source = puzzle.Source{Kind: puzzle.SelfPlay, RedLevel: 3, BlackLevel: 5, Seed: 42, Move: 17}
	f.svc.Book = &Book{List: []puzzle.Puzzle{p, master, self}}
	for i, want := range [][]string{nil, {"Hu", "Lu", "Cup", "31"}, nil} {
		m := NewAttempt(f.env, f.svc, i)
		src := m.Source()
		m.Close()
		if (want == nil) != (src == "") {
			t.Errorf("puzzle %d: source %q", i, src)
		}
		for _, w := range want {
			if !strings.Contains(src, w) {
				t.Errorf("puzzle %d: source %q lacks %q", i, src, w)
			}
		}
	}
}
