package games

import (
	"errors"
	"io/fs"
	"testing"
	"testing/fstest"
)

// TestReadFiles: the files dropped on the window are read each whole and
// on its own, folders skipped.
func TestReadFiles(t *testing.T) {
	files := ReadFiles(fstest.MapFS{
		"a.pgn":       {Data: []byte(masterGame)},
		"dir/b.xqf":   {Data: []byte("XQ")},
		"empty.pgn":   {},
		"folder/deep": {Mode: fs.ModeDir},
	})
	got := map[string]string{}
	for _, f := range files {
		if f.Err != nil {
			t.Errorf("%s: %v", f.Name, f.Err)
		}
		got[f.Name] = string(f.Data)
	}
	if len(got) != 3 || got["a.pgn"] != masterGame || got["dir/b.xqf"] != "XQ" || got["empty.pgn"] != "" {
		t.Fatalf("read %q", got)
	}
}

// TestOpenFilesOne: one file opened with the app is imported as a pasted
// text is, its one game opened for review.
func TestOpenFilesOne(t *testing.T) {
	f := newFixture(t, "", nil)
	if o := f.m.OpenFiles([]File{{Name: "club.pgn", Data: []byte(masterGame)}}); !o.Changed || !f.m.Importing() {
		t.Fatalf("OpenFiles: %+v, importing %v", o, f.m.Importing())
	}
	o := f.settle()
	if r, ok := o.Open.(*Record); !ok || r.ID() == "" || len(r.Record().Moves) != 8 {
		t.Fatalf("one game opened: %+v", o.Open)
	}
	if note, _ := f.m.Note(); note != "1 added · 0 duplicates · 0 failed" {
		t.Fatalf("note %q", note)
	}
	if o := f.m.OpenFiles(nil); o.Changed || f.m.Importing() {
		t.Fatalf("no file: %+v", o)
	}
}

// TestOpenFilesProblemsNamed: files opened together are imported with
// one note, and a file that could not be read, or was too large to be,
// is named with why, in the player's words.
func TestOpenFilesProblemsNamed(t *testing.T) {
	f := newFixture(t, "", nil)
	f.m.OpenFiles([]File{
		{Name: "a.pgn", Data: manyGames(2)},
		{Name: "gone.xqf", Err: errors.New("Permission denial: reading a provider")},
		{Name: "b.pgn", Data: []byte("[Event \"x\"]\n\n1. h2e2 h9g7 *\n")},
	})
	if o := f.settle(); o.Open != nil {
		t.Fatalf("several files opened %+v", o.Open)
	}
	note, detail := f.m.Note()
	if note != "3 added · 0 duplicates · 0 failed" || detail != "1 of 3 files had problems — gone.xqf: Could not read the file: Permission denial: reading a provider" {
		t.Fatalf("note %q, detail %q", note, detail)
	}
	if n := len(f.rows(t)); n != 3 {
		t.Fatalf("%d games in the library", n)
	}

	f.m.OpenFiles([]File{{Name: "big.pgn", Err: &TooLargeError{Limit: 32 << 20}}})
	f.settle()
	if note, detail := f.m.Note(); note != "0 added · 0 duplicates · 0 failed" || detail != "big.pgn: The file is too large to read (over 32 MiB)" {
		t.Fatalf("too large: note %q, detail %q", note, detail)
	}
	f.m.OpenFiles([]File{{Name: "empty.pgn", Data: nil}})
	f.settle()
	if note, detail := f.m.Note(); note != "0 added · 0 duplicates · 0 failed" || detail != "No game found" {
		t.Fatalf("empty: note %q, detail %q", note, detail)
	}
}

// TestOpenFilesWhileImporting: files opened while an import is under way
// (a second share before the first is in) are not lost: they are
// imported after it, one note covering both; Cancel gives them up too.
func TestOpenFilesWhileImporting(t *testing.T) {
	f := newFixture(t, "", nil)
	f.m.OpenFiles([]File{{Name: "a.pgn", Data: manyGames(3)}, {Name: "b.pgn", Data: []byte(masterGame)}})
	if o := f.m.OpenFiles([]File{{Name: "c.pgn", Data: []byte("[Event \"c\"]\n\n1. h2e2 *\n")}}); o.Open != nil {
		t.Fatalf("a file opened while importing: %+v", o)
	}
	if o := f.settle(); o.Open != nil {
		t.Fatalf("three files opened %+v", o.Open)
	}
	if note, detail := f.m.Note(); note != "5 added · 0 duplicates · 0 failed" || detail != "Imported 5 games from 3 files" {
		t.Fatalf("note %q, detail %q", note, detail)
	}

	f.m.OpenFiles([]File{{Name: "d.pgn", Data: []byte("[Event \"d\"]\n\n1. h2e2 *\n")}})
	f.m.OpenFiles([]File{{Name: "e.pgn", Data: []byte("[Event \"e\"]\n\n1. b2e2 *\n")}})
	f.m.CancelImport()
	f.settle()
	if n := len(f.rows(t)); n > 6 {
		t.Fatalf("%d games: the file waiting was imported after Cancel", n)
	}
}
