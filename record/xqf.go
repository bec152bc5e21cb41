package record

import (
	"errors"
	"fmt"
	"strings"
	"unicode"

	"xiangqi/rules"
)

// XQF is the binary record of XQStudio (象棋演播室), which most Chinese
// Xiangqi programs and sites exchange games in. A file is one game: a
// header of xqfHeaderSize bytes ("XQ", the version, the keys of
// xqf_crypt.go, the 32 pieces' squares, the result and GBK text fields
// as Pascal strings), then the move tree (xqf_tree.go).

// encXQF is File.Encoding for an XQF file.
const encXQF = "XQF"

const (
	xqfHeaderSize = 0x400
	// xqfMaxVersion is XQStudio 1.8's version, its last: XQStudio refuses
	// newer files, whose layout it does not know, and so does ReadFile.
	xqfMaxVersion = 18
)

// Offsets of the header's fields.
const (
	xqfVersion = 0x02
	xqfPieces  = 0x10 // 32 squares: Red's then Black's, in xqfKinds' order
	xqfWhoPlay = 0x32 // 0 Red moves first, 1 Black
	xqfResult  = 0x33 // 0 unknown, 1 Red won, 2 Black won, 3 draw
)

// ErrBadXQF is wrapped by the Error of an XQF file that cannot be read
// whole: cut short, damaged, or of a version newer than XQStudio 1.8's.
// When the header itself is unreadable, the error also matches ErrBadFEN:
// the game's start is unknown.
var ErrBadXQF = errors.New("bad XQF file")

// xqfError is a problem with an XQF file. It matches ErrBadXQF, and
// ErrBadFEN too when the start position could not be read, so that a
// program that skips the games of unknown start skips it.
type xqfError struct {
	what    string
	noStart bool
}

func (e *xqfError) Error() string { return ErrBadXQF.Error() + ": " + e.what }

func (e *xqfError) Is(target error) bool {
	return target == ErrBadXQF || e.noStart && target == ErrBadFEN
}

// IsXQF reports whether b is an XQF file, as ReadFile tells it: "XQ" and
// then a version byte below 0x20, a control character that no text has
// there. (XQStudio's versions run from 10 to 18.)
func IsXQF(b []byte) bool {
	return len(b) >= 3 && b[0] == 'X' && b[1] == 'Q' && b[2] < 0x20
}

// xqfField is one of the header's text fields: a Pascal string of up to
// size-1 bytes of GBK text at off, and the tag it becomes.
type xqfField struct {
	tag       string
	off, size int
}

// xqfFields are the header's text fields in the order their tags are
// given. XQStudio fills these (TitleB, at 0x90, it never shows); the
// field at 0x150 is its "time rule", which some tools use for the
// opening's name.
func xqfFields() [11]xqfField {
	return [...]xqfField{
		{"Title", 0x50, 64},
		{"Event", 0xD0, 64},
		{"Date", 0x110, 16},
		{"Site", 0x120, 16},
		{"Red", 0x130, 16},
		{"Black", 0x140, 16},
		{"TimeRule", 0x150, 64},
		{"RedTime", 0x190, 16},
		{"BlackTime", 0x1A0, 16},
		{"Annotator", 0x1D0, 16},
		{"Author", 0x1E0, 16},
	}
}

