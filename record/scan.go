package record

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// scanner walks the decoded text of a PGN file. Its tokens are slices of
// the text, so that reading a game allocates nothing but the game itself.
// What players' files put between moves and a record does not keep (move
// numbers, lines starting with %, stray closing brackets) is skipped here;
// comments, NAGs, annotation marks and the start and end of variations are
// tokens, for the reader to keep or skip.
type scanner struct {
	s    string
	i    int
	mark int // the NAG of the annotation mark of the last tokWord or tokMark, 0 for none
	// cut holds the offsets of the '{' of comments left unclosed that
	// ended at the next game's tags, for the reader to warn of.
	cut []int
}

// token is the kind of what next found.
type token uint8

const (
	tokEOF     token = iota
	tokTag           // '[' at s[i], left for the caller: a tag, or junk in movetext
	tokResult        // a result mark, its text in the standard form
	tokWord          // a move, or a word of one written with spaces; its mark in scanner.mark
	tokMark          // an annotation mark standing alone, as in "h2e2 ?!"; its NAG in scanner.mark
	tokComment       // a {comment} or a ; comment to the line's end: its text
	tokNAG           // $n: the digits, maybe none
	tokOpen          // '(' at s[i], left for the caller: a variation starts
	tokClose         // ')': a variation ends, or a stray one
)

// next skips what is not a token and returns the next token.
func (sc *scanner) next() (token, string) {
	for sc.i < len(sc.s) {
		c := sc.s[sc.i]
		switch c {
		case ' ', '\t', '\n', '\v', '\f', '\r':
			sc.i++
			continue
		case '{':
			start := sc.i + 1
			sc.skipComment()
			end := sc.i
			if end > start && sc.s[end-1] == '}' {
				end--
			}
			return tokComment, sc.s[start:end]
		case ';':
			start := sc.i + 1
			sc.skipLine()
			return tokComment, sc.s[start:sc.i]
		case '(':
			return tokOpen, ""
		case ')':
			sc.i++
			return tokClose, ""
		case '}', ']':
			sc.i++ // a stray closer: nothing to keep
			continue
		case '[':
			return tokTag, ""
		case '$':
			sc.i++
			start := sc.i
			for sc.i < len(sc.s) && isASCIIDigit(sc.s[sc.i]) {
				sc.i++
			}
			return tokNAG, sc.s[start:sc.i]
		case '%':
			if sc.atLineStart() {
				sc.skipLine()
				continue
			}
		}
		if c >= utf8.RuneSelf {
			if r, n := utf8.DecodeRuneInString(sc.s[sc.i:]); isSpace(r) {
				sc.i += n
				continue
			}
		}
		start := sc.i
		sc.i = sc.wordEnd(start)
		if tok, w, mark := classifyMarked(sc.s[start:sc.i]); tok != tokEOF {
			sc.mark = mark
			return tok, w
		}
	}
	return tokEOF, ""
}

