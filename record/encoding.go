package record

import (
	"bytes"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/encoding/unicode/utf32"
)

// The names of the encodings Read reads, as its messages give them.
const (
	encUTF8    = "UTF-8"
	encGBK     = "GBK"
	encBig5    = "Big5"
	encWin1252 = "Windows-1252"
	encUTF16LE = "UTF-16LE"
	encUTF16BE = "UTF-16BE"
	encUTF32LE = "UTF-32LE"
	encUTF32BE = "UTF-32BE"
)

// byteEncodings are the 8-bit encodings a text without a BOM may be in, in
// the order they are preferred when they read a game equally well. GBK is
// read with the GB18030 decoder, a superset that also takes the euro sign
// Windows' code page 936 writes as 0x80; Windows-1252 is the superset of
// Latin-1 that old Western editors write.
var byteEncodings = [...]string{encGBK, encBig5, encWin1252, encUTF8}

// decodeAs decodes b, a text in the 8-bit encoding enc, into UTF-8 with
// LF line ends. Bytes that are not text in enc become U+FFFD; it returns
// how many there are and the offset in the result of the first (-1 for
// none). For the x/text decoders this counts the U+FFFD in their output,
// which assumes that the file itself encodes none, as text files do not.
func decodeAs(enc string, b []byte) (s string, bad, first int) {
	var e encoding.Encoding
	switch enc {
	case encUTF8:
		s, bad = lossyUTF8(b)
		s = lineEnds(s)
		if bad == 0 {
			return s, 0, -1
		}
		return s, bad, strings.Index(s, "\uFFFD")
	case encGBK:
		e = simplifiedchinese.GB18030
	case encBig5:
		e = traditionalchinese.Big5
	case encWin1252:
		e = charmap.Windows1252
	}
	return decodeWith(e, b)
}

// decodeWith decodes b with e (which replaces what it cannot decode rather
// than failing), counting the U+FFFD as decodeAs does.
func decodeWith(e encoding.Encoding, b []byte) (s string, bad, first int) {
	out, err := e.NewDecoder().Bytes(b)
	if err != nil { // not met: x/text's decoders replace, they do not fail
		out = []byte(strings.ToValidUTF8(string(b), "\uFFFD"))
	}
	s = lineEnds(string(out))
	return s, strings.Count(s, "\uFFFD"), strings.Index(s, "\uFFFD")
}

// lossyUTF8 is b as UTF-8 with each run of bytes that are not UTF-8 made
// one U+FFFD; bad counts those bytes.
func lossyUTF8(b []byte) (s string, bad int) {
	if utf8.Valid(b) {
		return string(b), 0
	}
	var out strings.Builder
	out.Grow(len(b) + 8)
	inBad := false
	for len(b) > 0 {
		r, n := utf8.DecodeRune(b)
		if r == utf8.RuneError && n == 1 {
			bad++
			if !inBad {
				out.WriteString("\uFFFD")
			}
			inBad = true
		} else {
			out.Write(b[:n])
			inBad = false
		}
		b = b[n:]
	}
	return out.String(), bad
}

// lineEnds makes CR LF and a lone CR into LF.
func lineEnds(s string) string {
	if strings.IndexByte(s, '\r') < 0 {
		return s
	}
	s = strings.ReplaceAll(s, "\r\n", "\n")
	return strings.ReplaceAll(s, "\r", "\n")
}

// wideEncoding recognises a text in UTF-16 or UTF-32, or with a UTF-8
// BOM: by its BOM, or without one by its NUL bytes (no 8-bit text file has
// many). It returns the encoding's name and the bytes after the BOM, or ""
// for an 8-bit text. guessed is set when there was no BOM.
func wideEncoding(b []byte) (enc string, rest []byte, guessed bool) {
	switch {
	case bytes.HasPrefix(b, []byte{0xEF, 0xBB, 0xBF}):
		return encUTF8, b[3:], false
	case bytes.HasPrefix(b, []byte{0xFF, 0xFE, 0, 0}): // before UTF-16LE, whose BOM it starts with
		return encUTF32LE, b[4:], false
	case bytes.HasPrefix(b, []byte{0, 0, 0xFE, 0xFF}):
		return encUTF32BE, b[4:], false
	case bytes.HasPrefix(b, []byte{0xFF, 0xFE}):
		return encUTF16LE, b[2:], false
	case bytes.HasPrefix(b, []byte{0xFE, 0xFF}):
		return encUTF16BE, b[2:], false
	}
	if enc := guessUTF32(b); enc != "" {
		return enc, b, true
	}
	if looksUTF16(b) {
		if utf16Order(b) == unicode.BigEndian {
			return encUTF16BE, b, true
		}
		return encUTF16LE, b, true
	}
	return "", b, false
}

