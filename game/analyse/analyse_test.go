package analyse

import (
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"xiangqi/analysis"
	"xiangqi/game/session"
	"xiangqi/game/ui"
	"xiangqi/game/ui/uitest"
	"xiangqi/i18n"
	"xiangqi/record"
	"xiangqi/rules"
)

// TestMateAnalysedAndKept: a finished game (a mate in one) is analysed
// and the analysis is kept with the game in the library; the game saved
// again keeps it, and opening the analysis again is instant.
func TestMateAnalysedAndKept(t *testing.T) {
	f := newFixture(t, 4)
	pos, err := rules.ParseFEN("5a3/4Nk3/5a3/9/1C7/9/9/9/9/4K4 w - - 0 1") // Red mates with b5b8
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	cur := &session.Current{Store: session.Store{Dir: dir}, Library: session.Library{Dir: dir}, Now: func() time.Time { return day }}
	cur.Begin(session.NewPausedMatch(nil, rules.NewGame(pos), [2]bool{}, session.Easy), false)
	mv, _ := rules.ParseMoveText("b5b8")
	if err := cur.Match().Play(mv); err != nil || !cur.Match().Over() {
		t.Fatalf("the mate: %v, over %v", err, cur.Match().Over())
	}
	if err := cur.Archive(); err != nil {
		t.Fatal(err)
	}
	f.sv.Library = cur.Library
	m := f.open(t, cur.ID(), cur.Record(), 1, nil)
	if !m.Running() {
		t.Fatal("the analysis did not start")
	}
	complete(t, m)
	if got := m.Report().Marks[0]; got != analysis.Best {
		t.Errorf("the mating move judged %v, want Best", got)
	}
	rec, err := cur.Library.Get(cur.ID())
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := analysis.FromRecord(rec); !ok {
		t.Fatalf("the library's record holds no analysis: notes %v, tags %v", rec.Notes, rec.Tags)
	}
	if _, ok := analysis.FromRecord(m.Record()); !ok {
		t.Error("the model's record holds no analysis")
	}
	m.Close()
	// Saving the game again (as the app's pause does) keeps the analysis.
	if err := cur.Archive(); err != nil {
		t.Fatal(err)
	}
	rec, _ = cur.Library.Get(cur.ID())
	if _, ok := analysis.FromRecord(rec); !ok {
		t.Fatal("the analysis was lost when the game was saved again")
	}
	again := f.open(t, cur.ID(), cur.Record(), 1, nil)
	if !again.Report().Complete() || again.Running() {
		t.Error("a game analysed before is analysed again")
	}
	if first, second := again.Status(); !strings.Contains(first, "best move") || !strings.Contains(first, "Red has won") || !strings.HasPrefix(second, "Red 100%") {
		t.Errorf("status of the mate: %q / %q", first, second)
	}
}

// TestLeavingStopsTheSearch: Pause, Close and Play from here each stop
// the search at once, leaving no goroutine behind; Resume goes on.
func TestLeavingStopsTheSearch(t *testing.T) {
	f := newFixture(t, 0)
	f.sv.Options = analysis.Options{PerPosition: time.Second}
	rec := readRecord(t, "selfplay.pgn")
	goroutines := runtime.NumGoroutine()
	m := f.open(t, "", rec, len(rec.Moves), nil)
	if !m.Running() {
		t.Fatal("the analysis did not start")
	}
	m.Pause()
	if m.Running() || settledGoroutines(goroutines) > goroutines {
		t.Fatalf("pause: running %v, %d goroutines (%d before)", m.Running(), runtime.NumGoroutine(), goroutines)
	}
	m.Pause() // twice: the app paused again
	m.Resume()
	if !m.Running() {
		t.Fatal("resume did not restart the analysis")
	}
	sh := uitest.New(m)
	sh.Tap(t, "Back")
	if sh.Closed != 1 {
		t.Fatalf("Back closed %d screens", sh.Closed)
	}
	m.Close() // the view closes the model with the screen
	if m.Running() || settledGoroutines(goroutines) > goroutines {
		t.Fatalf("close: running %v, %d goroutines (%d before)", m.Running(), runtime.NumGoroutine(), goroutines)
	}
	m.Close() // twice: closing a closed model does nothing

	m = f.open(t, "", rec, len(rec.Moves), nil)
	sh = uitest.New(m)
	sh.Tap(t, "◀")
	o := button(t, m, "Play from here").Tap()
	if m.Running() || settledGoroutines(goroutines) > goroutines {
		t.Fatalf("play from here: running %v, %d goroutines (%d before)", m.Running(), runtime.NumGoroutine(), goroutines)
	}
	if o.Start == nil || o.Start.Record == nil || o.Start.Choose {
		t.Fatalf("play from here answered %+v", o)
	}
	got := o.Start.Record
	if n := len(got.Moves); n != len(rec.Moves)-1 {
		t.Errorf("play from here: %d moves, want %d", n, len(rec.Moves)-1)
	}
	if got.Result() != "*" || got.Tag("Red") != rec.Tag("Red") || got.Tag("Event") != rec.Tag("Event") {
		t.Errorf("play from here: result %q, Red %q, Event %q; want *, the record's players and event", got.Result(), got.Tag("Red"), got.Tag("Event"))
	}
	if rec.Result() == "*" || len(rec.Moves) == len(got.Moves) {
		t.Error("the record was changed")
	}
	// From the last move, the record as it is (its result with it).
	m.GoTo(m.Len())
	if o := button(t, m, "Play from here").Tap(); o.Start == nil || o.Start.Record.Result() != rec.Result() || len(o.Start.Record.Moves) != len(rec.Moves) {
		t.Errorf("play from the end: %+v", o.Start)
	}
}

