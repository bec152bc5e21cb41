package newgame

import (
	"testing"
	"time"

	"xiangqi/clock"
	"xiangqi/game/session"
	"xiangqi/game/texts"
	"xiangqi/game/ui"
	"xiangqi/game/ui/uitest"
	"xiangqi/i18n"
	"xiangqi/rules"
)

var ratings = func() ui.Ratings {
	var r ui.Ratings
	for l := range r {
		r[l] = 500 + 100*l
	}
	return r
}()

// openForm opens New game on settings s; the settings returned are the
// form's choices as they stand (Form.Settings), which Start keeps.
func openForm(s session.Settings, game *session.Current, from *rules.Position, newPlayer bool) (*Form, *session.Settings) {
	f := NewForm(ui.LangEnv(i18n.LangEn, &s), game, ratings, from, newPlayer)
	return f, f.Settings()
}

func redVsComputer() session.Settings {
	s := session.DefaultSettings()
	s.Side, s.TwoPlayers = rules.Red, false
	return s
}

// choice is the choice named name, failing when there is none.
func choice(t *testing.T, f *Form, name i18n.Msg) ui.Choice {
	t.Helper()
	i := f.Row(name)
	if i < 0 {
		t.Fatalf("no choice %q", i18n.LangEn.Text(name))
	}
	return f.Choices()[i]
}

// tapOption chooses the option labelled label of the choice named name.
func tapOption(t *testing.T, f *Form, name i18n.Msg, label string) ui.Outcome {
	t.Helper()
	for k, o := range choice(t, f, name).Options {
		if o == label {
			return f.Choose(f.Row(name), k)
		}
	}
	t.Fatalf("no %q in %q", label, i18n.LangEn.Text(name))
	return ui.Outcome{}
}

// started is the position of the game Start asks for.
func started(t *testing.T, f *Form) rules.Position {
	t.Helper()
	o := f.Tap(FormStart)
	if o.Start == nil || o.Start.From == nil || o.Close || o.Open != nil {
		t.Fatalf("Start answered %+v", o)
	}
	return o.Start.From.Start()
}

// TestFormChoices: the side, the handicap and who gives it, the clock's
// presets and the custom clock, the level and the adaptive level, in that
// order (the clock before the level: in landscape the level picker heads
// the second column); from the editor's position, no handicap.
func TestFormChoices(t *testing.T) {
	names := func(f *Form) []i18n.Msg {
		var out []i18n.Msg
		for _, ch := range f.Choices() {
			out = append(out, ch.Name)
		}
		return out
	}
	f, _ := openForm(redVsComputer(), nil, nil, false)
	want := []i18n.Msg{i18n.MsgPlayAs, i18n.MsgHandicap, i18n.MsgHandicapGiver, i18n.MsgTimeControl, i18n.MsgClockCustomTitle, i18n.MsgLevel, i18n.MsgAdaptive}
	if got := names(f); len(got) != len(want) {
		t.Fatalf("choices %v, want %v", got, want)
	}
	for i, n := range names(f) {
		if n != want[i] {
			t.Errorf("choice %d is %q, want %q", i, i18n.LangEn.Text(n), i18n.LangEn.Text(want[i]))
		}
	}
	pos := rules.StartPosition()
	f, _ = openForm(redVsComputer(), nil, &pos, false)
	if got := names(f); len(got) != 5 || f.Row(i18n.MsgHandicap) >= 0 || f.Row(i18n.MsgHandicapGiver) >= 0 {
		t.Errorf("from a position: %v", got)
	}
	lv := choice(t, f, i18n.MsgLevel)
	if len(lv.Options) != session.NumLevels || len(lv.Subs) != session.NumLevels || lv.Options[session.Easy] != "Easy" || lv.Subs[0] != "≈500" {
		t.Errorf("levels %q, ratings %q", lv.Options, lv.Subs)
	}
	if h := choice(t, f, i18n.MsgAdaptive); !h.Inline || h.Hint != i18n.LangEn.Text(i18n.MsgAdaptiveNote) {
		t.Errorf("adaptive %+v", h)
	}
}

