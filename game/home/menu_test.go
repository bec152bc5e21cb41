package home

import (
	"context"
	"slices"
	"strconv"
	"testing"
	"time"

	"xiangqi/game/session"
	"xiangqi/game/ui"
	"xiangqi/game/ui/uitest"
	"xiangqi/i18n"
	"xiangqi/learn"
	"xiangqi/rules"
	"xiangqi/train"
)

// firstMoveEngine answers at once with the first legal move.
type firstMoveEngine struct{}

func (firstMoveEngine) Think(_ context.Context, s session.Search, _ func(session.Progress)) session.Reply {
	var l rules.MoveList
	s.Pos.GenerateMoves(&l)
	return session.Reply{Move: l.Moves[0], Depth: 1}
}

// fixture is the start screen over a fresh data folder, in English, on
// a fixed day, with no game yet.
type fixture struct {
	cur      *session.Current
	lessons  learn.Progress
	training train.Progress
	daily    *Daily // nil: no puzzle of the day
	now      time.Time
	notice   string
	env      ui.Env
	m        *Menu
	sh       *uitest.Shell
}

func newFixture(t *testing.T) *fixture {
	dir := t.TempDir()
	f := &fixture{now: time.Date(2025, 3, 14, 10, 0, 0, 0, time.Local)}
	f.cur = &session.Current{Store: session.Store{Dir: dir}, Library: session.Library{Dir: dir}}
	f.env = ui.LangEnv(i18n.LangEn, &session.Settings{})
	f.m = New(f.env, Services{Game: f.cur, Lessons: &f.lessons, Training: &f.training,
		Daily: func() (Daily, bool) {
			if f.daily == nil {
				return Daily{}, false
			}
			return *f.daily, true
		},
		Now:    func() time.Time { return f.now },
		Notice: func() string { return f.notice }})
	f.sh = uitest.New(f.m)
	return f
}

// begin makes a game in progress, paused, after the ICCS moves (two
// players), from fen.
func (f *fixture) begin(t *testing.T, fen string, moves ...string) *session.Match {
	t.Helper()
	pos, err := rules.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	g := rules.NewGame(pos)
	for _, s := range moves {
		if err := g.PlayText(s); err != nil {
			t.Fatal(err)
		}
	}
	mt := session.NewPausedMatch(firstMoveEngine{}, g, [2]bool{false, true}, session.Easy)
	if err := f.cur.Begin(mt, false); err != nil {
		t.Fatal(err)
	}
	return mt
}

const (
	learnLabel = "Learn  0 / " // followed by the total
	daily      = "Puzzle of the day"
	review     = "Review mistakes"
)

// rowLabels are the rows' labels, a row of two joined by " | ".
func (f *fixture) rowLabels() []string {
	var out []string
	for _, r := range f.m.Rows() {
		s := r[0].Label
		for _, b := range r[1:] {
			s += " | " + b.Label
		}
		out = append(out, s)
	}
	return out
}

// TestFirstRun: before any game, Continue is greyed in its place (a tap
// does nothing), New game is the stressed one; there are seven rows, no
// puzzle of the day and no review beside Puzzles and Learn.
func TestFirstRun(t *testing.T) {
	f := newFixture(t)
	want := []string{"Continue", "New game", "Puzzles", learnLabel + strconv.Itoa(learn.Total()), "Games", "Set up position", "Settings"}
	if got := f.rowLabels(); !slices.Equal(got, want) {
		t.Fatalf("rows %q, want %q", got, want)
	}
	bs := f.m.Buttons()
	if !bs[0].Disabled || bs[0].Primary || !bs[1].Primary {
		t.Errorf("Continue disabled %v primary %v, New game primary %v", bs[0].Disabled, bs[0].Primary, bs[1].Primary)
	}
	// A careless player taps the greyed Continue, twice.
	for range 2 {
		if f.sh.Tap(t, "Continue") {
			t.Fatal("the greyed Continue took a tap")
		}
	}
	if len(f.sh.Routes) != 0 || f.sh.Redraws != 0 {
		t.Fatalf("a greyed Continue opened %v", f.sh.Routes)
	}
	if o := f.m.Tap(LastGame); o.Open != nil {
		t.Fatalf("Last game without a game opened %v", o.Open)
	}
}

// TestEveryRowOpensItsScreen: each row opens the screen it names.
func TestEveryRowOpensItsScreen(t *testing.T) {
	f := newFixture(t)
	for label, want := range map[string]ui.Route{
		"New game":                               ui.ToNewGame,
		"Puzzles":                                ui.ToPuzzles,
		learnLabel + strconv.Itoa(learn.Total()): ui.ToLessons,
		"Games":                                  ui.ToGames,
		"Set up position":                        ui.ToEditor,
		"Settings":                               ui.ToSettings,
	} {
		f.sh.Routes = nil
		f.sh.Tap(t, label)
		if len(f.sh.Routes) != 1 || f.sh.Routes[0] != want {
			t.Errorf("%s opened %v, want %v", label, f.sh.Routes, want)
		}
	}
	if f.sh.Saves != 0 || len(f.sh.Sounds) != 0 {
		t.Errorf("the start screen saved %d times, sounded %v", f.sh.Saves, f.sh.Sounds)
	}
}

