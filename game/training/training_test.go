package training

import (
	"context"
	"sync"
	"testing"
	"time"

	"xiangqi/game/session"
	"xiangqi/game/sfx"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/puzzle"
	"xiangqi/rules"
	"xiangqi/train"
)

// fixture is a player's training on a clock the test holds.
type fixture struct {
	tr    *train.Progress
	st    *session.Settings
	clock time.Time
	env   ui.Env
	sv    Services
}

// builtin is the built-in collection, read once for every test.
var builtin = sync.OnceValues(puzzle.Builtin)

func newFixture(t *testing.T, engine session.Engine) *fixture {
	t.Helper()
	f := &fixture{tr: &train.Progress{}, st: &session.Settings{Animation: true},
		clock: time.Date(2026, 1, 1, 9, 0, 0, 0, time.UTC)}
	f.env = ui.LangEnv(i18n.LangEn, f.st)
	var solver *session.PuzzleSolver
	f.sv = Services{Progress: f.tr, Engine: engine, Now: func() time.Time { return f.clock },
		Puzzles: func() Book {
			list, err := builtin()
			return Book{List: list, Err: err, Solver: func() *session.PuzzleSolver {
				if solver == nil {
					solver = session.NewPuzzleSolver(8)
				}
				return solver
			}}
		}}
	return f
}

// addCards puts cards due today from the start position: the mistake
// a0a1, the better move h2e2.
func (f *fixture) addCards(ids ...string) {
	start := rules.StartPosition()
	for _, id := range ids {
		f.tr.Deck.Add(f.sv.Today(), train.Card{ID: id, FEN: start.FEN(), Played: "a0a1", Best: []string{"h2e2"}, Chance: 0.5})
	}
}

