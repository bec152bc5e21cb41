// Package textfit fits a line of text into a width: whole if it fits,
// else cut at a character boundary and ended with "…". It measures with
// a function the caller gives, so that it needs no display: the game
// passes its faces' measure, tests the fonts' advances.
package textfit

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Ellipsis is what a cut line ends with.
const Ellipsis = "…"

// Cut returns s if width(s) <= w; otherwise the longest start of s that,
// ended with Ellipsis, fits w, without the spaces and dashes it would end
// on ("相眼竞技 –…" would waste the room); "" when not even the ellipsis
// fits. It cuts only between characters, never before a combining mark,
// so that a decomposed Vietnamese letter keeps its tone. width must grow
// with the text, as a line's advance does.
func Cut(s string, w float64, width func(string) float64) string {
	if width(s) <= w {
		return s
	}
	if width(Ellipsis) > w {
		return ""
	}
	cuts := boundaries(s)
	// The longest fitting start by bisection over the boundaries: the
	// first fits (it is empty), and a longer start is never narrower.
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

// boundaries are the byte offsets where s may be cut, from 0 up to (not
// including) len(s): before every character except combining marks.
func boundaries(s string) []int {
	cuts := make([]int, 0, len(s))
	for i, r := range s {
		if i > 0 && unicode.Is(unicode.M, r) {
			continue
		}
		cuts = append(cuts, i)
	}
	return cuts
}

// trimEnd drops what a cut line should not end on: spaces, and the
// separators the game puts between names and facts.
func trimEnd(s string) string {
	for s != "" {
		r, n := utf8.DecodeLastRuneInString(s)
		if !unicode.IsSpace(r) && !strings.ContainsRune("–—·,，、:：", r) {
			break
		}
		s = s[:len(s)-n]
	}
	return s
}
