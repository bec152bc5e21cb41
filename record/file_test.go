package record

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/encoding/unicode/utf32"
)

// Games in Chinese notation, as a UTF-8 file of them has them.
const (
	cnGame1 = "[Event \"一\"]\n[Red \"张三\"]\n\n1.炮二平五　马８进７ 2.马二进三　车９平８ 3.车一平二 马２进３ 1-0\n\n"
	cnGame2 = "[Event \"Café\"]\n[Black \"李四\"]\n\n1.兵七进一 卒７进１ 2.马八进七 马２进３ *\n\n"
	cnGame3 = "[Event \"三\"]\n\n1.相三进五 炮８平５ 2.马二进一 马８进７ 0-1\n"
	cnMoves = "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7|c3c4 g6g5 b0c2 b9c7|g0e2 h7e7 h0i2 h9g7"
)

// readMoves reads b and returns each game's ICCS moves, joined by '|',
// and the errors' texts.
func readMoves(b []byte) (string, []string) {
	f := ReadFile(b)
	var moves, errs []string
	for _, g := range f.Games {
		moves = append(moves, iccs(g.Moves))
	}
	for _, e := range f.Errs {
		errs = append(errs, e.Error())
	}
	return strings.Join(moves, "|"), errs
}

func warnings(f File) []string {
	var out []string
	for _, w := range f.Warnings {
		out = append(out, w.String())
	}
	return out
}

func encode(t *testing.T, e encoding.Encoding, s string) []byte {
	t.Helper()
	b, err := e.NewEncoder().Bytes([]byte(s))
	if err != nil {
		t.Fatalf("encoding %q: %v", s, err)
	}
	return b
}

// Issue 25, item 1: one byte that is not UTF-8 in a UTF-8 file (Café as
// an old editor wrote it, in Latin-1) made the whole file GBK, and every
// game failed at move 1.
func TestReadFileStrayByteInUTF8(t *testing.T) {
	if got, errs := readMoves([]byte(cnGame1 + cnGame2 + cnGame3)); got != cnMoves || errs != nil {
		t.Fatalf("clean file: %s, %q", got, errs)
	}
	b := []byte(cnGame1 + strings.Replace(cnGame2, "é", "\xe9", 1) + cnGame3)
	games, errs := Read(b)
	if len(errs) != 0 || len(games) != 3 {
		t.Fatalf("Read: %d games, errors %v; want 3 games and none", len(games), errs)
	}
	got, _ := readMoves(b)
	if got != cnMoves {
		t.Errorf("moves %s, want %s", got, cnMoves)
	}
	if ev := games[1].Tag("Event"); ev != "Caf\uFFFD" {
		t.Errorf("game 2's Event is %q, want Caf\uFFFD", ev)
	}
	f := ReadFile(b)
	if want := []string{"game 2, line 6: 1 byte that is not UTF-8 replaced by U+FFFD"}; f.Encoding != "UTF-8" || !reflect.DeepEqual(warnings(f), want) {
		t.Errorf("encoding %s, warnings %q; want UTF-8, %q", f.Encoding, warnings(f), want)
	}
	// With CR LF line ends the line is the same.
	f = ReadFile(bytes.ReplaceAll(b, []byte("\n"), []byte("\r\n")))
	if want := []string{"game 2, line 6: 1 byte that is not UTF-8 replaced by U+FFFD"}; !reflect.DeepEqual(warnings(f), want) {
		t.Errorf("CR LF: warnings %q, want %q", warnings(f), want)
	}
}

// Issue 25, item 1: a UTF-8 file cut in the middle of a character.
func TestReadFileCutShort(t *testing.T) {
	text := cnGame1 + cnGame3 + "{红方胜"
	b := []byte(text[:len(text)-2]) // 胜 is three bytes: one is left
	if got, errs := readMoves(b); got != "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7|g0e2 h7e7 h0i2 h9g7" || errs != nil {
		t.Errorf("moves %s, errors %q", got, errs)
	}
	f := ReadFile(b)
	if f.Encoding != "UTF-8" || len(f.Warnings) != 1 || f.Warnings[0].Game != 2 || f.Warnings[0].Line != 9 {
		t.Errorf("encoding %s, warnings %q", f.Encoding, warnings(f))
	}
	// The same with the cut character alone in the file's only game of
	// ICCS moves: there is no other multi-byte character to go by.
	b = []byte("1. h2e2 h9g7 {\xe8\x83")
	if got, errs := readMoves(b); got != "h2e2 h9g7" || errs != nil {
		t.Errorf("ICCS: moves %s, errors %q", got, errs)
	}
	if g, _ := Read(b); len(g) != 1 || g[0].Notes == nil || g[0].Notes[1].Comment != "\uFFFD" {
		t.Errorf("ICCS: the cut comment is not U+FFFD: %+v", g)
	}
}

