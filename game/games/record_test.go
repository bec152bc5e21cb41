package games

import (
	"slices"
	"strings"
	"testing"
	"time"

	"xiangqi/clock"
	"xiangqi/game/session"
	"xiangqi/game/ui"
	"xiangqi/game/ui/uitest"
	"xiangqi/i18n"
	"xiangqi/record"
	"xiangqi/rules"
)

// gameOne is a record from elsewhere of four moves, with no result.
const gameOne = `[Event "One"]
[Result "*"]

1. 炮二平五 马８进７ 2. 马二进三 车９平８ *
`

// readGame reads a PGN of one game.
func readGame(t *testing.T, pgn string) *record.Game {
	t.Helper()
	f := record.ReadFile([]byte(pgn))
	if len(f.Games) != 1 {
		t.Fatalf("%d games in %q", len(f.Games), pgn)
	}
	return f.Games[0]
}

// recordFixture is a record's model over a library and a game in
// progress of their own, in English, in a shell.
type recordFixture struct {
	t     *testing.T
	lib   session.Library
	cur   *session.Current
	clip  *fakeClipboard
	share *fakeSharer
	svc   Services
	env   ui.Env
}

func newRecordFixture(t *testing.T) *recordFixture {
	dir := t.TempDir()
	f := &recordFixture{t: t, lib: session.Library{Dir: dir}, clip: &fakeClipboard{}, share: &fakeSharer{}}
	f.cur = &session.Current{Store: session.Store{Dir: dir}, Library: f.lib}
	f.env = ui.LangEnv(i18n.LangEn, &session.Settings{})
	f.svc = Services{Records: f.lib, Clipboard: f.clip, Sharer: f.share, Game: f.cur,
		Now: func() time.Time { return time.Date(2027, 1, 2, 3, 4, 5, 0, time.UTC) }}
	return f
}

// open puts rec in the library (id "" keeps it out) and opens it alone
// in a shell.
func (f *recordFixture) open(id string, rec *record.Game) (*Record, *uitest.Shell) {
	f.t.Helper()
	if id != "" {
		if err := f.lib.Put(id, rec); err != nil {
			f.t.Fatal(err)
		}
	}
	m := NewRecord(f.env, f.svc, nil, id, rec)
	return m, uitest.New(m)
}

// own plays ICCS moves in a game between two players here, begun at
// started, and keeps it in the library: an unfinished game of one's own.
// It is the game in progress until another begins.
func (f *recordFixture) own(started time.Time, computer [2]bool, moves ...string) (string, *record.Game) {
	f.t.Helper()
	rg := rules.NewGame(rules.StartPosition())
	for _, s := range moves {
		if err := rg.PlayText(s); err != nil {
			f.t.Fatal(err)
		}
	}
	f.cur.Now = func() time.Time { return started }
	f.cur.Begin(session.NewPausedMatch(nil, rg, computer, session.Easy), false)
	if err := f.cur.Archive(); err != nil {
		f.t.Fatal(err)
	}
	rec, err := f.lib.Get(f.cur.ID())
	if err != nil {
		f.t.Fatal(err)
	}
	return f.cur.ID(), rec
}

