package session

import (
	"encoding/json"
	"os"
	"reflect"
	"slices"
	"testing"
	"time"

	"xiangqi/learn"
	"xiangqi/train"
)

// fullSave is a save with every part: settings, a game in progress, the
// puzzles solved, the lessons and the training (deck, streak, ratings,
// bests).
func fullSave(t *testing.T) SaveData {
	t.Helper()
	d := sampleSave(t)
	d.Settings.Adaptive, d.Settings.Streak = true, 1
	d.Puzzles.MarkSolved("m1-01", 0)
	d.Puzzles.MarkSolved("m2-03", 2)
	d.Lessons.MarkSolved("horse", 1)
	d.Training.Deck.Add(20000, train.Card{ID: "g1#4", FEN: "4k4/9/9/9/9/9/9/9/R8/3K5 w", Played: "a1a2", Best: []string{"a1a9"}, Refute: []string{}, Chance: 0.6})
	d.Training.Streak.Trained(20000)
	d.Training.Rate("m1-01", 1, true)
	d.Training.Rate("m2-03", 2, false)
	d.Training.Bests[train.Rush3] = 12
	return d
}

// damage writes d with edit applied to its JSON (as a tree of maps).
func damage(t *testing.T, d SaveData, edit func(m map[string]any)) []byte {
	t.Helper()
	b, err := MarshalSave(d)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	edit(m)
	if b, err = json.MarshalIndent(m, "", "  "); err != nil {
		t.Fatal(err)
	}
	return b
}

func obj(m map[string]any, keys ...string) map[string]any {
	for _, k := range keys {
		m = m[k].(map[string]any)
	}
	return m
}

// TestSaveKeepsGoodParts: one bad value costs only its part of the save
// (issue 49, fault 5). A rating out of range (4,044 after 4,000 hard
// solves, below 0 after 435 easy failures, before ratings were clamped)
// or one illegal move in the game in progress used to set the whole file
// aside and start afresh: the settings, the game, the deck, the streak,
// the puzzles and the lessons were all lost.
func TestSaveKeepsGoodParts(t *testing.T) {
	d := fullSave(t)
	cases := []struct {
		name  string
		edit  func(m map[string]any)
		parts []string
		want  func(d *SaveData) // what d loses
	}{
		{"player's rating out of range", func(m map[string]any) {
			obj(m, "training", "rating")["r"] = 4044.0
		}, []string{train.PartRating}, func(d *SaveData) { d.Training.Rated = nil }},
		{"a puzzle's rating below 0", func(m map[string]any) {
			obj(m, "training", "puzzles", "m2-03")["r"] = -12.5
		}, []string{train.PartPuzzleRatings}, func(d *SaveData) {
			d.Training.Puzzles = map[string]train.Rating{"m1-01": d.Training.Puzzles["m1-01"]}
		}},
		{"illegal move in the game", func(m map[string]any) {
			obj(m, "game")["moves"] = []any{"h2e2", "a0a5"}
		}, []string{PartGame}, func(d *SaveData) { d.Game = nil }},
		{"bad rating and bad lessons", func(m map[string]any) {
			obj(m, "training", "rating")["rd"] = 0.0
			m["lessons"] = []any{"horse"}
		}, []string{PartLessons, train.PartRating}, func(d *SaveData) {
			d.Training.Rated = nil
			d.Lessons = learn.Progress{}
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			when := time.Date(2026, 3, 4, 5, 6, 7, 0, time.UTC)
			s := Store{Dir: t.TempDir(), Now: func() time.Time { return when }}
			raw := damage(t, d, c.edit)
			if err := os.WriteFile(s.path(), raw, 0o644); err != nil {
				t.Fatal(err)
			}
			got, n := s.Load()
			if n == nil || n.Kind != SavePartial || !slices.Equal(n.Parts, c.parts) {
				t.Fatalf("notice %+v, want the parts %v left out", n, c.parts)
			}
			want := fullSave(t)
			c.want(&want)
			if !reflect.DeepEqual(got.Settings, want.Settings) || !reflect.DeepEqual(got.Game, want.Game) ||
				!reflect.DeepEqual(got.Puzzles, want.Puzzles) || !reflect.DeepEqual(got.Training, want.Training) ||
				got.Lessons.Count() != want.Lessons.Count() {
				t.Fatalf("read back\n%+v\nwant\n%+v", got, want)
			}
			// The file as it was is kept aside, untouched.
			kept := s.path() + ".corrupt-20260304T050607Z"
			if b, err := os.ReadFile(kept); err != nil || string(b) != string(raw) || n.Kept != kept {
				t.Fatalf("kept as %q: %v", n.Kept, err)
			}
			// The parts kept are saved: the next load has nothing to say.
			again, n2 := s.Load()
			if n2 != nil || !reflect.DeepEqual(again.Training, want.Training) || !reflect.DeepEqual(again.Game, want.Game) {
				t.Fatalf("second load: %+v %+v", n2, again)
			}
		})
	}
}