// TestAnalysisResumesWhereLeft: an analysis closed midway keeps what it
// found in the library's record; opened again from that record, or from
// the file without it (the library has the game), it goes on from there.
func TestAnalysisResumesWhereLeft(t *testing.T) {
	f := newFixture(t, 6)
	rec := readRecord(t, "selfplay.pgn")
	const id = "20260102-030405"
	if err := f.sv.Library.Put(id, rec); err != nil {
		t.Fatal(err)
	}
	var saved *record.Game
	m := f.open(t, id, rec, 0, func(r *record.Game) { saved = r })
	pollUntil(t, m, func() bool { return m.Report().Done() >= 5 })
	m.Close()
	left := m.Report().Done()
	if m.Report().Complete() {
		t.Fatal("the analysis ended before it was closed: the test wants it midway")
	}
	if saved == nil || saved != m.Record() {
		t.Fatal("onSave did not get the record written")
	}
	if r, ok := analysis.Kept(saved); !ok || r.Done() != left {
		t.Fatalf("the record handed on keeps %d positions, %d found", r.Done(), left)
	}
	kept, err := f.sv.Library.Get(id)
	if err != nil {
		t.Fatal(err)
	}
	if r, ok := analysis.Kept(kept); !ok || r.Done() != left {
		t.Fatalf("the library keeps %v positions, %d found", ok, left)
	}
	if again := f.open(t, id, saved, 0, nil); again.Report().Done() != left || !again.Running() {
		t.Errorf("reopened with %d positions analysed (running %v), %d when left", again.Report().Done(), again.Running(), left)
	} else {
		again.Close()
	}
	// The file opened again: the analysis kept in the library is taken
	// over; a game not in the library starts from nothing.
	if n := f.open(t, id, rec, 0, nil).Report().Done(); n != left {
		t.Errorf("the file opened again: %d positions analysed, %d kept", n, left)
	}
	if n := f.open(t, "", rec, 0, nil).Report().Done(); n != 0 {
		t.Errorf("a game not kept opened with %d positions analysed", n)
	}
}