// TestRecordSteps: a record opens at its last move; the steps go back and
// on as far as there are moves, and the ones that cannot are disabled and
// take no tap; the move list's and the keys' targets keep within the
// moves; Back closes the screen.
func TestRecordSteps(t *testing.T) {
	f := newRecordFixture(t)
	m, sh := f.open("one", readGame(t, gameOne))
	if m.Ply() != 4 || m.Len() != 4 {
		t.Fatalf("opened at ply %d of %d", m.Ply(), m.Len())
	}
	if want := []string{"|◀", "◀", "▶", "▶|", "Back", "Play from here", "Analyse", "Openings", "More…"}; !slices.Equal(sh.Labels(), want) {
		t.Fatalf("buttons %q, want %q", sh.Labels(), want)
	}
	for _, l := range []string{"▶", "▶|"} {
		if sh.Tap(t, l) || m.Ply() != 4 {
			t.Fatalf("%s at the end took the tap: ply %d", l, m.Ply())
		}
	}
	sh.Tap(t, "◀")
	sh.Tap(t, "◀")
	if m.Ply() != 2 || sh.Redraws != 2 {
		t.Fatalf("ply %d after two steps back (%d redraws)", m.Ply(), sh.Redraws)
	}
	if pos := m.Position(); pos.FEN() == rules.StartFEN {
		t.Fatal("the board after two moves is the start")
	}
	if mv, ok := m.LastMove(); !ok || mv != m.Game().Moves()[1] {
		t.Fatalf("the last move shown %v %v", mv, ok)
	}
	sh.Tap(t, "|◀")
	sh.Tap(t, "|◀") // twice, carelessly
	if pos := m.Position(); m.Ply() != 0 || sh.Enabled(t, "◀") || sh.Enabled(t, "|◀") || pos.FEN() != rules.StartFEN {
		t.Fatalf("at the start: ply %d", m.Ply())
	}
	if _, ok := m.LastMove(); ok {
		t.Fatal("a last move at the start")
	}
	sh.Tap(t, "▶|")
	if m.Ply() != 4 {
		t.Fatalf("▶| went to ply %d", m.Ply())
	}
	for _, ply := range []int{-1, 5, 4} {
		if o := m.SetPly(ply); o.Changed || m.Ply() != 4 {
			t.Fatalf("SetPly(%d): %+v, ply %d", ply, o, m.Ply())
		}
	}
	if o := m.Step(-10); !o.Changed || m.Ply() != 0 {
		t.Fatalf("ten steps back: ply %d", m.Ply())
	}
	if o := m.Step(-1); o.Changed {
		t.Fatal("a step back from the start changed the board")
	}
	if o := m.SetPly(3); !o.Changed || m.Moves().Ply != 3 || len(m.Moves().Texts) != 4 || m.Moves().FirstMove != 1 || m.Moves().BlackFirst {
		t.Fatalf("the move list: %+v", m.Moves())
	}
	if m.Moves().Texts[0] != "C2=5" {
		t.Fatalf("the first move in notation: %q", m.Moves().Texts[0])
	}
	sh.Tap(t, "Back")
	if sh.Closed != 1 {
		t.Fatal("Back did not close the record")
	}
}

