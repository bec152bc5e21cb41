package record

import (
	"bytes"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/unicode"
)

// Decode turns a file's bytes into UTF-8 text with LF line ends. It
// recognises, in this order: a UTF-8 BOM; UTF-16 with a BOM, either byte
// order; UTF-16 without a BOM, told by its NUL bytes (no 8-bit text file
// has many); valid UTF-8 as it is; and anything else as GBK, read
// with the GB18030 decoder, which is a superset and also takes the euro
// sign Windows' code page 936 writes as 0x80. Bytes that are invalid in
// the chosen encoding become U+FFFD rather than an error, because a
// record with one damaged comment is still worth reading.
func Decode(b []byte) (string, error) {
	var (
		s   string
		err error
	)
	switch {
	case bytes.HasPrefix(b, []byte{0xEF, 0xBB, 0xBF}):
		s = strings.ToValidUTF8(string(b[3:]), "\uFFFD")
	case bytes.HasPrefix(b, []byte{0xFF, 0xFE}):
		s, err = decodeWith(unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM), b[2:])
	case bytes.HasPrefix(b, []byte{0xFE, 0xFF}):
		s, err = decodeWith(unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM), b[2:])
	case looksUTF16(b):
		s, err = decodeWith(unicode.UTF16(utf16Order(b), unicode.IgnoreBOM), b)
	case utf8.Valid(b):
		s = string(b)
	default:
		s, err = decodeWith(simplifiedchinese.GB18030, b)
	}
	if err != nil {
		return "", err
	}
	if strings.IndexByte(s, '\r') >= 0 {
		s = strings.ReplaceAll(s, "\r\n", "\n")
		s = strings.ReplaceAll(s, "\r", "\n")
	}
	return s, nil
}

func decodeWith(e encoding.Encoding, b []byte) (string, error) {
	out, err := e.NewDecoder().Bytes(b)
	return string(out), err
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
