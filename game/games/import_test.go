package games

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"xiangqi/game/session"
	"xiangqi/game/ui"
)

// TestPasteNotes: a pasted PGN of two games, the second with an illegal
// move, is imported with the error named; pasting it again adds nothing;
// junk (pasted twice, carelessly), an empty clipboard, none at all and
// one whose program is missing each say so; a bare FEN opens its
// position, kept nowhere.
func TestPasteNotes(t *testing.T) {
	f := newFixture(t, "", nil)
	m := f.m
	f.clip.text = `[Event "One"]
[Result "*"]

1. 炮二平五 马８进７ 2. 马二进三 车９平８ *

[Event "Two"]
[Result "*"]

1. h2e2 h9g7 2. a0a5 *
`
	if o := m.Paste(); !o.Changed || !m.Importing() {
		t.Fatalf("Paste: %+v, importing %v", o, m.Importing())
	}
	if o := m.Paste(); o.Changed || o.Open != nil {
		t.Fatalf("a second Paste while importing: %+v", o)
	}
	if o := f.settle(); o.Open != nil {
		t.Fatalf("two games imported opened %+v", o.Open)
	}
	note, detail := m.Note()
	if want := "Game 2, move 2: a0a5 is not a legal move"; detail != want || note != "2 added · 0 duplicates · 0 failed · 1 kept up to a problem" {
		t.Fatalf("note %q, detail %q, want %q", note, detail, want)
	}
	if m.Total() != 2 || len(f.rows(t)) != 2 {
		t.Fatalf("%d games counted, %d listed, want 2", m.Total(), len(f.rows(t)))
	}
	m.Paste()
	f.settle()
	if note, _ := m.Note(); m.Total() != 2 || note != "0 added · 2 duplicates · 0 failed" {
		t.Fatalf("%d games after pasting the same again (%q)", m.Total(), note)
	}

	f.clip.text = "hello ### {unclosed"
	m.Paste()
	f.settle()
	m.Paste() // twice, carelessly
	f.settle()
	if note, detail := m.Note(); m.Total() != 2 || !strings.HasPrefix(detail, "Game 1") {
		t.Fatalf("junk: %d games, note %q, detail %q", m.Total(), note, detail)
	}
	f.clip.text = "   "
	if m.Paste(); noteOf(m) != "The clipboard holds no text" {
		t.Fatalf("empty clipboard: note %q", noteOf(m))
	}
	f.clip.err = &ui.ClipboardMissing{Install: "xclip"}
	if m.Paste(); !strings.Contains(noteOf(m), "xclip") {
		t.Fatalf("a clipboard without its program: note %q", noteOf(m))
	}
	f.clip.err = nil
	fen := "3k5/9/9/9/9/9/9/9/9/4K3R w - - 0 1"
	f.clip.text = fen
	o := m.Paste()
	rv, ok := o.Open.(*Record)
	if !ok || rv.ID() != "" || rv.Record().Start.FEN() != fen || rv.list != m || m.Importing() {
		t.Fatalf("a FEN pasted: %+v", o)
	}

	none := New(m.env, Services{Records: f.lib, Index: f.x})
	defer none.Close()
	if none.Paste(); noteOf(none) != "The clipboard cannot be used" {
		t.Fatalf("no clipboard: note %q", noteOf(none))
	}
}

func noteOf(m *Library) string { n, _ := m.Note(); return n }

// TestImportOneGameOpens: a text of one game opens it once it is in;
// the same again opens the record kept before (with its analysis).
func TestImportOneGameOpens(t *testing.T) {
	f := newFixture(t, "", nil)
	m := f.m
	m.ImportData([]byte("[Event \"Dropped\"]\n\n1. C2.5 H8+7 2. H2+3 *\n"))
	rv, ok := f.settle().Open.(*Record)
	if !ok || rv.ID() == "" || rv.Record().Tag("Event") != "Dropped" || len(rv.Record().Moves) != 3 {
		t.Fatalf("one game imported opened %+v", rv)
	}
	m.ImportData([]byte("[Event \"Dropped\"]\n\n1. C2.5 H8+7 2. H2+3 *\n"))
	again, ok := f.settle().Open.(*Record)
	if !ok || again.ID() != rv.ID() {
		t.Fatalf("the duplicate opened %+v, want %s", again, rv.ID())
	}
	if es, _ := f.lib.Load(); len(es) != 1 {
		t.Fatalf("%d records", len(es))
	}
}