// TestRecordMoreCopyShare: More… holds Share (where the platform can),
// Copy PGN, Delete and Cancel; Cancel leaves the record as it was; Copy
// PGN copies it in the player's notation and says so, or why it could
// not; Share hands it to the share sheet as a file named for the moment.
func TestRecordMoreCopyShare(t *testing.T) {
	f := newRecordFixture(t)
	m, sh := f.open("one", readGame(t, gameOne))
	sh.Tap(t, "◀")
	sh.Tap(t, "◀")
	sh.Tap(t, "More…")
	if d := uitest.TopIs[*ui.Dialog](t, sh); d.Text != "This game" {
		t.Fatalf("More… asks %q", d.Text)
	}
	if want := []string{"Comment…", "Promote line", "Delete line", "Share", "Copy PGN", "Analysis board", "Delete", "Cancel"}; !slices.Equal(sh.Labels(), want) {
		t.Fatalf("More… offers %q, want %q", sh.Labels(), want)
	}
	sh.Tap(t, "Cancel")
	if uitest.TopIs[*Record](t, sh) != m || m.Ply() != 2 || m.Note() != "" || f.clip.text != "" {
		t.Fatal("More… then Cancel did not leave the record as it was")
	}
	// The analysis board on the board shown, with the game's moves up to
	// it (issue 51).
	sh.Tap(t, "More…")
	sh.Tap(t, "Analysis board")
	if to, ok := sh.Routes[len(sh.Routes)-1].(ui.ToBoard); !ok || len(to.Game.Moves()) != 2 || to.Game.Position() != session.GameTo(m.Game(), 2).Position() {
		t.Fatalf("Analysis board opened %+v, want the board after 2 moves", sh.Routes)
	}
	if uitest.TopIs[*Record](t, sh) != m {
		t.Fatal("the dialog stayed open")
	}
	sh.Tap(t, "More…")
	sh.Tap(t, "Copy PGN")
	if !strings.Contains(f.clip.text, `[Event "One"]`) || !strings.Contains(f.clip.text, "1. C2=5 H8+7") /* English: WXF */ {
		t.Fatalf("copied:\n%s", f.clip.text)
	}
	if _, second := m.Status(); second != "Copied to the clipboard" || m.Ply() != 2 {
		t.Fatalf("after a copy: %q at ply %d", second, m.Ply())
	}
	f.env.Settings.Notation = "iccs"
	sh.Tap(t, "More…")
	sh.Tap(t, "Copy PGN")
	if !strings.Contains(f.clip.text, "1. h2e2 h9g7") {
		t.Fatalf("copied in ICCS:\n%s", f.clip.text)
	}
	f.clip.err = &ui.ClipboardMissing{Install: "xclip"}
	sh.Tap(t, "More…")
	sh.Tap(t, "Copy PGN")
	if !strings.Contains(m.Note(), "xclip") {
		t.Fatalf("a clipboard without its program: %q", m.Note())
	}

	sh.Tap(t, "More…")
	sh.Tap(t, "Share")
	if f.share.shared != 1 || f.share.name != "xiangqi-20270102-030405.pgn" || !strings.Contains(f.share.text, `[Event "One"]`) || m.Note() != "" {
		t.Fatalf("shared %d: %q, note %q", f.share.shared, f.share.name, m.Note())
	}

	f.svc.Sharer, f.svc.Clipboard = nil, nil
	m2, sh2 := f.open("one", readGame(t, gameOne))
	sh2.Tap(t, "More…")
	if sh2.Has("Share") {
		t.Fatal("Share offered without a share sheet")
	}
	if o := m2.Share(); o != (ui.Outcome{}) {
		t.Fatalf("Share without a share sheet: %+v", o)
	}
	sh2.Tap(t, "Copy PGN")
	if m2.Note() != "The clipboard cannot be used" {
		t.Fatalf("no clipboard: %q", m2.Note())
	}
}

// TestRecordPlayFrom: Play from here plays on from the board shown as a
// new game, the record left as it is: from a move before the end, the
// record's moves up to it without its result (a resignation would end
// the new game at once), named as the record names it; from the end, the
// record itself.
func TestRecordPlayFrom(t *testing.T) {
	f := newRecordFixture(t)
	rec := readGame(t, `[Event "Two"]
[Red "A"]
[Black "B"]
[Result "0-1"]
[Termination "resignation"]

1. h2e2 h9g7 2. h0g2 i9h9 0-1
`)
	m, sh := f.open("two", rec)
	sh.Tap(t, "◀")
	sh.Tap(t, "◀")
	o := m.Buttons()[NavButtons].Tap()
	if m.Buttons()[NavButtons].Label != "Play from here" || o.Start == nil || o.Start.Record == nil || o.Start.Choose || o.Start.Continue {
		t.Fatalf("Play from here: %+v", o)
	}
	got := o.Start.Record
	if len(got.Moves) != 2 || got.Tag("Result") != "" || got.Tag("Termination") != "" || got.Tag("Red") != "A" || got.Tag("Event") != "Two" {
		t.Fatalf("played on from %d moves, tags %v", len(got.Moves), got.Tags)
	}
	if session.OriginNote(got, -1) != session.OriginNote(rec, 2) {
		t.Errorf("the new game's origin %q, want %q", session.OriginNote(got, -1), session.OriginNote(rec, 2))
	}
	if pm, err := session.RecordMatch(nil, got, -1, [2]bool{}, session.Easy); err != nil || pm.Over() || len(pm.Game().Moves()) != 2 {
		t.Fatalf("the game played on: %v, over %v", err, pm != nil && pm.Over())
	}
	if len(rec.Moves) != 4 || rec.Tag("Result") != "0-1" || m.Record() != rec {
		t.Fatal("the record was changed")
	}
	sh.Tap(t, "▶|")
	if o := m.Buttons()[NavButtons].Tap(); o.Start == nil || o.Start.Record != rec {
		t.Fatalf("Play from here at the end: %+v", o)
	}
	// A position pasted, not kept: played from, never deleted.
	pos := &record.Game{Start: rules.StartPosition()}
	pm, psh := f.open("", pos)
	if o := pm.Buttons()[NavButtons].Tap(); o.Start == nil || o.Start.Record != pos {
		t.Fatalf("Play from here on a position: %+v", o)
	}
	psh.Tap(t, "More…")
	if psh.Enabled(t, "Delete") || psh.Tap(t, "Delete") {
		t.Fatal("a position not kept can be deleted")
	}
	if o := pm.Delete(); o != (ui.Outcome{}) {
		t.Fatalf("Delete of a position not kept: %+v", o)
	}
}