// TestBetterAndRefutation: a game analysed before opens complete; at a
// mistake Better move shows the board before it with the better move as
// an arrow and its line, Refutation the board after it; each tapped again
// shows the move played; stepping on shows the move played.
func TestBetterAndRefutation(t *testing.T) {
	f := newFixture(t, 4)
	m := f.open(t, "", readRecord(t, "selfplay-annotated.pgn"), 0, nil)
	if !m.Report().Complete() || m.Running() {
		t.Fatal("an annotated game did not open analysed")
	}
	sh := uitest.New(m)
	rep := m.Report()
	first := firstMistake(rep)
	if first < 0 {
		t.Fatal("the annotated game has no mistake")
	}
	// At the start: nothing to show, and taps on the buttons that are off
	// change nothing.
	for _, label := range []string{"Better move", "Refutation", "|◀", "◀"} {
		if sh.Tap(t, label) || m.Shows() != ShowPlayed || m.Ply() != 0 {
			t.Errorf("%s at the start: enabled, or shows %v at ply %d", label, m.Shows(), m.Ply())
		}
	}
	for _, target := range []Target{Better, Refutation} { // not through the buttons
		if m.Enabled(target) || m.Tap(target).Changed || m.Shows() != ShowPlayed {
			t.Errorf("target %d at the start: enabled %v, shows %v", target, m.Enabled(target), m.Shows())
		}
	}
	if m.Arrow() != rules.NoMove || m.LastMove() != rules.NoMove {
		t.Error("an arrow or a last move at the start")
	}
	if o := m.GoTo(first + 1); !o.Changed || m.Ply() != first+1 {
		t.Fatalf("GoTo %d: %+v, ply %d", first+1, o, m.Ply())
	}
	sh.Tap(t, "Better move")
	if m.Shows() != ShowBetter || m.BoardPly() != first || m.Arrow() != rep.Better(first)[0] {
		t.Fatalf("better move: shows %v, board at ply %d (want %d), arrow %v", m.Shows(), m.BoardPly(), first, m.Arrow())
	}
	if m.Position() != positionAt(m.Game(), first) {
		t.Error("better move: the board is not the one before the mistake")
	}
	if first > 0 && m.LastMove() != m.Game().Moves()[first-1] {
		t.Error("better move: the last move marked is not the one before the mistake")
	}
	if !button(t, m, "Better move").Primary || button(t, m, "Refutation").Primary {
		t.Error("better move: its button is not the stressed one")
	}
	if _, second := m.Status(); !strings.HasPrefix(second, "Better: ") {
		t.Errorf("status under the better move: %q", second)
	}
	// Explore opens the explorer on the board shown.
	sh.Tap(t, "Openings") // Explore
	if len(sh.Routes) != 1 {
		t.Fatalf("explore opened %v", sh.Routes)
	}
	if to, ok := sh.Routes[0].(ui.ToExplorer); !ok || len(to.Game.Moves()) != first || to.Flipped {
		t.Errorf("explore: %+v, want the board of %d moves", sh.Routes[0], first)
	}
	// Engine opens the analysis board there, with the game's moves up to
	// it (issue 51).
	sh.Tap(t, "Engine")
	if to, ok := sh.Routes[len(sh.Routes)-1].(ui.ToBoard); !ok || len(to.Game.Moves()) != first || to.Game.Position() != positionAt(m.Game(), first) {
		t.Errorf("engine: %+v, want the board of %d moves", sh.Routes[len(sh.Routes)-1], first)
	}
	sh.Routes = sh.Routes[:1]
	sh.Tap(t, "Refutation")
	if m.Shows() != ShowRefutation || m.BoardPly() != first+1 || m.Arrow() != rep.Refutation(first)[0] {
		t.Fatalf("refutation: shows %v, board at ply %d", m.Shows(), m.BoardPly())
	}
	if _, second := m.Status(); !strings.HasPrefix(second, "Refuted by: ") {
		t.Errorf("status under the refutation: %q", second)
	}
	sh.Tap(t, "Refutation") // tapped again: the move played
	if m.Shows() != ShowPlayed || m.BoardPly() != first+1 || m.Arrow() != rules.NoMove {
		t.Errorf("refutation tapped again: shows %v at ply %d", m.Shows(), m.BoardPly())
	}
	sh.Tap(t, "Better move")
	sh.Tap(t, "▶")
	if m.Shows() != ShowPlayed || m.Ply() != first+2 {
		t.Errorf("stepping on: shows %v at ply %d", m.Shows(), m.Ply())
	}
	// The end: the steps on are off; the summary is shown.
	sh.Tap(t, "▶|")
	if m.Ply() != m.Len() || sh.Enabled(t, "▶") || sh.Enabled(t, "▶|") || !sh.Enabled(t, "◀") {
		t.Errorf("at the end: ply %d of %d, ▶ %v", m.Ply(), m.Len(), sh.Enabled(t, "▶"))
	}
	if o := m.Step(1); o.Changed || m.Ply() != m.Len() {
		t.Errorf("a step past the end: %+v, ply %d", o, m.Ply())
	}
	if o := m.GoTo(m.Len() + 5); o.Changed {
		t.Error("GoTo past the end changed the board shown")
	}
	if _, second := m.Status(); !strings.HasPrefix(second, "Red ") || !strings.Contains(second, "   Black ") {
		t.Errorf("the summary: %q", second)
	}
	if got := sh.Labels(); strings.Join(got, ",") != "|◀,◀,▶,▶|,Back,Engine,Better move,Refutation,Play from here,Openings" {
		t.Errorf("buttons %q", got)
	}
	if sh.Saves != 0 || sh.Closed != 0 {
		t.Errorf("%d saves, %d closed", sh.Saves, sh.Closed)
	}
	// Back with the refutation shown closes the screen at once.
	m.GoTo(first + 1)
	sh.Tap(t, "Refutation")
	sh.Tap(t, "Back")
	if sh.Closed != 1 {
		t.Errorf("Back with the refutation shown closed %d screens", sh.Closed)
	}
}

