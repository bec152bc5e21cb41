package gamedb

import (
	"bytes"
	"iter"

	"xiangqi/record"
)

// part is a run of whole games of a text, and where it ends in the text.
type part struct {
	text []byte
	end  int64
}

// wideText reports whether b must be decoded whole before it can be cut:
// UTF-16 or UTF-32 (with a BOM, or told by NUL bytes), whose bytes a cut
// at a '[' byte could split. An XQF file is not text: its NUL bytes say
// nothing, and record.ReadFile reads its bytes as they are.
func wideText(b []byte) bool {
	if record.IsXQF(b) {
		return false
	}
	if bytes.HasPrefix(b, []byte{0xFF, 0xFE}) || bytes.HasPrefix(b, []byte{0xFE, 0xFF}) ||
		bytes.HasPrefix(b, []byte{0, 0, 0xFE, 0xFF}) {
		return true
	}
	return bytes.IndexByte(b[:min(len(b), 4096)], 0) >= 0
}

// splitGames cuts a PGN text into parts of about n games each, at the
// start of a tag section that follows moves, where record.Read starts a
// new game too. A wide text (wideText) must be decoded to UTF-8 first; an
// 8-bit one is cut as it is, and record.ReadFile decodes each part game
// by game. An XQF file, one game in binary, is one part.
func splitGames(text []byte, n int) iter.Seq[part] {
	return func(yield func(part) bool) {
		if record.IsXQF(text) {
			yield(part{text, int64(len(text))})
			return
		}
		start, games := 0, 0
		inTags := false
		for i := 0; i < len(text); {
			j := bytes.IndexByte(text[i:], '\n')
			next := len(text)
			if j >= 0 {
				next = i + j + 1
			}
			line := bytes.TrimLeft(text[i:next], " \t\r\ufeff")
			switch {
			case len(line) > 0 && line[0] == '[':
				if !inTags {
					games++
					if games > n && i > start {
						if !yield(part{text[start:i], int64(i)}) {
							return
						}
						start, games = i, 1
					}
				}
				inTags = true
			case len(bytes.TrimSpace(line)) > 0:
				inTags = false
			}
			i = next
		}
		if start < len(text) {
			yield(part{text[start:], int64(len(text))})
		}
	}
}