// TestRecordDelete: Delete asks first; No keeps the record, Yes deletes
// it and goes back to the list, read again; the game in progress, when it
// is the one deleted, is forgotten and the save written.
func TestRecordDelete(t *testing.T) {
	f := newFixture(t, "", []byte(gameOne+"\n"+masterGame+"*\n"))
	sh := uitest.New(f.m)
	rows := f.rows(t)
	if len(rows) != 2 || f.m.Total() != 2 {
		t.Fatalf("%d games", len(rows))
	}
	sh.Apply(f.m.Open(0))
	m := uitest.TopIs[*Record](t, sh)
	id := m.ID()
	sh.Tap(t, "More…")
	sh.Tap(t, "Delete")
	if d := uitest.TopIs[*ui.Dialog](t, sh); d.Text != f.m.env.Text(i18n.MsgConfirmDelete) {
		t.Fatalf("Delete asks %q", d.Text)
	}
	sh.Tap(t, "No")
	if uitest.TopIs[*Record](t, sh) != m {
		t.Fatal("No did not go back to the record")
	}
	if _, err := f.lib.Get(id); err != nil {
		t.Fatalf("No deleted the record: %v", err)
	}
	sh.Tap(t, "More…")
	sh.Tap(t, "Delete")
	sh.Back(t) // the phone's Back on the question
	uitest.TopIs[*Record](t, sh)
	sh.Tap(t, "More…")
	sh.Tap(t, "Delete")
	sh.Tap(t, "Yes")
	uitest.TopIs[*Library](t, sh)
	if _, err := f.lib.Get(id); err == nil {
		t.Fatal("the record is still in the library")
	}
	f.settle()
	if got := len(f.rows(t)); got != 1 || f.m.Total() != 1 || sh.Saves != 0 {
		t.Fatalf("%d games after a delete (%d counted, %d saves), want 1", got, f.m.Total(), sh.Saves)
	}

	// The game in progress deleted: forgotten.
	rf := newRecordFixture(t)
	gid, rec := rf.own(time.Date(2026, 5, 1, 10, 0, 0, 0, time.Local), [2]bool{}, "h2e2")
	_, rsh := rf.open(gid, rec)
	rsh.Tap(t, "More…")
	rsh.Tap(t, "Delete")
	rsh.Tap(t, "Yes")
	if rf.cur.Match() != nil || rsh.Saves != 1 || rsh.Closed != 1 {
		t.Fatalf("the game in progress deleted: match %v, %d saves, closed %d", rf.cur.Match() != nil, rsh.Saves, rsh.Closed)
	}
}

