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
// order; UTF-16 without a BOM, told by its NUL bytes (no text file has
// NULs otherwise); valid UTF-8 as it is; and anything else as GBK, read
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
	case bytes.IndexByte(b, 0) >= 0:
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

// utf16Order guesses the byte order of BOM-less UTF-16 from where its NUL
// bytes fall: the high byte of ASCII characters (spaces, digits, brackets,
// line ends, which every PGN file is full of) is zero, and it comes second
// in little-endian order.
func utf16Order(b []byte) unicode.Endianness {
	var even, odd int
	for i, c := range b {
		if c == 0 {
			if i%2 == 0 {
				even++
			} else {
				odd++
			}
		}
	}
	if even > odd {
		return unicode.BigEndian
	}
	return unicode.LittleEndian
}
