package record

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxNAG is the largest NAG: PGN numbers them 0 to 255.
const maxNAG = 255

// How a move's NAG was read, for choosing among several: a NAG read in a
// better way replaces one read in a worse, and of two read alike the first
// stays.
const (
	nagNone    = iota
	nagOther   // a $n that does not judge the move ($7 and up)
	nagMark    // an annotation mark, stuck to the move or standing after it
	nagJudging // $1 to $6
)

// nagRank returns how a NAG read as $n ranks.
func nagRank(n int) int {
	if n <= 6 {
		return nagJudging
	}
	return nagOther
}

// parseNAG reads the digits of a $n, returning 0 (no NAG) for none or for a
// number above maxNAG.
func parseNAG(digits string) int {
	n := 0
	for i := 0; i < len(digits); i++ {
		n = n*10 + int(digits[i]-'0')
		if n > maxNAG {
			return 0
		}
	}
	return n
}

// commentSpace reports the characters a comment keeps none of: white
// space and control characters, each run of which is one space.
func commentSpace(r rune) bool { return isSpace(r) || unicode.IsControl(r) }

// cleanComment returns a comment as Read keeps it and Write writes it: each
// run of white space and control characters (line ends included) one
// space, none at either end, '}' made ')' so that the text cannot end the
// comment, and bytes that are not UTF-8 made U+FFFD. It is its own fixed
// point, so what Write writes is what Read gives back. A comment that needs
// no change is returned as it is, without allocating.
func cleanComment(s string) string {
	if isClean(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for _, r := range s { // bad bytes come as U+FFFD
		switch {
		case commentSpace(r):
			space = b.Len() > 0
			continue
		case r == '}':
			r = ')'
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(r)
	}
	return b.String()
}

// isClean reports whether cleanComment would return s unchanged.
func isClean(s string) bool {
	if !utf8.ValidString(s) || strings.IndexByte(s, '}') >= 0 {
		return false
	}
	prev := ' ' // so that a leading space is not clean
	for _, r := range s {
		if commentSpace(r) && (r != ' ' || prev == ' ') {
			return false
		}
		prev = r
	}
	return prev != ' '
}