func sq(t *testing.T, s string) rules.Square {
	t.Helper()
	q, err := rules.ParseSquare(s)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

// move plays a move given as text ("h2e2") on a model's board.
func move(t *testing.T, play func(from, to rules.Square) ui.Outcome, m string) ui.Outcome {
	t.Helper()
	return play(sq(t, m[:2]), sq(t, m[2:]))
}

func ended(o ui.Outcome) bool { return o.Play && o.Sound == sfx.End }

// TestHomeItems: Training lists the review with the cards due (standing
// out while any is), each mode with its best, the rating and the streak;
// each button opens its screen's model, Back closes.
func TestHomeItems(t *testing.T) {
	f := newFixture(t, nil)
	m := NewHome(f.env, f.sv)
	items := m.Items()
	if len(items) != 5 || items[0].Target != HomeReview || items[0].Primary || items[0].Sub != "0 to review today" {
		t.Fatalf("nothing due: %+v", items)
	}
	title, rating, streak := m.Heading()
	if title != "Training" || rating != "Your puzzle rating: 1500" || streak != "" {
		t.Fatalf("heading %q %q %q", title, rating, streak)
	}
	f.addCards("g#1", "g#2")
	f.tr.Bests[train.Rush5] = 7
	f.tr.Streak.Trained(f.sv.Today())
	items = m.Items()
	if !items[0].Primary || items[0].Sub != "2 to review today" || items[2].Sub != "best 7" || items[1].Sub != "best 0" {
		t.Fatalf("two due, a best of 7: %+v", items)
	}
	if _, _, streak := m.Heading(); streak == "" {
		t.Fatal("no streak after a day's training")
	}
	if o := m.Tap(HomeReview); !o.Changed {
		t.Fatalf("review: %+v", o)
	} else if r, ok := o.Open.(*Review); !ok || r.Empty() || r.Left() != 2 {
		t.Fatalf("review opens %T", o.Open)
	}
	for tg, md := range map[HomeTarget]train.Mode{HomeRush3: train.Rush3, HomeRush5: train.Rush5, HomeStreak: train.Endless} {
		r, ok := m.Tap(tg).Open.(*Rush)
		if !ok || r.Mode() != md || !r.Running() || r.Over() {
			t.Fatalf("target %d opens %T", tg, r)
		}
		r.Close()
	}
	if o := m.Tap(HomeBack); !o.Close || o.Open != nil || o.Save {
		t.Fatalf("back: %+v", o)
	}
	if o := m.Tap(HomeTarget(99)); o != (ui.Outcome{}) {
		t.Fatalf("an unknown target: %+v", o)
	}
}

// TestReviewCarelessly: a hint counts the card as missed (once, however
// often tapped), Next tapped twice passes over the second card (missed
// too, it comes back tomorrow), and the review then says there is nothing
// left, with Back its only button; the disabled buttons do nothing.
func TestReviewCarelessly(t *testing.T) {
	f := newFixture(t, nil)
	f.addCards("g#1", "g#2")
	m := NewReview(f.env, f.sv)
	if m.Empty() || m.Left() != 2 || !m.CanMove() {
		t.Fatalf("two due: empty %v, left %d", m.Empty(), m.Left())
	}
	if o := m.Tap(ReviewRetry); o != (ui.Outcome{}) {
		t.Fatalf("Retry before a try: %+v", o)
	}
	if o := m.Tap(ReviewHint); !o.Changed || !o.Save || !m.Hinted() {
		t.Fatalf("hint: %+v", o)
	}
	if _, _, _, hint, _ := m.Board(); hint.String() != "h2e2" {
		t.Fatalf("the hint's arrow: %v", hint)
	}
	if o := m.Tap(ReviewHint); o != (ui.Outcome{}) {
		t.Fatalf("a second hint: %+v", o)
	}
	_, _, _, _, before := m.Board()
	if o := m.Tap(ReviewNext); !o.Changed || o.Save {
		t.Fatalf("next after the hint (counted already): %+v", o)
	}
	if _, _, _, hint, board := m.Board(); board == before || hint != rules.NoMove || m.Hinted() || m.Left() != 1 {
		t.Fatalf("the second card: board %d (was %d), hint %v", board, before, hint)
	}
	if o := m.Tap(ReviewNext); !o.Save {
		t.Fatalf("passing over a card untried: %+v", o)
	}
	if !m.Empty() || m.CanMove() || m.EmptyText() != i18n.LangEn.Text(i18n.MsgReviewNone) {
		t.Fatal("a third card after two")
	}
	for _, k := range []ReviewTarget{ReviewNext, ReviewHint, ReviewRetry, ReviewFlip} {
		if o := m.Tap(k); o != (ui.Outcome{}) {
			t.Fatalf("target %d with no card: %+v", k, o)
		}
	}
	if o := m.Move(sq(t, "h2"), sq(t, "e2")); o != (ui.Outcome{}) {
		t.Fatalf("a move with no card: %+v", o)
	}
	if keys := m.Keys(); len(keys) != 1 || keys[0].Target != ReviewBack || !keys[0].Primary {
		t.Fatalf("keys with no card: %+v", keys)
	}
	for _, cd := range f.tr.Deck.Cards {
		if cd.Box != 0 || cd.Due != f.sv.Today()+1 || cd.Lapses != 1 {
			t.Fatalf("card %+v", cd)
		}
	}
	if f.tr.Streak.Current(f.sv.Today()) != 1 {
		t.Fatal("the day not counted")
	}
	if o := m.Tap(ReviewBack); !o.Close {
		t.Fatalf("back: %+v", o)
	}
	if NewReview(f.env, f.sv).Left() != 0 {
		t.Fatal("the cards missed are due again today")
	}
}

// TestReviewMistakeAgain: the card's own mistake is refuted at once (the
// verdict, its save and its sound come with the next Poll), a second move
// is refused, Retry puts the board back without counting again, and the
// better move then solves without changing the schedule.
func TestReviewMistakeAgain(t *testing.T) {
	f := newFixture(t, nil)
	f.addCards("g#1")
	m := NewReview(f.env, f.sv)
	if id, played, ok := m.Card(); !ok || id != "g#1" || played != "a0a1" {
		t.Fatalf("card %q %q", id, played)
	}
	if o := move(t, m.Move, "a0a4"); o != (ui.Outcome{}) {
		t.Fatalf("an illegal move: %+v", o)
	}
	o := move(t, m.Move, "a0a1")
	if !o.Changed || !o.Play || o.Sound != sfx.Move || o.Save {
		t.Fatalf("the mistake: %+v", o)
	}
	if o := move(t, m.Move, "h2e2"); o != (ui.Outcome{}) {
		t.Fatalf("a second try: %+v", o)
	}
	o = m.Poll()
	if !o.Save || !ended(o) {
		t.Fatalf("the verdict: %+v", o)
	}
	if o := m.Poll(); o.Save || o.Play {
		t.Fatalf("the verdict twice: %+v", o)
	}
	first, second, tone := m.Status()
	if first != "You played R9+1: find a better move · 1 left" || tone != ToneProblem || second != "Refuted by — · the better move: C2=5" {
		t.Fatalf("status %q / %q (%v)", first, second, tone)
	}
	keys := m.Keys()
	if !keys[ReviewRetry].Primary || keys[ReviewRetry].Disabled || !keys[ReviewHint].Disabled {
		t.Fatalf("keys after the refutation: %+v", keys)
	}
	cd, _ := f.tr.Deck.Card("g#1")
	if cd.Lapses != 1 {
		t.Fatalf("card after the mistake %+v", cd)
	}
	_, _, _, _, before := m.Board()
	if o := m.Tap(ReviewRetry); !o.Changed || o.Save {
		t.Fatalf("retry: %+v", o)
	}
	start := rules.StartPosition()
	if pos, _, last, _, board := m.Board(); board == before || last != rules.NoMove || pos.FEN() != start.FEN() {
		t.Fatalf("after Retry: board %d, last %v", board, last)
	}
	move(t, m.Move, "h2e2")
	if o := m.Poll(); o.Save || !ended(o) {
		t.Fatalf("solved on a retry: %+v", o)
	}
	if _, second, tone := m.Status(); tone != ToneGood || second != "Solved!" {
		t.Fatalf("solved: %q %v", second, tone)
	}
	if got, _ := f.tr.Deck.Card("g#1"); got.Box != cd.Box || got.Due != cd.Due || got.Lapses != cd.Lapses {
		t.Fatalf("the retry changed the card: %+v, was %+v", got, cd)
	}
}

// TestReviewSolvedFirst: the better move at the first try counts solved.
func TestReviewSolvedFirst(t *testing.T) {
	f := newFixture(t, nil)
	f.addCards("g#1")
	m := NewReview(f.env, f.sv)
	move(t, m.Move, "h2e2")
	if o := m.Poll(); !o.Save || !ended(o) {
		t.Fatalf("solved: %+v", o)
	}
	if cd, _ := f.tr.Deck.Card("g#1"); cd.Box != 1 || cd.Lapses != 0 {
		t.Fatalf("card %+v", cd)
	}
}

// judge is an engine whose verdict the test gives: it answers a search
// with the reply sent on its channel, or nothing when cancelled (a search
// cancelled leaves the reply to the next).
type judge struct{ replies chan session.Reply }

func (j judge) Think(ctx context.Context, _ session.Search, _ func(session.Progress)) session.Reply {
	select {
	case r := <-j.replies:
		if ctx.Err() != nil {
			j.replies <- r
			return session.Reply{}
		}
		return r
	case <-ctx.Done():
		return session.Reply{}
	}
}

// pollUntil polls until cond holds, as the frame loop does.
func pollUntil(t *testing.T, poll func() ui.Outcome, cond func() bool) ui.Outcome {
	t.Helper()
	var o ui.Outcome
	for deadline := time.Now().Add(10 * time.Second); !cond(); time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("no verdict in 10 s")
		}
		o = o.Merge(poll())
	}
	return o
}

