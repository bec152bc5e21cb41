package games

import (
	"fmt"
	"strings"
	"testing"

	"xiangqi/game/session"
	"xiangqi/game/ui"
	"xiangqi/i18n"
)

func TestSearchText(t *testing.T) {
	levels := allLevelWords()
	for _, c := range [][2]string{
		{"Cấp 3", "level3"},
		{"cap 3", "level3"},
		{"CẤP 13 Hồ", "level13 Hồ"},
		{"Level 1", "level1"},
		{"trung binh", "medium"},
		{"Trung Bình Nguyễn", "medium Nguyễn"},
		{"3级", "level3"},
		{"中等", "medium"},
		{"Làm quen 2", "newcomer2"},
		{"Newcomer 2 easy", "newcomer2 easy"},
		{"Đẹp Cấp", "Đẹp Cấp"}, // no level: "Cấp" alone is a word of one, and "de" is no word here
		{"  Nguyễn   Văn  ", "Nguyễn Văn"},
		{"", ""},
	} {
		if got := searchText(c[0], levels); got != c[1] {
			t.Errorf("searchText(%q) = %q, want %q", c[0], got, c[1])
		}
	}
}

// TestSearchByLevelName: a level searched by its name in the language
// shown finds the games at that level (the records' Level tags are
// English), and none of another; a player's name typed without its
// marks finds the player.
func TestSearchByLevelName(t *testing.T) {
	var b strings.Builder
	for i, tag := range []string{"level 3", "level 3", "level 13", "medium", "easy"} {
		fmt.Fprintf(&b, "[Red \"Player\"]\n[Black \"Computer\"]\n[Computer \"Black\"]\n[Level %q]\n[Date \"2026.11.%02d\"]\n[Result \"1-0\"]\n\n1. h2e2 h9g7 1-0\n\n", tag, i+1)
	}
	b.WriteString("[Red \"Nguyễn Văn Đỏ\"]\n[Black \"Lê Quảng\"]\n[Result \"0-1\"]\n\n1. h2e2 h9g7 0-1\n")
	f := newFixture(t, "", []byte(b.String()))
	for _, c := range []struct {
		lang, typed string
		want        int
	}{
		{"vi", "Cấp 3", 2},
		{"vi", "cap 13", 1},
		{"vi", "trung bình", 1},
		{"vi", "dễ", 1},
		{"en", "level 3", 2},
		{"en", "Medium", 1},
		{"zh", "3级", 2},
		{"zh", "13级", 1},
		{"vi", "nguyen van do", 1},
		{"vi", "NGUYỄN quang", 1},
		{"vi", "Cấp 3 nguyen", 0},
	} {
		lang, ok := i18n.ParseLang(c.lang)
		if !ok {
			t.Fatal(c.lang)
		}
		m := New(ui.LangEnv(lang, &session.Settings{}), Services{Records: f.lib, Index: f.x})
		m.SetViewport(&rowsView{n: 10})
		m.Poll()
		m.Settle()
		if m.Total() != 6 {
			t.Fatalf("%d games", m.Total())
		}
		m.SetSearch(c.typed)
		m.Settle()
		if m.Total() != c.want {
			t.Errorf("%s: search %q (asked %q): %d games, want %d", c.lang, c.typed, m.Query().Text, m.Total(), c.want)
		}
		m.Close()
	}
}
