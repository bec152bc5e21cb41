package textfit

import (
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"xiangqi/assets"
)

// runeWidth measures 10 px a character, 1 px a combining mark.
func runeWidth(s string) float64 {
	w := 0.0
	for _, r := range s {
		if r >= 0x300 && r < 0x370 {
			w++
		} else {
			w += 10
		}
	}
	return w
}

func TestCutKeepsWhatFits(t *testing.T) {
	for _, s := range []string{"", "abc", "相眼竞技"} {
		if got := Cut(s, runeWidth(s), runeWidth); got != s {
			t.Errorf("Cut(%q) at its own width = %q", s, got)
		}
	}
}

func TestCutEndsWithEllipsis(t *testing.T) {
	for _, c := range []struct {
		s    string
		w    float64
		want string
	}{
		{"abcdefgh", 50, "abcd…"},
		{"abcdefgh", 59, "abcd…"},
		{"abcdefgh", 70, "abcdef…"},
		{"abcdefgh", 79, "abcdef…"},
		{"相眼竞技 – 棋乐无穷", 70, "相眼竞技…"}, // not "相眼竞技 –…"
		{"ab cd", 40, "ab…"},
		{"abc", 10, "…"},
		{"abc", 9, ""},
	} {
		got := Cut(c.s, c.w, runeWidth)
		if got != c.want {
			t.Errorf("Cut(%q, %v) = %q, want %q", c.s, c.w, got, c.want)
		}
		if runeWidth(got) > c.w {
			t.Errorf("Cut(%q, %v) = %q is %v wide", c.s, c.w, got, runeWidth(got))
		}
	}
}

// TestCutKeepsTones: a decomposed Vietnamese letter is cut before its
// base, never between the base and its tone marks.
func TestCutKeepsTones(t *testing.T) {
	s := norm.NFD.String("Nguyễn Văn Đỏ")
	for w := 10.0; w < runeWidth(s); w++ {
		got := Cut(s, w, runeWidth)
		body := strings.TrimSuffix(got, Ellipsis)
		if !strings.HasPrefix(s, body) {
			t.Fatalf("Cut at %v = %q is not a start of %q", w, got, s)
		}
		if next, _ := utf8.DecodeRuneInString(s[len(body):]); len(body) < len(s) && next >= 0x300 && next < 0x370 {
			t.Errorf("Cut at %v = %q leaves the mark %U of its letter behind", w, got, next)
		}
	}
}

// sfntWidth measures as the game draws (the interface fonts in order, the
// first with the character), summing the advances without kerning, as
// i18n's TestButtonLabelsFit does; a font that fails to measure
// fails the test when it ends.
func sfntWidth(t *testing.T, px float64) func(string) float64 {
	var fonts [][]byte
	for _, a := range assets.UIFonts() {
		fonts = append(fonts, a.Data)
	}
	adv, err := NewAdvances(fonts, px)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := adv.Err(); err != nil {
			t.Error(err)
		}
	})
	return adv.Width
}

// TestCutRealRows: the Games list's first line of an imported record, at
// its 16 px on the narrowest phone (a row 336 px wide, 312 inside), is cut
// to fit with an ellipsis and keeps as much as fits.
func TestCutRealRows(t *testing.T) {
	width := sfntWidth(t, 16)
	const room = 312
	for _, s := range []string{
		"2006-11-12   相眼竞技 – 棋乐无穷 · 第三届全国象棋电脑博弈锦标赛",
		"2023-10-15   Nguyễn Văn Đỏ – Trần Thị Đen · Giải cờ tướng mùa xuân Hà Nội",
		"2024-01-02   陳紅 – 黃黑 · 友誼賽 第五屆城市象棋聯賽 決賽 第二局",
	} {
		got := Cut(s, room, width)
		if !strings.HasSuffix(got, Ellipsis) || width(got) > room {
			t.Errorf("%q: cut to %q, %.0f px for %d", s, got, width(got), room)
		}
		body := strings.TrimSuffix(got, Ellipsis)
		_, n := utf8.DecodeRuneInString(s[len(body):])
		if longer := s[:len(body)+n] + Ellipsis; width(longer) <= room && strings.TrimSpace(s[len(body):len(body)+n]) != "" {
			t.Errorf("%q: cut to %q, but %q fits too", s, got, longer)
		}
		if width(body) < room*0.8 {
			t.Errorf("%q: cut to %q, %.0f px of %d used", s, got, width(body), room)
		}
	}
}