// wordEnd returns where the word starting at i ends: at a space or at a
// character that starts or ends something else, so that a comment, a
// variation or a NAG may stick to a move.
func (sc *scanner) wordEnd(i int) int {
	for i < len(sc.s) {
		c := sc.s[i]
		if c < utf8.RuneSelf {
			switch c {
			case ' ', '\t', '\n', '\v', '\f', '\r', '{', '}', '(', ')', '[', ']', ';', '$':
				return i
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(sc.s[i:])
		if isSpace(r) {
			return i
		}
		i += n
	}
	return i
}

// classify turns a word into a token, or tokEOF when the word is to be
// skipped: a bare move number, dots, a lone annotation mark.
func classify(w string) (token, string) {
	tok, w, _ := classifyMarked(w)
	if tok == tokMark {
		return tokEOF, ""
	}
	return tok, w
}

// classifyMarked is classify that also returns the NAG of the annotation
// mark stuck to a move (0 for none) and gives a lone mark as tokMark.
func classifyMarked(w string) (token, string, int) {
	if r, ok := resultToken(w); ok {
		return tokResult, r, 0
	}
	if n := digitsPrefix(w); n > 0 && n < len(w) {
		// "1." "1..." "1。" "1、" "１．", or glued to the move; but not
		// when only digits follow, as in a WXF soldier move "33.4".
		if d := dotsPrefix(w[n:]); d > 0 && (n+d == len(w) || !isNumber(w[n+d:])) {
			w = w[n+d:]
		}
	} else if n == 0 {
		w = w[dotsPrefix(w):] // "..." written apart from the number
	}
	w, mark := trimAnnotation(w)
	if w == "" {
		if mark != 0 {
			return tokMark, "", mark
		}
		return tokEOF, "", 0
	}
	return tokWord, w, mark
}

// digitsPrefix returns the length of the ASCII or full-width digits w
// starts with.
func digitsPrefix(w string) int {
	i := 0
	for i < len(w) {
		if isASCIIDigit(w[i]) {
			i++
			continue
		}
		if r, n := utf8.DecodeRuneInString(w[i:]); r >= '０' && r <= '９' {
			i += n
			continue
		}
		break
	}
	return i
}

// dotsPrefix returns the length of the marks that end a move number that w
// starts with: full stops, ideographic ones, enumeration commas, ellipses.
func dotsPrefix(w string) int {
	i := 0
	for i < len(w) {
		if w[i] == '.' {
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(w[i:])
		switch r {
		case '。', '、', '．', '…':
			i += n
			continue
		}
		break
	}
	return i
}

// trimAnnotation removes the marks !, ?, !?, ?!, !!, ?? (and their
// full-width forms, mixed as they may be) stuck to the end of a move, and
// returns the NAG they stand for: 0 when there are none, or more than two
// or another combination ("!!!", "?!?").
func trimAnnotation(w string) (string, int) {
	var marks [2]byte // the last two marks, the last one first
	n := 0
	for len(w) > 0 {
		var c byte
		switch {
		case w[len(w)-1] == '!' || w[len(w)-1] == '?':
			c = w[len(w)-1]
			w = w[:len(w)-1]
		case strings.HasSuffix(w, "！"):
			c = '!'
			w = w[:len(w)-len("！")]
		case strings.HasSuffix(w, "？"):
			c = '?'
			w = w[:len(w)-len("？")]
		}
		if c == 0 {
			break
		}
		if n < len(marks) {
			marks[n] = c
		}
		n++
	}
	switch {
	case n == 1:
		return w, markNAG(marks[0], 0)
	case n == 2:
		return w, markNAG(marks[1], marks[0])
	}
	return w, 0
}

// markNAG returns the NAG of the annotation mark a or ab: ! 1, ? 2, !! 3,
// ?? 4, !? 5, ?! 6.
func markNAG(a, b byte) int {
	switch {
	case b == 0 && a == '!':
		return 1
	case b == 0 && a == '?':
		return 2
	case a == '!' && b == '!':
		return 3
	case a == '?' && b == '?':
		return 4
	case a == '!' && b == '?':
		return 5
	case a == '?' && b == '!':
		return 6
	}
	return 0
}

// atLineStart reports whether s[i] is the first character of a line.
func (sc *scanner) atLineStart() bool { return sc.i == 0 || sc.s[sc.i-1] == '\n' }

// skipLine skips to the start of the next line.
func (sc *scanner) skipLine() {
	if j := strings.IndexByte(sc.s[sc.i:], '\n'); j >= 0 {
		sc.i += j + 1
	} else {
		sc.i = len(sc.s)
	}
}

// skipComment skips a {comment}, which may span lines. A tag pair
// starting a line ([Event "…) before the closing '}' ends the comment
// there, unclosed: it is the next game's tags, which a stray '{' would
// otherwise swallow with every game up to the next '}'. The cut is noted
// in sc.cut.
func (sc *scanner) skipComment() {
	open := sc.i
	end := len(sc.s)
	if j := strings.IndexByte(sc.s[open+1:], '}'); j >= 0 {
		end = open + 1 + j
	}
	for k := open + 1; k < end; {
		j := strings.Index(sc.s[k:end], "\n[")
		if j < 0 {
			break
		}
		if t := k + j + 1; tagAt(sc.s, t) {
			sc.i = t
			sc.cut = append(sc.cut, open)
			return
		}
		k += j + 1
	}
	sc.i = min(end+1, len(sc.s))
}

// skipVariation skips a (variation), nested ones and comments in it
// included. A '[' at the start of a line ends an unclosed variation: it
// is the next game's tags, which no variation can hold.
func (sc *scanner) skipVariation() {
	depth := 0
	for sc.i < len(sc.s) {
		switch sc.s[sc.i] {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				sc.i++
				return
			}
		case '{':
			sc.skipComment()
			continue
		case ';':
			sc.skipLine()
			continue
		case '[':
			if sc.atLineStart() {
				return
			}
		}
		sc.i++
	}
}

// looksLikeTag reports whether the '[' at s[i] opens a tag pair, [Name ",
// rather than being a bracket that strayed into the moves.
func (sc *scanner) looksLikeTag() bool { return tagAt(sc.s, sc.i) }

// tagAt reports whether the '[' at s[i] opens a tag pair, [Name ".
func tagAt(s string, i int) bool {
	j := skipBlanks(s, i+1)
	k := j
	for k < len(s) && isNameByte(s[k]) {
		k++
	}
	if k == j {
		return false
	}
	k = skipBlanks(s, k)
	return k < len(s) && s[k] == '"'
}

// skipBracket skips a stray [...] in the moves, at most to the line's end.
func (sc *scanner) skipBracket() {
	// The first ']' or line end: looking for the line end first would
	// scan the rest of a long line once for each bracket on it.
	rest := sc.s[sc.i:]
	switch end := strings.IndexAny(rest, "]\n"); {
	case end < 0:
		sc.i = len(sc.s)
	case rest[end] == ']':
		sc.i += end + 1
	default:
		sc.i += end
	}
}

// tag reads the tag pair whose '[' is at s[i]: [Name "Value"], the value
// with \" and \\ escapes. It is lenient with what tools write: a value
// without quotes runs to the ']', and a pair missing its ']' or closing
// quote ends with its line.
func (sc *scanner) tag() Tag {
	s := sc.s
	i := skipBlanks(s, sc.i+1)
	start := i
	for i < len(s) {
		c := s[i]
		if c == ' ' || c == '\t' || c == '\n' || c == '"' || c == ']' || c == '[' {
			break
		}
		i++
	}
	t := Tag{Name: s[start:i]}
	i = skipBlanks(s, i)
	if i < len(s) && s[i] == '"' {
		t.Value, i = quoted(s, i+1)
	} else {
		end := i
		for end < len(s) && s[end] != ']' && s[end] != '\n' {
			end++
		}
		t.Value = strings.TrimSpace(s[i:end])
		i = end
	}
	for i < len(s) && s[i] != ']' && s[i] != '\n' {
		i++
	}
	if i < len(s) && s[i] == ']' {
		i++
	}
	sc.i = i
	return t
}

// quoted reads a tag value from s[i], just after its opening quote, to the
// closing quote or the end of the line, and returns it with where it
// ended. Only a value with escapes is copied.
func quoted(s string, i int) (string, int) {
	start := i
	var b []byte // nil until an escape is met
	for i < len(s) {
		c := s[i]
		switch {
		case c == '"':
			if b == nil {
				return s[start:i], i + 1
			}
			return string(b), i + 1
		case c == '\n':
			if b == nil {
				return s[start:i], i
			}
			return string(b), i
		case c == '\\' && i+1 < len(s) && (s[i+1] == '"' || s[i+1] == '\\'):
			if b == nil {
				b = append(b, s[start:i]...)
			}
			b = append(b, s[i+1])
			i += 2
			continue
		}
		if b != nil {
			b = append(b, c)
		}
		i++
	}
	if b == nil {
		return s[start:i], i
	}
	return string(b), i
}

func skipBlanks(s string, i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	return i
}

func isASCIIDigit(c byte) bool { return c >= '0' && c <= '9' }

// isNameByte reports the characters of a standard tag name.
func isNameByte(c byte) bool {
	return isASCIIDigit(c) || c == '_' || (c|0x20 >= 'a' && c|0x20 <= 'z')
}

// isSpace reports the characters that separate moves: Unicode white space,
// which has the ideographic space U+3000 Chinese files put between moves,
// and the BOM and zero-width space that pasted text carries.
func isSpace(r rune) bool {
	return unicode.IsSpace(r) || r == '\uFEFF' || r == '\u200B'
}

// isNumber reports whether w is all digits: a move number written without
// its dot, skipped in the moves.
func isNumber(w string) bool { return w != "" && digitsPrefix(w) == len(w) }

// hasDigit reports whether w has a decimal digit of any script.
func hasDigit(w string) bool {
	for _, r := range w {
		if unicode.IsDigit(r) {
			return true
		}
	}
	return false
}