// TestReviewJudgesAnotherMove: a move neither the best nor the mistake is
// judged by a search; the app paused mid-search (Close) drops it, and
// Resume puts the board back to try again; a refuting reply then fails
// the card and glides in once.
func TestReviewJudgesAnotherMove(t *testing.T) {
	j := judge{replies: make(chan session.Reply, 1)}
	f := newFixture(t, j)
	f.addCards("g#1")
	m := NewReview(f.env, f.sv)
	move(t, m.Move, "b2e2")
	if _, second, _ := m.Status(); second != f.env.Text(i18n.MsgReviewJudging) || m.CanMove() {
		t.Fatalf("judging: %q", second)
	}
	if o := m.Poll(); o.Save || o.Play {
		t.Fatalf("a verdict before the judge's: %+v", o)
	}
	m.Close()
	_, _, _, _, before := m.Board()
	if o := m.Resume(); !o.Changed {
		t.Fatalf("resume: %+v", o)
	}
	if _, _, last, _, board := m.Board(); board == before || last != rules.NoMove || !m.CanMove() {
		t.Fatal("the stopped try was not put back")
	}
	if o := m.Resume(); o != (ui.Outcome{}) {
		t.Fatalf("resume twice: %+v", o)
	}
	move(t, m.Move, "b2e2")
	reply, _ := rules.ParseMoveText("h9g7")
	j.replies <- session.Reply{Move: reply, Depth: 8, Mate: 3}
	o := pollUntil(t, m.Poll, func() bool { return m.Keys()[ReviewRetry].Primary })
	if !o.Save || !ended(o) {
		t.Fatalf("the verdict: %+v", o)
	}
	if g := m.Glide(); g != reply {
		t.Fatalf("glide %v, want %v", g, reply)
	}
	if g := m.Glide(); g != rules.NoMove {
		t.Fatal("the glide handed out twice")
	}
	if cd, _ := f.tr.Deck.Card("g#1"); cd.Lapses != 1 {
		t.Fatalf("card %+v", cd)
	}
}

