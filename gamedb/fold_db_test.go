//go:build !js

package gamedb

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
)

// TestSearchFolded: a search finds a game typed without the Vietnamese
// marks, in another case, or with them where the record has none; its
// words must each be in one field (a line of the search column), and
// LIKE's wildcards typed are letters.
func TestSearchFolded(t *testing.T) {
	db, _ := open(t, t.TempDir())
	text := `[Event "Giải Hà Nội mở rộng"]
[Red "Nguyễn Văn Đỏ"]
[Black "Trần Thị Hương"]
[Result "1-0"]

1. h2e2 h9g7 1-0

[Event "Club 100%"]
[Red "Nguyen Van Do"]
[Black "Quảng"]
[Computer "Black"]
[Level "level 13"]
[Result "0-1"]

1. h2e2 h9g7 0-1
`
	if im, err := db.Import(context.Background(), []byte(text), t0, nil); err != nil || im.Added != 2 {
		t.Fatalf("import: %+v, %v", im, err)
	}
	for _, c := range []struct {
		q    string
		want []string // the Red players found
	}{
		{"nguyen", []string{"Nguyen Van Do", "Nguyễn Văn Đỏ"}},
		{"NGUYỄN đỏ", []string{"Nguyen Van Do", "Nguyễn Văn Đỏ"}},
		{"huong", []string{"Nguyễn Văn Đỏ"}},
		{"HƯƠNG", []string{"Nguyễn Văn Đỏ"}},
		{"ha noi", []string{"Nguyễn Văn Đỏ"}},
		{"giai", []string{"Nguyễn Văn Đỏ"}},
		{"do quang", []string{"Nguyen Van Do"}},
		{"100%", []string{"Nguyen Van Do"}},
		{"1_0", nil},
		{"level13", []string{"Nguyen Van Do"}},
		{"level 13", []string{"Nguyen Van Do"}},
		{"level3", nil},
		{"hương quảng", nil}, // each word in a game, not across two
		{"doquang", nil},     // not across two fields
		{"thuong", nil},      // "Thị Hương": not across two words either
		{"trần giải", []string{"Nguyễn Văn Đỏ"}},
	} {
		rows, err := db.List(context.Background(), Query{Text: c.q})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, r := range rows {
			got = append(got, r.Red)
		}
		slices.Sort(got)
		if strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("search %q: %q, want %q", c.q, got, c.want)
		}
		if n, err := db.Count(context.Background(), Query{Text: c.q}); err != nil || n != len(c.want) {
			t.Errorf("count %q: %d, %v", c.q, n, err)
		}
	}
}

// TestSearchLongText: a search of thousands of words, each in the name
// of nearly every opening, is answered (SQLite bounds the arguments of a
// statement: each word's codes are one).
func TestSearchLongText(t *testing.T) {
	db, _ := open(t, t.TempDir())
	if _, err := db.Import(context.Background(), corpus(t, 3), t0, nil); err != nil {
		t.Fatal(err)
	}
	if n, err := db.Count(context.Background(), Query{Text: strings.Repeat("a ", 5000) + "ab b"}); err != nil || n != 0 {
		t.Fatalf("%d games, %v; want none, no game having ab", n, err)
	}
	var many strings.Builder
	for i := range 300 {
		fmt.Fprintf(&many, "w%03dx ", i)
	}
	if _, err := db.List(context.Background(), Query{Text: many.String()}); !errors.Is(err, ErrSearchTooLong) {
		t.Fatalf("300 words: %v, want ErrSearchTooLong", err)
	}
	for _, c := range [][2]string{{"a ab b", "ab"}, {"Nguyễn ngu NGUYEN yen", "nguyen"}, {"x y", "x y"}, {"", ""}} {
		if got := strings.Join(searchWords(c[0]), " "); got != c[1] {
			t.Errorf("searchWords(%q) = %q, want %q", c[0], got, c[1])
		}
	}
}
