package train

import (
	"encoding/json"
	"os"
	"strconv"
	"strings"
	"testing"
)

func TestProgressRoundTrip(t *testing.T) {
	var p Progress
	if !p.Empty() {
		t.Fatal("zero progress not empty")
	}
	p.Deck.Add(DayOf(newClock().t), card("g#3"))
	p.Streak.Trained(20000)
	p.Rate("m1-001", 2, true)
	p.Bests[Endless] = 7
	b, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"streak":7`) || !strings.Contains(string(b), `"due":"2026-01-01"`) {
		t.Fatalf("not readable: %s", b)
	}
	var back Progress
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if back.Bests != p.Bests || back.Streak != p.Streak || *back.Rated != *p.Rated || back.Puzzles["m1-001"] != p.Puzzles["m1-001"] || len(back.Deck.Cards) != 1 || back.Deck.Cards[0].Due != p.Deck.Cards[0].Due {
		t.Fatalf("round trip:\n%+v\n%+v", p, back)
	}
}

func TestProgressRefusesBadInput(t *testing.T) {
	for _, s := range []string{
		`{"bests":{"rush9":3}}`,
		`{"bests":{"rush3":-1}}`,
		`{"rating":{"r":1500,"rd":0,"vol":0.06}}`,
		`{"streak":{"days":3,"best":2,"last":"2026-01-01"}}`,
		`{"cards":[{"id":"a","fen":"bad","played":"a1a2","best":["a1a9"],"box":0,"due":"2026-01-01"}]}`,
		`{"cards":[{"id":"a","fen":"4k4/9/9/9/9/9/9/9/R8/3K5 w","played":"a1a2","best":["b1b9"],"box":0,"due":"2026-01-01"}]}`,
		`{"cards":[{"id":"a","fen":"4k4/9/9/9/9/9/9/9/R8/3K5 w","played":"a1a2","best":["a1a9"],"box":9,"due":"2026-01-01"}]}`,
		`{"cards":[{"id":"a","fen":"4k4/9/9/9/9/9/9/9/R8/3K5 w","played":"a1a2","best":["a1a9"],"box":0,"due":"soon"}]}`,
	} {
		var p Progress
		if err := json.Unmarshal([]byte(s), &p); err == nil {
			t.Errorf("read %s", s)
		}
	}
}

func FuzzProgress(f *testing.F) {
	f.Add(`{"cards":[{"id":"a","fen":"4k4/9/9/9/9/9/9/9/R8/3K5 w","played":"a1a2","best":["a1a9"],"box":0,"due":"2026-01-01"}],"bests":{"rush3":2}}`)
	f.Add(`{}`)
	f.Fuzz(func(t *testing.T, s string) {
		var p Progress
		if json.Unmarshal([]byte(s), &p) != nil {
			return
		}
		b, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		var q Progress
		if err := json.Unmarshal(b, &q); err != nil {
			t.Fatalf("written progress not read back: %v\n%s", err, b)
		}
	})
}

// TestFuzzSeedsRead: the fuzz seeds in testdata are saves the game reads,
// so the fuzzer starts from the inside of the format, not its error paths.
func TestFuzzSeedsRead(t *testing.T) {
	for _, name := range []string{"seed-full", "seed-puzzles"} {
		b, err := os.ReadFile("testdata/fuzz/FuzzProgress/" + name)
		if err != nil {
			t.Fatal(err)
		}
		line := strings.SplitN(string(b), "\n", 3)[1]
		s, err := strconv.Unquote(strings.TrimSuffix(strings.TrimPrefix(line, "string("), ")"))
		if err != nil {
			t.Fatal(err)
		}
		var p Progress
		if err := json.Unmarshal([]byte(s), &p); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}
