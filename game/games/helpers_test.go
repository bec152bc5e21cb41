package games

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"xiangqi/game/session"
	"xiangqi/game/ui"
	"xiangqi/gamedb"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// masterGame is the head of a master game as published, with no Result
// tag and no result after its moves.
const masterGame = `[Event "China Team Championship 1998"]
[Red "HU RongHua"]
[Black "XU TianHong"]

1. g0e2 b9c7 2. g3g4 c6c5 3. h0g2 c7d5 4. b0a2 h7e7
`

// manyGames is n copies of masterGame, each with its own Red player and
// date (so that none is a duplicate), as one PGN text.
func manyGames(n int) []byte {
	var b strings.Builder
	for i := range n {
		g := strings.Replace(masterGame, `[Red "HU RongHua"]`, fmt.Sprintf("[Red \"HU RongHua %d\"]\n[Date \"%04d.%02d.%02d\"]", i, 1980+i%40, 1+i%12, 1+i%28), 1)
		b.WriteString(g + "*\n\n")
	}
	return []byte(b.String())
}

type fakeClipboard struct {
	text string
	err  error
}

func (f *fakeClipboard) ReadText() (string, error) { return f.text, f.err }
func (f *fakeClipboard) WriteText(s string) error {
	if f.err != nil {
		return f.err
	}
	f.text = s
	return nil
}

type fakeSharer struct {
	name, text string
	shared     int
}

func (f *fakeSharer) Share(name, text string) error {
	f.name, f.text = name, text
	f.shared++
	return nil
}

// rowsView is a view of n rows from lo on, with a size.
type rowsView struct {
	lo, n int
	tops  int // times it was scrolled to the top
}

func (v *rowsView) Rows() (int, int, bool) { return v.lo, v.lo + v.n, true }
func (v *rowsView) Top()                   { v.lo = 0; v.tops++ }

// fixture is a Library over a library of its own, in English.
type fixture struct {
	m     *Library
	lib   session.Library
	x     *Index
	cur   *session.Current // the game in progress (newGameFixture); nil: none
	clip  *fakeClipboard
	share *fakeSharer
	view  *rowsView
}

// newFixture opens a library in dir ("" for a new one) with the games
// of pgn imported into its index first.
func newFixture(t *testing.T, dir string, pgn []byte) *fixture {
	t.Helper()
	return openFixture(t, dir, pgn, false)
}

// newGameFixture is newFixture over a new library with a game in
// progress (none begun yet) saved in the same folder, as the shell has
// them: what the game writes to the library reaches the index.
func newGameFixture(t *testing.T) *fixture {
	t.Helper()
	return openFixture(t, "", nil, true)
}

func openFixture(t *testing.T, dir string, pgn []byte, game bool) *fixture {
	t.Helper()
	if dir == "" {
		dir = t.TempDir()
	}
	f := &fixture{lib: session.Library{Dir: dir}, clip: &fakeClipboard{}, share: &fakeSharer{}, view: &rowsView{n: 10}}
	f.x = OpenIndex(f.lib)
	t.Cleanup(f.x.Close)
	f.lib.Changed = f.x.Changed // as the shell has it: a record deleted leaves the index
	if pgn != nil {
		if im, err := f.x.Wait().Import(context.Background(), pgn, time.Date(2026, 12, 3, 9, 0, 0, 0, time.UTC), nil); err != nil || im.Added == 0 {
			t.Fatalf("import: %+v, %v", im, err)
		}
	}
	if game {
		f.cur = &session.Current{Store: session.Store{Dir: dir}, Library: f.lib}
	}
	f.m = New(ui.LangEnv(i18n.LangEn, &session.Settings{}), Services{Records: f.lib, Index: f.x, Game: f.cur,
		Clipboard: f.clip, Sharer: f.share, Now: func() time.Time { return time.Date(2027, 1, 2, 3, 4, 5, 0, time.UTC) }})
	f.m.SetViewport(f.view)
	t.Cleanup(f.m.Close)
	f.x.Wait()
	f.settle()
	return f
}

// settle waits for everything under way and takes it, as the shell's
// settle does; it is the Outcome of it all.
func (f *fixture) settle() ui.Outcome {
	var o ui.Outcome
	for {
		busy := f.m.Wait()
		o = o.Merge(f.m.Poll())
		o = o.Merge(f.m.Settle())
		if !busy && !f.m.Asking() {
			return o
		}
	}
}

// rows are every row of the model's query.
func (f *fixture) rows(t *testing.T) []gamedb.Row {
	t.Helper()
	rows, err := f.x.Wait().List(context.Background(), f.m.Query())
	if err != nil {
		t.Fatal(err)
	}
	return rows
}

// begin begins a game between two players here at started, after the
// ICCS moves, in place of the game in progress (kept in the library, as
// New game's Start does), and returns its name.
func (f *fixture) begin(t *testing.T, started time.Time, moves ...string) string {
	t.Helper()
	rg := rules.NewGame(rules.StartPosition())
	for _, s := range moves {
		if err := rg.PlayText(s); err != nil {
			t.Fatal(err)
		}
	}
	f.cur.Now = func() time.Time { return started }
	if err := f.cur.Begin(session.NewPausedMatch(nil, rg, [2]bool{}, session.Easy), false); err != nil {
		t.Fatal(err)
	}
	return f.cur.ID()
}
