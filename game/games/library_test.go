package games

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"xiangqi/game/session"
	"xiangqi/game/ui"
	"xiangqi/game/ui/uitest"
	"xiangqi/gamedb"
)

// TestLibraryKeepsEveryGame: a game replaced by a new one is kept in the
// library and listed, the newest first; opened from the list it is
// continued under its own name (asked first: the new game has a move),
// and played on and left it is still one game of two, with its new move.
func TestLibraryKeepsEveryGame(t *testing.T) {
	f := newGameFixture(t)
	first := f.begin(t, time.Date(2026, 5, 1, 10, 0, 0, 0, time.UTC), "h2e2", "h9g7")
	// A new game in its place: the first goes to the library.
	second := f.begin(t, time.Date(2026, 5, 1, 11, 0, 0, 0, time.UTC), "b2e2")
	// The Games screen opened: the game in progress is listed too.
	if err := f.cur.Archive(); err != nil {
		t.Fatal(err)
	}
	f.m.Reload()
	f.settle()
	rows := f.rows(t)
	if len(rows) != 2 || f.m.Total() != 2 {
		t.Fatalf("%d games in the library (%d counted), want 2", len(rows), f.m.Total())
	}
	if rows[0].ID != second || rows[1].ID != first || rows[1].Plies != 2 {
		t.Fatalf("the list: %s, then %s with %d moves; want %s, then the replaced %s with 2", rows[0].ID, rows[1].ID, rows[1].Plies, second, first)
	}
	sh := uitest.New(f.m)
	sh.Apply(f.m.Open(1))
	rv := uitest.TopIs[*Record](t, sh)
	if rv.ID() != first || rv.Ply() != 2 {
		t.Fatalf("opened %s at ply %d", rv.ID(), rv.Ply())
	}
	sh.Tap(t, "Continue")
	if d := uitest.TopIs[*ui.Dialog](t, sh); d.Text != "Leave the game in progress? It stays in Games." {
		t.Fatalf("Continue asks %q", d.Text)
	}
	sh.Tap(t, "Yes")
	if mt := f.cur.Match(); f.cur.ID() != first || mt == nil || len(mt.Game().Moves()) != 2 || sh.Saves != 1 {
		t.Fatalf("continued %s (%d saves)", f.cur.ID(), sh.Saves)
	}
	if err := f.cur.Match().Play(mustMove(t, "h0g2")); err != nil {
		t.Fatal(err)
	}
	if err := f.cur.Archive(); err != nil { // the board left
		t.Fatal(err)
	}
	es, _ := f.lib.Load()
	moves := map[string]int{}
	for _, e := range es {
		moves[e.ID] = len(e.Record.Moves)
	}
	if len(moves) != 2 || moves[first] != 3 || moves[second] != 1 {
		t.Fatalf("the library after continuing one: %v; want %s with 3 moves and %s with 1", moves, first, second)
	}
	f.m.Reload()
	f.settle()
	if r, ok := f.m.Row(1); f.m.Total() != 2 || !ok || r.ID != first || r.Plies != 3 {
		t.Fatalf("the list read again: %d games, the second %+v", f.m.Total(), r)
	}
}

// TestSavedGameIndexed (issue 28): a game played here and kept in the
// library is in the index at once, without opening it again.
func TestSavedGameIndexed(t *testing.T) {
	f := newGameFixture(t)
	id := f.begin(t, time.Date(2026, 5, 1, 10, 0, 0, 0, time.UTC), "h2e2", "h9g7")
	if err := f.cur.Archive(); err != nil {
		t.Fatal(err)
	}
	rows, err := f.x.Wait().List(context.Background(), gamedb.Query{})
	if err != nil || len(rows) != 1 || rows[0].ID != id || rows[0].Plies != 2 || rows[0].Kind != gamedb.KindTwoPlayers {
		t.Fatalf("the index after a save: %+v (%v)", rows, err)
	}
	if _, err := os.Stat(filepath.Join(f.lib.Dir, "games", id+".pgn")); err != nil {
		t.Fatal(err)
	}
}

// TestPlayOnImportedIsNewGame (issue 25, fault 10): an imported game
// without a result, played on from its record, makes a new game whose
// record names where it came from; the imported record is never
// rewritten, and the save keeps the origin. (That it reads "No result
// recorded" and offers Play from here, not Continue, is
// TestRecordContinue's.)
func TestPlayOnImportedIsNewGame(t *testing.T) {
	f := newGameFixture(t)
	f.m.ImportData([]byte(masterGame))
	rv, ok := f.settle().Open.(*Record)
	if !ok || rv.ID() == "" {
		t.Fatal("the game imported did not open")
	}
	imported := rv.ID()
	path := filepath.Join(f.lib.Dir, "games", imported+".pgn")
	before, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	sh := uitest.New(rv)
	if !sh.Has("Play from here") || sh.Has("Continue") {
		t.Fatalf("an imported game offers %q", sh.Labels())
	}
	o := rv.Buttons()[NavButtons].Tap() // no game in progress: no question
	if o.Start == nil || o.Start.Record != rv.Record() {
		t.Fatalf("Play from here at the end: %+v", o)
	}
	// As the shell begins it (playFromRecord): the record's last board,
	// the record named as the new game's origin.
	rec := o.Start.Record
	m, err := session.RecordMatch(nil, rec, len(rec.Moves), [2]bool{}, session.Easy)
	if err != nil {
		t.Fatal(err)
	}
	m.SetOrigin(session.OriginNote(rec, len(rec.Moves)))
	if err := f.cur.Begin(m, false); err != nil {
		t.Fatal(err)
	}
	const want = "HU RongHua – XU TianHong, China Team Championship 1998, after 4... h7e7"
	if f.cur.ID() == imported || len(m.Game().Moves()) != 8 || m.Origin() != want || m.Over() {
		t.Fatalf("played on as %s with %d moves, origin %q", f.cur.ID(), len(m.Game().Moves()), m.Origin())
	}
	if err := m.Play(mustMove(t, "a3a4")); err != nil {
		t.Fatal(err)
	}
	if err := f.cur.Archive(); err != nil { // the board left
		t.Fatal(err)
	}
	if after, err := os.ReadFile(path); err != nil || string(after) != string(before) {
		t.Fatalf("the imported record was rewritten (%v):\n%s", err, after)
	}
	got, err := f.lib.Get(f.cur.ID())
	if err != nil {
		t.Fatal(err)
	}
	if o := got.Tag(session.TagOrigin); o != want || len(got.Moves) != 9 {
		t.Fatalf("the new game's origin %q with %d moves, want %q", o, len(got.Moves), want)
	}
	if err := f.cur.Save(session.SaveData{Settings: session.DefaultSettings()}); err != nil {
		t.Fatal(err)
	}
	if d, _ := (session.Store{Dir: f.lib.Dir}).Load(); d.Game == nil || d.Game.Origin != want || len(d.Game.Moves) != 9 {
		t.Fatalf("the save's game %+v", d.Game)
	}
}
