package session

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"xiangqi/ai"
	"xiangqi/rules"
)

// TestSaveLevelsOldVersions: a save of version 1 to 5 names one of the
// five old levels, read onto the ladder by ai.LegacyLevel (old Beginner
// Newcomer 1, old Easy Newcomer 5): each to the
// level nearest it in strength, so an old save's Medium becomes Level 6,
// for the settings and for the game in progress. Written again it is a
// version 6 file that says the same.
func TestSaveLevelsOldVersions(t *testing.T) {
	for _, c := range []struct {
		file             string
		settings, inGame Level
	}{
		{"good-settings-only.json", Newcomer, -1},
		{"good-midgame.json", ai.LevelNumbered(6), ai.LevelNumbered(6)},
		{"good-resigned.json", Master, Master},
		{"good-puzzles.json", ai.LevelNumbered(6), -1},
		{"good-v3-puzzles.json", Hard, -1},
		{"good-v4-looks.json", Beginner - 1, -1},
		{"good-v5-handicap.json", ai.LevelNumbered(6), ai.LevelNumbered(6)},
	} {
		d := parseSeed(t, c.file)
		if d.Settings.Level != c.settings {
			t.Errorf("%s: level %v, want %v", c.file, d.Settings.Level, c.settings)
		}
		if c.inGame >= 0 && (d.Game == nil || d.Game.Level != c.inGame) {
			t.Errorf("%s: game %+v, want one at %v", c.file, d.Game, c.inGame)
		}
		out, err := MarshalSave(d)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(out), `"version": 8`) || !strings.Contains(string(out), `"level": "`+LevelName(c.settings)+`"`) {
			t.Errorf("%s written as\n%s", c.file, out)
		}
	}
	// The five old levels, by name and by the numbers 1–5 the command
	// line took, each as ai.LegacyLevel maps it.
	for old, name := range []string{"beginner", "easy", "medium", "hard", "master"} {
		for _, s := range []string{name, strings.ToUpper(name[:1]) + name[1:], string(rune('1' + old))} {
			l, err := parseSaveLevel(s, 5)
			if err != nil || l != Level(ai.LegacyLevel(old)) {
				t.Errorf("old level %q: %v %v, want %v", s, l, err, ai.LegacyLevel(old))
			}
		}
	}
	// In a version 6 file "medium" is the ladder's Medium, not the old one.
	if l, _ := parseSaveLevel("medium", 5); l != ai.LevelNumbered(6) {
		t.Errorf("an old save's medium is %v", l)
	}
	if l, err := parseSaveLevel("medium", 6); err != nil || l != Medium || LevelName(Medium) != "medium" {
		t.Errorf("a version 6 save's medium is %v, %v", l, err)
	}
	// A new level's name in an old file is corrupt.
	for v := 1; v <= 5; v++ {
		if _, err := parseSaveLevel("level 3", v); err == nil {
			t.Errorf("version %d: level 3 read", v)
		}
	}
}

// TestSaveLevelsVersion6: the sample of version 6 holds two of the
// ladder's numbered levels; every level survives a save and a load.
func TestSaveLevelsVersion6(t *testing.T) {
	// Its "level 3" and "level 8" are the levels of those names and
	// ratings still, with the Newcomer levels below Beginner.
	d := parseSeed(t, "good-v6-levels.json")
	if d.Settings.Level != ai.LevelNumbered(3) || d.Settings.Level.Rating() != 890 || d.Game == nil || d.Game.Level != ai.LevelNumbered(8) || d.Game.Level.Rating() != 1880 || d.Settings.Streak != 1 || !d.Settings.Adaptive {
		t.Fatalf("read as %+v, game %+v", d.Settings, d.Game)
	}
	for l := Level(0); l < NumLevels; l++ {
		d.Settings.Level, d.Game.Level = l, NumLevels-1-l
		out, err := MarshalSave(d)
		if err != nil {
			t.Fatal(err)
		}
		again, err := ParseSave(out)
		if err != nil || again.Settings.Level != l || again.Game.Level != NumLevels-1-l {
			t.Errorf("level %v: read back as %v/%v (%v)", l, again.Settings.Level, again.Game, err)
		}
	}
}

// TestParseLevel: every level reads back from its name, in any case, with
// or without its space, and from its number (ai.Level.Number); the names
// are ai's.
func TestParseLevel(t *testing.T) {
	for l := Level(0); l < NumLevels; l++ {
		name := LevelName(l)
		if !strings.EqualFold(name, l.String()) || name != strings.ToLower(name) {
			t.Errorf("level %d is %q here, %q in ai", int(l), name, l)
		}
		for _, s := range []string{name, strings.ToUpper(name), strings.ReplaceAll(name, " ", ""), " " + name + " ", ai.Level(l).String(), strconv.Itoa(l.Number())} {
			if got, err := ParseLevel(s); err != nil || got != l {
				t.Errorf("ParseLevel(%q) = %v, %v; want %v", s, got, err, l)
			}
		}
		if Landmark(l) != !(strings.HasPrefix(name, "level") || strings.HasPrefix(name, "newcomer")) {
			t.Errorf("%v: landmark %v", l, Landmark(l))
		}
	}
	for _, s := range []string{"", "god", strconv.Itoa(Master.Number() + 1), strconv.Itoa(Level(0).Number() - 1), "level " + strconv.Itoa(Master.Number()+1), "level", "level -1", "newcomer 0"} {
		if l, err := ParseLevel(s); err == nil {
			t.Errorf("ParseLevel(%q) = %v", s, l)
		}
	}
}

// TestRecordLevels: a record's Level tag names its level: an old record's
// name of the five-level ladder ("hard") reads as the level of that name,
// a new one's number as its level, and the library's tally counts each
// game at that level; a tag naming no level leaves the game at Beginner,
// as before.
func TestRecordLevels(t *testing.T) {
	var infos []GameInfo
	for _, c := range []struct {
		tag  string
		want Level
	}{
		{"hard", Hard}, {"Medium", Medium}, {"master", Master}, {"beginner", Beginner},
		{"level 3", ai.LevelNumbered(3)}, {"Level 8", ai.LevelNumbered(8)}, {"god", Beginner}, {"newcomer 1", Newcomer},
	} {
		g := gameFrom(t, "5a3/4Nk3/5a3/9/1C7/9/9/9/9/4K4 w - - 0 1")
		if err := g.PlayText("b5b8"); err != nil {
			t.Fatal(err)
		}
		rec := MatchRecord(NewPausedMatch(nil, g, computerBlack, Easy), time.Now())
		rec.SetTag("Level", c.tag)
		gi := InfoOf(rec)
		if gi.Level != c.want {
			t.Errorf("Level %q read as %v, want %v", c.tag, gi.Level, c.want)
		}
		infos = append(infos, gi)
	}
	sum := Summary(infos)
	for _, l := range []Level{Hard, Medium, Master, ai.LevelNumbered(3), ai.LevelNumbered(8), Newcomer} {
		if sum[l].Won != 1 {
			t.Errorf("tally of %v: %+v", l, sum[l])
		}
	}
	if sum[Beginner].Won != 2 {
		t.Errorf("tally of beginner: %+v", sum[Beginner])
	}
	if rec := MatchRecord(NewPausedMatch(nil, gameFrom(t, rules.StartFEN), computerBlack, ai.LevelNumbered(3)), time.Now()); rec.Tag("Level") != "level 3" || rec.Tag("Black") != "Computer (level 3)" {
		t.Errorf("level 3 recorded as %q, %q", rec.Tag("Level"), rec.Tag("Black"))
	}
}
