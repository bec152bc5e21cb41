package settings

import (
	"fmt"
	"testing"

	"xiangqi/game/pieceset"
	"xiangqi/game/session"
	"xiangqi/game/texts"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// ratings are made-up ratings: the model shows what it is given.
var ratings = func() ui.Ratings {
	var r ui.Ratings
	for l := range r {
		r[l] = 500 + 100*l
	}
	return r
}()

func open(s session.Settings, lang i18n.Lang, game *session.Current) (*Model, *session.Settings) {
	st := &s
	return New(ui.LangEnv(lang, st), game, ratings), st
}

// choose chooses option k of the choice named name, failing when there
// is no such choice.
func choose(t *testing.T, m *Model, name i18n.Msg, k int) ui.Outcome {
	t.Helper()
	i := m.Row(name)
	if i < 0 {
		t.Fatalf("no choice %v", name)
	}
	return m.Choose(i, k)
}

func chosen(t *testing.T, m *Model, name i18n.Msg) int {
	t.Helper()
	i := m.Row(name)
	if i < 0 {
		t.Fatalf("no choice %v", name)
	}
	return m.Choices()[i].Chosen
}

// gameAt is a game in progress against the computer (Black) at level l.
func gameAt(l session.Level) *session.Current {
	g := &session.Current{}
	g.Begin(session.NewPausedMatch(nil, rules.NewGame(rules.StartPosition()), [2]bool{rules.Black: true}, l), false)
	return g
}

// TestEveryChoice (from the display suite's TestSettingsShowsEveryChoice):
// each choice shows all its options at once — every level with its
// rating, three sides, five notations, every piece set, two themes, On
// and Off — with the chosen one marked, in each language; the levels are
// named as ui.LevelName names them, Beginner first, with the ratings the
// shell gave under them.
func TestEveryChoice(t *testing.T) {
	want := map[i18n.Msg]int{i18n.MsgLevel: session.NumLevels, i18n.MsgPlayAs: 3, i18n.MsgNotation: 1 + len(session.Notations),
		i18n.MsgPieceSet: int(session.NumPieceSets), i18n.MsgBoardTheme: int(session.NumThemes), i18n.MsgLanguage: int(i18n.NumLangs),
		i18n.MsgSound: 2, i18n.MsgAnimation: 2, i18n.MsgShowMoves: 2, i18n.MsgEngineInfo: 2, i18n.MsgFaceToFace: 2, i18n.MsgDeepAnalysis: 2, i18n.MsgThreats: 2, i18n.MsgCoach: 2}
	if len(NotationMsgs) != len(session.Notations) {
		t.Errorf("%d notation names for %d notations", len(NotationMsgs), len(session.Notations))
	}
	if len(pieceset.All()) != int(session.NumPieceSets) {
		t.Errorf("%d piece sets, %d in the settings", len(pieceset.All()), session.NumPieceSets)
	}
	for lang := i18n.Lang(0); lang < i18n.NumLangs; lang++ {
		m, _ := open(session.DefaultSettings(), lang, nil)
		cs := m.Choices()
		if len(cs) != len(want) {
			t.Fatalf("%v: %d choices, want %d", lang, len(cs), len(want))
		}
		for i, ch := range cs {
			if len(ch.Options) != want[ch.Name] {
				t.Errorf("%v: %s has %d options, want %d", lang, lang.Text(ch.Name), len(ch.Options), want[ch.Name])
			}
			if ch.Chosen < 0 || ch.Chosen >= len(ch.Options) {
				t.Errorf("%v: %s: nothing chosen", lang, lang.Text(ch.Name))
			}
			if ch.Disabled {
				t.Errorf("%v: %s disabled", lang, lang.Text(ch.Name))
			}
			if m.Row(ch.Name) != i {
				t.Errorf("%v: %s at row %d, Row says %d", lang, lang.Text(ch.Name), i, m.Row(ch.Name))
			}
			for k, o := range ch.Options {
				if o == "" {
					t.Errorf("%v: %s option %d has no label", lang, lang.Text(ch.Name), k)
				}
			}
			if want[ch.Name] == 2 && ch.Name != i18n.MsgBoardTheme && (!ch.Inline || ch.Options[0] != lang.Text(i18n.MsgOff) || ch.Options[1] != lang.Text(i18n.MsgOn)) {
				t.Errorf("%v: %s is not an Off/On switch: %q", lang, lang.Text(ch.Name), ch.Options)
			}
		}
		lv := cs[m.Row(i18n.MsgLevel)]
		if len(lv.Subs) != session.NumLevels || lv.Hint != lang.Text(i18n.MsgRatingNote) {
			t.Fatalf("%v: %d ratings, hint %q", lang, len(lv.Subs), lv.Hint)
		}
		for l := session.Level(0); l < session.NumLevels; l++ {
			if lv.Options[l] != texts.LevelName(lang, l) || lv.Subs[l] != fmt.Sprintf("≈%d", ratings[l]) {
				t.Errorf("%v: level %d shown as %q %q", lang, int(l), lv.Options[l], lv.Subs[l])
			}
		}
		if got := cs[m.Row(i18n.MsgLanguage)].Chosen; got != int(lang) {
			t.Errorf("%v: language %d chosen", lang, got)
		}
	}
}

// TestLooksSaved (from TestSettingsLooksSaved): the piece set, the theme
// and face to face are chosen with a tap — a careless player's two — and
// kept at once with a save; face to face says what it does.
func TestLooksSaved(t *testing.T) {
	m, s := open(session.DefaultSettings(), i18n.LangEn, nil)
	for range 2 {
		for _, o := range []ui.Outcome{
			choose(t, m, i18n.MsgPieceSet, int(session.PiecesWXF)),
			choose(t, m, i18n.MsgBoardTheme, int(session.ThemeContrast)),
			choose(t, m, i18n.MsgFaceToFace, 1),
		} {
			if o != (ui.Outcome{Changed: true, Save: true}) {
				t.Fatalf("a choice answered %+v, want a redraw and a save", o)
			}
		}
	}
	if s.Pieces != session.PiecesWXF || s.Theme != session.ThemeContrast || !s.FaceToFace {
		t.Fatalf("kept %+v", s)
	}
	if m.Note != "Two players: the top side's pieces turn to the player across" {
		t.Errorf("note %q", m.Note)
	}
	if got := chosen(t, m, i18n.MsgPieceSet); got != int(session.PiecesWXF) {
		t.Errorf("piece set %d marked", got)
	}
	choose(t, m, i18n.MsgFaceToFace, 0)
	if s.FaceToFace || m.Note != "" {
		t.Errorf("face to face off: %v, note %q", s.FaceToFace, m.Note)
	}
	choose(t, m, i18n.MsgDeepAnalysis, 1)
	if !s.DeepAnalysis || m.Note != i18n.LangEn.Text(i18n.MsgDeepAnalysisNote) {
		t.Errorf("deep analysis: %v, note %q", s.DeepAnalysis, m.Note)
	}
	// A piece set out of range in the save marks the traditional one.
	s.Pieces = 99
	if got := chosen(t, m, i18n.MsgPieceSet); got != int(session.PiecesTraditional) {
		t.Errorf("a bad piece set marks %d", got)
	}
}

// TestEverySwitch: each Off/On switch sets its own setting, and no other.
func TestEverySwitch(t *testing.T) {
	fields := map[i18n.Msg]func(s *session.Settings) *bool{
		i18n.MsgSound:        func(s *session.Settings) *bool { return &s.Sound },
		i18n.MsgAnimation:    func(s *session.Settings) *bool { return &s.Animation },
		i18n.MsgShowMoves:    func(s *session.Settings) *bool { return &s.ShowMoves },
		i18n.MsgThreats:      func(s *session.Settings) *bool { return &s.Threats },
		i18n.MsgEngineInfo:   func(s *session.Settings) *bool { return &s.EngineInfo },
		i18n.MsgFaceToFace:   func(s *session.Settings) *bool { return &s.FaceToFace },
		i18n.MsgDeepAnalysis: func(s *session.Settings) *bool { return &s.DeepAnalysis },
	}
	for name, field := range fields {
		for _, on := range []bool{true, false} {
			m, s := open(session.DefaultSettings(), i18n.LangEn, nil)
			*field(s) = !on
			before := *s
			k := 0
			if on {
				k = 1
			}
			choose(t, m, name, k)
			if *field(s) != on || chosen(t, m, name) != k {
				t.Errorf("%s to %v: %v, marked %d", i18n.LangEn.Text(name), on, *field(s), chosen(t, m, name))
			}
			*field(s) = !on
			if *s != before {
				t.Errorf("%s changed more than itself: %+v", i18n.LangEn.Text(name), *s)
			}
		}
	}
}

// TestSaysWhatApplies: with a game in progress against the computer, a
// new level reaches it and the note says so; Play as waits
// for the next game; a switch with nothing to say clears the note. With
// no game, or one that is over, the level is the settings' alone.
func TestSaysWhatApplies(t *testing.T) {
	st := session.DefaultSettings()
	st.Level = session.Easy
	g := gameAt(session.Easy)
	m, s := open(st, i18n.LangEn, g)
	choose(t, m, i18n.MsgLevel, int(session.Medium))
	if m.Note != "The game in progress now plays at Medium too" || g.Match().Level() != session.Medium || s.Level != session.Medium {
		t.Fatalf("level: note %q, game level %v, settings %v", m.Note, g.Match().Level(), s.Level)
	}
	choose(t, m, i18n.MsgPlayAs, session.PlayRed)
	if m.Note != "Play as applies from the next game" {
		t.Fatalf("play as: note %q", m.Note)
	}
	choose(t, m, i18n.MsgSound, 0) // sound off: nothing to say
	if m.Note != "" {
		t.Fatalf("sound: note %q", m.Note)
	}
	// Between two players the level reaches the game but says nothing.
	two := &session.Current{}
	two.Begin(session.NewPausedMatch(nil, rules.NewGame(rules.StartPosition()), [2]bool{}, session.Easy), false)
	m, _ = open(st, i18n.LangEn, two)
	choose(t, m, i18n.MsgLevel, int(session.Hard))
	if m.Note != "" || two.Match().Level() != session.Hard {
		t.Errorf("two players: note %q, level %v", m.Note, two.Match().Level())
	}
	// No game: nothing to reach, nothing to say.
	for _, g := range []*session.Current{nil, {}} {
		m, s = open(st, i18n.LangEn, g)
		choose(t, m, i18n.MsgLevel, int(session.Hard))
		choose(t, m, i18n.MsgPlayAs, session.PlayBlack)
		if m.Note != "" || s.Level != session.Hard || s.Side != rules.Black {
			t.Errorf("no game: note %q, level %v, side %v", m.Note, s.Level, s.Side)
		}
	}
}

// TestCoachSwitch (from the display suite's TestCoachSwitch): the coach
// is on for a new player at the lowest level, off at Easy by itself; a
// tap makes it the player's choice, saved; its hint counts the blunders
// it stopped in the language's numbers.
func TestCoachSwitch(t *testing.T) {
	m, s := open(session.DefaultSettings(), i18n.LangEn, nil)
	if chosen(t, m, i18n.MsgCoach) != 1 {
		t.Fatal("the coach is not on for a new player")
	}
	s.Level = session.Easy
	if chosen(t, m, i18n.MsgCoach) != 0 {
		t.Fatal("the coach is on at Easy by itself")
	}
	if o := choose(t, m, i18n.MsgCoach, 1); !o.Save || s.Coach != session.CoachOn || chosen(t, m, i18n.MsgCoach) != 1 {
		t.Fatalf("turned on: %v, %+v", s.Coach, o)
	}
	choose(t, m, i18n.MsgCoach, 1) // a second tap leaves it on
	if s.Coach != session.CoachOn {
		t.Fatalf("tapped On twice: %v", s.Coach)
	}
	choose(t, m, i18n.MsgCoach, 0)
	if s.Coach != session.CoachOff || chosen(t, m, i18n.MsgCoach) != 0 {
		t.Fatalf("turned off: %v", s.Coach)
	}
	hint := func(lang i18n.Lang) string {
		m, _ := open(*s, lang, nil)
		return m.Choices()[m.Row(i18n.MsgCoach)].Hint
	}
	if h := hint(i18n.LangEn); h != i18n.LangEn.Text(i18n.MsgCoachHint) {
		t.Errorf("no blunder stopped: hint %q", h)
	}
	s.CoachHelped = 1234
	if h, want := hint(i18n.LangEn), i18n.LangEn.Text(i18n.MsgCoachHint)+" · stopped 1,234 blunders so far"; h != want {
		t.Errorf("hint %q, want %q", h, want)
	}
	if h, want := hint(i18n.LangVi), i18n.LangVi.Text(i18n.MsgCoachHint)+" · đã ngăn 1.234 nước hớ"; h != want {
		t.Errorf("hint %q, want %q", h, want)
	}
}

// TestLanguage: the language chosen is the model's at once (its texts
// follow) and the settings', saved; the shell takes it from Lang.
func TestLanguage(t *testing.T) {
	m, s := open(session.DefaultSettings(), i18n.LangEn, nil)
	if o := choose(t, m, i18n.MsgLanguage, int(i18n.LangZh)); !o.Save || m.Lang() != i18n.LangZh || s.Lang != "zh" {
		t.Fatalf("chose Chinese: %+v, lang %v, saved %q", o, m.Lang(), s.Lang)
	}
	cs := m.Choices()
	if cs[m.Row(i18n.MsgLanguage)].Chosen != int(i18n.LangZh) || cs[m.Row(i18n.MsgSound)].Options[1] != i18n.LangZh.Text(i18n.MsgOn) {
		t.Errorf("after Chinese: %+v", cs[m.Row(i18n.MsgSound)])
	}
	choose(t, m, i18n.MsgLevel, int(session.Easy))
	if m.Note != "" {
		t.Errorf("note %q", m.Note)
	}
}

// TestCarelessTaps: taps on no choice or no option change nothing; Back
// closes Settings and changes nothing.
func TestCarelessTaps(t *testing.T) {
	m, s := open(session.DefaultSettings(), i18n.LangEn, gameAt(session.Easy))
	before := *s
	n := len(m.Choices())
	for _, rk := range [][2]int{{-1, 0}, {n, 0}, {0, -1}, {0, session.NumLevels}, {m.Row(i18n.MsgSound), 2}} {
		if o := m.Choose(rk[0], rk[1]); o != (ui.Outcome{}) {
			t.Errorf("choice %d option %d answered %+v", rk[0], rk[1], o)
		}
	}
	if *s != before || m.Note != "" {
		t.Fatalf("changed %+v, note %q", *s, m.Note)
	}
	if o := m.Back(); o != (ui.Outcome{Close: true}) {
		t.Errorf("Back: %+v", o)
	}
	if o := m.Back(); o != (ui.Outcome{Close: true}) || *s != before {
		t.Errorf("Back again: %+v", o)
	}
}