// TestHelp: the help opens and closes, leaving the board where it was;
// its paragraphs are written out in every language.
func TestHelp(t *testing.T) {
	f := newFixture(t, 4)
	m := f.open(t, "", readRecord(t, "selfplay-annotated.pgn"), 7, nil)
	if m.HelpOpen() {
		t.Fatal("the help is open at first")
	}
	if o := m.Tap(Help); !o.Changed || !m.HelpOpen() {
		t.Fatalf("help: %+v, open %v", o, m.HelpOpen())
	}
	for _, lang := range []i18n.Lang{i18n.LangVi, i18n.LangEn, i18n.LangZh} {
		f.env.SetLang(lang)
		for i, text := range m.HelpTexts() {
			if text == "" || strings.Contains(text, "%!") {
				t.Errorf("%v: help paragraph %d: %q", lang, i, text)
			}
		}
	}
	m.Tap(Help)
	if m.HelpOpen() || m.Ply() != 7 {
		t.Errorf("help tapped again: open %v, ply %d", m.HelpOpen(), m.Ply())
	}
}

// TestStatusTexts: the start, the search's progress, the scores in the
// language's number format, mates and games over.
func TestStatusTexts(t *testing.T) {
	f := newFixture(t, 0)
	f.sv.Options = analysis.Options{PerPosition: time.Hour}
	rec := readRecord(t, "selfplay.pgn")
	m := f.open(t, "", rec, 0, nil)
	first, second := m.Status()
	if first != "Start position" || second != "Analysing… 0 of "+strconv.Itoa(len(rec.Moves)+1) {
		t.Errorf("at the start, searching: %q / %q", first, second)
	}
	m.GoTo(1)
	if first, _ := m.Status(); !strings.HasPrefix(first, "1. ") || strings.Contains(first, "·") {
		t.Errorf("the first move, not judged yet: %q", first)
	}
	for _, c := range []struct {
		lang i18n.Lang
		e    analysis.Eval
		want string
	}{
		{i18n.LangEn, analysis.Eval{Done: true, Score: 35, Mate: analysis.MateNone}, "+0.35"},
		{i18n.LangEn, analysis.Eval{Done: true, Score: -120, Mate: analysis.MateNone}, "-1.20"},
		{i18n.LangZh, analysis.Eval{Done: true, Mate: 3}, "红方 3 步杀"},
		{i18n.LangEn, analysis.Eval{Done: true, Over: true, Mate: analysis.MateNone}, "Draw"},
		{i18n.LangEn, analysis.Eval{Done: true, Mate: 3}, "Red mates in 3"},
		{i18n.LangEn, analysis.Eval{Done: true, Mate: -2}, "Black mates in 2"},
		{i18n.LangEn, analysis.Eval{Done: true, Over: true, Won: rules.Black}, "Black has won"},
	} {
		f.env.SetLang(c.lang)
		if got := m.ScoreText(c.e); got != c.want {
			t.Errorf("%v %+v: %q, want %q", c.lang, c.e, got, c.want)
		}
	}
}

// TestPlayFromHereAsksFirst (issue 49): with a game in progress (not
// over, a move played) Play from here asks before replacing it, and the
// search goes on while it asks; No leaves it, Yes starts the game from
// the board shown. With no move played it starts at once.
func TestPlayFromHereAsksFirst(t *testing.T) {
	f := newFixture(t, 0)
	f.sv.Options = analysis.Options{PerPosition: time.Second}
	cur := &session.Current{Store: session.Store{Dir: t.TempDir()}, Library: f.sv.Library}
	rg := rules.NewGame(rules.StartPosition())
	if err := rg.PlayText("h2e2"); err != nil {
		t.Fatal(err)
	}
	cur.Begin(session.NewPausedMatch(nil, rg, [2]bool{}, session.Easy), false)
	f.sv.Game = cur
	rec := readRecord(t, "selfplay.pgn")
	m := f.open(t, "", rec, len(rec.Moves), nil)
	sh := uitest.New(m)
	sh.Tap(t, "◀")
	o := button(t, m, "Play from here").Tap()
	d, ok := o.Open.(*ui.Dialog)
	if !ok || o.Start != nil || d.Text != i18n.LangEn.Text(i18n.MsgConfirmReplace) {
		t.Fatalf("play from here with a game in progress did not ask: %+v", o)
	}
	if !m.Running() {
		t.Error("the search stopped before the answer")
	}
	if _, no := d.Choose(1); no != nil {
		t.Error("No does something")
	}
	_, yes := d.Choose(0)
	if yes == nil {
		t.Fatal("Yes does nothing")
	}
	if o := yes(); o.Start == nil || len(o.Start.Record.Moves) != len(rec.Moves)-1 || m.Running() {
		t.Fatalf("Yes: %+v, running %v", o.Start, m.Running())
	}
	// No move played yet: nothing to lose, no question.
	cur.Begin(session.NewPausedMatch(nil, rules.NewGame(rules.StartPosition()), [2]bool{}, session.Easy), false)
	m = f.open(t, "", rec, len(rec.Moves), nil)
	if o := button(t, m, "Play from here").Tap(); o.Start == nil || o.Open != nil {
		t.Fatalf("play from here with no move in progress: %+v", o)
	}
}