// Issue 25, item 1: a game pasted in GBK into a UTF-8 file is read as
// GBK, with a warning; the others stay UTF-8.
func TestReadFileMixedEncodings(t *testing.T) {
	b := append(append([]byte(cnGame1), encode(t, simplifiedchinese.GBK, cnGame3)...), cnGame1...)
	if got, errs := readMoves(b); got != "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7|g0e2 h7e7 h0i2 h9g7|h2e2 h9g7 h0g2 i9h9 i0h0 b9c7" || errs != nil {
		t.Fatalf("moves %s, errors %q", got, errs)
	}
	f := ReadFile(b)
	if want := []string{"game 2, line 6: read as GBK, unlike the rest of the file (UTF-8)"}; f.Encoding != "UTF-8" || !reflect.DeepEqual(warnings(f), want) {
		t.Errorf("encoding %s, warnings %q; want UTF-8, %q", f.Encoding, warnings(f), want)
	}
	if f.Games[1].Tag("Event") != "三" {
		t.Errorf("game 2's Event %q", f.Games[1].Tag("Event"))
	}
}

// A GBK file stays GBK, read in one pass, and its bad game is an error
// that says the text was read as GBK.
func TestReadFileGBK(t *testing.T) {
	b := encode(t, simplifiedchinese.GBK, cnGame1+strings.Replace(cnGame3, "马二进一", "马二进六", 1))
	got, errs := readMoves(b)
	want := "game 2, move 2: 马二进六 is not a legal move (read as GBK, as the text is not valid UTF-8; Big5, Windows-1252 and UTF-8 read no more moves)"
	if got != "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7|g0e2 h7e7" || len(errs) != 1 || errs[0] != want {
		t.Errorf("moves %s, errors %q; want %q", got, errs, want)
	}
	if f := ReadFile(b); f.Encoding != "GBK" || f.Warnings != nil {
		t.Errorf("encoding %s, warnings %q", f.Encoding, warnings(f))
	}
}

// Issue 25, item 11: Big5 files, as Taiwan and Hong Kong sources write
// them, were read as GBK and failed at move 1 with mojibake.
func TestReadFileBig5(t *testing.T) {
	const game = "[Event \"象棋\"]\n[Red \"張三\"]\n\n1.炮二平五　馬８進７ 2.馬二進三　車９平８ 3.車一平二 馬２進３ 1-0\n\n"
	b := encode(t, traditionalchinese.Big5, game+game)
	got, errs := readMoves(b)
	if want := "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7|h2e2 h9g7 h0g2 i9h9 i0h0 b9c7"; got != want || errs != nil {
		t.Fatalf("moves %s, errors %q; want %s", got, errs, want)
	}
	f := ReadFile(b)
	if f.Encoding != "Big5" || f.Games[0].Tag("Red") != "張三" || f.Warnings != nil {
		t.Errorf("encoding %s, Red %q, warnings %q", f.Encoding, f.Games[0].Tag("Red"), warnings(f))
	}
	// Names in Big5 with moves in ICCS, which every encoding reads: Big5
	// wins by its characters, whose second byte is often ASCII, which
	// GBK's common ones never have.
	b = encode(t, traditionalchinese.Big5, "[Red \"張三\"]\n[Black \"陳國華\"]\n[Event \"全國象棋錦標賽\"]\n1. h2e2 h9g7 *")
	if f := ReadFile(b); f.Encoding != "Big5" || f.Games[0].Tag("Event") != "全國象棋錦標賽" {
		t.Errorf("ICCS: encoding %s, tags %q", f.Encoding, f.Games[0].Tags)
	}
	// A Big5 game that fails says so.
	b = encode(t, traditionalchinese.Big5, strings.Replace(game, "車一平二", "車一平九", 1))
	_, errs = readMoves(b)
	if len(errs) != 1 || !strings.Contains(errs[0], "車一平九") || !strings.Contains(errs[0], "(read as Big5, as the text is not valid UTF-8;") {
		t.Errorf("errors %q", errs)
	}
}

