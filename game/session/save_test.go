package session

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"xiangqi/rules"
)

func sampleSave(t *testing.T) SaveData {
	t.Helper()
	start := rules.StartPosition()
	return SaveData{
		Settings: Settings{Level: 3, Side: rules.Black, Sound: false, Animation: true, ShowMoves: true, Pieces: PiecesVietnamese, Theme: ThemeContrast, FaceToFace: true, Lang: "vi", Notation: "wxf", EngineInfo: true, DeepAnalysis: true, ExplorerSource: OwnGames, GamesSort: "date", GamesFilter: "imported"},
		Game: &SavedGame{
			Start:    start,
			Moves:    []rules.Move{mv(t, "h2e2"), mv(t, "h9g7")},
			Computer: [2]bool{rules.Red: true},
			Level:    3,
			Flipped:  true,
		},
	}
}

func TestSaveRoundTrip(t *testing.T) {
	s := Store{Dir: filepath.Join(t.TempDir(), "sub")} // Save creates it
	d := sampleSave(t)
	if err := s.Save(d); err != nil {
		t.Fatal(err)
	}
	got, notice := s.Load()
	if notice != nil {
		t.Fatalf("notice %+v", notice)
	}
	if !reflect.DeepEqual(got, d) {
		t.Fatalf("got %+v\nwant %+v", got, d)
	}
	// No temporary file is left behind.
	ents, _ := os.ReadDir(s.Dir)
	if len(ents) != 1 || ents[0].Name() != saveName {
		t.Fatalf("directory holds %v", ents)
	}
}

func TestSaveMissingGivesDefaults(t *testing.T) {
	got, notice := Store{Dir: t.TempDir()}.Load()
	if notice != nil || got.Game != nil || got.Settings != DefaultSettings() {
		t.Fatalf("got %+v, %+v", got, notice)
	}
}

func TestSaveOverwritesAtomically(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	d := sampleSave(t)
	if err := s.Save(d); err != nil {
		t.Fatal(err)
	}
	d.Game.Moves = append(d.Game.Moves, mv(t, "h0g2"))
	if err := s.Save(d); err != nil {
		t.Fatal(err)
	}
	got, _ := s.Load()
	if len(got.Game.Moves) != 3 {
		t.Fatalf("moves %v", got.Game.Moves)
	}
	// A directory in the way of the rename: the save fails, the old file
	// and no temporary file stay.
	ro := Store{Dir: filepath.Join(t.TempDir(), "x")}
	if err := os.MkdirAll(filepath.Join(ro.Dir, saveName), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := ro.Save(d); err == nil {
		t.Fatal("save over a directory succeeded")
	}
	ents, _ := os.ReadDir(ro.Dir)
	if len(ents) != 1 {
		t.Fatalf("temporary file left: %v", ents)
	}
}

// TestSaveCorruptKeptAside: a file that is not a save, or of another
// version, is kept aside whole and the game starts afresh; a save with a
// bad part (the settings, the game, the puzzles) is copied aside and
// loses only that part (here the only one, so that it too starts afresh).
func TestSaveCorruptKeptAside(t *testing.T) {
	cases := map[string]struct {
		content string
		kind    NoticeKind
		parts   []string // SavePartial: the parts left out
	}{
		"garbage":        {"{not json", SaveCorrupt, nil},
		"truncated":      {`{"version":1,"settings":{"level":"easy"`, SaveCorrupt, nil},
		"no version":     {`{"settings":{}}`, SaveCorrupt, nil},
		"illegal move":   {`{"version":1,"settings":{"level":"easy","side":"red"},"game":{"start":"` + rules.StartFEN + `","moves":["a0a5"],"computer":["black"],"level":"easy"}}`, SavePartial, []string{PartGame}},
		"bad fen":        {`{"version":1,"settings":{"level":"easy","side":"red"},"game":{"start":"xyz","moves":[],"computer":[],"level":"easy"}}`, SavePartial, []string{PartGame}},
		"bad level":      {`{"version":1,"settings":{"level":"god","side":"red"}}`, SavePartial, []string{PartSettings}},
		"unknown field":  {`{"version":1,"settings":{"level":"easy","side":"red"},"extra":1}`, SaveCorrupt, nil},
		"future version": {`{"version":9,"settings":{"whatever":true}}`, SaveVersion, nil},
		"bad pieces":     {`{"version":4,"settings":{"level":"easy","side":"red","pieces":"emoji"}}`, SavePartial, []string{PartSettings}},
		"bad theme":      {`{"version":4,"settings":{"level":"easy","side":"red","theme":"neon"}}`, SavePartial, []string{PartSettings}},
		"bad hints":      {`{"version":4,"settings":{"level":"easy","side":"red"},"puzzles":{"solved":["m1-01"],"hints":{"m1-02":0}}}`, SavePartial, []string{PartPuzzles}},
		"bad puzzles":    {`{"version":2,"settings":{"level":"easy","side":"red"},"puzzles":{"solved":[""]}}`, SavePartial, []string{PartPuzzles}},
		"puzzles list":   {`{"version":2,"settings":{"level":"easy","side":"red"},"puzzles":["m1-01"]}`, SavePartial, []string{PartPuzzles}},
		"puzzles in v1":  {`{"version":1,"settings":{"level":"easy","side":"red"},"puzzles":{"solved":["m1-01"]}}`, SavePartial, []string{PartPuzzles}},
		"old version":    {`{"version":0}`, SaveVersion, nil},
		"bad notation":   {`{"version":2,"settings":{"level":"easy","side":"red","notation":"morse"}}`, SavePartial, []string{PartSettings}},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			when := time.Date(2026, 3, 4, 5, 6, 7, 0, time.UTC)
			s := Store{Dir: t.TempDir(), Now: func() time.Time { return when }}
			if err := os.WriteFile(s.path(), []byte(c.content), 0o644); err != nil {
				t.Fatal(err)
			}
			got, notice := s.Load()
			if notice == nil || notice.Kind != c.kind || !slices.Equal(notice.Parts, c.parts) {
				t.Fatalf("notice %+v, want %v %v", notice, c.kind, c.parts)
			}
			switch {
			case c.kind != SavePartial || slices.Contains(c.parts, PartSettings):
				if got.Game != nil || got.Settings != DefaultSettings() {
					t.Fatalf("not a fresh start: %+v", got)
				}
			case got.Settings.Level != parseLegacyLevelMust(t, "easy") || got.Game != nil:
				t.Fatalf("the settings were not kept, or the game was: %+v", got)
			}
			want := s.path() + ".corrupt-20260304T050607Z"
			if notice.Kept != want || notice.Arg != filepath.Base(want) {
				t.Fatalf("kept as %q, want %q", notice.Kept, want)
			}
			b, err := os.ReadFile(want)
			if err != nil || string(b) != c.content {
				t.Fatalf("the bad file was not kept intact: %v", err)
			}
			_, err = os.Stat(s.path())
			if c.kind == SavePartial {
				if err != nil {
					t.Fatalf("the parts kept were not written: %v", err)
				}
			} else if !os.IsNotExist(err) {
				t.Fatal("the bad file is still in place")
			}
		})
	}
}