// TestBigImportCancel (issue 28): a big paste imports on a goroutine of
// its own: Poll is quick meanwhile and the progress shows; no export
// nor a second import begins; Cancel stops it between parts, and what
// was kept is in the files and the index alike; the note says so.
func TestBigImportCancel(t *testing.T) {
	dir := t.TempDir()
	f := newFixture(t, dir, nil)
	m := f.m
	f.clip.text = string(manyGames(4000))
	m.Paste()
	if !m.Importing() {
		t.Fatal("the paste did not start an import")
	}
	for deadline := time.Now().Add(30 * time.Second); !m.job.finished(); {
		if games, _ := m.job.progress(); games > 0 {
			break // a part is in: cancel now
		}
		if time.Now().After(deadline) {
			t.Fatal("no part imported in 30 s")
		}
		start := time.Now()
		if o := m.Poll(); !o.Changed {
			t.Fatal("Poll during the import asks no redraw of the progress")
		}
		if d := time.Since(start); d > 100*time.Millisecond {
			t.Errorf("a Poll took %v during the import", d)
		}
		time.Sleep(2 * time.Millisecond)
	}
	if frac, text := m.ImportProgress(); frac < 0 || frac > 1 || !strings.HasPrefix(text, "Importing") {
		t.Errorf("progress %v %q", frac, text)
	}
	if o := m.Export(false); o.Changed || m.Exporting() {
		t.Fatal("an export began during an import")
	}
	if o := m.ImportFiles([]string{"x"}, [][]byte{[]byte(masterGame)}, nil); o.Changed {
		t.Fatal("a second import began during one")
	}
	if _, ok := m.Back(); !ok {
		t.Fatal("Back during an import did nothing")
	}
	f.settle()
	if m.Importing() {
		t.Fatal("the import still runs after Cancel and settle")
	}
	if note := noteOf(m); !strings.HasPrefix(note, "Import canceled · ") {
		t.Fatalf("note %q", note)
	}
	files, _ := session.Library{Dir: dir}.Load()
	if n := len(f.rows(t)); n != len(files) || m.Total() != n || n == 0 || n >= 4000 {
		t.Fatalf("after a cancel: %d in the index, %d counted, %d games in the files; want some, not all 4000", n, m.Total(), len(files))
	}
}