// TestHandicapAsPlayed (the form's part of a handicap game as played;
// the game itself is play.TestHandicapGameAsPlayed, its save
// session.TestSaveHandicapAndAdaptive): a careless player taps each
// handicap twice, ending at two horses: Start asks for a game without
// the computer's (Black's) horses, and the choice is kept (saved with
// Start); None takes it away.
func TestHandicapAsPlayed(t *testing.T) {
	f, s := openForm(redVsComputer(), nil, nil, false)
	for _, h := range []string{"Horse", "Horse", "Chariot + horse", "Chariot + horse", "Two horses", "Two horses"} {
		if o := tapOption(t, f, i18n.MsgHandicap, h); o != ui.Redraw() {
			t.Fatalf("%s answered %+v", h, o)
		}
	}
	if s.Handicap != rules.HandicapTwoHorses || choice(t, f, i18n.MsgHandicap).Chosen != int(rules.HandicapTwoHorses) {
		t.Fatalf("handicap %v", s.Handicap)
	}
	if got, want := started(t, f), rules.HandicapPosition(rules.HandicapTwoHorses, rules.Black); got != want {
		t.Fatalf("started from %s", got.FEN())
	}
	f, _ = openForm(*s, nil, nil, false) // the next game keeps it
	if choice(t, f, i18n.MsgHandicap).Chosen != int(rules.HandicapTwoHorses) {
		t.Fatal("the handicap was not kept")
	}
	tapOption(t, f, i18n.MsgHandicap, "None")
	if got := started(t, f); got != rules.StartPosition() {
		t.Fatalf("no handicap: started from %s", got.FEN())
	}
}

// TestHandicapTwoPlayers: against the computer who gives is shown greyed
// on the computer's side, and a tap on it changes nothing; between two
// players it is disabled while there is no handicap, then the player's
// choice; the hint says what the handicap does and keeps the other's
// room.
func TestHandicapTwoPlayers(t *testing.T) {
	f, s := openForm(redVsComputer(), nil, nil, false)
	if g := choice(t, f, i18n.MsgHandicapGiver); !g.Disabled || g.Chosen != int(rules.Black) {
		t.Fatalf("who gives against the computer (Black): %+v", g)
	}
	if h := choice(t, f, i18n.MsgHandicap); h.Hint != i18n.LangEn.Text(i18n.MsgHandicapNoteComputer) || h.HintRoom != i18n.LangEn.Text(i18n.MsgHandicapNoteTwo) {
		t.Errorf("hint %q, room %q", h.Hint, h.HintRoom)
	}
	tapOption(t, f, i18n.MsgHandicap, "Horse")
	before := *s
	if o := f.Choose(f.Row(i18n.MsgHandicapGiver), int(rules.Red)); o != (ui.Outcome{}) || *s != before {
		t.Fatalf("a tap on the greyed giver: %+v, %+v", o, *s)
	}
	tapOption(t, f, i18n.MsgHandicap, "None")
	tapOption(t, f, i18n.MsgPlayAs, "Two players")
	tapOption(t, f, i18n.MsgPlayAs, "Two players")
	if g := choice(t, f, i18n.MsgHandicapGiver); !g.Disabled {
		t.Fatalf("who gives, no handicap: %+v", g)
	}
	if h := choice(t, f, i18n.MsgHandicap); h.Hint != i18n.LangEn.Text(i18n.MsgHandicapNoteTwo) || h.HintRoom != i18n.LangEn.Text(i18n.MsgHandicapNoteComputer) {
		t.Errorf("hint %q, room %q", h.Hint, h.HintRoom)
	}
	tapOption(t, f, i18n.MsgHandicap, "Chariot")
	if g := choice(t, f, i18n.MsgHandicapGiver); g.Disabled {
		t.Fatal("who gives: disabled with a handicap between two players")
	}
	tapOption(t, f, i18n.MsgHandicapGiver, "Red")
	tapOption(t, f, i18n.MsgHandicapGiver, "Red")
	if s.HandicapSide != rules.Red || s.Handicap != rules.HandicapChariot || !s.TwoPlayers {
		t.Fatalf("kept %+v", *s)
	}
	if got := started(t, f); got != rules.HandicapPosition(rules.HandicapChariot, rules.Red) {
		t.Fatalf("started from %s", got.FEN())
	}
}