func parseLegacyLevelMust(t *testing.T, name string) Level {
	t.Helper()
	l, err := parseLegacyLevel(name)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// FuzzParseSave: no input panics, and whatever parses survives a write and
// a read unchanged. Seeds are in testdata/fuzz/FuzzParseSave and
// testdata/saves.
func FuzzParseSave(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "saves", "*.json"))
	for _, p := range files {
		b, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		d, err := ParseSave(b)
		if err != nil {
			return
		}
		out, err := MarshalSave(d)
		if err != nil {
			t.Fatal(err)
		}
		d2, err := ParseSave(out)
		if err != nil {
			t.Fatalf("re-reading our own save: %v\n%s", err, out)
		}
		if !reflect.DeepEqual(d, d2) {
			t.Fatalf("round trip changed the save:\n%+v\n%+v", d, d2)
		}
	})
}

func TestSaveSeedsParse(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "saves", "*.json"))
	if len(files) == 0 {
		t.Fatal("no seed saves in testdata/saves")
	}
	for _, p := range files {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		_, err = ParseSave(b)
		if bad := strings.Contains(filepath.Base(p), "bad"); bad != (err != nil) {
			t.Errorf("%s: err %v", p, err)
		}
	}
}

// TestSavePuzzleProgress: the solved puzzles survive a save and a load, and
// a version 1 file (before puzzles) still loads, with none solved.
func TestSavePuzzleProgress(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	d := sampleSave(t)
	d.Puzzles.MarkSolved("m2-03", 1)
	d.Puzzles.MarkSolved("m1-01", 0)
	if err := s.Save(d); err != nil {
		t.Fatal(err)
	}
	got, notice := s.Load()
	if notice != nil {
		t.Fatalf("notice %+v", notice)
	}
	if ids := got.Puzzles.IDs(); !reflect.DeepEqual(ids, []string{"m1-01", "m2-03"}) {
		t.Fatalf("solved %v", ids)
	}
	if got.Puzzles.Stars("m1-01") != 3 || got.Puzzles.Stars("m2-03") != 2 {
		t.Fatalf("stars %d %d, want 3 2", got.Puzzles.Stars("m1-01"), got.Puzzles.Stars("m2-03"))
	}
	b, err := os.ReadFile(s.path())
	if err != nil || !strings.Contains(string(b), `"version": 8`) {
		t.Fatalf("written as %s (%v)", b, err)
	}

	old := readSeed(t, "good-midgame.json")
	if !strings.Contains(string(old), `"version": 1`) {
		t.Fatal("the seed is no longer a version 1 file")
	}
	v1, err := ParseSave(old)
	if err != nil {
		t.Fatalf("version 1 save: %v", err)
	}
	if v1.Puzzles.Count() != 0 || v1.Game == nil {
		t.Fatalf("version 1 save read as %+v", v1)
	}
}