// TestRecordContinue: an unfinished game played here, at its last move,
// offers Continue, which makes it the game in progress under its own name
// with its moves; the game in progress itself just goes on. An imported
// game, a finished one, a position not kept, and any record at an
// earlier move offer Play from here instead.
func TestRecordContinue(t *testing.T) {
	f := newRecordFixture(t)
	first, rec := f.own(time.Date(2026, 5, 1, 10, 0, 0, 0, time.Local), [2]bool{}, "h2e2", "h9g7")
	second, _ := f.own(time.Date(2026, 5, 1, 11, 0, 0, 0, time.Local), [2]bool{}, "b2e2")
	if first == second || f.cur.ID() != second {
		t.Fatalf("ids %s %s, in progress %s", first, second, f.cur.ID())
	}
	m, sh := f.open(first, rec)
	if !sh.Has("Continue") || sh.Has("Play from here") {
		t.Fatalf("an unfinished game of one's own offers %q", sh.Labels())
	}
	if _, s := m.Status(); !strings.HasPrefix(s, "Unfinished") {
		t.Errorf("the game left for another: %q", s)
	}
	sh.Tap(t, "◀")
	if sh.Has("Continue") || !sh.Has("Play from here") {
		t.Fatalf("at an earlier move: %q", sh.Labels())
	}
	if o := m.Continue(); o != (ui.Outcome{}) {
		t.Fatalf("Continue at an earlier move: %+v", o)
	}
	sh.Tap(t, "▶")
	// The game in progress has a move: Continue asks first (issue 49).
	sh.Tap(t, "Continue")
	if d, ok := sh.Top().(*ui.Dialog); !ok || d.Text != "Leave the game in progress? It stays in Games." || f.cur.ID() != second {
		t.Fatalf("Continue did not ask: %T, in progress %s", sh.Top(), f.cur.ID())
	}
	sh.Tap(t, "No")
	if f.cur.ID() != second || sh.Saves != 0 {
		t.Fatalf("No replaced the game: %s", f.cur.ID())
	}
	sh.Tap(t, "Continue")
	sh.Tap(t, "Yes")
	if f.cur.ID() != first || f.cur.Match() == nil || len(f.cur.Match().Game().Moves()) != 2 || sh.Saves != 1 {
		t.Fatalf("continued %s (%d saves)", f.cur.ID(), sh.Saves)
	}
	if _, err := f.lib.Get(second); err != nil {
		t.Fatalf("the game replaced is not kept: %v", err)
	}
	// The game in progress: it goes on, nothing written.
	again := m.Continue()
	if again.Start == nil || !again.Start.Continue || again.Save || f.cur.ID() != first {
		t.Fatalf("Continue of the game in progress: %+v", again)
	}
	if _, s := m.Status(); !strings.HasPrefix(s, "In progress") {
		t.Errorf("the game in progress: %q", s)
	}

	// Not one's own, finished, or not kept: Play from here.
	imported := readGame(t, masterGame+"*\n")
	finished := readGame(t, "[Event \"Casual game\"]\n[Red \"Player\"]\n[Black \"Player\"]\n[Result \"1-0\"]\n[Termination \"resignation\"]\n\n1. h2e2 1-0\n")
	for name, r := range map[string]struct {
		id  string
		rec *record.Game
	}{"imported": {"imp", imported}, "finished": {"fin", finished}, "not kept": {"", rec}} {
		m, sh := f.open(r.id, r.rec)
		if sh.Has("Continue") || !sh.Has("Play from here") || m.CanContinue() {
			t.Errorf("%s: %q", name, sh.Labels())
		}
	}
	if _, s := NewRecord(f.env, f.svc, nil, "imp", imported).Status(); !strings.HasPrefix(s, "No result recorded") {
		t.Errorf("an imported game without a result: %q", s)
	}
	if _, s := NewRecord(f.env, f.svc, nil, "fin", finished).Status(); !strings.HasPrefix(s, "Red wins — resignation") {
		t.Errorf("a finished game: %q", s)
	}
	// Without a game in progress to continue into, nothing happens.
	f.svc.Game = nil
	if o := NewRecord(f.env, f.svc, nil, first, rec).Continue(); o != (ui.Outcome{}) {
		t.Fatalf("Continue without a game in progress: %+v", o)
	}
}

