package record

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"xiangqi/rules"
)

// richXQF is a game with everything an XQF file holds: text fields in
// Chinese, a comment on the start, comments with line breaks, variations
// (one with a nested alternative and a comment, which PGN's reader drops
// too, one cut by an illegal move, one illegal from its first move), over
// line1's 30 plies.
func richXQF(version byte) xqfSpec {
	main := chain(strings.Fields(line1)...)
	root := &xqfSpecNode{comment: "本局选自\r\n全国赛。", next: main}
	main.comment = "中炮开局"
	main.addAlt(chain("c3c4", "g6g5"))
	main.addAlt(chain("b0c2", "b9c7", "h0g2"))
	ply2 := main.nth(1)
	v := chain("b9c7", "h0g2")
	v.comment = "变着里的注释"
	v.next.addAlt(chain("b0c2"))
	ply2.addAlt(v)
	main.nth(2).comment = "双方\r\n按常规走法 {x}"
	ply4 := main.nth(3)
	ply4.addAlt(chain("i9i8", "a0a5", "h2h1")) // a0a5 is blocked by Red's own soldier
	ply4.addAlt(chain("e0e1"))                 // Red's general, on Black's move
	main.nth(29).comment = "红胜"
	return xqfSpec{
		version: version,
		keys:    [3]byte{0x5A, 0x33, 0xC1},
		mask:    0xE7,
		ors:     [4]byte{0x01, 0x80, 0x10, 0x22},
		start:   rules.StartPosition(),
		result:  1,
		fields: map[string]string{
			"Title": "第01局 中炮对屏风马", "Event": "全国象棋个人赛", "Date": "2023.10.15", "Site": "成都",
			"Red": "许银川", "Black": "吕钦", "TimeRule": "90分钟", "Annotator": "评注者", "Author": "\x00作者 ",
		},
		root: root,
	}
}

// richTags are the tags richXQF reads as.
func richTags() []Tag {
	return []Tag{
		{"Title", "第01局 中炮对屏风马"}, {"Event", "全国象棋个人赛"}, {"Date", "2023.10.15"}, {"Site", "成都"},
		{"Red", "许银川"}, {"Black", "吕钦"}, {"Result", "1-0"}, {"TimeRule", "90分钟"},
		{"Annotator", "评注者"}, {"Author", "作者"}, {"Comment", "本局选自 全国赛。"},
	}
}

// richNotes are the notes richXQF reads as: all of them, or only those
// of the main line (comments) when no variation was read.
func richNotes(t *testing.T, variations bool) []Note {
	start := rules.StartPosition()
	moves := mustMoves(t, start, line1)
	after := func(n int) rules.Position {
		p := start
		for _, m := range moves[:n] {
			p.MakeMove(m)
		}
		return p
	}
	notes := make([]Note, len(moves))
	notes[0].Comment = "中炮开局"
	notes[2].Comment = "双方 按常规走法 {x)"
	notes[29].Comment = "红胜"
	if variations {
		notes[0].Variations = lines(mustMoves(t, start, "c3c4 g6g5"), mustMoves(t, start, "b0c2 b9c7 h0g2"))
		notes[1].Variations = lines(mustMoves(t, after(1), "b9c7 h0g2"))
		notes[3].Variations = lines(mustMoves(t, after(3), "i9i8"))
	}
	return notes
}

