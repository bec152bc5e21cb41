package record

import "unicode/utf8"

// Decode turns a whole file's bytes into UTF-8 text with LF line ends,
// in one encoding for all of it. It recognises, in this order: a UTF-8
// BOM; UTF-32 and UTF-16 with a BOM, either byte order; UTF-32 and UTF-16
// without a BOM, told by their NUL bytes (no 8-bit text file has many);
// valid UTF-8 as it is, and UTF-8 with a few bad bytes (see ReadFile);
// and anything else as GBK, read with the GB18030 decoder. Bytes that
// are invalid in the chosen encoding become U+FFFD rather than an error,
// because a record with one damaged comment is still worth reading; the
// error is always nil. ReadFile decodes an 8-bit file game by game
// instead, and also reads Big5 and Windows-1252.
func Decode(b []byte) (string, error) {
	enc, rest, _ := wideEncoding(b)
	switch {
	case enc != "":
		s, _, _ := decodeWide(enc, rest)
		return s, nil
	case utf8.Valid(b) || mostlyUTF8(b):
		enc = encUTF8
	default:
		enc = encGBK
	}
	s, _, _ := decodeAs(enc, b)
	return s, nil
}
