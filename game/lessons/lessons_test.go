package lessons

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"xiangqi/game/session"
	"xiangqi/game/sfx"
	"xiangqi/game/texts"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/learn"
	"xiangqi/rules"
)

func env(lang i18n.Lang) ui.Env {
	st := session.DefaultSettings()
	return ui.LangEnv(lang, &st)
}

func sq(t *testing.T, s string) rules.Square {
	t.Helper()
	p, err := rules.ParseSquare(s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// taps taps the points in turn and merges what they answered.
func taps(t *testing.T, m *Exercise, points ...string) ui.Outcome {
	t.Helper()
	var o ui.Outcome
	for _, p := range points {
		o = o.Merge(m.TapPoint(sq(t, p)))
	}
	return o
}

func lessonIndex(t *testing.T, id string) int {
	t.Helper()
	for i := range learn.All {
		if learn.All[i].ID == id {
			return i
		}
	}
	t.Fatalf("no lesson %s", id)
	return -1
}

func state(m *Exercise) string { s, _ := m.State(); return s }

// TestListRows: the list has every lesson in order, each group's heading
// over its first lesson, the count of each lesson's exercises solved and
// of the whole course.
func TestListRows(t *testing.T) {
	var p learn.Progress
	l := NewList(env(i18n.LangEn), &p)
	if l.Title() != "Learn" {
		t.Errorf("title %q", l.Title())
	}
	rows := l.Rows()
	if len(rows) != len(learn.All) {
		t.Fatalf("%d rows for %d lessons", len(rows), len(learn.All))
	}
	var heads []string
	for i, r := range rows {
		if r.Lesson != i || r.Label != learn.All[i].Title[i18n.LangEn] {
			t.Errorf("row %d: %+v", i, r)
		}
		if r.Head != "" {
			heads = append(heads, r.Head)
		}
		if r.Done || !strings.HasPrefix(r.Sub, "0/") {
			t.Errorf("row %d with nothing solved: %+v", i, r)
		}
	}
	want := []string{i18n.LangEn.Text(i18n.MsgLessonsPieces), i18n.LangEn.Text(i18n.MsgLessonsRules), i18n.LangEn.Text(i18n.MsgLessonsPatterns)}
	if !slices.Equal(heads, want) || rows[0].Head != want[0] {
		t.Errorf("headings %q, want %q first on the first row", heads, want)
	}
	h := lessonIndex(t, "horse")
	p.MarkSolved("horse", 0)
	if r := l.Rows()[h]; r.Sub != "1/2" || r.Done {
		t.Errorf("horse with one solved: %+v", r)
	}
	p.MarkSolved("horse", 1)
	if r := l.Rows()[h]; r.Sub != "2/2" || !r.Done {
		t.Errorf("horse all solved: %+v", r)
	}
	if got, want := l.Count(), "2 / "+itoa(learn.Total())+" exercises done"; got != want {
		t.Errorf("count %q, want %q", got, want)
	}
	if o := l.Back(); !o.Close || o.Save || o.Open != nil {
		t.Errorf("Back: %+v", o)
	}
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

// TestListOpens: a lesson opens at its first unsolved exercise (at the
// last when all are solved); a tap past the list opens nothing.
func TestListOpens(t *testing.T) {
	var p learn.Progress
	l := NewList(env(i18n.LangEn), &p)
	h := lessonIndex(t, "horse")
	open := func() *Exercise {
		t.Helper()
		o := l.Open(h)
		m, ok := o.Open.(*Exercise)
		if !ok || o.Close || o.Save {
			t.Fatalf("Open: %+v", o)
		}
		if m.Lesson().ID != "horse" {
			t.Fatalf("opened %s", m.Lesson().ID)
		}
		return m
	}
	if m := open(); m.Current() != 0 {
		t.Errorf("nothing solved: opened at %d", m.Current())
	}
	p.MarkSolved("horse", 0)
	if m := open(); m.Current() != 1 {
		t.Errorf("first solved: opened at %d", m.Current())
	}
	p.MarkSolved("horse", 1)
	if m := open(); m.Current() != 1 {
		t.Errorf("all solved: opened at %d", m.Current())
	}
	for _, i := range []int{-1, len(learn.All)} {
		if o := l.Open(i); o != (ui.Outcome{}) {
			t.Errorf("Open(%d): %+v", i, o)
		}
	}
}

// TestExerciseTapThrough taps through the horse lesson as a player would:
// a tap on the horse shows its points, a tap where it cannot go says why,
// the exercise solved in two moves is recorded and saved, Next, a wrong
// try fails and Retry starts it again, and back to the list.
func TestExerciseTapThrough(t *testing.T) {
	var p learn.Progress
	m := NewExercise(env(i18n.LangEn), &p, lessonIndex(t, "horse"), -1)
	if m.Current() != 0 || !m.CanMove() {
		t.Fatalf("opened at %d", m.Current())
	}
	if s, tone := m.State(); s != "Tap a piece to see where it may go" || tone != Dim {
		t.Errorf("before a tap: %q %v", s, tone)
	}
	if o := taps(t, m, "b0"); !o.Changed || o.Play || o.Save {
		t.Errorf("selecting: %+v", o)
	}
	if b, _ := m.Board(); b.Selected != sq(t, "b0") || len(b.Dests) != 3 { // a2, c2, d1
		t.Errorf("the horse's points: %v on %v", b.Dests, b.Selected)
	}
	taps(t, m, "b2")
	if s, tone := m.State(); s != "A horse moves one point straight, then one diagonally outward" || tone != Problem {
		t.Errorf("a tap where the horse cannot go: %q %v", s, tone)
	}
	if m.Selected() != rules.NoSquare {
		t.Error("the refused tap kept the selection")
	}
	// The next press forgets the refusal.
	m.Press(rules.NoSquare)
	if s := state(m); s != "Tap a piece to see where it may go" {
		t.Errorf("after the next press: %q", s)
	}
	o := taps(t, m, "b0", "c2")
	if try := m.Attempt(); try.State() != learn.Playing || try.MovesLeft() != 1 {
		t.Fatalf("after one move: %v, %d left", try.State(), try.MovesLeft())
	}
	if !o.Play || o.Sound != sfx.ForMove(false, false, false) || o.Save {
		t.Errorf("a quiet move: %+v", o)
	}
	if s := state(m); s != "Moves left: 1" {
		t.Errorf("after one move: %q", s)
	}
	// Black passes: Red is to move again.
	if b, _ := m.Board(); b.Pos.SideToMove() != rules.Red || b.Last != rules.NewMove(sq(t, "b0"), sq(t, "c2")) {
		t.Fatalf("Black moved, or the last move is %v", b.Last)
	}
	o = taps(t, m, "c2", "e3")
	if m.Attempt().State() != learn.Solved || !p.Solved("horse", 0) {
		t.Fatalf("not solved: %v", m.Attempt().State())
	}
	if !o.Save || !o.Play || o.Sound != sfx.End || o.Close {
		t.Errorf("solving: %+v", o)
	}
	if s, tone := m.State(); s != "Well done!" || tone != Good {
		t.Errorf("solved: %q %v", s, tone)
	}
	if b, err := json.Marshal(p); err != nil || !strings.Contains(string(b), `"horse/1"`) {
		t.Errorf("the progress saves as %s (%v)", b, err)
	}
	// The careless player taps on: nothing moves, nothing more is saved.
	if o := taps(t, m, "e3", "e4", "e0", "e1"); o.Save || o.Play {
		t.Errorf("taps after the end: %+v", o)
	}
	if len(m.Attempt().Moves()) != 2 {
		t.Errorf("moves after the end: %v", m.Attempt().Moves())
	}
	ks := m.Keys()
	if !ks[KeyNext].Primary || ks[KeyNext].Disabled || !ks[KeyPrev].Disabled || !ks[KeyHint].Disabled {
		t.Errorf("keys when solved: %+v", ks)
	}
	if o := m.Tap(KeyNext); !o.Changed || m.Current() != 1 || len(m.Attempt().Moves()) != 0 {
		t.Fatalf("Next: %+v, exercise %d", o, m.Current())
	}
	// On the last exercise Next is the next lesson's (TestNextLesson).
	if k := m.Keys()[KeyNext]; k.Disabled || k.Label != "Next lesson" {
		t.Errorf("Next on the last: %+v", k)
	}
	// Retry before a move: disabled.
	if o := m.Tap(KeyRetry); o != (ui.Outcome{}) {
		t.Errorf("Retry before a move: %+v", o)
	}
	// A wrong try fails and Retry starts it again.
	taps(t, m, "h0", "i2")
	taps(t, m, "i2", "h0")
	if m.Attempt().State() != learn.Failed {
		t.Fatalf("two wrong moves: %v", m.Attempt().State())
	}
	if p.Solved("horse", 1) {
		t.Error("a failure recorded as solved")
	}
	if s, tone := m.State(); tone != Problem || s == "" {
		t.Errorf("failed: %q %v", s, tone)
	}
	if ks := m.Keys(); !ks[KeyRetry].Primary || ks[KeyRetry].Disabled {
		t.Errorf("Retry when failed: %+v", ks[KeyRetry])
	}
	if o := m.Tap(KeyRetry); !o.Changed || m.Attempt().State() != learn.Playing || len(m.Attempt().Moves()) != 0 {
		t.Fatal("Retry did not start again")
	}
	if o := m.Tap(KeyPrev); !o.Changed || m.Current() != 0 || len(m.Attempt().Moves()) != 0 {
		t.Fatalf("Previous: exercise %d", m.Current())
	}
	if o := m.Tap(KeyList); !o.Close || o.Save {
		t.Errorf("List: %+v", o)
	}
}

// TestExerciseHint: the hint shows the solution's next move once (a
// second tap does nothing), goes with the move played, and is gone when
// the player leaves the solution.
func TestExerciseHint(t *testing.T) {
	var p learn.Progress
	m := NewExercise(env(i18n.LangEn), &p, lessonIndex(t, "horse"), 0)
	if b, _ := m.Board(); b.Hint != rules.NoMove {
		t.Fatal("a hint before asking")
	}
	if o := m.Tap(KeyHint); !o.Changed {
		t.Fatalf("Hint: %+v", o)
	}
	want := rules.NewMove(sq(t, "b0"), sq(t, "c2"))
	if b, _ := m.Board(); b.Hint != want {
		t.Errorf("hint %v, want %v", b.Hint, want)
	}
	if o := m.Tap(KeyHint); o != (ui.Outcome{}) {
		t.Errorf("Hint again: %+v", o)
	}
	if ks := m.Keys(); !ks[KeyHint].Disabled || ks[KeyRetry].Disabled {
		t.Errorf("after the hint: %+v", ks)
	}
	taps(t, m, "b0", "a2") // off the solution
	if b, _ := m.Board(); b.Hint != rules.NoMove {
		t.Errorf("the hint stays after the move: %v", b.Hint)
	}
	if ks := m.Keys(); !ks[KeyHint].Disabled {
		t.Error("a hint off the solution")
	}
	if o := m.Tap(KeyHint); o != (ui.Outcome{}) {
		t.Errorf("Hint off the solution: %+v", o)
	}
}

// TestExerciseBoardPoints: a press selects a piece at once (a drag can
// carry it), a drop on a legal point plays, a drop off the board or back
// on the piece plays nothing, a tap on another own piece selects it, and
// Black's pieces are not the player's.
func TestExerciseBoardPoints(t *testing.T) {
	var p learn.Progress
	m := NewExercise(env(i18n.LangEn), &p, lessonIndex(t, "horse"), 1) // Ke0 Bg0 Nh0 kd9 pf4
	if o := m.Press(sq(t, "h0")); !o.Changed || m.Selected() != sq(t, "h0") {
		t.Fatalf("press on the horse: %+v, %v", o, m.Selected())
	}
	m.Release(sq(t, "h0")) // the tap ends on the piece: still selected
	if m.Selected() != sq(t, "h0") {
		t.Error("a tap on the horse left it unselected")
	}
	taps(t, m, "h0") // the selected piece again: still selected
	if m.Selected() != sq(t, "h0") {
		t.Error("a second tap on the horse dropped it")
	}
	taps(t, m, "g0") // another own piece
	if m.Selected() != sq(t, "g0") {
		t.Errorf("selected %v, want the elephant", m.Selected())
	}
	m.Drop(sq(t, "g0"), rules.NoSquare) // dropped off the board
	if m.Selected() != rules.NoSquare || state(m) != "Tap a piece to see where it may go" {
		t.Errorf("off the board: selected %v, %q", m.Selected(), state(m))
	}
	taps(t, m, "f4", "d9") // Black's pieces
	if m.Selected() != rules.NoSquare {
		t.Errorf("a black piece selected: %v", m.Selected())
	}
	taps(t, m, "h0", "f1") // the elephant on g0 blocks that leg
	if s := state(m); s != "The horse's leg is blocked" {
		t.Errorf("blocked leg: %q", s)
	}
	if o := m.Drop(sq(t, "h0"), sq(t, "g2")); !o.Play || len(m.Attempt().Moves()) != 1 {
		t.Fatalf("the drop to g2: %+v", o)
	}
	if o := m.Drop(sq(t, "g2"), sq(t, "f4")); !o.Save || !p.Solved("horse", 1) {
		t.Fatalf("the capture: %+v", o)
	}
}

// TestExerciseSaysWhyNotMate: a check that is not mate in a mate
// exercise says why, with Black's answer in the move notation, and the
// board shows the answer played; a move that gives no check says so.
func TestExerciseSaysWhyNotMate(t *testing.T) {
	var p learn.Progress
	e := env(i18n.LangEn)
	checks, quiet := 0, 0
	for li := range learn.All {
		for ei := range learn.All[li].Exercises {
			ex := &learn.All[li].Exercises[ei]
			if ex.Goal != learn.Mate {
				continue
			}
			a, err := learn.NewAttempt(ex)
			if err != nil {
				t.Fatal(err)
			}
			pos := a.Position()
			var ms rules.MoveList
			pos.GenerateMoves(&ms)
			for _, mv := range ms.Moves[:ms.N] {
				try, _ := learn.NewAttempt(ex)
				if try.Play(mv) != nil || try.State() != learn.Failed {
					continue
				}
				miss, answer := try.Miss()
				m := NewExercise(e, &p, li, ei)
				o := m.TapPoint(mv.From()).Merge(m.TapPoint(mv.To()))
				if len(m.Attempt().Moves()) != 1 || !o.Play || o.Sound != sfx.End || o.Save {
					t.Fatalf("%s %d, %v: not played: %+v", learn.All[li].ID, ei, mv, o)
				}
				line, tone := m.State()
				b, _ := m.Board()
				switch miss {
				case learn.MissGeneralEscapes, learn.MissCapture, learn.MissCover:
					checks++
					after := try.Position()
					want := after.Notate(answer, rules.WXF)
					if !strings.HasPrefix(line, "Not mate: ") || !strings.Contains(line, "("+want+")") || tone != Problem {
						t.Errorf("%s %d, %v: %q, want the reason with %s", learn.All[li].ID, ei, mv, line, want)
					}
					if b.Last != answer {
						t.Errorf("%s %d, %v: board shows %v, want %v", learn.All[li].ID, ei, mv, b.Last, answer)
					}
					after.MakeMove(answer)
					if b.Pos.FEN() != after.FEN() {
						t.Errorf("%s %d, %v: the answer is not played on the board", learn.All[li].ID, ei, mv)
					}
				case learn.MissNoCheck:
					quiet++
					if line != "That move gives no check" {
						t.Errorf("%s %d, %v: %q", learn.All[li].ID, ei, mv, line)
					}
					if b.Last != mv {
						t.Errorf("%s %d, %v: last move %v", learn.All[li].ID, ei, mv, b.Last)
					}
				}
			}
		}
	}
	if checks == 0 || quiet == 0 {
		t.Fatalf("%d checks that are not mate, %d quiet moves", checks, quiet)
	}
}

// TestExerciseOpens: a negative exercise opens the first unsolved, one
// past the last opens the last.
func TestExerciseOpens(t *testing.T) {
	var p learn.Progress
	h := lessonIndex(t, "horse")
	p.MarkSolved("horse", 0)
	if m := NewExercise(env(i18n.LangEn), &p, h, -1); m.Current() != 1 {
		t.Errorf("opened at %d", m.Current())
	}
	if m := NewExercise(env(i18n.LangEn), &p, h, 7); m.Current() != 1 {
		t.Errorf("exercise 7 of 2 opened at %d", m.Current())
	}
}

// TestExerciseTexts: the title, explanation, tasks and count in the
// player's language.
func TestExerciseTexts(t *testing.T) {
	var p learn.Progress
	h := lessonIndex(t, "horse")
	l := &learn.All[h]
	p.MarkSolved("horse", 1)
	for _, lang := range []i18n.Lang{i18n.LangVi, i18n.LangEn, i18n.LangZh} {
		m := NewExercise(env(lang), &p, h, 0)
		if m.Title() != l.Title[lang] || m.Intro() != l.Intro[lang] {
			t.Errorf("%v: %q, %q", lang, m.Title(), m.Intro())
		}
		ts := m.Tasks()
		if len(ts) != 2 || ts[0] != m.TaskLine() || !strings.HasSuffix(ts[1], " · "+l.Exercises[1].Task[lang]) {
			t.Errorf("%v: tasks %q, task %q", lang, ts, m.TaskLine())
		}
		if m.Solved(0) || !m.Solved(1) {
			t.Errorf("%v: solved marks", lang)
		}
	}
	m := NewExercise(env(i18n.LangEn), &p, h, 0)
	if ts := m.Tasks(); ts[0] != "Exercise 1/2 · Take the cannon in two moves" {
		t.Errorf("task %q", ts[0])
	}
	if d := m.DoneLine(); d != "1 / 2 exercises done" {
		t.Errorf("done %q", d)
	}
}

// TestFind reads the automation's names of lessons.
func TestFind(t *testing.T) {
	h := lessonIndex(t, "horse")
	for _, c := range []struct {
		spec      string
		lesson    int
		ex        int
		errPrefix string
	}{
		{"horse", h, -1, ""},
		{"horse:2", h, 1, ""},
		{"horse:0", 0, 0, "bad exercise"},
		{"horse:x", 0, 0, "bad exercise"},
		{"horse:3", 0, 0, "lesson horse has 2 exercises"},
		{"unicorn", 0, 0, `no lesson "unicorn"`},
	} {
		l, ex, err := Find(c.spec)
		if c.errPrefix != "" {
			if err == nil || !strings.HasPrefix(err.Error(), c.errPrefix) {
				t.Errorf("%q: %v, want %q…", c.spec, err, c.errPrefix)
			}
			continue
		}
		if err != nil || l != c.lesson || ex != c.ex {
			t.Errorf("%q: %d, %d, %v", c.spec, l, ex, err)
		}
	}
}

// TestExerciseNoChecks: in an exercise where Black passes, a check is
// refused with the exercise's own reason (the move is not played, the
// piece let go), until the next press; the List key mid-way leaves
// without recording anything.
func TestExerciseNoChecks(t *testing.T) {
	var p learn.Progress
	for li := range learn.All {
		for ei := range learn.All[li].Exercises {
			m := NewExercise(env(i18n.LangEn), &p, li, ei)
			if m.Attempt() == nil || m.Exercise().Moves < 2 {
				continue
			}
			pos := m.Attempt().Position()
			var ms rules.MoveList
			pos.GenerateMoves(&ms)
			for _, mv := range ms.Moves[:ms.N] {
				try, _ := learn.NewAttempt(m.Exercise())
				if !errors.Is(try.Play(mv), learn.ErrNoCheck) {
					continue
				}
				o := m.TapPoint(mv.From()).Merge(m.TapPoint(mv.To()))
				if o.Play || o.Save || len(m.Attempt().Moves()) != 0 || m.Selected() != rules.NoSquare {
					t.Fatalf("%s %d, %v: the check was played: %+v", learn.All[li].ID, ei, mv, o)
				}
				if s, tone := m.State(); s != i18n.LangEn.Text(i18n.MsgLessonNoCheck) || tone != Problem {
					t.Errorf("%s %d, %v: %q", learn.All[li].ID, ei, mv, s)
				}
				if o := m.Press(rules.NoSquare); !o.Changed || state(m) == i18n.LangEn.Text(i18n.MsgLessonNoCheck) {
					t.Errorf("the next press kept the reason: %+v", o)
				}
				// One move of the solution, then back to the list.
				if len(m.Exercise().Solution) > 0 {
					sol, _ := pos.ReadMove(m.Exercise().Solution[0])
					m.TapPoint(sol.From())
					m.TapPoint(sol.To())
					if len(m.Attempt().Moves()) != 1 || m.Attempt().State() != learn.Playing {
						t.Fatalf("%s %d: the solution's first move: %v", learn.All[li].ID, ei, m.Attempt().Moves())
					}
				}
				if o := m.Tap(KeyList); !o.Close || o.Save || !p.Empty() {
					t.Errorf("List mid-way: %+v, progress %v", o, p)
				}
				return
			}
		}
	}
	t.Fatal("no exercise refuses a check")
}

// TestExerciseSolutions: every exercise is solved by tapping its
// solution's points, once recorded and saved; a ruling's state is the
// referee's verdict, the others' "Well done!".
func TestExerciseSolutions(t *testing.T) {
	var p learn.Progress
	rulings := 0
	for li := range learn.All {
		for ei := range learn.All[li].Exercises {
			m := NewExercise(env(i18n.LangEn), &p, li, ei)
			ex := m.Exercise()
			saves := 0
			for _, s := range ex.Solution {
				pos := m.Attempt().Position()
				mv, err := pos.ReadMove(s)
				if err != nil {
					t.Fatalf("%s %d: %v", learn.All[li].ID, ei, err)
				}
				if o := m.TapPoint(mv.From()).Merge(m.TapPoint(mv.To())); o.Save {
					saves++
				}
			}
			if m.Attempt().State() != learn.Solved || saves != 1 || !p.Solved(learn.All[li].ID, ei) {
				t.Errorf("%s %d: %v, %d saves", learn.All[li].ID, ei, m.Attempt().State(), saves)
			}
			line, tone := m.State()
			if tone != Good {
				t.Errorf("%s %d: tone %v", learn.All[li].ID, ei, tone)
			}
			if ex.Goal == learn.Ruling {
				rulings++
				if want := i18n.LangEn.Text(texts.ReasonMsg(ex.Reason)); !strings.Contains(line, want) || strings.Contains(line, "Well done") {
					t.Errorf("%s %d: %q, want the ruling %q", learn.All[li].ID, ei, line, want)
				}
			} else if !strings.HasPrefix(line, "Well done!") {
				t.Errorf("%s %d: %q", learn.All[li].ID, ei, line)
			}
		}
	}
	if p.Count() != learn.Total() || rulings == 0 {
		t.Errorf("%d of %d solved, %d rulings", p.Count(), learn.Total(), rulings)
	}
}

// TestSpecHintThenSelect: the automation's "-lesson horse:2 -lesson-taps
// hint,h0" as the model takes it: Find names the second exercise, which
// opens there though the first is unsolved; the hint shows the
// solution's first move, and a tap on the horse then selects it with its
// two points (the elephant blocks the third), the hint kept.
func TestSpecHintThenSelect(t *testing.T) {
	var p learn.Progress
	l, ex, err := Find("horse:2")
	if err != nil {
		t.Fatal(err)
	}
	m := NewExercise(env(i18n.LangEn), &p, l, ex)
	if m.Lesson().ID != "horse" || m.Current() != 1 {
		t.Fatalf("opened %s/%d", m.Lesson().ID, m.Current())
	}
	if o := m.Tap(KeyHint); o != ui.Redraw() {
		t.Fatalf("hint: %+v", o)
	}
	if o := taps(t, m, "h0"); o != ui.Redraw() {
		t.Fatalf("the tap on the horse: %+v", o)
	}
	b, _ := m.Board()
	var dests []string
	for _, mv := range b.Dests {
		dests = append(dests, mv.To().String())
	}
	slices.Sort(dests)
	if b.Selected != sq(t, "h0") || b.Hint != rules.NewMove(sq(t, "h0"), sq(t, "g2")) || !slices.Equal(dests, []string{"g2", "i2"}) {
		t.Errorf("selected %v, hint %v, points %v", b.Selected, b.Hint, dests)
	}
	if s := state(m); s != "Moves left: 2" {
		t.Errorf("state %q", s)
	}
}

// TestNextLesson (issue 52): on a lesson's last exercise Next goes on to
// the next lesson's first exercise (it was greyed out, and the next
// lesson only in the list), and says so; on the course's last exercise
// it is Finish, back to the list.
func TestNextLesson(t *testing.T) {
	var p learn.Progress
	for lang := i18n.Lang(0); lang < i18n.NumLangs; lang++ {
		for i := range learn.All[:len(learn.All)-1] {
			last := len(learn.All[i].Exercises) - 1
			m := NewExercise(env(lang), &p, i, last)
			k := m.Keys()[KeyNext]
			if k.Disabled || k.Label != lang.Text(i18n.MsgNextLesson) {
				t.Fatalf("%s, lesson %s's last exercise: Next is %+v", lang.Code(), learn.All[i].ID, k)
			}
			if o := m.Tap(KeyNext); !o.Changed || o.Close || m.Lesson() != &learn.All[i+1] || m.Current() != 0 || !m.CanMove() {
				t.Fatalf("%s: Next after lesson %s: %+v, at %s exercise %d", lang.Code(), learn.All[i].ID, o, m.Lesson().ID, m.Current())
			}
			if m.Title() != label(lang, learn.All[i+1].Title) {
				t.Fatalf("%s: the title stayed %q", lang.Code(), m.Title())
			}
		}
		i := len(learn.All) - 1
		m := NewExercise(env(lang), &p, i, len(learn.All[i].Exercises)-1)
		k := m.Keys()[KeyNext]
		if k.Disabled || k.Label != lang.Text(i18n.MsgLessonsFinish) {
			t.Fatalf("%s, the course's last exercise: Next is %+v", lang.Code(), k)
		}
		if o := m.Tap(KeyNext); !o.Close || o.Open != nil {
			t.Fatalf("%s: Finish: %+v, want back to the list", lang.Code(), o)
		}
	}
}