// TestTwoPlayersNoLevel: between two players the level and the adaptive
// level do not apply: shown, disabled, and a tap on them changes nothing.
func TestTwoPlayersNoLevel(t *testing.T) {
	st := redVsComputer()
	st.TwoPlayers = true
	f, s := openForm(st, nil, nil, false)
	before := *s
	for _, name := range []i18n.Msg{i18n.MsgLevel, i18n.MsgAdaptive} {
		if !choice(t, f, name).Disabled {
			t.Errorf("%s enabled between two players", i18n.LangEn.Text(name))
		}
		if o := f.Choose(f.Row(name), 0); o != (ui.Outcome{}) {
			t.Errorf("%s answered %+v", i18n.LangEn.Text(name), o)
		}
	}
	if *s != before {
		t.Fatalf("changed %+v", *s)
	}
	tapOption(t, f, i18n.MsgPlayAs, "Black")
	if choice(t, f, i18n.MsgLevel).Disabled || choice(t, f, i18n.MsgAdaptive).Disabled {
		t.Fatal("still disabled against the computer")
	}
	tapOption(t, f, i18n.MsgAdaptive, "Off")
	tapOption(t, f, i18n.MsgAdaptive, "Off")
	if s.Adaptive || choice(t, f, i18n.MsgAdaptive).Chosen != 0 {
		t.Fatal("adaptive still on")
	}
	tapOption(t, f, i18n.MsgAdaptive, "On")
	if !s.Adaptive {
		t.Fatal("adaptive off")
	}
}

// TestLevelNote: with a game in progress against the computer, a level
// chosen here is for the new game and says so; the game in progress keeps
// its level; its own level says nothing; Start asks for a game, which
// begins at the settings' level (Begin: TestBeginTimed).
func TestLevelNote(t *testing.T) {
	st := redVsComputer()
	st.Level = session.Easy
	g := &session.Current{}
	g.Begin(session.NewPausedMatch(nil, rules.NewGame(rules.StartPosition()), [2]bool{rules.Black: true}, session.Easy), false)
	f, s := openForm(st, g, nil, true)
	f.Choose(f.Row(i18n.MsgLevel), int(session.Hard))
	f.Choose(f.Row(i18n.MsgLevel), int(session.Hard))
	if f.Note != "This level is for the new game; the game in progress stays at Easy" || g.Match().Level() != session.Easy || s.Level != session.Hard {
		t.Fatalf("note %q, game level %v, settings %v", f.Note, g.Match().Level(), s.Level)
	}
	if f.FirstNote() != "" {
		t.Errorf("the first game's note under a level note: %q", f.FirstNote())
	}
	f.Choose(f.Row(i18n.MsgLevel), int(session.Easy)) // the game's own level: nothing to say
	if f.Note != "" {
		t.Fatalf("note %q", f.Note)
	}
	f.Choose(f.Row(i18n.MsgLevel), int(session.Hard))
	tapOption(t, f, i18n.MsgPlayAs, "Black") // another choice clears the note
	if f.Note != "" {
		t.Fatalf("note %q after another choice", f.Note)
	}
	f.Choose(f.Row(i18n.MsgLevel), int(session.Master))
	if o := f.Tap(FormBack); o != (ui.Outcome{Close: true}) || g.Match().Level() != session.Easy || f.kept.Level != session.Easy {
		t.Fatalf("Back: %+v, game at %v", o, g.Match().Level())
	}
	// A game over, or none: nothing to say.
	for _, g := range []*session.Current{nil, {}} {
		f, _ := openForm(st, g, nil, false)
		f.Choose(f.Row(i18n.MsgLevel), int(session.Hard))
		if f.Note != "" {
			t.Errorf("no game in progress: note %q", f.Note)
		}
	}
}

