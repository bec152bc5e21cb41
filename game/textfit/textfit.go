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
	whole := width(s)
	if whole <= w {
		return s
	}
	if width(Ellipsis) > w {
		return ""
	}
	cuts := boundaries(s)
	fits := func(i int) bool { return width(trimEnd(s[:cuts[i]])+Ellipsis) <= w }
	// The longest fitting start. A longer start is never narrower, and
	// the first fits (it is empty). A line's width grows about evenly
	// with its characters, so the search starts where the whole line's
	// width points, steps out from there, doubling, to a start that fits
	// (lo) and one that does not (past hi), and bisects between: two or
	// three measures where a bisection of the whole line took six or
	// seven, each of a new string shaped anew.
	lo, hi := 0, len(cuts)-1
	guess := min(max(int(float64(len(cuts))*w/whole), 0), hi)
	if fits(guess) {
		lo = guess
		for step := 1; lo+step <= hi; step *= 2 {
			if !fits(lo + step) {
				hi = lo + step - 1
				break
			}
			lo += step
		}
	} else {
		hi = guess - 1
		for step := 1; hi-step+1 > 0; step *= 2 {
			if fits(hi - step + 1) {
				lo = hi - step + 1
				break
			}
			hi -= step
		}
	}
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if fits(mid) {
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