// TestSaveOlderVersions: a save of version 1 to 3 loads: its "simplified"
// becomes the piece set, the theme is wood, face to face is off, and its
// solved puzzles stay solved with their hints unknown (no stars). Written
// again, it is a version 4 file that says the same.
func TestSaveOlderVersions(t *testing.T) {
	for _, c := range []struct {
		file   string
		pieces PieceSet
		solved int
	}{
		{"good-settings-only.json", PiecesSimplified, 0},
		{"good-midgame.json", PiecesTraditional, 0},
		{"good-puzzles.json", PiecesTraditional, 3},
		{"good-v3-puzzles.json", PiecesSimplified, 2},
	} {
		d := parseSeed(t, c.file)
		s := d.Settings
		if s.Pieces != c.pieces || s.Theme != ThemeWood || s.FaceToFace {
			t.Errorf("%s: pieces %v theme %v face to face %v", c.file, s.Pieces, s.Theme, s.FaceToFace)
		}
		if d.Puzzles.Count() != c.solved {
			t.Errorf("%s: %d solved, want %d", c.file, d.Puzzles.Count(), c.solved)
		}
		for _, id := range d.Puzzles.IDs() {
			if _, known := d.Puzzles.Hints(id); known || d.Puzzles.Stars(id) != 0 {
				t.Errorf("%s: %s has known hints", c.file, id)
			}
		}
		out, err := MarshalSave(d)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(out), `"simplified":`) || !strings.Contains(string(out), `"pieces": "`+c.pieces.String()+`"`) {
			t.Errorf("%s written as\n%s", c.file, out)
		}
		again, err := ParseSave(out)
		if err != nil || !reflect.DeepEqual(again, d) {
			t.Errorf("%s: written and read again: %+v, %v", c.file, again, err)
		}
	}
}

// readSeed returns the seed save file testdata/saves/name.
func readSeed(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "saves", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// parseSeed reads the seed save file name, which must parse.
func parseSeed(t *testing.T, name string) SaveData {
	t.Helper()
	d, err := ParseSave(readSeed(t, name))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return d
}

// TestSavedLang (issue 52): the language a save names is read without
// writing anything, whatever the file holds: a second copy of the game,
// refused the folder, speaks the player's language and leaves the folder
// as the first copy has it (Load sets a damaged file aside, and writes
// the parts it keeps).
func TestSavedLang(t *testing.T) {
	for _, c := range []struct{ content, lang string }{
		{"", ""}, // no file
		{`{"version":8,"settings":{"level":"easy","side":"red","sound":true,"animation":true,"showMoves":true,"lang":"zh"}}`, "zh"},
		{`{"version":8,"settings":{"level":"easy","side":"red","lang":""}}`, ""},
		{`{"version":1,"settings":{"level":"easy","side":"red","lang":"vi"},"game":{"start":"xyz","moves":[],"computer":[],"level":"easy"}}`, "vi"}, // a part left out
		{"{not json", ""},
	} {
		s := Store{Dir: t.TempDir()}
		if c.content != "" {
			if err := os.WriteFile(s.path(), []byte(c.content), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		if got := s.SavedLang(); got != c.lang {
			t.Errorf("%q: %q, want %q", c.content, got, c.lang)
		}
		entries, _ := os.ReadDir(s.Dir)
		if b, _ := os.ReadFile(s.path()); len(entries) > 1 || string(b) != c.content {
			t.Errorf("%q: the folder holds %v, the save %q", c.content, entries, b)
		}
	}
}

// TestSaveGamesView (issue 52): the Games screen's order and filter are
// kept (TestSaveRoundTrip), left out when they are the first choices,
// refused in a file older than version 8 and when not a name.
func TestSaveGamesView(t *testing.T) {
	b, err := MarshalSave(SaveData{Settings: DefaultSettings()})
	if err != nil || strings.Contains(string(b), "games") {
		t.Fatalf("the first choices written: %s (%v)", b, err)
	}
	for _, c := range []struct {
		settings string
		version  int
		ok       bool
	}{
		{`"gamesOrder": "date", "gamesFilter": "won"`, 8, true},
		{`"gamesOrder": "date"`, 7, false},
		{`"gamesFilter": "../x"`, 8, false},
		{`"gamesOrder": "Date"`, 8, false},
	} {
		text := fmt.Sprintf(`{"version": %d, "settings": {"level": "easy", "side": "red", "lang": "", %s}}`, c.version, c.settings)
		d, err := ParseSave([]byte(text))
		if (err == nil) != c.ok {
			t.Errorf("%s: %v", text, err)
		}
		if c.ok && (d.Settings.GamesSort != "date" || d.Settings.GamesFilter != "won") {
			t.Errorf("%s: read %q %q", text, d.Settings.GamesSort, d.Settings.GamesFilter)
		}
	}
}