// TestContinueResumes: with a game in progress Continue is stressed (not
// New game) and resumes the paused game as it opens it.
func TestContinueResumes(t *testing.T) {
	f := newFixture(t)
	mt := f.begin(t, rules.StartFEN, "h2e2")
	if !mt.Paused() {
		t.Fatal("the game is not paused behind the start screen")
	}
	bs := f.m.Buttons()
	if bs[0].Label != "Continue" || bs[0].Disabled || !bs[0].Primary || bs[1].Primary {
		t.Fatalf("first row %+v, New game primary %v", bs[0], bs[1].Primary)
	}
	if f.m.Enabled(LastGame) {
		t.Error("Last game is enabled for a game in progress")
	}
	f.sh.Tap(t, "Continue")
	if len(f.sh.Routes) != 1 || f.sh.Routes[0] != ui.ToContinue {
		t.Fatalf("Continue opened %v", f.sh.Routes)
	}
	if mt.Paused() {
		t.Error("Continue did not resume the game")
	}
	mt.Pause()
}

// TestLastGame: once the game is over, the first row is Last game (its
// record), not stressed, and New game is; a game over before any move
// (nothing to show) leaves Continue greyed.
func TestLastGame(t *testing.T) {
	const mateFEN = "5a3/4Nk3/5a3/9/1C7/9/9/9/9/4K4 w - - 0 1" // Red mates with b5b8
	f := newFixture(t)
	f.begin(t, mateFEN, "b5b8")
	bs := f.m.Buttons()
	if bs[0].Label != "Last game" || bs[0].Disabled || bs[0].Primary || !bs[1].Primary {
		t.Fatalf("after a mate: first row %+v, New game primary %v", bs[0], bs[1].Primary)
	}
	if f.m.Enabled(Continue) {
		t.Error("Continue is enabled for a game over")
	}
	f.sh.Tap(t, "Last game")
	if len(f.sh.Routes) != 1 || f.sh.Routes[0] != ui.ToLastGame {
		t.Fatalf("Last game opened %v", f.sh.Routes)
	}
	// Resigned before a move: Continue greyed.
	f2 := newFixture(t)
	f2.begin(t, rules.StartFEN).Resign()
	if !f2.cur.Match().Over() {
		t.Fatal("the resigned game is not over")
	}
	if bs := f2.m.Buttons(); bs[0].Label != "Continue" || !bs[0].Disabled {
		t.Fatalf("a game over without moves: first row %+v", bs[0])
	}
}

// TestDailyPuzzle: the puzzle of the day shares the Puzzles row, its
// theme under the words, marked done once solved; a tap opens it by its
// index. The rows under it keep their places.
func TestDailyPuzzle(t *testing.T) {
	f := newFixture(t)
	f.daily = &Daily{Index: 17, Sub: "Mate in 2"}
	rows := f.m.Rows()
	if len(rows) != 7 || len(rows[2]) != 2 || rows[2][0].Label != "Puzzles" {
		t.Fatalf("rows %q", f.rowLabels())
	}
	d := rows[2][1]
	if d.Label != daily || d.Sub != "Mate in 2" || d.Done || d.Disabled {
		t.Fatalf("the puzzle of the day %+v", d)
	}
	f.sh.Tap(t, daily)
	if len(f.sh.Routes) != 1 || f.sh.Routes[0] != (ui.ToDailyPuzzle{Index: 17}) {
		t.Fatalf("the puzzle of the day opened %v", f.sh.Routes)
	}
	f.daily = &Daily{Index: 17, Sub: "✓ Mate in 2", Solved: true}
	if d := f.m.Rows()[2][1]; !d.Done || d.Sub != "✓ Mate in 2" {
		t.Errorf("solved: %+v", d)
	}
	// None today (all solved): the row is Puzzles alone, and the target
	// does nothing.
	f.daily = nil
	if r := f.m.Rows()[2]; len(r) != 1 {
		t.Fatalf("no puzzle of the day: row %+v", r)
	}
	if o := f.m.Tap(DailyPuzzle); o.Open != nil {
		t.Errorf("no puzzle of the day, yet it opened %v", o.Open)
	}
}

