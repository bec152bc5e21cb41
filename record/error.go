package record

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

// ErrBadFEN is wrapped by the Error of a game whose FEN tag (or a text
// that is only a FEN) cannot be read. Such a game is returned from the
// standard start without moves, so a program that writes games again must
// not write it as if it started there.
var ErrBadFEN = errors.New("bad FEN")

// Error is a problem with one game of a file. Game is 1-based in the file;
// Move is the full-move number as a player counts it (1 for the first move
// pair, or the FEN's number onwards), 0 when the problem is not in the
// moves; Text is the token that failed.
type Error struct {
	Game int
	Move int
	Text string
	Err  error
	// Encoding is the encoding the game's text was read in when that was
	// guessed: its bytes were neither valid UTF-8 nor marked by a BOM
	// (see ReadFile). "" when the text was valid UTF-8 or had a BOM.
	Encoding string
}

// Error reads "game 3, move 17: 车二进十 is not a legal move", or without a
// move "game 2: bad FEN tag: ...". When the encoding was guessed it adds
// which, as in "(read as GBK, as the text is not valid UTF-8; Big5,
// Windows-1252 and UTF-8 read no more moves)". Control characters from
// the file are escaped, so that the message cannot drive a terminal.
func (e *Error) Error() string {
	msg := e.Text
	if e.Err != nil {
		msg = e.Err.Error()
	}
	if note := encodingNote(e.Encoding); note != "" {
		msg += " " + note
	}
	msg = escapeControls(msg)
	if e.Move > 0 {
		return fmt.Sprintf("game %d, move %d: %s", e.Game, e.Move, msg)
	}
	return fmt.Sprintf("game %d: %s", e.Game, msg)
}

// Unwrap gives the underlying error, such as ReadMove's.
func (e *Error) Unwrap() error { return e.Err }

// encodingNote says how a guessed encoding was chosen.
func encodingNote(enc string) string {
	var others []string
	for _, o := range byteEncodings {
		if o != enc {
			others = append(others, o)
		}
	}
	tried := strings.Join(others[:len(others)-1], ", ") + " and " + others[len(others)-1] + " read no more moves"
	switch enc {
	case "":
		return ""
	case encUTF8:
		return "(read as UTF-8 with the bytes that are not UTF-8 replaced; " + tried + ")"
	case encGBK, encBig5, encWin1252:
		return "(read as " + enc + ", as the text is not valid UTF-8; " + tried + ")"
	}
	return "(read as " + enc + ", told by its NUL bytes)"
}

// escapeControls escapes, as strconv.Quote does, the characters of s that
// a terminal would act on rather than show: C0 and C1 controls (ESC, CR,
// line ends included), DEL, and the bidirectional overrides and isolates
// that reorder what follows. The rest is left as it is.
func escapeControls(s string) string {
	i := strings.IndexFunc(s, needsEscape)
	if i < 0 {
		return s
	}
	var b strings.Builder
	b.WriteString(s[:i])
	for _, r := range s[i:] {
		if needsEscape(r) {
			q := strconv.QuoteRune(r) // 'x' with x escaped
			b.WriteString(q[1 : len(q)-1])
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

func needsEscape(r rune) bool {
	return unicode.IsControl(r) || r >= 0x202A && r <= 0x202E || r >= 0x2066 && r <= 0x2069 ||
		r == 0x2028 || r == 0x2029
}