// encodeOK writes s or fails the test.
func encodeOK(t *testing.T, s xqfSpec) encoded {
	t.Helper()
	e, err := encodeXQF(s)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// readXQFOne reads an XQF file that must give one game, and returns it with
// its error ("" for none).
func readXQFOne(t *testing.T, b []byte) (*Game, *Error) {
	t.Helper()
	f := ReadFile(b)
	if f.Encoding != "XQF" || len(f.Games) != 1 || len(f.Errs) > 1 || len(f.Warnings) != 0 {
		t.Fatalf("encoding %q, %d games, errors %v, warnings %v; want XQF, one game, one error at most", f.Encoding, len(f.Games), f.Errs, f.Warnings)
	}
	if len(f.Errs) == 1 {
		if f.Errs[0].Game != 1 {
			t.Fatalf("error %v is not game 1's", f.Errs[0])
		}
		return f.Games[0], f.Errs[0]
	}
	return f.Games[0], nil
}

// checkGame checks a game read exactly.
func checkGame(t *testing.T, g *Game, tags []Tag, start rules.Position, moves []rules.Move, notes []Note) {
	t.Helper()
	if !reflect.DeepEqual(g.Tags, tags) {
		t.Errorf("tags\n%q\nwant\n%q", g.Tags, tags)
	}
	if g.Start != start {
		t.Errorf("start %s, want %s", g.Start.FEN(), start.FEN())
	}
	if iccs(g.Moves) != iccs(moves) {
		t.Errorf("moves\n%s\nwant\n%s", iccs(g.Moves), iccs(moves))
	}
	if !reflect.DeepEqual(g.Notes, notes) {
		t.Errorf("notes\n%s\nwant\n%s", notesString(g.Notes), notesString(notes))
	}
}

// checkErr checks an error's move and message, and whether it matches
// ErrBadXQF and ErrBadFEN.
func checkErr(t *testing.T, e *Error, move int, msg string, bad, noStart bool) {
	t.Helper()
	if e == nil {
		t.Fatalf("no error, want %q", msg)
	}
	if e.Move != move || e.Error() != msg || errors.Is(e, ErrBadXQF) != bad || errors.Is(e, ErrBadFEN) != noStart {
		t.Errorf("error %q at move %d (ErrBadXQF %v, ErrBadFEN %v)\nwant %q at move %d (%v, %v)",
			e.Error(), e.Move, errors.Is(e, ErrBadXQF), errors.Is(e, ErrBadFEN), msg, move, bad, noStart)
	}
}

// Every version XQStudio wrote reads as the same game: 10 unscrambled,
// 11 scrambled, 12 to 18 scrambled with the pieces' squares rotated.
func TestXQFVersions(t *testing.T) {
	start := rules.StartPosition()
	for _, v := range []byte{10, 11, 12, 16, 18} {
		g, e := readXQFOne(t, encodeOK(t, richXQF(v)).b)
		if e != nil {
			t.Errorf("version %d: %v", v, e)
		}
		checkGame(t, g, richTags(), start, mustMoves(t, start, line1), richNotes(t, true))
	}
}

// Known answers of the keys, worked by hand from XQStudio's formula:
// KeyXY 1 gives (54+221)·1 = 275 = 19 (mod 256); KeyXYf 2 gives
// (216+221)·19 = 8303 = 111; KeyXYt 3 gives (486+221)·111 = 78477 = 141;
// KeysSum 250 gives (250·256+1) mod 32000 + 767 = 768.
func TestXQFKeys(t *testing.T) {
	h := make([]byte, xqfHeaderSize)
	h[xqfKeySum], h[xqfKeyXY], h[xqfKeyXYf], h[xqfKeyXYt] = 250, 1, 2, 3
	h[xqfKeyMask], h[xqfKeyOrA], h[xqfKeyOrA+1], h[xqfKeyOrA+2], h[xqfKeyOrA+3] = 0xF0, 0x01, 0x02, 0x04, 0x08
	if !keysSumZero(h) {
		t.Fatal("250+1+2+3 is 0 modulo 256")
	}
	k := keysOf(h, 18)
	if k.xy != 19 || k.from != 111 || k.to != 141 || k.comment != 768 {
		t.Errorf("keys %d %d %d %d, want 19 111 141 768", k.xy, k.from, k.to, k.comment)
	}
	// '[' & (250&0xF0 | 0x01) = 0x5B & 0xF1 = 0x51; '(' & (1&0xF0 | 0x02) = 0x28 & 0x02 = 0;
	// 'C' & (2&0xF0 | 0x04) = 0x43 & 0x04 = 0; ')' & (3&0xF0 | 0x08) = 0x29 & 0x08 = 0x08.
	if got := k.stream[:4]; !reflect.DeepEqual(got, []byte{0x51, 0, 0, 0x08}) {
		t.Errorf("stream % x, want 51 00 00 08", got)
	}
	if k := keysOf(h, 10); k != (xqfKeys{}) {
		t.Errorf("version 10 keys %+v, want none", k)
	}
}

func TestIsXQF(t *testing.T) {
	for s, want := range map[string]bool{
		"XQ\x12":             true,
		"XQ\x0a\x00":         true,
		"XQ\x00":             true,
		"XQ":                 false, // no version
		"XQStudio 1.8":       false, // text
		"XQ 1. h2e2":         false,
		"[Event \"XQ\"]":     false,
		"xq\x12":             false,
		"\xef\xbb\xbfXQ\x12": false,
	} {
		if IsXQF([]byte(s)) != want {
			t.Errorf("IsXQF(%q) = %v, want %v", s, !want, want)
		}
	}
}

// setupXQF is fenLine from fenStart in a version 10 file whose header
// says Black moves first.
func setupXQF() xqfSpec {
	start, _ := rules.ParseFEN(fenStart) // checked by TestXQFSetUp
	main := chain(strings.Fields(fenLine)...)
	main.next.comment = "弃马"
	return xqfSpec{version: 10, start: start, whoPlay: 1, root: &xqfSpecNode{next: main}, fields: map[string]string{"Red": "甲"}}
}

// cutXQF is richXQF(12) cut in the record of its first move's first
// alternative, and the length it is cut at.
func cutXQF() ([]byte, int, error) {
	s := richXQF(12)
	e, err := encodeXQF(s)
	n := e.offs[s.root.next.alt] + 2
	return e.b[:n], n, err
}

// xqfSamples are the XQF files of testdata, as TestGeneratedSamples makes
// them: fixtures, and seeds of FuzzRead.
func xqfSamples() map[string]func() ([]byte, error) {
	file := func(s xqfSpec) func() ([]byte, error) {
		return func() ([]byte, error) {
			e, err := encodeXQF(s)
			return e.b, err
		}
	}
	return map[string]func() ([]byte, error){
		"xqf_v18.xqf":       file(richXQF(18)),
		"xqf_v11.xqf":       file(richXQF(11)),
		"xqf_v10_setup.xqf": file(setupXQF()),
		"xqf_cut.xqf": func() ([]byte, error) {
			b, _, err := cutXQF()
			return b, err
		},
	}
}

// The files in testdata read as the games they were made from.
func TestSampleXQF(t *testing.T) {
	start := rules.StartPosition()
	for _, name := range []string{"xqf_v18.xqf", "xqf_v11.xqf"} {
		g, e := readXQFOne(t, readTestdata(t, name))
		if e != nil {
			t.Errorf("%s: %v", name, e)
		}
		checkGame(t, g, richTags(), start, mustMoves(t, start, line1), richNotes(t, true))
	}
	g, e := readXQFOne(t, readTestdata(t, "xqf_cut.xqf"))
	checkErr(t, e, 1, "game 1, move 1: bad XQF file: the file ends inside a move's record, among the variations of this move", true, false)
	checkGame(t, g, richTags(), start, mustMoves(t, start, line1), append(richNotes(t, false)[:1:1], richNotes(t, true)[1:]...))
	// xqf_v10_setup.xqf: see TestXQFSetUp.
}

// readTestdata reads a file of testdata.
func readTestdata(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// A set-up position gives SetUp and FEN tags, as in PGN; the side to move
// is the first move's, whatever the header says; version 10 files have
// every record's comment length, 0 for none.
func TestXQFSetUp(t *testing.T) {
	if setupXQF().start != mustFEN(t, fenStart) {
		t.Fatal("setupXQF's start is not fenStart")
	}
	g, e := readXQFOne(t, readTestdata(t, "xqf_v10_setup.xqf"))
	if e != nil {
		t.Fatal(e)
	}
	// fenStart's move counters are not in the file: they start again.
	want := mustFEN(t, strings.Replace(fenStart, "14 8", "0 1", 1))
	notes := make([]Note, 4)
	notes[1].Comment = "弃马"
	checkGame(t, g, []Tag{{"Red", "甲"}, {"Result", "*"}, {"SetUp", "1"}, {"FEN", want.FEN()}},
		want, mustMoves(t, want, fenLine), notes)

	// Black to move, the header saying Red: Black moves.
	black := mustFEN(t, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 0 1")
	s := xqfSpec{version: 18, keys: [3]byte{7, 8, 9}, start: black, result: 2, root: &xqfSpecNode{next: chain("h9g7", "h0g2")}}
	g, e = readXQFOne(t, encodeOK(t, s).b)
	if e != nil {
		t.Fatal(e)
	}
	checkGame(t, g, []Tag{{"Result", "0-1"}, {"SetUp", "1"}, {"FEN", black.FEN()}}, black, mustMoves(t, black, "h9g7 h0g2"), nil)

	// No move: the header's side.
	s.root, s.whoPlay = nil, 1
	g, e = readXQFOne(t, encodeOK(t, s).b)
	if e != nil {
		t.Fatal(e)
	}
	checkGame(t, g, []Tag{{"Result", "0-1"}, {"SetUp", "1"}, {"FEN", black.FEN()}}, black, nil, nil)
}

// A file of its header alone, or with a root and no move, is a game
// without moves, as XQStudio reads it; results 0 and unknown bytes are *.
func TestXQFNoMoves(t *testing.T) {
	for _, root := range []*xqfSpecNode{nil, {}, {comment: " \r\n "}} {
		for _, result := range []byte{0, 3, 9} {
			want := map[byte]string{0: "*", 3: "1/2-1/2", 9: "*"}[result]
			g, e := readXQFOne(t, encodeOK(t, xqfSpec{version: 12, keys: [3]byte{1, 2, 3}, start: rules.StartPosition(), result: result, root: root}).b)
			if e != nil {
				t.Fatal(e)
			}
			checkGame(t, g, []Tag{{"Result", want}}, rules.StartPosition(), nil, nil)
		}
	}
}

// An illegal move of the main line ends it with an Error, as in PGN; the
// variations of the moves before it are kept.
func TestXQFIllegalMove(t *testing.T) {
	s := richXQF(18)
	s.root.next.nth(10).move = "a0a5" // Red's sixth move; a3's soldier blocks the chariot
	g, e := readXQFOne(t, encodeOK(t, s).b)
	checkErr(t, e, 6, "game 1, move 6: a0a5 is not a legal move", false, false)
	if e.Text != "a0a5" {
		t.Errorf("error text %q, want a0a5", e.Text)
	}
	start := rules.StartPosition()
	checkGame(t, g, richTags(), start, mustMoves(t, start, plies(line1, 10)), richNotes(t, true)[:10])

	// A point off the board is damage.
	s = richXQF(11)
	s.root.next.nth(2).squares = &[2]byte{95, 0}
	g, e = readXQFOne(t, encodeOK(t, s).b)
	checkErr(t, e, 2, "game 1, move 2: bad XQF file: a move's record names a point off the board (95 to 0)", true, false)
	checkGame(t, g, richTags(), start, mustMoves(t, start, plies(line1, 2)), richNotes(t, true)[:2])
}

// A file cut short keeps the moves and notes before the cut, with an
// Error at the move where the main line stops, or at the move whose
// variations were being read.
func TestXQFCut(t *testing.T) {
	s := richXQF(18)
	e := encodeOK(t, s)
	start := rules.StartPosition()
	main := s.root.next
	all := richNotes(t, true)
	comments := richNotes(t, false)
	for _, c := range []struct {
		name  string
		at    int // bytes kept
		plies int
		notes []Note
		move  int
		msg   string
	}{
		{"before ply 11", e.offs[main.nth(10)], 10, comments[:10], 6,
			"game 1, move 6: bad XQF file: the file ends where a move's record should be"},
		{"inside ply 11", e.offs[main.nth(10)] + 3, 10, comments[:10], 6,
			"game 1, move 6: bad XQF file: the file ends inside a move's record"},
		{"inside ply 3's comment length", e.offs[main.nth(2)] + 6, 2, comments[:2], 2,
			"game 1, move 2: bad XQF file: the file ends inside a comment's length"},
		{"inside ply 3's comment", e.offs[main.nth(2)] + 10, 2, comments[:2], 2,
			"game 1, move 2: bad XQF file: a comment's length (20 bytes) runs past the end of the file"},
		{"before the root", 0x400 + 2, 0, nil, 1, // and so without the start's comment
			"game 1, move 1: bad XQF file: the file ends inside a move's record"},
		// The variations come after the main line, the last move's first.
		{"before ply 2's variations", e.offs[main.nth(1).alt], 30, append(comments[:3:3], all[3:]...), 1,
			"game 1, move 1: bad XQF file: the file ends where a move's record should be, among the variations of this move"},
		// The variation itself was read: its nested alternative is after it.
		{"inside ply 2's nested alternative", e.offs[main.nth(1).alt.next.alt] + 1, 30, append(comments[:1:1], all[1:]...), 1,
			"game 1, move 1: bad XQF file: the file ends inside a move's record, among the variations of this move"},
		{"before ply 1's variations", e.offs[main.alt], 30, append(comments[:1:1], all[1:]...), 1,
			"game 1, move 1: bad XQF file: the file ends where a move's record should be, among the variations of this move"},
		{"before ply 1's second variation", e.offs[main.alt.alt], 30,
			append([]Note{{Comment: all[0].Comment, Variations: all[0].Variations[:1]}}, all[1:]...), 1,
			"game 1, move 1: bad XQF file: the file ends where a move's record should be, among the variations of this move"},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, err := readXQFOne(t, e.b[:c.at])
			checkErr(t, err, c.move, c.msg, true, false)
			tags := richTags()
			if c.at < e.offs[main] {
				tags = tags[:len(tags)-1]
			}
			checkGame(t, g, tags, start, mustMoves(t, start, plies(line1, c.plies)), c.notes)
		})
	}
}

// However an XQF file is cut, ReadFile reads it without a panic: one game,
// its moves the start of the whole file's, one Error that wraps ErrBadXQF.
func TestXQFEveryCut(t *testing.T) {
	for _, v := range []byte{10, 18} {
		b := encodeOK(t, richXQF(v)).b
		whole := iccs(mustMoves(t, rules.StartPosition(), line1))
		for n := 0; n < len(b); n++ {
			if n < 3 || n == xqfHeaderSize {
				continue // not XQF but text; a header alone, which is a game without moves
			}
			g, e := readXQFOne(t, b[:n])
			if e == nil || !errors.Is(e, ErrBadXQF) || !strings.HasPrefix(whole, iccs(g.Moves)) {
				t.Fatalf("version %d cut at %d: moves %s, error %v", v, n, iccs(g.Moves), e)
			}
		}
	}
}

// A damaged header loses the game's start, and so its moves: the Error
// matches ErrBadFEN too, so that programs do not write the game as if it
// started from the standard start. The text fields are still read.
func TestXQFBadHeader(t *testing.T) {
	tags := richTags()[:len(richTags())-1] // no tree read: no comment on the start
	start := rules.StartPosition()
	bad := func(name string, s xqfSpec, b []byte, tags []Tag, msg string) {
		t.Run(name, func(t *testing.T) {
			if b == nil {
				b = encodeOK(t, s).b
			}
			g, e := readXQFOne(t, b)
			checkErr(t, e, 0, msg, true, true)
			checkGame(t, g, tags, start, nil, nil)
		})
	}
	s := richXQF(18)
	s.badSum = true
	bad("key sum", s, nil, tags, "game 1: bad XQF file: the header's keys do not add up to 0: it is damaged")
	b := encodeOK(t, richXQF(18)).b
	b[xqfVersion] = 19
	bad("version", s, b, tags, "game 1: bad XQF file: version 19 is newer than XQStudio 1.8's (18), the newest this reader knows")
	bad("cut header", s, b[:1000], nil, "game 1: bad XQF file: the header is cut short: 1000 of its 1024 bytes")

	var two [32]byte
	for i := range two {
		two[i] = 0xFF
	}
	two[4], two[20] = 40, 49 // the generals
	two[0], two[16] = 0, 0   // two chariots on a0
	s = xqfSpec{version: 12, keys: [3]byte{9, 9, 9}, squares: &two, root: &xqfSpecNode{comment: "x"}}
	bad("two on a point", s, nil, []Tag{{"Result", "*"}, {"Comment", "x"}}, "game 1: bad XQF file: two pieces stand on a0")
	two[16] = 0xFF
	two[20] = 0xFE // no black general
	bad("no general", s, nil, []Tag{{"Result", "*"}, {"Comment", "x"}},
		"game 1: bad XQF file: the start position cannot be played: "+noGeneralMsg(t))
}

// noGeneralMsg is what Validate says of a board without Black's general.
func noGeneralMsg(t *testing.T) string {
	var p rules.Position
	p.Put(rules.SquareAt(4, 0), rules.MakePiece(rules.Red, rules.General))
	err := p.Validate()
	if err == nil {
		t.Fatal("a board without Black's general validates")
	}
	return err.Error()
}

// A comment whose stored length is less than the comment key, or more
// than the file holds, is damage: the records stop at it.
func TestXQFBadCommentLength(t *testing.T) {
	start := rules.StartPosition()
	for _, c := range []struct {
		more int64
		msg  string
	}{
		{-10000, "game 1, move 1: bad XQF file: a comment's length (-9992 bytes) runs past the end of the file"},
		{1000000, "game 1, move 1: bad XQF file: a comment's length (1000008 bytes) runs past the end of the file"},
	} {
		s := richXQF(18)
		s.root.next.badLength = c.more
		g, e := readXQFOne(t, encodeOK(t, s).b)
		checkErr(t, e, 1, c.msg, true, false)
		checkGame(t, g, richTags(), start, nil, nil)
	}
}