// Issue 25, item 11: Latin-1 (Windows-1252) files, with accented names.
func TestReadFileLatin1(t *testing.T) {
	text := "[Event \"Café\"]\n[Red \"Müller\"]\n[Black \"José Réti\"]\n1. h2e2 h9g7 2. h0g2 *\n"
	b := encode(t, charmap.Windows1252, text)
	f := ReadFile(b)
	if len(f.Games) != 1 || len(f.Errs) != 0 || f.Encoding != "Windows-1252" {
		t.Fatalf("%d games, errors %v, encoding %s", len(f.Games), f.Errs, f.Encoding)
	}
	g := f.Games[0]
	if g.Tag("Event") != "Café" || g.Tag("Red") != "Müller" || g.Tag("Black") != "José Réti" || iccs(g.Moves) != "h2e2 h9g7 h0g2" {
		t.Errorf("tags %q, moves %s", g.Tags, iccs(g.Moves))
	}
	// One that fails names the encoding.
	_, errs := readMoves(encode(t, charmap.Windows1252, "[Event \"Café\"]\n1. h2e2 h9g7 2. hé *\n"))
	if want := "game 1, move 2: hé is not a move"; len(errs) != 1 || !strings.HasPrefix(errs[0], want) || !strings.Contains(errs[0], "read as Windows-1252") {
		t.Errorf("errors %q, want %q (read as Windows-1252 ...)", errs, want)
	}
}

// Issue 25, item 11: UTF-32 with or without a BOM was read as UTF-16 or
// as text with NULs.
func TestReadFileUTF32(t *testing.T) {
	text := cnGame1 + cnGame3
	for _, c := range []struct {
		name string
		e    encoding.Encoding
		enc  string
	}{
		{"LE BOM", utf32.UTF32(utf32.LittleEndian, utf32.UseBOM), "UTF-32LE"},
		{"BE BOM", utf32.UTF32(utf32.BigEndian, utf32.UseBOM), "UTF-32BE"},
		{"LE", utf32.UTF32(utf32.LittleEndian, utf32.IgnoreBOM), "UTF-32LE"},
		{"BE", utf32.UTF32(utf32.BigEndian, utf32.IgnoreBOM), "UTF-32BE"},
	} {
		b := encode(t, c.e, text)
		got, errs := readMoves(b)
		if want := "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7|g0e2 h7e7 h0i2 h9g7"; got != want || errs != nil {
			t.Errorf("%s: moves %s, errors %q", c.name, got, errs)
		}
		if f := ReadFile(b); f.Encoding != c.enc {
			t.Errorf("%s: encoding %s, want %s", c.name, f.Encoding, c.enc)
		}
		if s, err := Decode(b); s != text || err != nil {
			t.Errorf("%s: Decode = %q, %v", c.name, s, err)
		}
	}
	// A guessed one that fails says how it was read.
	b := encode(t, utf32.UTF32(utf32.LittleEndian, utf32.IgnoreBOM), "1. h2e2 h9g7 2. x *")
	if _, errs := readMoves(b); len(errs) != 1 || errs[0] != "game 1, move 2: x is not a move (read as UTF-32LE, told by its NUL bytes)" {
		t.Errorf("errors %q", errs)
	}
}

// Issue 25, item 11: binary that is no text at all says it is not UTF-8.
func TestReadFileGarbageNamesEncoding(t *testing.T) {
	_, errs := readMoves([]byte("\x8f\xff\xfe\x81\x9d\x90 \xa0\xfe\x8d"))
	if len(errs) != 1 || !strings.Contains(errs[0], "as the text is not valid UTF-8;") {
		t.Errorf("errors %q", errs)
	}
}

// Issue 25, item 11: control characters from the file reached the
// terminal raw in messages.
func TestErrorEscapesControls(t *testing.T) {
	_, errs := Read([]byte("1. h2e2 a\x1bb\x07\u009b\u202e 2. h0g2"))
	want := `game 1, move 1: a\x1bb\a\u009b\u202e is not a move`
	if len(errs) != 1 || !strings.HasPrefix(errs[0].Error(), want) {
		t.Fatalf("errors %v, want %q", errs, want)
	}
	if errs[0].Text != "a\x1bb\a\u009b\u202e" {
		t.Errorf("Text %q: the error keeps the file's text as it is", errs[0].Text)
	}
	w := Warning{Game: 1, Line: 2, Text: "x\x1by"}
	if got := w.String(); got != `game 1, line 2: x\x1by` {
		t.Errorf("Warning = %q", got)
	}
}