// TestFirstGameOffer (the form's part of the display suite's
// TestFirstGameOffer): a new player finds the lowest level chosen and a
// line on how to learn the moves; the choices stay free; the line goes
// once a game has begun, and a player who has begun one never sees it.
func TestFirstGameOffer(t *testing.T) {
	f, s := openForm(session.DefaultSettings(), nil, nil, true)
	if got := f.FirstNote(); got != i18n.LangEn.Text(i18n.MsgFirstGameNote) {
		t.Fatalf("New game says %q", got)
	}
	lv := choice(t, f, i18n.MsgLevel)
	if lv.Chosen != int(session.Newcomer) || lv.Options[lv.Chosen] != texts.LevelName(i18n.LangEn, session.Newcomer) {
		t.Errorf("level picker at %d (%q)", lv.Chosen, lv.Options[lv.Chosen])
	}
	if choice(t, f, i18n.MsgAdaptive).Chosen != 1 {
		t.Error("the adaptive level is off for a new player")
	}
	// Nothing is forced: another level may be chosen here.
	f.Choose(f.Row(i18n.MsgLevel), int(session.Hard))
	if s.Level != session.Hard || f.FirstNote() == "" {
		t.Errorf("chose Hard: level %v, note %q", s.Level, f.FirstNote())
	}
	started(t, f)
	if got := f.FirstNote(); got != "" {
		t.Errorf("after a game began New game says %q", got)
	}
	f, _ = openForm(*s, nil, nil, false)
	if got := f.FirstNote(); got != "" {
		t.Errorf("with a save New game says %q", got)
	}
}

