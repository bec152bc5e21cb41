package explorer

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	ix "xiangqi/explorer"
	"xiangqi/game/session"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// noIndex is the player's library without an index.
var noIndex = session.IndexSource(func() session.GameIndex { return nil })

// fixed is a source that answers every position with the same moves
// (those legal there), or with err.
type fixed struct {
	stats []ix.MoveStat
	err   error
}

func (f fixed) Explore(_ context.Context, p rules.Position) ([]ix.MoveStat, error) {
	var out []ix.MoveStat
	for _, s := range f.stats {
		if p.IsLegal(s.Move) {
			out = append(out, s)
		}
	}
	return out, f.err
}

func open(t *testing.T, lang i18n.Lang, g *rules.Game, masters, own ix.Source, src session.ExploreSource) (*Explorer, *session.Settings) {
	t.Helper()
	st := &session.Settings{ExplorerSource: src}
	m := New(ui.LangEnv(lang, st), g, masters, own, session.ExplorerOptions{Depth: 2, Threads: 1, HashMiB: 1})
	t.Cleanup(m.Close)
	return m, st
}

// wait polls m until its counts and, with scored, every score are in.
func wait(t *testing.T, m *Explorer, scored bool) {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); {
		m.Poll()
		if _, ok := m.Rows(); ok && (!scored || !m.Searching()) {
			return
		}
		time.Sleep(time.Millisecond)
	}
	t.Fatal("the explorer never answered")
}

func move(t *testing.T, pos rules.Position, s string) rules.Move {
	t.Helper()
	mv, err := pos.ReadMove(s)
	if err != nil {
		t.Fatal(err)
	}
	return mv
}