// TestReviewHintInWords: the review's hint gives its move and what it
// does, in the player's notation.
func TestReviewHintInWords(t *testing.T) {
	f := newFixture(t, nil)
	f.addCards("g#1")
	m := NewReview(f.env, f.sv)
	m.Tap(ReviewHint)
	start := rules.StartPosition()
	h, _ := rules.ParseMoveText("h2e2")
	want := "Hint: " + start.Notate(h, f.st.MoveNotation("en")) + " · attacks the soldier"
	if _, second, _ := m.Status(); second != want {
		t.Errorf("the review's hint says %q, want %q", second, want)
	}
}

// TestReviewFlip: the board turns to the side to move, and Flip turns it,
// kept through a retry.
func TestReviewFlip(t *testing.T) {
	f := newFixture(t, nil)
	f.addCards("g#1")
	m := NewReview(f.env, f.sv)
	if _, flipped, _, _, _ := m.Board(); flipped {
		t.Fatal("red to move, the board turned")
	}
	m.Tap(ReviewFlip)
	move(t, m.Move, "a0a1")
	m.Tap(ReviewRetry)
	if _, flipped, _, _, _ := m.Board(); !flipped {
		t.Fatal("the flip lost on Retry")
	}
}

// TestReviewFromHome walks the review as Training opens it, as a careless
// player would: with nothing due it says so with Back alone, and Back and
// Training's Back close both; with two cards due, the first card's own
// mistake is refuted at once, Next brings the second, a hint counts it
// missed, Next leaves the review empty; both cards come back tomorrow, so
// Training has nothing due today.
func TestReviewFromHome(t *testing.T) {
	f := newFixture(t, nil)
	home := NewHome(f.env, f.sv)
	o := home.Tap(HomeReview)
	empty, ok := o.Open.(*Review)
	if !ok || !o.Changed || !empty.Empty() || empty.Left() != 0 || empty.EmptyText() != "Nothing left to review today. Analyse a game to add your mistakes." {
		t.Fatalf("nothing due: %+v (%q)", o, empty.EmptyText())
	}
	if keys := empty.Keys(); len(keys) != 1 || keys[0] != (Key[ReviewTarget]{Target: ReviewBack, Label: "Back", Primary: true}) {
		t.Fatalf("keys with nothing due: %+v", keys)
	}
	if o := empty.Tap(ReviewBack); o != (ui.Outcome{Close: true}) {
		t.Fatalf("Back from the empty review: %+v", o)
	}
	if o := home.Tap(HomeBack); o != (ui.Outcome{Close: true}) {
		t.Fatalf("Back from Training: %+v", o)
	}

	f.addCards("g#1", "g#2")
	m, _ := home.Tap(HomeReview).Open.(*Review)
	if m == nil || m.Left() != 2 {
		t.Fatalf("two due: %v", m)
	}
	move(t, m.Move, "a0a1")
	if o := m.Poll(); !o.Save || !ended(o) {
		t.Fatalf("the mistake's verdict: %+v", o)
	}
	if first, second, tone := m.Status(); first != "You played R9+1: find a better move · 2 left" ||
		second != "Refuted by — · the better move: C2=5" || tone != ToneProblem {
		t.Fatalf("the mistake tapped again: %q / %q (%v)", first, second, tone)
	}
	if o := m.Tap(ReviewNext); !o.Changed || o.Save {
		t.Fatalf("Next after the verdict (counted already): %+v", o)
	}
	if id, _, ok := m.Card(); !ok || id != "g#2" || m.Left() != 1 || m.Hinted() {
		t.Fatalf("the second card: %q, %d left, hinted %v", id, m.Left(), m.Hinted())
	}
	if o := m.Tap(ReviewHint); !o.Changed || !o.Save || !m.Hinted() {
		t.Fatalf("the hint: %+v", o)
	}
	if o := m.Tap(ReviewNext); !o.Changed || o.Save || !m.Empty() || m.Left() != 0 {
		t.Fatalf("Next on the last card: %+v, empty %v", o, m.Empty())
	}
	if o := m.Tap(ReviewBack); o != (ui.Outcome{Close: true}) {
		t.Fatalf("Back: %+v", o)
	}
	today := f.sv.Today()
	for _, id := range []string{"g#1", "g#2"} {
		if cd, _ := f.tr.Deck.Card(id); cd.Lapses != 1 || cd.Due != today+1 {
			t.Errorf("card %s: %+v, want one lapse, due tomorrow", id, cd)
		}
	}
	if it := home.Items()[0]; it.Sub != "0 to review today" || it.Primary || f.tr.Deck.DueCount(today+1) != 2 {
		t.Errorf("Training after the review: %+v, %d due tomorrow", it, f.tr.Deck.DueCount(today+1))
	}
}