// TestJoinedWideAndNarrow (issue 50): a UTF-16 file and an 8-bit one
// joined into one are read section by section, in either order, with or
// without BOMs: every game is kept, and the section read in the encoding
// of fewer bytes has a warning. Before, the 8-bit games were decoded as
// UTF-16 and lost (1 of 3 kept).
func TestJoinedWideAndNarrow(t *testing.T) {
	const (
		one   = "[Event \"一\"]\r\n[Red \"张三\"]\r\n\r\n1. 炮二平五 马８进７ 2. 马二进三 *\r\n\r\n"
		two   = "[Event \"二\"]\r\n\r\n1. 兵七进一 卒７进１ *\r\n\r\n"
		three = "[Event \"三\"]\n\n1. h2e2 h9g7 2. h0g2 *\n"
	)
	le := func(s string, bom bool) []byte {
		b, _ := unicode.UTF16(unicode.LittleEndian, map[bool]unicode.BOMPolicy{true: unicode.UseBOM, false: unicode.IgnoreBOM}[bom]).NewEncoder().Bytes([]byte(s))
		return b
	}
	be := func(s string, bom bool) []byte {
		b, _ := unicode.UTF16(unicode.BigEndian, map[bool]unicode.BOMPolicy{true: unicode.UseBOM, false: unicode.IgnoreBOM}[bom]).NewEncoder().Bytes([]byte(s))
		return b
	}
	gbk, _ := simplifiedchinese.GBK.NewEncoder().Bytes([]byte(three))
	join := func(parts ...[]byte) []byte { return bytes.Join(parts, nil) }
	cases := []struct {
		name  string
		b     []byte
		enc   string
		moves string // each game's, joined by |
		warn  string
	}{
		{"UTF-16LE with BOM, then UTF-8", join(le(one+two, true), []byte(three)), "UTF-16LE",
			"h2e2 h9g7 h0g2|c3c4 g6g5|h2e2 h9g7 h0g2", "game 3, line 10: read as UTF-8, unlike the rest of the file (UTF-16LE)"},
		{"UTF-8, then UTF-16LE with BOM", join([]byte(three+"\n"), le(one+two, true)), "UTF-16LE",
			"h2e2 h9g7 h0g2|h2e2 h9g7 h0g2|c3c4 g6g5", "game 1, line 1: read as UTF-8, unlike the rest of the file (UTF-16LE)"},
		{"UTF-16LE without BOM, then UTF-8", join(le(one+two, false), []byte(three)), "UTF-16LE",
			"h2e2 h9g7 h0g2|c3c4 g6g5|h2e2 h9g7 h0g2", "game 3, line 10: read as UTF-8, unlike the rest of the file (UTF-16LE)"},
		{"UTF-8, then UTF-16LE without BOM", join([]byte(three+"\n"), le(one+two, false)), "UTF-16LE",
			"h2e2 h9g7 h0g2|h2e2 h9g7 h0g2|c3c4 g6g5", "game 1, line 1: read as UTF-8, unlike the rest of the file (UTF-16LE)"},
		{"UTF-8, then UTF-16BE without BOM", join([]byte(three+"\n"), be(one+two, false)), "UTF-16BE",
			"h2e2 h9g7 h0g2|h2e2 h9g7 h0g2|c3c4 g6g5", "game 1, line 1: read as UTF-8, unlike the rest of the file (UTF-16BE)"},
		{"UTF-16BE with BOM, then GBK", join(be(one+two, true), gbk), "UTF-16BE",
			"h2e2 h9g7 h0g2|c3c4 g6g5|h2e2 h9g7 h0g2", "game 3, line 10: read as GBK, unlike the rest of the file (UTF-16BE)"},
	}
	for _, c := range cases {
		f := ReadFile(c.b)
		var got []string
		for _, g := range f.Games {
			got = append(got, iccs(g.Moves))
		}
		if strings.Join(got, "|") != c.moves || len(f.Errs) != 0 || f.Encoding != c.enc {
			t.Errorf("%s: games %q, errors %v, encoding %s; want %q, none, %s", c.name, got, f.Errs, f.Encoding, c.moves, c.enc)
		}
		if len(f.Warnings) != 1 || f.Warnings[0].String() != c.warn {
			t.Errorf("%s: warnings %v, want %q", c.name, f.Warnings, c.warn)
		}
	}
}
