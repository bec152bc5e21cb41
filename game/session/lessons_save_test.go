package session

import (
	"os"
	"strings"
	"testing"
)

// TestSaveLessonProgress: the lessons' solved exercises are written and
// read back with the rest; a save without them (written before lessons,
// of any version) loads with none solved; a malformed list is refused.
func TestSaveLessonProgress(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	d := sampleSave(t)
	d.Lessons.MarkSolved("horse", 1)
	d.Lessons.MarkSolved("general", 0)
	if err := s.Save(d); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(s.path())
	if err != nil || !strings.Contains(string(b), `"lessons": [`) || !strings.Contains(string(b), `"general/1"`) {
		t.Fatalf("written as %s (%v)", b, err)
	}
	got, notice := s.Load()
	if notice != nil {
		t.Fatalf("notice %+v", notice)
	}
	if !got.Lessons.Solved("horse", 1) || !got.Lessons.Solved("general", 0) || got.Lessons.Solved("horse", 0) || got.Lessons.Count() != 2 {
		t.Fatalf("lessons read back as %+v", got.Lessons)
	}

	// Nothing solved: nothing written.
	d.Lessons = got.Lessons
	d2 := sampleSave(t)
	if err := s.Save(d2); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(s.path()); strings.Contains(string(b), "lessons") {
		t.Fatalf("empty lessons written: %s", b)
	}

	v1, err := ParseSave(readSeed(t, "good-midgame.json"))
	if err != nil || !v1.Lessons.Empty() {
		t.Fatalf("old save: %v %+v", err, v1.Lessons)
	}
	// The file written without lessons (b above still has them: the same
	// key twice is read as its last).
	b, err = os.ReadFile(s.path())
	if err != nil {
		t.Fatal(err)
	}
	bad := strings.Replace(string(b), `"version": 8,`, `"version": 8, "lessons": ["horse"],`, 1)
	if _, err := ParseSave([]byte(bad)); err == nil {
		t.Fatal("a malformed lesson list was read")
	}
}