// decodeWide decodes b, without its BOM, from the UTF-16 or UTF-32
// encoding enc, as decodeAs does.
func decodeWide(enc string, b []byte) (s string, bad, first int) {
	var e encoding.Encoding
	switch enc {
	case encUTF16LE:
		e = unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM)
	case encUTF16BE:
		e = unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM)
	case encUTF32LE:
		e = utf32.UTF32(utf32.LittleEndian, utf32.IgnoreBOM)
	case encUTF32BE:
		e = utf32.UTF32(utf32.BigEndian, utf32.IgnoreBOM)
	default:
		return decodeAs(enc, b)
	}
	return decodeWith(e, b)
}

// guessUTF32 recognises UTF-32 without a BOM: every character is four
// bytes, and of each four the two high ones are NUL for every character
// below U+10000, which is all a PGN file has. It returns the byte order's
// encoding, or "".
func guessUTF32(b []byte) string {
	if len(b) < 8 || len(b)%4 != 0 {
		return ""
	}
	var zero [4]int
	for i, c := range b {
		if c == 0 {
			zero[i%4]++
		}
	}
	n := len(b) / 4
	switch {
	case zero[2] == n && zero[3] == n:
		return encUTF32LE
	case zero[0] == n && zero[1] == n:
		return encUTF32BE
	}
	return ""
}

// looksUTF16 reports whether b has the NUL bytes of BOM-less UTF-16: the
// high byte of every ASCII character, so many of them, nearly all at even
// or all at odd offsets. One stray NUL in an 8-bit file is not enough.
func looksUTF16(b []byte) bool {
	even, odd := zeros(b)
	most, least := max(even, odd), min(even, odd)
	return most >= 2 && most >= len(b)/16 && least <= most/8
}

// zeros counts the NUL bytes at even and at odd offsets.
func zeros(b []byte) (even, odd int) {
	for i, c := range b {
		if c == 0 {
			if i%2 == 0 {
				even++
			} else {
				odd++
			}
		}
	}
	return even, odd
}

// utf16Order guesses the byte order of BOM-less UTF-16 from where its NUL
// bytes fall: the high byte of ASCII characters (spaces, digits, brackets,
// line ends, which every PGN file is full of) is zero, and it comes second
// in little-endian order.
func utf16Order(b []byte) unicode.Endianness {
	if even, odd := zeros(b); even > odd {
		return unicode.BigEndian
	}
	return unicode.LittleEndian
}