// TestDamagedRecordsAllNamed (issue 25, fault 11): five damaged records
// are all counted, the first three named, not just the first.
func TestDamagedRecordsAllNamed(t *testing.T) {
	dir := t.TempDir()
	games := filepath.Join(dir, "games")
	if err := os.MkdirAll(games, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"a1", "a2", "a3", "a4", "a5"} {
		if err := os.WriteFile(filepath.Join(games, id+".pgn"), []byte("1. a0a9 *\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	f := newFixture(t, dir, nil)
	const want = "5 damaged records were kept aside in games/damaged: a1.pgn, a2.pgn, a3.pgn, …"
	if note := noteOf(f.m); note != want {
		t.Fatalf("note %q, want %q", note, want)
	}
}

// TestImportFailedWriteSaysKept (issue 25, fault 11): a write failing
// during an import says why, and how many games were kept.
func TestImportFailedWriteSaysKept(t *testing.T) {
	dir := t.TempDir()
	// The library's folder is a file: no record can be written.
	if err := os.WriteFile(filepath.Join(dir, "games"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	f := newFixture(t, dir, nil)
	f.m.ImportData([]byte(strings.Repeat(masterGame+"\n", 3)))
	f.settle()
	if note, detail := f.m.Note(); !strings.Contains(detail, "Could not save") || note != "0 added · 0 duplicates · 0 failed" {
		t.Fatalf("note %q, detail %q", note, detail)
	}
}

// TestImportFilesEachRead (issue 25, fault 1): files dropped together
// were joined into one text before decoding, so a GBK file and a UTF-8
// one spoiled each other. Each is read on its own now, and the note says
// how many games came from how many files and which file failed; a file
// that could not be read is counted with them.
func TestImportFilesEachRead(t *testing.T) {
	gbk, err := os.ReadFile("../../cmd/xiangqi/testdata/one-game-gbk.pgn")
	if err != nil {
		t.Fatal(err)
	}
	const utf8Game = "[Event \"象棋\"]\n[Red \"胡荣华\"]\n[Black \"杨官璘\"]\n[Result \"1-0\"]\n\n1. 炮二平五 马８进７ 2. 马二进三 车９平８ 1-0\n"
	f := newFixture(t, "", nil)
	f.m.ImportFiles([]string{"a.pgn", "b.pgn", "c.pgn"},
		[][]byte{gbk, []byte(utf8Game), []byte("[Event \"x\"]\n\n1. h2e2 h9h0 *\n")}, nil)
	f.settle()
	reds := map[string]int{}
	for _, r := range f.rows(t) {
		reds[r.Red] = r.Plies
	}
	if reds["Lan"] != 12 || reds["胡荣华"] != 4 || len(reds) != 3 {
		t.Fatalf("games read: %v", reds)
	}
	if note, detail := f.m.Note(); note != "3 added · 0 duplicates · 0 failed · 1 kept up to a problem" || !strings.HasPrefix(detail, "1 of 3 files had problems — c.pgn: ") {
		t.Fatalf("note %q, detail %q", note, detail)
	}
	f.m.ImportFiles([]string{"d.pgn"}, [][]byte{[]byte(masterGame)}, []FileImport{{Name: "dir/gone.pgn", Err: os.ErrPermission}})
	f.settle()
	if note, detail := f.m.Note(); note != "1 added · 0 duplicates · 0 failed" || !strings.Contains(detail, "gone.pgn: ") || !strings.HasPrefix(detail, "1 of 2 files") {
		t.Fatalf("with a file unread: note %q, detail %q", note, detail)
	}
}

// TestImportRepairedSaysSo (issue 25, fault 1): a UTF-8 file of
// Chinese-notation games with one stray Latin-1 byte in a tag (an old
// editor's "Café") is read as UTF-8 with that byte replaced: both games
// are kept, their moves read, and the note names the game and line of
// the repair.
func TestImportRepairedSaysSo(t *testing.T) {
	const games = "[Event \"Caf\xe9\"]\n[Red \"胡荣华\"]\n[Black \"杨官璘\"]\n[Result \"1-0\"]\n\n1. 炮二平五 马８进７ 2. 马二进三 车９平８ 1-0\n\n" +
		"[Event \"象棋\"]\n[Red \"许银川\"]\n[Black \"吕钦\"]\n[Result \"0-1\"]\n\n1. 炮二平五 马８进７ 0-1\n"
	f := newFixture(t, "", nil)
	f.m.ImportFiles([]string{"a.pgn"}, [][]byte{[]byte(games)}, nil)
	f.settle()
	moves := map[string]int{}
	for _, r := range f.rows(t) {
		moves[r.Red] = r.Plies
	}
	if moves["胡荣华"] != 4 || moves["许银川"] != 2 || len(moves) != 2 {
		t.Fatalf("games read: %v", moves)
	}
	note, detail := f.m.Note()
	if note != "2 added · 0 duplicates · 0 failed" {
		t.Fatalf("note %q", note)
	}
	if !strings.Contains(detail, "1 repaired — game 1, line 1: ") || !strings.Contains(detail, "U+FFFD") {
		t.Fatalf("detail %q does not name the repair", detail)
	}
}