func sq(t *testing.T, s string) rules.Square {
	t.Helper()
	q, err := rules.ParseSquare(s)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

// TestExplorerMasters (issue 28, from the display test of the play
// menu's explorer): from the start the masters' moves with their counts
// and scores; a row followed, taken back (twice: the second does
// nothing), a move on the board (an illegal one refused with a note),
// the player's games chosen (kept in the settings, saved once), Back.
func TestExplorerMasters(t *testing.T) {
	var masters session.MasterIndex
	m, st := open(t, i18n.LangEn, rules.NewGame(rules.StartPosition()), &masters, noIndex, session.MasterGames)
	if got := m.Notice(); got != "Counting…" && got != i18n.LangEn.Text(i18n.MsgExplorerCounting) {
		t.Errorf("while counting the table says %q", got)
	}
	if o := m.Follow(0); o != (ui.Outcome{}) || len(m.Path()) != 0 {
		t.Fatalf("a row followed before the count: %+v, path %v", o, m.Path())
	}
	wait(t, m, true)
	rows, _ := m.Rows()
	start := rules.StartPosition()
	h2e2 := move(t, start, "h2e2")
	// The masters' table (issue 50): 29,796 games played a move, 17,515 of
	// them h2e2 first, of which Red won 6,711, drew 5,718, lost 5,086.
	want := ix.MoveStat{Move: h2e2, Games: 17515, RedWins: 6711, Draws: 5718, BlackWins: 5086}
	if len(rows) < 10 || rows[0].MoveStat != want || m.Games() != 29796 {
		t.Fatalf("from the start: %d rows, the first %+v, %d games; want the masters' 29,796 games, %+v first", len(rows), rows[0].MoveStat, m.Games(), want)
	}
	for i, r := range rows {
		if !r.Eval.Done || r.Eval.Depth != 2 {
			t.Fatalf("row %d not scored: %+v", i, r.Eval)
		}
		if row := m.Row(i); row.Score == "" || row.Score == "…" || row.MoveText == "" {
			t.Fatalf("row %d as shown: %+v", i, row)
		}
	}
	if r := m.Row(0); r.CountText != "17,515" || r.Percent != "38%" {
		t.Errorf("the first row shows %q games, %q of Red's wins; want 17,515 and 38%% (6,711 of them)", r.CountText, r.Percent)
	}
	if h := m.Head(); h.Results != i18n.LangEn.Text(i18n.MsgExplorerHeadResults) || m.FewKnown() {
		t.Errorf("the head says %q over the masters' games, which all have a result", h.Results)
	}
	if got := m.Line(func(string) bool { return true }); !strings.HasPrefix(got, "29,796 games") || !strings.HasSuffix(got, i18n.LangEn.Text(i18n.MsgExplorerTapMove)) {
		t.Errorf("the line at the start: %q", got)
	}
	if m.Notice() != "" || !m.AtRoot() {
		t.Errorf("notice %q, at the root %v", m.Notice(), m.AtRoot())
	}
	// Back and |◀ at the root: nothing.
	if o := m.Tap(StepBack); o != (ui.Outcome{}) {
		t.Errorf("◀ at the root: %+v", o)
	}
	if o := m.Tap(ToRoot); o != (ui.Outcome{}) {
		t.Errorf("|◀ at the root: %+v", o)
	}

	o := m.Follow(0)
	if got := m.Path(); len(got) != 1 || got[0] != h2e2 || !o.Changed || !o.Play {
		t.Fatalf("after the first row: path %v, outcome %+v", got, o)
	}
	if o := m.Follow(len(rows) + 3); o != (ui.Outcome{}) {
		t.Errorf("a row past the table: %+v", o)
	}
	wait(t, m, false)
	if m.Games() != 17515 || m.LastMove() != h2e2 {
		t.Fatalf("after h2e2: %d games, last move %v; want the 17,515 that played it", m.Games(), m.LastMove())
	}
	if got := m.Line(func(string) bool { return true }); !strings.Contains(got, "17,515 games") || !strings.HasSuffix(got, "1. ") && !strings.Contains(got, "1. ") {
		t.Errorf("the line after h2e2: %q", got)
	}
	if o := m.Tap(StepBack); !o.Changed || len(m.Path()) != 0 {
		t.Fatalf("◀: %+v, path %v", o, m.Path())
	}
	if o := m.Tap(StepBack); o != (ui.Outcome{}) {
		t.Errorf("◀ twice: %+v", o)
	}
	// A move on the board; one the rules refuse changes nothing but the
	// note.
	if o := m.Move(sq(t, "h2"), sq(t, "g4")); !o.Changed || o.Play || len(m.Path()) != 0 || m.Note() == "" {
		t.Fatalf("an illegal move: %+v, path %v, note %q", o, m.Path(), m.Note())
	}
	if o := m.Move(sq(t, "h2"), sq(t, "e2")); !o.Play || m.Note() != "" {
		t.Fatalf("h2 e2: %+v, note %q", o, m.Note())
	}
	if got := m.Path(); len(got) != 1 || got[0] != h2e2 {
		t.Fatalf("after h2 e2 on the board the path is %v, want h2e2", got)
	}
	// My games: no index in this library; the choice is kept, saved once.
	if o := m.Tap(Mine); !o.Save || !o.Changed || st.ExplorerSource != session.OwnGames || m.Source() != session.OwnGames {
		t.Fatalf("my games: %+v, settings %v", o, st.ExplorerSource)
	}
	if o := m.Tap(Mine); o.Save {
		t.Error("my games twice saved twice")
	}
	wait(t, m, false)
	if rows, _ := m.Rows(); len(rows) != 0 || !errors.Is(m.Err(), session.ErrNoIndex) || m.Notice() != i18n.LangEn.Text(i18n.MsgExplorerNoIndex) {
		t.Fatalf("my games without an index: %d rows, error %v, notice %q", len(rows), m.Err(), m.Notice())
	}
	// Play from here: the game so far with the moves followed.
	o = m.Tap(PlayFromHere)
	if o.Start == nil || o.Start.Choose || len(o.Start.Record.Moves) != 1 || o.Start.Record.Moves[0] != h2e2 || o.Start.Record.Start != start {
		t.Fatalf("play from here: %+v", o.Start)
	}
	if o := m.Tap(Close); !o.Close {
		t.Fatalf("Back: %+v", o)
	}
}

// TestExplorerOwnResults: rows with results show Red's share and the
// head says what the bar is; the moves followed on the line are the last
// that fit, after "…"; |◀ takes them all back; the notice of an empty
// table; a count's error is shown.
func TestExplorerOwnResults(t *testing.T) {
	start := rules.StartPosition()
	stats := []ix.MoveStat{
		{Move: move(t, start, "h2e2"), Games: 4, RedWins: 2, Draws: 1, BlackWins: 1},
		{Move: move(t, start, "b0c2"), Games: 3, RedWins: 1},
		{Move: rules.NewMove(sq(t, "h9"), sq(t, "g7")), Games: 2, Draws: 2},
		{Move: rules.NewMove(sq(t, "b9"), sq(t, "c7")), Games: 1, BlackWins: 1},
	}
	g := rules.NewGame(start)
	m, _ := open(t, i18n.LangVi, g, fixed{}, fixed{stats: stats}, session.OwnGames)
	wait(t, m, true)
	if r := m.Row(0); r.Percent != "50%" || r.CountText != "4" {
		t.Errorf("h2e2: %+v; want 50%% of Red's wins", r)
	}
	if r := m.Row(1); r.Percent != "" {
		t.Errorf("b0c2 with one result in three: %q", r.Percent)
	}
	if m.FewKnown() || m.Head().Results != i18n.LangVi.Text(i18n.MsgExplorerHeadResults) {
		t.Errorf("six results in seven games: few %v, head %q", m.FewKnown(), m.Head().Results)
	}
	// Follow h2e2 then b0c2 back and forth: the line keeps the last moves
	// that fit.
	for range 3 {
		m.Follow(0)
		wait(t, m, false)
		m.Follow(0)
		wait(t, m, false)
	}
	if n := len(m.Path()); n < 2 {
		t.Fatalf("followed %d moves", n)
	}
	full := m.Line(func(string) bool { return true })
	short := m.Line(func(s string) bool { return len(s) < 30 })
	last := m.Line(func(string) bool { return false })
	if !strings.Contains(full, "1. ") || strings.Contains(full, "…") {
		t.Errorf("the whole line: %q", full)
	}
	if !strings.Contains(last, "… ") || len(last) >= len(full) {
		t.Errorf("the line with room for nothing: %q (whole %q)", last, full)
	}
	if len(short) > len(full) || !strings.Contains(short, "… ") && short != full {
		t.Errorf("a short line: %q", short)
	}
	if o := m.Tap(ToRoot); !o.Changed || !m.AtRoot() {
		t.Fatalf("|◀: %+v, path %v", o, m.Path())
	}

	// A board with no move in the source; a source that fails.
	e2 := rules.NewGame(start)
	if err := e2.Play(move(t, start, "c3c4")); err != nil {
		t.Fatal(err)
	}
	m, _ = open(t, i18n.LangEn, e2, fixed{}, fixed{}, session.OwnGames)
	wait(t, m, true)
	if got := m.Notice(); got != i18n.LangEn.Text(i18n.MsgExplorerNone) {
		t.Errorf("no move: %q", got)
	}
	m.Move(sq(t, "a0"), sq(t, "a5")) // no such move
	if got := m.Notice(); got != m.Note() || got == "" {
		t.Errorf("the refusal over an empty table: %q, note %q", got, m.Note())
	}
	m, _ = open(t, i18n.LangEn, e2, fixed{}, fixed{err: errors.New("disk on fire")}, session.OwnGames)
	wait(t, m, true)
	if got := m.Notice(); got != "disk on fire" {
		t.Errorf("a failed count: %q", got)
	}
}

// TestExplorerFinishedBoard: on a mated board nothing can be played, Play
// from here does nothing, and no score is awaited.
func TestExplorerFinishedBoard(t *testing.T) {
	pos, err := rules.ParseFEN("3k5/4R4/4R4/9/9/9/9/9/9/4K4 b - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if !pos.Status().Over() {
		t.Fatal("the board is not over")
	}
	m, _ := open(t, i18n.LangEn, rules.NewGame(pos), fixed{}, fixed{}, session.MasterGames)
	wait(t, m, true)
	if m.CanPlay() {
		t.Error("Play from here on a finished board")
	}
	if o := m.Tap(PlayFromHere); o != (ui.Outcome{}) {
		t.Errorf("Play from here on a finished board: %+v", o)
	}
	if o := m.Move(sq(t, "d9"), sq(t, "d8")); o.Play || len(m.Path()) != 0 {
		t.Errorf("a move on a finished board: %+v", o)
	}
}

// TestExplorerClosed: Close stops the worker mid-search; polls after it
// find nothing, and a second Close (the program ending) is harmless.
func TestExplorerClosed(t *testing.T) {
	var masters session.MasterIndex
	st := &session.Settings{}
	m := New(ui.LangEnv(i18n.LangEn, st), rules.NewGame(rules.StartPosition()), &masters, noIndex, session.ExplorerOptions{Depth: 6, Threads: 1, HashMiB: 1})
	m.Close()
	if o := m.Poll(); o.Changed {
		t.Errorf("a poll after Close changed %+v", o)
	}
	m.Close()
	m.Pause()
	m.Resume()
	m.Close()
}

// TestPlayFromHereAsksFirst (issue 49): with a game in progress (not
// over, a move played) Play from here asks before replacing it; Yes
// starts the game from the board shown. With no game in progress, or
// none told, it starts at once.
func TestPlayFromHereAsksFirst(t *testing.T) {
	cur := &session.Current{Store: session.Store{Dir: t.TempDir()}, Library: session.Library{Dir: t.TempDir()}}
	rg := rules.NewGame(rules.StartPosition())
	if err := rg.PlayText("h2e2"); err != nil {
		t.Fatal(err)
	}
	cur.Begin(session.NewPausedMatch(nil, rg, [2]bool{}, session.Easy), false)
	m, _ := open(t, i18n.LangEn, rules.NewGame(rules.StartPosition()), fixed{}, fixed{}, session.MasterGames)
	m.WithGame(cur)
	o := m.Tap(PlayFromHere)
	d, ok := o.Open.(*ui.Dialog)
	if !ok || o.Start != nil || d.Text != i18n.LangEn.Text(i18n.MsgConfirmReplace) {
		t.Fatalf("play from here with a game in progress did not ask: %+v", o)
	}
	if _, no := d.Choose(1); no != nil {
		t.Error("No does something")
	}
	if _, yes := d.Choose(0); yes == nil || yes().Start == nil {
		t.Fatal("Yes does not start the game")
	}
	cur.Begin(session.NewPausedMatch(nil, rules.NewGame(rules.StartPosition()), [2]bool{}, session.Easy), false)
	if o := m.Tap(PlayFromHere); o.Start == nil || o.Open != nil {
		t.Fatalf("no move in progress: %+v", o)
	}
	m.WithGame(nil)
	if o := m.Tap(PlayFromHere); o.Start == nil || o.Open != nil {
		t.Fatalf("no game told: %+v", o)
	}
}

// TestExplorerOwnGamesTransposed (issue 28): opened on a record's board
// (after h2e2 h9g7 b0c2, as the record's Openings hands it) over the
// player's library, the explorer counts the games that came there, by
// either order of moves, each move with its result; following a move
// leaves the game it was opened on as it was. A library with no game
// there is an empty table, not an error.
func TestExplorerOwnGamesTransposed(t *testing.T) {
	lib := session.Library{Dir: t.TempDir()}
	idx, notices := session.OpenIndex(context.Background(), lib)
	if len(notices) > 0 {
		t.Fatalf("notices %+v", notices)
	}
	t.Cleanup(func() { idx.Close() })
	text := "[Red \"A\"]\n[Result \"1-0\"]\n\n1. h2e2 h9g7 2. b0c2 b9c7 *\n\n" +
		"[Red \"B\"]\n[Result \"0-1\"]\n\n1. b0c2 h9g7 2. h2e2 i9h9 *\n\n" +
		"[Red \"C\"]\n[Result \"1/2-1/2\"]\n\n1. c3c4 *\n"
	if im, err := idx.Import(context.Background(), []byte(text), time.Date(2026, 12, 3, 9, 0, 0, 0, time.UTC), nil); err != nil || im.Added != 3 {
		t.Fatalf("import: %+v, %v", im, err)
	}
	rec := rules.NewGame(rules.StartPosition())
	for _, s := range []string{"h2e2", "h9g7", "b0c2", "b9c7"} {
		if err := rec.PlayText(s); err != nil {
			t.Fatal(err)
		}
	}
	g := session.GameTo(rec, 3) // the record shown at its third move
	own := session.IndexSource(func() session.GameIndex { return idx })
	m, _ := open(t, i18n.LangEn, g, fixed{}, own, session.OwnGames)
	wait(t, m, true)
	rows, _ := m.Rows()
	// A played b9c7 here; B reached it by the other order and played i9h9.
	if len(rows) != 2 || m.Games() != 2 || m.Err() != nil {
		t.Fatalf("after h2e2 h9g7 b0c2 in my games: %+v, %d games, error %v", rows, m.Games(), m.Err())
	}
	pos := g.Position()
	for _, r := range rows {
		switch r.Move {
		case move(t, pos, "b9c7"):
			if r.MoveStat != (ix.MoveStat{Move: r.Move, Games: 1, RedWins: 1}) {
				t.Errorf("b9c7: %+v, want A's one win for Red", r.MoveStat)
			}
		case move(t, pos, "i9h9"):
			if r.MoveStat != (ix.MoveStat{Move: r.Move, Games: 1, BlackWins: 1}) {
				t.Errorf("i9h9: %+v, want B's one win for Black", r.MoveStat)
			}
		default:
			t.Errorf("a move no game played here: %+v", r.MoveStat)
		}
	}
	m.Follow(0)
	if len(g.Moves()) != 3 || len(rec.Moves()) != 4 {
		t.Fatalf("following a move played it in the game opened on: %d moves", len(g.Moves()))
	}
	if r := m.Tap(PlayFromHere).Start.Record; len(r.Moves) != 4 || r.Moves[3] != rows[0].Move {
		t.Fatalf("play from here after following %v: %v", rows[0].Move, r.Moves)
	}

	// No game of the library came here: an empty table, no error.
	empty, _ := session.OpenIndex(context.Background(), session.Library{Dir: t.TempDir()})
	t.Cleanup(func() { empty.Close() })
	m, _ = open(t, i18n.LangEn, rules.NewGame(rules.StartPosition()), fixed{}, session.IndexSource(func() session.GameIndex { return empty }), session.OwnGames)
	wait(t, m, true)
	if rows, _ := m.Rows(); len(rows) != 0 || m.Err() != nil || m.Notice() != i18n.LangEn.Text(i18n.MsgExplorerNone) {
		t.Fatalf("my games in a new library: %d rows, error %v, notice %q", len(rows), m.Err(), m.Notice())
	}
}

// TestExplorerCredit (issue 50): the master games' tab credits their data
// set as CC BY 4.0 asks, in each language; the player's games credit none.
func TestExplorerCredit(t *testing.T) {
	for _, lang := range []i18n.Lang{i18n.LangVi, i18n.LangEn, i18n.LangZh} {
		m, _ := open(t, lang, rules.NewGame(rules.StartPosition()), fixed{}, noIndex, session.MasterGames)
		got := m.Credit()
		for _, w := range []string{"Yu-Han Tseng", "Chinese Chess Practical Dataset", "CC BY 4.0"} {
			if !strings.Contains(got, w) {
				t.Errorf("%s: the credit %q lacks %q", lang.Code(), got, w)
			}
		}
		m.Tap(Mine)
		if got := m.Credit(); got != "" {
			t.Errorf("%s: my games credit %q", lang.Code(), got)
		}
	}
	if got := i18n.LangEn.Text(i18n.MsgExplorerCredit); got != "Master game statistics from the Chinese Chess Practical Dataset by Yu-Han Tseng, CC BY 4.0" {
		t.Errorf("the English credit is %q, not the one the data set's README asks for", got)
	}
}

// TestExplorerBoard (issue 51): the analysis board opens on the board
// shown, with the game the explorer was opened on and the moves followed
// since, turned as the view says.
func TestExplorerBoard(t *testing.T) {
	g := rules.NewGame(rules.StartPosition())
	if err := g.PlayText("h2e2"); err != nil {
		t.Fatal(err)
	}
	m, _ := open(t, i18n.LangEn, g, fixed{}, noIndex, session.MasterGames)
	if o := m.Move(sq(t, "h9"), sq(t, "g7")); !o.Changed || len(m.Path()) != 1 {
		t.Fatalf("h9g7 not followed: %+v", o)
	}
	o := m.Board(true)
	to, ok := o.Open.(ui.ToBoard)
	if !ok || !to.Flipped || len(to.Game.Moves()) != 2 || to.Game.Position() != m.Position() {
		t.Fatalf("the board opened %+v", o.Open)
	}
	if len(g.Moves()) != 1 {
		t.Fatal("the game the explorer opened on was changed")
	}
}