// readXQF reads an XQF file (IsXQF) as its one game:
//   - the header's text fields are tags (xqfFields), decoded from GBK,
//     without the control characters and spaces at either end; the result
//     byte is the Result tag (1-0, 0-1, 1/2-1/2, or * when unknown); a
//     comment on the start position, which XQStudio shows before the
//     first move, is the Comment tag, cleaned as comments are; a start
//     other than the standard one gives SetUp and FEN tags, as a PGN game
//     from a set-up position has;
//   - the side to move first is the one whose piece the first move moves,
//     or the header's when there is no move;
//   - the moves, their comments and variations are read from the tree
//     as the PGN reader reads them (see xqfTree.game).
//
// A file cut short, damaged or too new has an Error wrapping ErrBadXQF;
// the game keeps what could be read. An illegal move ends the moves with
// an Error as in PGN.
func readXQF(b []byte) File {
	g := &Game{Start: rules.StartPosition()}
	f := File{Encoding: encXQF, Games: []*Game{g}}
	fail := func(err error) File {
		f.Errs = []*Error{{Game: 1, Err: err}}
		return f
	}
	if len(b) < xqfHeaderSize {
		return fail(&xqfError{fmt.Sprintf("the header is cut short: %d of its %d bytes", len(b), xqfHeaderSize), true})
	}
	h := b[:xqfHeaderSize]
	g.Tags = xqfTags(h)
	version := h[xqfVersion]
	if version > xqfMaxVersion {
		return fail(&xqfError{fmt.Sprintf("version %d is newer than XQStudio 1.8's (%d), the newest this reader knows", version, xqfMaxVersion), true})
	}
	if version >= xqfScrambledFrom && !keysSumZero(h) {
		return fail(&xqfError{"the header's keys do not add up to 0: it is damaged", true})
	}
	k := keysOf(h, version)
	body := b[xqfHeaderSize:]
	if version >= xqfScrambledFrom {
		body = k.unscramble(body)
	}
	t := readTree(body, version, &k)
	if c := t.rootComment(); c != "" {
		g.Tags = append(g.Tags, Tag{"Comment", c})
	}
	start, err := xqfStart(h, &k, version, t.firstFrom())
	if err != nil {
		return fail(err)
	}
	g.Start = start
	if fen := start.FEN(); fen != rules.StartFEN {
		g.Tags = append(g.Tags, Tag{"SetUp", "1"}, Tag{"FEN", fen})
	}
	if e := t.game(g); e != nil {
		e.Game = 1
		f.Errs = []*Error{e}
	}
	return f
}

// xqfTags returns the tags of the header's text fields and result.
func xqfTags(h []byte) []Tag {
	var tags []Tag
	for _, fd := range xqfFields() {
		if v := pascalString(h[fd.off : fd.off+fd.size]); v != "" {
			tags = append(tags, Tag{fd.tag, v})
		}
		if fd.tag == "Black" {
			tags = append(tags, Tag{"Result", xqfResultTag(h[xqfResult])})
		}
	}
	return tags
}

// xqfResultTag maps the header's result byte to a PGN result.
func xqfResultTag(r byte) string {
	switch r {
	case 1:
		return "1-0"
	case 2:
		return "0-1"
	case 3:
		return "1/2-1/2"
	}
	return "*"
}

// pascalString decodes a Pascal string field of GBK text: its first byte
// is the length, cut to the field when it says more (a damaged header).
// Control characters become spaces and those at either end go, with
// the NULs that pad some tools' fields.
func pascalString(field []byte) string {
	n := min(int(field[0]), len(field)-1)
	s, _, _ := decodeAs(encGBK, field[1:1+n])
	s = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, s)
	return strings.TrimFunc(s, isSpace)
}

// xqfKinds are the kinds of the 16 pieces of a side, in the order of
// their squares in the header.
func xqfKinds() [16]rules.Kind {
	const r, h, e, a, g, c, s = rules.Chariot, rules.Horse, rules.Elephant, rules.Advisor, rules.General, rules.Cannon, rules.Soldier
	return [...]rules.Kind{r, h, e, a, g, a, e, h, r, c, c, s, s, s, s, s}
}

// xqfSquare is the square of an XQF coordinate x·10+y, which must be at
// most 89.
func xqfSquare(v byte) rules.Square { return rules.SquareAt(int(v/10), int(v%10)) }

// xqfStart builds the start position from the header's pieces. The side
// to move is the colour of the piece on first, the first move's from
// square, or the header's when first is above 89 (no move) or empty.
func xqfStart(h []byte, k *xqfKeys, version byte, first byte) (rules.Position, error) {
	var p rules.Position
	kinds := xqfKinds()
	for i, v := range k.pieceSquares(h, version) {
		if v > 89 {
			continue // not on the board
		}
		s := xqfSquare(v)
		if p.At(s) != rules.Empty {
			return rules.StartPosition(), &xqfError{fmt.Sprintf("two pieces stand on %s", s), true}
		}
		p.Put(s, rules.MakePiece(rules.Color(i/16), kinds[i%16]))
	}
	side := rules.Red
	if h[xqfWhoPlay] == 1 {
		side = rules.Black
	}
	if first <= 89 {
		// The header's side can disagree with the moves; a move of the
		// other side's piece could never be played, so the move wins.
		if pc := p.At(xqfSquare(first)); pc != rules.Empty {
			side = pc.Color()
		}
	}
	p.SetSideToMove(side)
	if err := p.Validate(); err != nil {
		return rules.StartPosition(), &xqfError{"the start position cannot be played: " + err.Error(), true}
	}
	return p, nil
}
