package session

import (
	"encoding/json"
	"strings"
	"testing"

	"xiangqi/train"
)

// TestSaveTraining: version 8 keeps the training; a version 7 file loads
// with none, and a version 7 file that holds one is refused.
func TestSaveTraining(t *testing.T) {
	v7 := readSeed(t, "good-v7-daily.json")
	if !strings.Contains(string(v7), `"version": 7`) {
		t.Fatal("the seed is no longer a version 7 file")
	}
	d, err := ParseSave(v7)
	if err != nil || !d.Training.Empty() {
		t.Fatalf("version 7 save: %v %+v", err, d.Training)
	}

	d.Training.Deck.Add(20000, train.Card{ID: "g1#4", FEN: "4k4/9/9/9/9/9/9/9/R8/3K5 w", Played: "a1a2", Best: []string{"a1a9"}, Refute: []string{}, Chance: 0.6})
	d.Training.Streak.Trained(20000)
	d.Training.Rate("m1-01", 1, true)
	d.Training.Bests[train.Rush3] = 12
	b, err := MarshalSave(d)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"version": 8`) || !strings.Contains(string(b), `"rush3": 12`) {
		t.Fatalf("written as %s", b)
	}
	back, err := ParseSave(b)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := json.Marshal(d.Training)
	got, _ := json.Marshal(back.Training)
	if string(got) != string(want) {
		t.Fatalf("training read back as\n%s\nwant\n%s", got, want)
	}
	if back.Puzzles.Count() != d.Puzzles.Count() {
		t.Fatal("the puzzles' progress changed")
	}

	old := strings.Replace(string(b), `"version": 8`, `"version": 7`, 1)
	if _, err := ParseSave([]byte(old)); err == nil {
		t.Fatal("training read from a version 7 file")
	}
	bad := strings.Replace(string(b), `"rush3": 12`, `"rush3": -12`, 1)
	if _, err := ParseSave([]byte(bad)); err == nil {
		t.Fatal("a negative best read")
	}
}