// TestReviewShowsTheMistake (issue 52): the review asks for a better move
// than the one played and says which it was — in the player's notation in
// the goal, and as an arrow on the board (Mistake) while he looks for
// another; the arrow goes once he has tried, and comes back with Retry.
func TestReviewShowsTheMistake(t *testing.T) {
	for lang, want := range map[i18n.Lang]string{
		i18n.LangVi: "Bạn đã đi X9.1: tìm nước tốt hơn · còn 1",
		i18n.LangEn: "You played R9+1: find a better move · 1 left",
		i18n.LangZh: "你下了 俥九進一，找出更好的一着 · 还有 1",
	} {
		f := newFixture(t, nil)
		f.env = ui.LangEnv(lang, f.st)
		f.addCards("g#1")
		m := NewReview(f.env, f.sv)
		if first, _, _ := m.Status(); first != want {
			t.Errorf("%v: the goal %q, want %q", lang, first, want)
		}
		if mv := m.Mistake(); mv != rules.NewMove(sq(t, "a0"), sq(t, "a1")) {
			t.Errorf("%v: the mistake's arrow %v", lang, mv)
		}
		move(t, m.Move, "h2e2")
		m.Poll()
		if mv := m.Mistake(); mv != rules.NoMove {
			t.Errorf("%v: the arrow stays after a try: %v", lang, mv)
		}
		m.Tap(ReviewRetry)
		if mv := m.Mistake(); mv == rules.NoMove {
			t.Errorf("%v: no arrow after Retry", lang)
		}
		m.Close()
	}
}
