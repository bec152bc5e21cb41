package play

import (
	"context"
	"testing"
	"time"

	"xiangqi/game/session"
	"xiangqi/game/ui"
	"xiangqi/game/ui/uitest"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// firstMoveEngine answers at once with the first legal move: a computer
// whose turn a test can wait for without waiting long.
type firstMoveEngine struct{}

func (firstMoveEngine) Think(_ context.Context, s session.Search, _ func(session.Progress)) session.Reply {
	var l rules.MoveList
	s.Pos.GenerateMoves(&l)
	if l.N == 0 {
		return session.Reply{}
	}
	return session.Reply{Move: l.Moves[0], Depth: 1}
}

// ideasEngine answers at once with the first legal moves: the first as
// the move, as many as asked for as the ideas.
type ideasEngine struct{}

func (ideasEngine) Think(_ context.Context, s session.Search, _ func(session.Progress)) session.Reply {
	var l rules.MoveList
	s.Pos.GenerateMoves(&l)
	if l.N == 0 {
		return session.Reply{}
	}
	r := session.Reply{Move: l.Moves[0], Depth: 1}
	if s.Hint && s.Ideas > 1 {
		r.Ideas = append(r.Ideas, l.Slice()[:min(s.Ideas, l.N)]...)
	}
	return r
}

// clipboard keeps what was copied; err fails every write.
type clipboard struct {
	text string
	err  error
}

func (c *clipboard) ReadText() (string, error) { return c.text, c.err }

func (c *clipboard) WriteText(s string) error {
	if c.err != nil {
		return c.err
	}
	c.text = s
	return nil
}

// fixture is a game in progress in a fresh data folder, its play model
// at the bottom of a shell without a display.
type fixture struct {
	t        *testing.T
	cur      *session.Current
	settings *session.Settings
	clip     *clipboard
	m        *Model
	sh       *uitest.Shell
}

// side is whom the person plays: "red", "black", or "two" (two players:
// no computer).
func newFixture(t *testing.T, side string, start string, moves ...string) *fixture {
	t.Helper()
	return newFixtureOn(t, firstMoveEngine{}, side, start, moves...)
}

// newFixtureOn is newFixture with the engine eng.
func newFixtureOn(t *testing.T, eng session.Engine, side string, start string, moves ...string) *fixture {
	t.Helper()
	pos, err := rules.ParseFEN(start)
	if err != nil {
		t.Fatal(err)
	}
	rg := rules.NewGame(pos)
	for _, s := range moves {
		if err := rg.PlayText(s); err != nil {
			t.Fatalf("move %s: %v", s, err)
		}
	}
	computer := map[string][2]bool{"red": {false, true}, "black": {true, false}, "two": {}}[side]
	dir := t.TempDir()
	f := &fixture{t: t, settings: &session.Settings{Level: session.Easy, Animation: true}, clip: &clipboard{}}
	f.cur = &session.Current{Store: session.Store{Dir: dir}, Library: session.Library{Dir: dir}}
	f.cur.Begin(session.NewPausedMatch(eng, rg, computer, session.Easy), side == "black")
	f.m = New(ui.LangEnv(i18n.LangEn, f.settings), Services{Game: f.cur, Clipboard: f.clip})
	f.sh = uitest.New(f.m)
	return f
}

// status is the two lines under the board, with no refused move.
func (f *fixture) status() (string, string) { return f.m.Status(rules.NoMove) }

// play tries the ICCS moves on the board, each of which must be played.
func (f *fixture) play(moves ...string) {
	f.t.Helper()
	for _, s := range moves {
		mv, err := rules.ParseMoveText(s)
		if err != nil {
			f.t.Fatal(err)
		}
		tried, o := f.m.Try(mv)
		if tried != Played {
			f.t.Fatalf("%s: tried %d, want played", s, tried)
		}
		f.sh.Apply(o)
	}
}

// waitPlies polls until the game has n moves.
func (f *fixture) waitPlies(n int) {
	f.t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for len(f.m.Match().Game().Moves()) < n && time.Now().Before(deadline) {
		_, o := f.m.Poll()
		f.sh.Apply(o)
		time.Sleep(time.Millisecond)
	}
	if got := len(f.m.Match().Game().Moves()); got != n {
		f.t.Fatalf("%d moves, want %d", got, n)
	}
}

// mustMove parses an ICCS move.
func mustMove(t *testing.T, s string) rules.Move {
	t.Helper()
	mv, err := rules.ParseMoveText(s)
	if err != nil {
		t.Fatal(err)
	}
	return mv
}

// next begins another game in the fixture's data folder, replacing the
// one in progress (kept in the library), with a new model on a new
// shell, as the game's shell does.
func (f *fixture) next(side string, start string) {
	f.t.Helper()
	pos, err := rules.ParseFEN(start)
	if err != nil {
		f.t.Fatal(err)
	}
	computer := map[string][2]bool{"red": {false, true}, "black": {true, false}, "two": {}}[side]
	if err := f.cur.Begin(session.NewPausedMatch(firstMoveEngine{}, rules.NewGame(pos), computer, f.settings.Level), side == "black"); err != nil {
		f.t.Fatal(err)
	}
	f.m = New(ui.LangEnv(i18n.LangEn, f.settings), Services{Game: f.cur, Clipboard: f.clip})
	f.sh = uitest.New(f.m)
}