// TestRecordStatus: when and who, how it stands, its length, handicap
// and opening; against the computer from the player's side, with the
// board seen from it.
func TestRecordStatus(t *testing.T) {
	f := newRecordFixture(t)
	m, _ := f.open("m", readGame(t, masterGame+"*\n"))
	first, second := m.Status()
	if first != "HU RongHua – XU TianHong" || !strings.HasPrefix(second, "No result recorded · 4 moves") || m.Flipped() {
		t.Fatalf("a master game: %q / %q", first, second)
	}
	id, rec := f.own(time.Date(2026, 5, 1, 10, 30, 0, 0, time.Local), [2]bool{true, false}, "h2e2")
	vs, _ := f.open(id, rec)
	first, second = vs.Status()
	if first != "2026-05-01 10:30   You (Black) vs computer (Easy)" || second != "In progress · 1 move" || !vs.Flipped() {
		t.Fatalf("against the computer: %q / %q, flipped %v", first, second, vs.Flipped())
	}
	pos := &record.Game{Start: mustFEN(t, "3k5/9/9/9/9/9/9/9/9/4K3R w - - 0 1")}
	pm, _ := f.open("", pos)
	if _, second := pm.Status(); !strings.Contains(second, "from a set-up position") || !strings.HasPrefix(second, "No result recorded · 0 moves") {
		t.Fatalf("a position: %q", second)
	}
}

func mustFEN(t *testing.T, fen string) rules.Position {
	t.Helper()
	pos, err := rules.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return pos
}

// TestRecordAnalyseExplore: Analyse opens the analysis at the move shown,
// and the record takes the analysis as it is written (a copy then has
// it); Openings opens the explorer on the board shown.
func TestRecordAnalyseExplore(t *testing.T) {
	f := newRecordFixture(t)
	rec := readGame(t, gameOne)
	m, sh := f.open("one", rec)
	sh.Tap(t, "◀")
	sh.Tap(t, "Analyse")
	to, ok := sh.Routes[0].(ui.ToAnalysis)
	if !ok || to.ID != "one" || to.Record != rec || to.Ply != 3 || to.Flipped || to.Kept == nil {
		t.Fatalf("Analyse opened %+v", sh.Routes[0])
	}
	analysed := *rec
	analysed.Tags = append(slices.Clone(rec.Tags), record.Tag{Name: "Annotator", Value: "xiangqi"})
	to.Kept(&analysed)
	if m.Record() != &analysed {
		t.Fatal("the record did not take the analysis")
	}
	sh.Tap(t, "More…")
	sh.Tap(t, "Copy PGN")
	if !strings.Contains(f.clip.text, `[Annotator "xiangqi"]`) {
		t.Fatalf("the copy lacks the analysis:\n%s", f.clip.text)
	}
	sh.Tap(t, "Openings")
	ex, ok := sh.Routes[1].(ui.ToExplorer)
	if !ok || len(ex.Game.Moves()) != 3 || ex.Flipped || ex.Game.Position() != m.Position() {
		t.Fatalf("Openings opened %+v", sh.Routes[1])
	}
	if g := session.GameTo(m.Game(), 99); len(g.Moves()) != 4 {
		t.Fatalf("GameTo past the end: %d moves", len(g.Moves()))
	}
	if g := session.GameTo(m.Game(), -1); len(g.Moves()) != 0 {
		t.Fatalf("GameTo before the start: %d moves", len(g.Moves()))
	}
}

