package record

import (
	"runtime"
	"strings"
	"testing"
	"time"
)

// allocated returns the bytes f allocates.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// manyComments is a game of two moves with n comments {c} on the first.
func manyComments(n int) string {
	return "1. h2e2 " + strings.Repeat("{c} ", n) + "h9g7 *"
}

// Issue 25, item 4: a move's comments were joined by copying the joined
// text at each one, in time and memory quadratic in their number (200,000
// took 49 s). Joining 20,000 allocated about 400 MB then; now it
// allocates a few times the text.
func TestReadManyCommentsLinear(t *testing.T) {
	const n = 20000
	text := manyComments(n)
	var games []*Game
	var errs []*Error
	got := allocated(func() { games, errs = Read([]byte(text)) })
	if len(games) != 1 || len(errs) != 0 || iccs(games[0].Moves) != "h2e2 h9g7" {
		t.Fatalf("%d games, errors %v", len(games), errs)
	}
	want := strings.TrimSuffix(strings.Repeat("c ", n), " ")
	if c := games[0].Notes[0].Comment; c != want {
		t.Errorf("comment of %d bytes, want %d", len(c), len(want))
	}
	if limit := uint64(20 * len(text)); got > limit {
		t.Errorf("reading %d comments (%d bytes) allocated %d bytes, more than %d", n, len(text), got, limit)
	}
}

// Issue 25, item 5: each bare result mark was a game, its Result tag
// alone: 2,000,000 of them (8 MB) made 2,000,000 games and 1 GB.
func TestReadBareResultsNoGames(t *testing.T) {
	const n = 100000
	text := strings.Repeat("1-0 0-1 ", n/2)
	var games []*Game
	var errs []*Error
	got := allocated(func() { games, errs = Read([]byte(text)) })
	if len(games) != 0 || len(errs) != 0 {
		t.Errorf("%d result marks: %d games, errors %d; want none", n, len(games), len(errs))
	}
	if limit := uint64(4 * len(text)); got > limit {
		t.Errorf("reading %d result marks (%d bytes) allocated %d bytes, more than %d", n, len(text), got, limit)
	}
	// Nor do words that are not moves before a result make games.
	games, errs = Read([]byte(strings.Repeat("x 1-0 ", 1000)))
	if len(games) != 1 || len(errs) != 1 || errs[0].Game != 1 {
		t.Errorf("words and results: %d games, %d errors; want the first as the file's one error", len(games), len(errs))
	}
	// A game of tags and a result is kept, and marks after a game's own
	// make nothing more.
	games, errs = Read([]byte("[Red \"A\"]\n[Black \"B\"]\n1-0\n\n[Red \"C\"]\n1. h2e2 0-1 1-0 *  1/2-1/2\n"))
	if len(games) != 2 || len(errs) != 0 || games[0].Result() != "1-0" || games[0].Tag("Red") != "A" || games[1].Result() != "0-1" {
		t.Errorf("games %d, errors %v", len(games), errs)
	}
}

// Issue 25, item 5: the reading is linear on every input. Each of these
// is 1 to 3 MB; a reader quadratic in it would take minutes, where
// reading them all takes well under a second (the limit is generous for a
// loaded machine).
func TestReadLinearTime(t *testing.T) {
	if testing.Short() {
		t.Skip("reads large texts")
	}
	const n = 500000
	cases := []struct{ name, text string }{
		{"stray brackets on one line", "1. h2e2 " + strings.Repeat("[] ", 2*n) + "h9g7"}, // 17 s before
		{"unclosed variations", "1. h2e2 " + strings.Repeat("( h9g7 ", n)},
		{"nested variations", "1. h2e2 " + strings.Repeat("(", n) + strings.Repeat(")", n) + " h9g7"},
		{"variations", "1. h2e2 " + strings.Repeat("(b0c2 h9g7) ", n/4) + " h9g7"},
		// Issue 51: variations are read nested, with their notes, down to
		// MaxDepth; what is deeper is skipped, in one pass.
		{"nested lines", "1. h2e2 " + strings.Repeat("(h2e2 {c} $1 ", n/4) + strings.Repeat(")", n/4) + " h9g7"},
		{"notes in variations", "1. h2e2 " + strings.Repeat("({a} b0c2 {c} $1 ! h9g7 (h9i7 {d}) ;e\n) ", n/8) + " h9g7"},
		{"empty tags", strings.Repeat("[", n)},
		{"semicolon comments", "1. h2e2 " + strings.Repeat(";c\n", n)}, // 51 s before
		{"annotation marks", "1. h2e2 " + strings.Repeat("!? ", n)},
		{"NAGs", "1. h2e2 " + strings.Repeat("$1 ", n)},
		{"bad words", strings.Repeat("炮 ", n)},
	}
	for _, c := range cases {
		start := time.Now()
		Read([]byte(c.text))
		if d := time.Since(start); d > 5*time.Second {
			t.Errorf("%s: %d bytes read in %v", c.name, len(c.text), d)
		}
	}
}

// Issue 51: a variation's comments are joined as the main line's are, in
// memory linear in their number, and so is a comment before a line's
// first move.
func TestReadManyCommentsInVariationLinear(t *testing.T) {
	const n = 20000
	text := "1. h2e2 ( " + strings.Repeat("{i} ", n) + "b0c2 " + strings.Repeat("{c} ", n) + ") h9g7 *"
	var games []*Game
	got := allocated(func() { games, _ = Read([]byte(text)) })
	want := strings.TrimSuffix(strings.Repeat("c ", n), " ")
	if len(games) != 1 || games[0].Notes == nil || len(games[0].Notes[0].Variations) != 1 {
		t.Fatalf("%d games", len(games))
	}
	v := games[0].Notes[0].Variations[0]
	if v.Notes[0].Comment != want || v.Comment != strings.ReplaceAll(want, "c", "i") {
		t.Errorf("comments of %d and %d bytes, want %d", len(v.Comment), len(v.Notes[0].Comment), len(want))
	}
	if limit := uint64(20 * len(text)); got > limit {
		t.Errorf("reading %d comments (%d bytes) allocated %d bytes, more than %d", 2*n, len(text), got, limit)
	}
}