// mostlyUTF8 reports whether an 8-bit text that is not all valid UTF-8 is
// still UTF-8 with a few bad bytes: a stray Latin-1 byte an old editor
// wrote, or a character cut at the end of a file. Its valid multi-byte
// sequences are then many more than its bad bytes, at least four to one,
// where in GBK or Big5 text, whose pairs of high bytes only now and then
// happen to be valid UTF-8, they are fewer. A text whose only bad bytes
// are the start of a character at its very end is UTF-8 cut short.
func mostlyUTF8(b []byte) bool {
	valid, bad := 0, 0
	for i := 0; i < len(b); {
		if b[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && n == 1 {
			if !utf8.FullRune(b[i:]) {
				break // cut short: the tail is a character's start
			}
			bad++
		} else {
			valid++
		}
		i += n
	}
	return valid >= 4*bad
}

// chunk is a part of an 8-bit text that is decoded on its own: its first
// byte, and that byte's line in the file, 1-based.
type chunk struct{ start, line int }

// chunks splits an 8-bit text at the tag sections that follow moves or
// other text: each chunk holds a game (or more, or text that is none),
// and is decoded on its own, so that one game's bad bytes or other
// encoding do not spoil the others. The split needs no decoding: in UTF-8,
// GBK, Big5 and Windows-1252 alike a line break and a '[' are those ASCII
// bytes and never part of another character.
func chunks(b []byte, line int) []chunk {
	out := []chunk{{0, line}}
	body := false // a line that is not a tag, since the chunk started
	for i := 0; i < len(b); {
		end := i
		for end < len(b) && b[end] != '\n' && b[end] != '\r' {
			end++
		}
		switch {
		case tagLine(b[i:end]):
			if body {
				out = append(out, chunk{i, line})
				body = false
			}
		case movesLine(b[i:end]):
			body = true
		}
		if end+1 < len(b) && b[end] == '\r' && b[end+1] == '\n' {
			end++
		}
		i = end + 1
		line++
	}
	return out
}

// movesLine reports whether a line may hold moves, as the reader would
// see them: it is not blank and does not start (after blanks) with a tag,
// a comment or an escape line. Comments and stray brackets between tags
// do not start the moves, so they do not end a tag section.
func movesLine(line []byte) bool {
	t := bytes.TrimLeft(line, " \t\v\f")
	return len(t) > 0 && t[0] != '[' && t[0] != '{' && t[0] != ';' && t[0] != '%'
}

// tagLine reports whether a line starts with a tag pair, [Name ", as
// scanner.looksLikeTag sees one.
func tagLine(line []byte) bool {
	if len(line) == 0 || line[0] != '[' {
		return false
	}
	j := 1
	for j < len(line) && (line[j] == ' ' || line[j] == '\t') {
		j++
	}
	k := j
	for k < len(line) && isNameByte(line[k]) {
		k++
	}
	if k == j {
		return false
	}
	for k < len(line) && (line[k] == ' ' || line[k] == '\t') {
		k++
	}
	return k < len(line) && line[k] == '"'
}

// countLines counts the lines of an 8-bit text as chunks numbers them:
// ended by LF, CR LF or a lone CR.
func countLines(b []byte) int {
	n := 0
	for i := 0; i < len(b); i++ {
		switch b[i] {
		case '\n':
			n++
		case '\r':
			n++
			if i+1 < len(b) && b[i+1] == '\n' {
				i++
			}
		}
	}
	return n
}

// sections splits a file joined from texts of different encoding
// families (a UTF-16 file and a UTF-8 one put together) where the next
// begins: at a BOM that starts a line, or at a tag line ([Event ") written
// in another family than the text before it: 8-bit, UTF-16LE or
// UTF-16BE, told by where its NUL bytes fall. It returns the sections'
// offsets, the first 0; a file in one family is one section. Most files
// have neither a NUL byte nor a BOM after their start, and are passed over
// in one scan of each.
func sections(b []byte) []int {
	out := []int{0}
	if bytes.IndexByte(b, 0) < 0 && !innerBOM(b) {
		return out
	}
	kind, start := familyAt(b), 0
	for i := 1; i < len(b); i++ {
		// In UTF-16 the next text starts where a character would: UTF-16BE
		// read one byte off is UTF-16LE, and the other way round.
		if kind != family8Bit && (i-start)%2 != 0 {
			continue
		}
		k, ok := familyStart(b, i)
		if ok && k != kind {
			out = append(out, i)
			kind, start = k, i
		}
	}
	return out
}

// The encoding families sections tells apart.
const (
	family8Bit = iota
	familyLE   // UTF-16LE (and UTF-32LE)
	familyBE   // UTF-16BE (and UTF-32BE)
)

// innerBOM reports whether a BOM stands after b's start, at a line's.
func innerBOM(b []byte) bool {
	for _, bom := range [][]byte{{0xEF, 0xBB, 0xBF}, {0xFF, 0xFE}, {0xFE, 0xFF}} {
		for i := 1; i < len(b); {
			j := bytes.Index(b[i:], bom)
			if j < 0 {
				break
			}
			if _, ok := familyStart(b, i+j); ok {
				return true
			}
			i += j + 1
		}
	}
	return false
}

// familyAt is the family of the text at b's start.
func familyAt(b []byte) int {
	switch {
	case bytes.HasPrefix(b, []byte{0xFF, 0xFE}):
		return familyLE
	case bytes.HasPrefix(b, []byte{0xFE, 0xFF}):
		return familyBE
	}
	// The first line tells: the text after it may be of another family.
	n := len(b)
	if j := bytes.IndexByte(b, '\n'); j >= 0 {
		n = min(n, j+2)
	}
	head := b[:min(n, 256)]
	if looksUTF16(head) || guessUTF32(head[:len(head)/4*4]) != "" {
		if utf16Order(head) == unicode.BigEndian {
			return familyBE
		}
		return familyLE
	}
	return family8Bit
}

// familyStart reports whether a text of some family starts at b[i], after
// a line end: a BOM, or a tag line's '[' and a letter as that family
// writes them.
func familyStart(b []byte, i int) (int, bool) {
	at := func(j int, c byte) bool { return j >= 0 && j < len(b) && b[j] == c }
	letter := func(j int) bool { return j < len(b) && (b[j]|0x20 >= 'a' && b[j]|0x20 <= 'z') }
	// The line end before: LF in 8-bit text, LF NUL in UTF-16LE, NUL LF
	// in UTF-16BE.
	afterLF := at(i-1, '\n') || at(i-1, '\r') || (at(i-1, 0) && (at(i-2, '\n') || at(i-2, '\r')))
	if !afterLF {
		return 0, false
	}
	switch {
	case at(i, 0xEF) && at(i+1, 0xBB) && at(i+2, 0xBF):
		return family8Bit, true
	case at(i, 0xFF) && at(i+1, 0xFE):
		return familyLE, true
	case at(i, 0xFE) && at(i+1, 0xFF):
		return familyBE, true
	case at(i, '[') && letter(i+1) && !at(i+2, 0) && !at(i+1, 0):
		return family8Bit, true
	case at(i, '[') && at(i+1, 0) && letter(i+2) && at(i+3, 0):
		return familyLE, true
	case at(i, 0) && at(i+1, '[') && at(i+2, 0) && letter(i+3) && !at(i-2, 0):
		return familyBE, true
	}
	return 0, false
}