// TestRecordAsksBeforeReplacing (issue 49): Play from here and Continue
// ask before they put another game in place of one in progress (not
// over, with a move), as New game does; with no move yet, or the game
// over, they go at once. Continue of a game left for another goes on
// with its time control and clocks: 600+5, each side's time after its
// last move.
func TestRecordAsksBeforeReplacing(t *testing.T) {
	f := newRecordFixture(t)
	// A game at 10+5: Red 9:45 after h2e2 in 20 s, Black 9:45 after
	// h9g7, then Red thinks 7 s; it is left for another game.
	ft := time.Date(2026, 5, 1, 10, 0, 0, 0, time.Local)
	now := func() time.Time { return ft }
	rg := rules.NewGame(rules.StartPosition())
	m := session.NewMatch(nil, rg, [2]bool{}, session.Easy)
	m.SetClock(clock.New(clock.Minutes(10, 5), rules.Red, now), nil)
	f.cur.Now = now
	f.cur.Begin(m, false)
	for _, s := range []string{"h2e2", "h9g7"} {
		ft = ft.Add(20 * time.Second)
		if err := m.Play(mustMove(t, s)); err != nil {
			t.Fatal(err)
		}
	}
	ft = ft.Add(7 * time.Second)
	timed := f.cur.ID()
	second, _ := f.own(ft.Add(time.Hour), [2]bool{}, "b2e2")
	rec, err := f.lib.Get(timed)
	if err != nil || rec.Tag(record.TagTimeControl) != "600+5" {
		t.Fatalf("the timed game's record: %v", err)
	}

	// Play from here asks; No leaves the game in progress alone.
	pm, psh := f.open("two", readGame(t, "[Event \"Two\"]\n\n1. h2e2 h9g7 *\n"))
	psh.Tap(t, "◀")
	if o := pm.Buttons()[NavButtons].Tap(); o.Start != nil {
		t.Fatalf("Play from here did not ask: %+v", o)
	}
	psh.Tap(t, "Play from here")
	if _, ok := psh.Top().(*ui.Dialog); !ok {
		t.Fatalf("no question on %T", psh.Top())
	}
	psh.Tap(t, "No")
	if len(psh.Routes) != 0 || f.cur.ID() != second {
		t.Fatalf("No: %v, in progress %s", psh.Routes, f.cur.ID())
	}
	psh.Tap(t, "Play from here")
	d := psh.Top().(*ui.Dialog)
	if o, then := d.Choose(0); then == nil || then().Start == nil {
		t.Fatalf("Yes does not start the game: %+v", o)
	}

	// Continue the timed game: asked, then its clocks go on with it.
	m2, sh := f.open(timed, rec)
	sh.Tap(t, "Continue")
	sh.Tap(t, "Yes")
	cm := f.cur.Match()
	if f.cur.ID() != timed || cm == nil || cm.Clock() == nil {
		t.Fatalf("continued %s without a clock", f.cur.ID())
	}
	clk := cm.Clock()
	if clk.Control() != clock.Minutes(10, 5) || clk.Left(rules.Red) != 9*time.Minute+45*time.Second ||
		clk.Left(rules.Black) != 9*time.Minute+45*time.Second || clk.Side() != rules.Red || len(cm.MoveClocks()) != 2 {
		t.Fatalf("clock %v: red %v, black %v, side %v, move clocks %v", clk.Control(), clk.Left(rules.Red), clk.Left(rules.Black), clk.Side(), cm.MoveClocks())
	}
	if sg := f.cur.Saved(); sg == nil || sg.Control != clock.Minutes(10, 5) {
		t.Fatal("the save of the continued game has no time control")
	}
	_ = m2

	// Nothing in progress to lose (the game over): no question.
	cm.ResignSide(rules.Red)
	pm2, psh2 := f.open("two", readGame(t, "[Event \"Two\"]\n\n1. h2e2 h9g7 *\n"))
	if o := pm2.PlayFrom(1); o.Start == nil {
		t.Fatalf("asked with the game over: %+v", o)
	}
	_ = psh2
}

func mustMove(t *testing.T, s string) rules.Move {
	t.Helper()
	mv, err := rules.ParseMoveText(s)
	if err != nil {
		t.Fatal(err)
	}
	return mv
}
