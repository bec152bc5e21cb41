package gamedb

import (
	"testing"
	"unicode/utf8"
)

func TestFold(t *testing.T) {
	for _, c := range [][2]string{
		{"Nguyễn Văn Đỏ", "nguyen van do"},
		{"ĐẶNG THỊ HƯƠNG", "dang thi huong"},
		{"Pháo đầu Bình phong mã", "phao dau binh phong ma"},
		{"Thuận pháo", "thuan phao"},
		{"胡荣华 vs 呂欽", "胡荣华 vs 呂欽"},
		{"Level 3", "level 3"},
		{"100% _x_", "100% _x_"},
		{"", ""},
	} {
		if got := Fold(c[0]); got != c[1] {
			t.Errorf("Fold(%q) = %q, want %q", c[0], got, c[1])
		}
	}
	if got := LevelToken("Level 13"); got != "level13" {
		t.Errorf("LevelToken: %q", got)
	}
}

func FuzzFold(f *testing.F) {
	for _, s := range []string{"Nguyễn Văn Đỏ", "胡荣华", "Level 3", "a\u0301\u0323", "\xff"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := Fold(s)
		if Fold(got) != got {
			t.Fatalf("Fold(%q) = %q, folded again %q", s, got, Fold(got))
		}
		if utf8.ValidString(s) && !utf8.ValidString(got) {
			t.Fatalf("Fold(%q) = %q, not UTF-8", s, got)
		}
	})
}