// TestReviewDue: mistakes due today share the Learn row ("2 to review
// today", the streak after it while there is one); a tap opens the
// review. Due tomorrow, nothing shows until tomorrow comes.
func TestReviewDue(t *testing.T) {
	f := newFixture(t)
	today := train.DayOf(f.now)
	f.training.Deck.Add(today+1, train.Card{ID: "a#1"}, train.Card{ID: "b#3"})
	if r := f.m.Rows()[3]; len(r) != 1 || f.sh.Has(review) {
		t.Fatalf("nothing due: Learn's row %+v", r)
	}
	if o := f.m.Tap(ReviewMistakes); o.Open != nil {
		t.Fatalf("nothing due, yet the review opened %v", o.Open)
	}
	f.now = f.now.Add(24 * time.Hour)
	r := f.m.Rows()[3]
	if len(r) != 2 || r[1].Label != review || r[1].Sub != "2 to review today" {
		t.Fatalf("two due: Learn's row %+v", r)
	}
	// A streak that still stands (trained yesterday) is said too; one
	// broken is not.
	f.training.Streak = train.Streak{Days: 3, Best: 3, Last: today}
	if r := f.m.Rows()[3]; r[1].Sub != "2 to review today · 3-day streak" {
		t.Errorf("with a streak: %q", r[1].Sub)
	}
	f.training.Streak.Last = today - 2
	if r := f.m.Rows()[3]; r[1].Sub != "2 to review today" {
		t.Errorf("with a broken streak: %q", r[1].Sub)
	}
	f.sh.Tap(t, review)
	if len(f.sh.Routes) != 1 || f.sh.Routes[0] != ui.ToReviewMistakes {
		t.Fatalf("Review mistakes opened %v", f.sh.Routes)
	}
}

// TestLearnCount: the Learn button counts the exercises solved.
func TestLearnCount(t *testing.T) {
	f := newFixture(t)
	l := learn.All[0]
	f.lessons.MarkSolved(l.ID, 0)
	f.lessons.MarkSolved(l.ID, 1)
	f.lessons.MarkSolved(l.ID, 1) // twice: one exercise
	want := "Learn  2 / " + strconv.Itoa(learn.Total())
	if got := f.m.LearnLabel(); got != want {
		t.Fatalf("%q, want %q", got, want)
	}
	f.sh.Tap(t, want)
	if len(f.sh.Routes) != 1 || f.sh.Routes[0] != ui.ToLessons {
		t.Fatalf("Learn opened %v", f.sh.Routes)
	}
}

// TestLanguageAndNotice: the labels follow a change of language made
// while the screen is open; the notice line says what the shell says.
func TestLanguageAndNotice(t *testing.T) {
	f := newFixture(t)
	if f.m.Notice() != "" || f.m.Title() != i18n.LangEn.Text(i18n.MsgTitle) {
		t.Fatalf("notice %q, title %q", f.m.Notice(), f.m.Title())
	}
	f.notice = "Could not save: no space left on device"
	if f.m.Notice() != f.notice {
		t.Errorf("notice %q", f.m.Notice())
	}
	f.env.SetLang(i18n.LangVi)
	if got := f.m.Buttons()[1].Label; got != i18n.LangVi.Text(i18n.MsgNewGame) {
		t.Errorf("in Vietnamese New game reads %q", got)
	}
	if f.m.Title() != i18n.LangVi.Text(i18n.MsgTitle) {
		t.Errorf("title %q", f.m.Title())
	}
	// No notice service at all: no line.
	if m := New(f.env, Services{Game: f.cur, Lessons: &f.lessons, Training: &f.training, Now: time.Now}); m.Notice() != "" || len(m.Rows()[2]) != 1 {
		t.Error("a menu without a notice or a daily service")
	}
}

// TestBackAsksBeforeQuit (issue 52): the desktop's Back (Escape) on the
// start screen asks first; No stays, Yes quits (ui.ToQuit). On a phone
// Back is the system's: the screen does not take it.
func TestBackAsksBeforeQuit(t *testing.T) {
	f := newFixture(t)
	o, handled := f.m.Back()
	if !handled {
		t.Fatal("the desktop's Back went past the start screen: it quit unasked")
	}
	f.sh.Apply(o)
	d := uitest.TopIs[*ui.Dialog](t, f.sh)
	if d.Text != "Quit the game?" || !slices.Equal(f.sh.Labels(), []string{"Yes", "No"}) {
		t.Fatalf("asked %q %q", d.Text, f.sh.Labels())
	}
	f.sh.Tap(t, "No")
	if len(f.sh.Stack) != 1 || len(f.sh.Routes) != 0 || f.sh.Closed != 0 {
		t.Fatalf("No: %v, routes %v", f.sh, f.sh.Routes)
	}
	o, _ = f.m.Back()
	f.sh.Apply(o)
	f.sh.Tap(t, "Yes")
	if !slices.Equal(f.sh.Routes, []any{ui.ToQuit}) {
		t.Fatalf("Yes: routes %v", f.sh.Routes)
	}
	for lang := i18n.Lang(0); lang < i18n.NumLangs; lang++ {
		if q := lang.Text(i18n.MsgConfirmQuit); q == "" || q == "Quit the game?" && lang != i18n.LangEn {
			t.Errorf("%s: %q", lang.Code(), q)
		}
	}
	f.m.svc.Mobile = true
	if o, handled := f.m.Back(); handled || o.Open != nil {
		t.Fatalf("a phone's Back on the start screen: %+v, handled %v", o, handled)
	}
}