// TestStartOnce: a double tap on Start asks for one game; from the
// editor's position Start starts there whatever the handicap.
func TestStartOnce(t *testing.T) {
	f, _ := openForm(redVsComputer(), nil, nil, false)
	started(t, f)
	if o := f.Tap(FormStart); o != (ui.Outcome{}) {
		t.Fatalf("a second Start answered %+v", o)
	}
	pos, err := rules.ParseFEN("3k5/9/9/9/9/9/9/9/9/4K3R w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	st := redVsComputer()
	st.Handicap = rules.HandicapChariot
	f, _ = openForm(st, nil, &pos, false)
	if got := started(t, f); got != pos {
		t.Fatalf("from the editor: started from %s", got.FEN())
	}
	if o := f.Tap(FormTarget(99)); o != (ui.Outcome{}) {
		t.Errorf("an unknown target answered %+v", o)
	}
}

// TestClockChoices (the form's part of a clock game as played; the game
// begun with the clock is TestBeginTimed, the clocks as they run
// play.TestClockGameAsPlayed): 3+2 tapped
// twice is kept; the custom row says "Custom…" while a preset is chosen
// and opens the editor at the clock set; a clock that is none of the
// presets marks no preset and shows on the custom row, marked.
func TestClockChoices(t *testing.T) {
	f, s := openForm(redVsComputer(), nil, nil, false)
	if p := choice(t, f, i18n.MsgTimeControl); p.Chosen != 0 || p.Options[0] != "None" || len(p.Options) != len(TimeControls()) {
		t.Fatalf("presets %q, chosen %d", p.Options, p.Chosen)
	}
	tapOption(t, f, i18n.MsgTimeControl, "3+2")
	tapOption(t, f, i18n.MsgTimeControl, "3+2")
	if s.TimeControl != clock.Minutes(3, 2) || choice(t, f, i18n.MsgTimeControl).Options[choice(t, f, i18n.MsgTimeControl).Chosen] != "3+2" {
		t.Fatalf("time control %v", s.TimeControl)
	}
	custom := choice(t, f, i18n.MsgClockCustomTitle)
	if custom.Chosen != -1 || len(custom.Options) != 1 || custom.Options[0] != "Custom…" || !custom.Inline {
		t.Fatalf("the custom row %+v", custom)
	}
	o := f.Choose(f.Row(i18n.MsgClockCustomTitle), 0)
	ed, ok := o.Open.(*Clock)
	if !ok || o.Save || o.Close {
		t.Fatalf("the custom row answered %+v", o)
	}
	if ed.Draft != clock.CustomOf(clock.Minutes(3, 2)) {
		t.Fatalf("the editor opens at %+v", ed.Draft)
	}
	// To 7+3 in the editor, kept with Done: the form shows it.
	step(ed, clock.FieldMinutes, true, 4)
	step(ed, clock.FieldInc, true, 1)
	if ed.Draft.Control() != clock.Minutes(7, 3) {
		t.Fatalf("the editor has %v", ed.Draft.Control())
	}
	ed.Tap(ClockDone)
	if p := choice(t, f, i18n.MsgTimeControl); p.Chosen != -1 {
		t.Errorf("the preset %q is marked", p.Options[p.Chosen])
	}
	if custom := choice(t, f, i18n.MsgClockCustomTitle); custom.Chosen != 0 || custom.Options[0] != "7+3" {
		t.Fatalf("the custom row: %q chosen %d", custom.Options, custom.Chosen)
	}
	// Tapped again it opens at 7+3; Cancel keeps it.
	ed = f.Choose(f.Row(i18n.MsgClockCustomTitle), 0).Open.(*Clock)
	if ed.Draft.Control() != clock.Minutes(7, 3) {
		t.Fatalf("reopened at %v", ed.Draft.Control())
	}
	step(ed, clock.FieldMinutes, true, 2)
	ed.Tap(ClockCancel)
	if s.TimeControl != clock.Minutes(7, 3) {
		t.Fatalf("Cancel changed the clock to %v", s.TimeControl)
	}
	tapOption(t, f, i18n.MsgTimeControl, "None")
	if s.TimeControl.On() || choice(t, f, i18n.MsgClockCustomTitle).Options[0] != "Custom…" {
		t.Fatalf("no clock: %v", s.TimeControl)
	}
	// The moves-in-time preset, tapped twice, is kept and marked; the
	// editor opens on it, in its kind.
	tapOption(t, f, i18n.MsgTimeControl, "20 moves in 10 min")
	tapOption(t, f, i18n.MsgTimeControl, "20 moves in 10 min")
	if p := choice(t, f, i18n.MsgTimeControl); s.TimeControl != clock.MovesIn(20, 10*time.Minute) || p.Chosen != len(TimeControls())-1 || p.Options[p.Chosen] != "20 moves in 10 min" {
		t.Fatalf("moves in time: %v, chosen %d", s.TimeControl, p.Chosen)
	}
	ed = f.Choose(f.Row(i18n.MsgClockCustomTitle), 0).Open.(*Clock)
	if want := (clock.Custom{MovesIn: true, Minutes: 10, Move: 30, Periods: 1, Period: 30, Moves: 20}); ed.Draft != want {
		t.Fatalf("the editor opens at %+v, want %+v", ed.Draft, want)
	}
	ed.Tap(ClockCancel)
}

// TestFormCarelessTaps: taps on no choice or no option change nothing.
func TestFormCarelessTaps(t *testing.T) {
	f, s := openForm(redVsComputer(), nil, nil, true)
	before := *s
	n := len(f.Choices())
	for _, rk := range [][2]int{{-1, 0}, {n, 0}, {0, -1}, {0, 3}, {f.Row(i18n.MsgClockCustomTitle), 1}} {
		if o := f.Choose(rk[0], rk[1]); o != (ui.Outcome{}) {
			t.Errorf("choice %d option %d answered %+v", rk[0], rk[1], o)
		}
	}
	if *s != before || f.Note != "" || f.FirstNote() == "" {
		t.Fatalf("changed %+v, note %q", *s, f.Note)
	}
}

// TestStartAsksBeforeReplacing (issue 49): with a game in progress (not
// over, with a move) Start asks first, wherever the form was opened from
// (the start screen, the editor); No starts nothing, Yes starts once. A
// form opened after the play screen's own question, a game not begun and
// no game at all start at once.
func TestStartAsksBeforeReplacing(t *testing.T) {
	inProgress := func(moves ...string) *session.Current {
		rg := rules.NewGame(rules.StartPosition())
		for _, m := range moves {
			if err := rg.PlayText(m); err != nil {
				t.Fatal(err)
			}
		}
		g := &session.Current{}
		g.Begin(session.NewPausedMatch(nil, rg, [2]bool{rules.Black: true}, session.Easy), false)
		return g
	}
	f, _ := openForm(redVsComputer(), inProgress("h2e2", "h9g7"), nil, false)
	sh := uitest.New(f)
	sh.Apply(f.Tap(FormStart))
	d := uitest.TopIs[*ui.Dialog](t, sh)
	if d.Text != "Abandon this game for a new one?" {
		t.Fatalf("asked %q", d.Text)
	}
	sh.Tap(t, "No")
	if f.started || sh.Top() != any(f) {
		t.Fatal("No started a game")
	}
	sh.Apply(f.Tap(FormStart))
	o, then := uitest.TopIs[*ui.Dialog](t, sh).Choose(0)
	sh.Apply(o)
	if got := then(); got.Start == nil || got.Start.From == nil {
		t.Fatalf("Yes answered %+v", got)
	}
	if o := f.Tap(FormStart); o != (ui.Outcome{}) {
		t.Fatalf("Start after Yes answered %+v", o)
	}
	for name, f := range map[string]*Form{
		"asked": func() *Form {
			f, _ := openForm(redVsComputer(), inProgress("h2e2"), nil, false)
			f.Asked = true
			return f
		}(),
		"no move": func() *Form { f, _ := openForm(redVsComputer(), inProgress(), nil, false); return f }(),
		"no game": func() *Form { f, _ := openForm(redVsComputer(), nil, nil, false); return f }(),
	} {
		if got := started(t, f); got != rules.StartPosition() {
			t.Errorf("%s: started from %s", name, got.FEN())
		}
	}
}

// TestBackDropsChoices (issue 52): choices made and then left with Back
// are dropped: the settings are as they were and New game opened again
// shows them (Black and no clock chosen, then Back, came back chosen; so
// did Two players in the editor's Play it, the form from a position).
// Start keeps them, saved.
func TestBackDropsChoices(t *testing.T) {
	pos := rules.StartPosition()
	for name, from := range map[string]*rules.Position{"New game": nil, "the editor's Play it": &pos} {
		st := redVsComputer()
		st.TimeControl = clock.Minutes(10, 0)
		kept := &st
		before := *kept
		f := NewForm(ui.LangEnv(i18n.LangEn, kept), nil, ratings, from, false)
		tapOption(t, f, i18n.MsgPlayAs, "Black")
		tapOption(t, f, i18n.MsgTimeControl, "None")
		tapOption(t, f, i18n.MsgPlayAs, "Two players")
		f.Choose(f.Row(i18n.MsgLevel), int(session.Hard))
		// The custom clock's Done is one of the form's choices too.
		ed := f.Choose(f.Row(i18n.MsgClockCustomTitle), 0).Open.(*Clock)
		step(ed, clock.FieldMinutes, true, 2)
		if o := ed.Tap(ClockDone); !o.Close {
			t.Fatalf("%s: Done answered %+v", name, o)
		}
		if *kept != before {
			t.Fatalf("%s: kept before Start: %+v", name, *kept)
		}
		if o := f.Tap(FormBack); o != (ui.Outcome{Close: true}) {
			t.Fatalf("%s: Back answered %+v", name, o)
		}
		if *kept != before {
			t.Fatalf("%s: Back kept %+v", name, *kept)
		}
		f = NewForm(ui.LangEnv(i18n.LangEn, kept), nil, ratings, from, false)
		if p := choice(t, f, i18n.MsgPlayAs); p.Options[p.Chosen] != "Red" {
			t.Errorf("%s: opened again at %q", name, p.Options[p.Chosen])
		}
		if p := choice(t, f, i18n.MsgTimeControl); p.Chosen < 0 || p.Options[p.Chosen] != "10 min" {
			t.Errorf("%s: the clock opened again at %d", name, p.Chosen)
		}
		// Start keeps the choices, saved before the game begins.
		tapOption(t, f, i18n.MsgPlayAs, "Black")
		tapOption(t, f, i18n.MsgTimeControl, "None")
		if o := f.Tap(FormStart); !o.Save || o.Start == nil {
			t.Fatalf("%s: Start answered %+v", name, o)
		}
		if kept.Side != rules.Black || kept.TwoPlayers || kept.TimeControl.On() || kept.Level != before.Level {
			t.Errorf("%s: Start kept %+v", name, *kept)
		}
	}
}