// FuzzCut: for any text (names come from files) and width, Cut returns
// the text whole when it fits, else a start of it ended with the ellipsis
// that fits, or "" when nothing does.
func FuzzCut(f *testing.F) {
	f.Add("相眼竞技 – 棋乐无穷", 70.0)
	f.Add(norm.NFD.String("Nguyễn Văn Đỏ"), 33.0)
	f.Add("a\xffb \u0301", 12.0)
	f.Fuzz(func(t *testing.T, s string, w float64) {
		got := Cut(s, w, runeWidth)
		if want := cutBisect(s, w, runeWidth); got != want {
			t.Fatalf("Cut(%q, %v) = %q, the bisection %q", s, w, got, want)
		}
		switch {
		case runeWidth(s) <= w:
			if got != s {
				t.Fatalf("Cut(%q, %v) = %q, though the text fits", s, w, got)
			}
		case runeWidth(Ellipsis) > w:
			if got != "" {
				t.Fatalf("Cut(%q, %v) = %q, though not even the ellipsis fits", s, w, got)
			}
		default:
			if !strings.HasSuffix(got, Ellipsis) || !strings.HasPrefix(s, strings.TrimSuffix(got, Ellipsis)) || runeWidth(got) > w {
				t.Fatalf("Cut(%q, %v) = %q", s, w, got)
			}
		}
	})
}

// cutBisect is Cut as it was, a bisection over every boundary: the
// reference Cut's search must agree with.
func cutBisect(s string, w float64, width func(string) float64) string {
	if width(s) <= w {
		return s
	}
	if width(Ellipsis) > w {
		return ""
	}
	cuts := boundaries(s)
	lo, hi := 0, len(cuts)-1
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if width(trimEnd(s[:cuts[mid]])+Ellipsis) <= w {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return trimEnd(s[:cuts[lo]]) + Ellipsis
}

// TestCutAgreesWithBisection: Cut's search from the guess finds what a
// bisection finds, on real rows at every width from the ellipsis to the
// whole line, with fewer measures in all.
func TestCutAgreesWithBisection(t *testing.T) {
	width := sfntWidth(t, 16)
	rows := []string{
		"2006-11-12   相眼竞技 – 棋乐无穷 · 第三届全国象棋电脑博弈锦标赛",
		"2023-10-15   Nguyễn Văn Đỏ – Trần Thị Đen · Giải cờ tướng mùa xuân Hà Nội",
		norm.NFD.String("2023-10-15   Nguyễn Văn Đỏ – Trần Thị Đen · Giải cờ tướng mùa xuân Hà Nội"),
		"2024-01-02   陳紅 – 黃黑 · 友誼賽 第五屆城市象棋聯賽 決賽 第二局",
		"1-0 · 42 moves · Central cannon vs screen horses, the horse of the seventh file",
	}
	var guided, bisected int
	for _, s := range rows {
		for w := 4.0; w <= width(s)+10; w += 3 {
			count := func(n *int) func(string) float64 {
				return func(x string) float64 { *n++; return width(x) }
			}
			got := Cut(s, w, count(&guided))
			if want := cutBisect(s, w, count(&bisected)); got != want {
				t.Fatalf("Cut(%q, %v) = %q, the bisection %q", s, w, got, want)
			}
		}
	}
	if guided >= bisected {
		t.Errorf("Cut measured %d times, the bisection %d", guided, bisected)
	}
	t.Logf("measures: %d from the guess, %d by bisection", guided, bisected)
}
