package record

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"xiangqi/rules"
)

// lineWidth is the most columns a line of moves takes, counting a Chinese
// character or a full-width digit as two, as a terminal shows them.
const lineWidth = 80

// roster is the order of the standard tags, after Game.
func roster() [7]string {
	return [7]string{"Event", "Site", "Date", "Round", "Red", "Black", "Result"}
}

// Write writes g as PGN with its moves in notation n: the tags (Game
// "Chinese Chess" first unless g has its own Game tag; then Event, Site,
// Date, Round, Red, Black and Result, those g has; then g's other tags in
// order; SetUp "1" and FEN when Start is not the standard start; Format
// naming the notation), a blank line, the numbered moves ("1... " first
// when Black moves first, numbers from Start's full-move number) in lines
// of at most 80 columns, the result, and a blank line. The text is UTF-8
// with LF line ends. g's own FEN, SetUp and Format tags are not written:
// Start and n decide them.
//
// A move's note follows it, in the PGN forms other programs show: its NAG
// as $n (never as a mark such as ?!); its comment in braces, cleaned as
// Read cleans comments (each run of white space and control characters one
// space, none at either end, '}' made ')'), so that Read gives back what
// was written; then each variation in parentheses, its comment before its
// first move and its moves in notation n numbered as the main line's
// ("(12... " when it starts with Black's move), with their notes and the
// variations nested in them. A variation without moves is not written.
// The game's Comment comes before the first move. After a comment or a
// variation, Black's next move has its number again ("12... "). Lines break between
// words, a comment's too, never inside one: a word wider than a line has a
// line of its own.
//
// Write fails, writing nothing, when Start is not a valid position, a move
// (of the main line or of a variation) is not legal, a line's Notes is
// not nil and has not one note per move, a NAG is not in 0..255, or
// variations nest deeper than MaxDepth.
func Write(w io.Writer, g *Game, n rules.Notation) error {
	if n > rules.Vietnamese {
		return fmt.Errorf("record: unknown notation %d", n)
	}
	start := g.Start
	if err := start.Validate(); err != nil {
		return fmt.Errorf("record: the start position is not valid: %w", err)
	}
	b := make([]byte, 0, 256+len(g.Moves)*12)
	b = writeTags(b, g, start, n)
	b = append(b, '\n')
	b, err := writeMoves(b, g, start, n)
	if err != nil {
		return err
	}
	_, err = w.Write(b)
	return err
}

// writeTags appends the tag section.
func writeTags(b []byte, g *Game, start rules.Position, n rules.Notation) []byte {
	game := g.Tag("Game")
	if game == "" {
		game = "Chinese Chess"
	}
	b = appendTag(b, "Game", game)
	names := roster()
	for _, name := range names {
		if i := g.tagIndex(name); i >= 0 {
			b = appendTag(b, name, g.Tags[i].Value)
		}
	}
	for _, t := range g.Tags {
		if !derived(t.Name) && !inRoster(t.Name, names[:]) {
			b = appendTag(b, t.Name, t.Value)
		}
	}
	if fen := start.FEN(); fen != rules.StartFEN {
		b = appendTag(b, "SetUp", "1")
		b = appendTag(b, "FEN", fen)
	}
	return appendTag(b, "Format", formatName(n))
}

// derived reports the tags Write makes itself.
func derived(name string) bool {
	for _, d := range [...]string{"Game", "FEN", "SetUp", "Format"} {
		if strings.EqualFold(name, d) {
			return true
		}
	}
	return false
}

func inRoster(name string, names []string) bool {
	for _, r := range names {
		if strings.EqualFold(name, r) {
			return true
		}
	}
	return false
}

// appendTag appends [Name "Value"] and a line end. The name loses what
// would end it early and the value is escaped, with line ends and other
// control characters made spaces, so that Read reads back what was set.
func appendTag(b []byte, name, value string) []byte {
	name = strings.Map(func(r rune) rune {
		if isSpace(r) || unicode.IsControl(r) || strings.ContainsRune(`"[]{}`, r) {
			return '_'
		}
		return r
	}, strings.ToValidUTF8(name, "\uFFFD"))
	if name == "" {
		return b
	}
	b = append(b, '[')
	b = append(b, name...)
	b = append(b, ' ', '"')
	for _, r := range strings.ToValidUTF8(value, "\uFFFD") {
		switch {
		case r == '"' || r == '\\':
			b = append(b, '\\', byte(r))
		case unicode.IsControl(r):
			b = append(b, ' ')
		default:
			b = utf8.AppendRune(b, r)
		}
	}
	return append(b, '"', ']', '\n')
}

// lineWriter appends words to a text in lines of at most lineWidth
// columns, a space between two words on one line. It holds the last word
// back (pend) so that a variation's ')' can stick to it.
type lineWriter struct {
	b    []byte
	col  int
	pend []byte // the last word, not yet appended
	open bool   // the next word starts a variation: '(' sticks to it
}

// put adds s, a word (a move with its number counts as one), after the
// word held back, which it appends, starting a new line when that does
// not fit on this one.
func (l *lineWriter) put(s []byte) {
	l.flush()
	if l.open {
		l.pend = append(l.pend, '(')
		l.open = false
	}
	l.pend = append(l.pend, s...)
}

// close sticks a variation's ')' to the word held back.
func (l *lineWriter) close() { l.pend = append(l.pend, ')') }

// flush appends the word held back.
func (l *lineWriter) flush() {
	if len(l.pend) == 0 {
		return
	}
	w := width(l.pend)
	if l.col > 0 && l.col+1+w > lineWidth {
		l.b = append(l.b, '\n')
		l.col = 0
	} else if l.col > 0 {
		l.b = append(l.b, ' ')
		l.col++
	}
	l.b = append(l.b, l.pend...)
	l.col += w
	l.pend = l.pend[:0]
}

// appendNumber appends the number of the move to be played in pos: "12. "
// for Red, and "12... " for Black when numbered is set.
func appendNumber(b []byte, pos *rules.Position, numbered bool) []byte {
	switch {
	case pos.SideToMove() == rules.Red:
		b = strconv.AppendInt(b, int64(pos.MoveNumber()), 10)
		b = append(b, ". "...)
	case numbered:
		b = strconv.AppendInt(b, int64(pos.MoveNumber()), 10)
		b = append(b, "... "...)
	}
	return b
}

// lineView is a line of moves as writeLine writes it: the main line or a
// variation.
type lineView struct {
	comment string
	moves   []rules.Move
	notes   []Note
}

// writeMoves appends the numbered moves with their notes and the result,
// wrapped at lineWidth columns, a move number staying with its move.
func writeMoves(b []byte, g *Game, start rules.Position, n rules.Notation) ([]byte, error) {
	l := lineWriter{b: b}
	w := lineWriting{l: &l, n: n}
	if err := w.line(lineView{g.Comment, g.Moves, g.Notes}, start, 0); err != nil {
		return nil, fmt.Errorf("record: %w", err)
	}
	l.put([]byte(g.Result()))
	l.flush()
	return append(l.b, '\n', '\n'), nil
}

// lineWriting writes the lines of one game.
type lineWriting struct {
	l    *lineWriter
	n    rules.Notation
	unit []byte // one move with its number, or one word of a note
}

// line appends the moves of ln from pos with their notes, ln being depth
// variations deep (0 for the main line).
func (w *lineWriting) line(ln lineView, pos rules.Position, depth int) error {
	if depth > MaxDepth {
		return fmt.Errorf("variations nest more than %d deep", MaxDepth)
	}
	if ln.notes != nil && len(ln.notes) != len(ln.moves) {
		return fmt.Errorf("%d notes for %d moves: want one per move, or none", len(ln.notes), len(ln.moves))
	}
	w.comment(ln.comment)
	numbered := true // Black's next move is numbered: the first, or after a comment or variation
	for i, m := range ln.moves {
		if !pos.IsLegal(m) {
			return fmt.Errorf("move %d, %s, is not legal in %s", i+1, m, pos.FEN())
		}
		w.unit = appendNumber(w.unit[:0], &pos, numbered)
		w.unit = append(w.unit, pos.Notate(m, w.n)...)
		before := pos
		pos.MakeMove(m)
		w.l.put(w.unit)
		numbered = false
		if ln.notes != nil {
			var err error
			if numbered, err = w.note(&ln.notes[i], &before, depth); err != nil {
				return fmt.Errorf("move %d, %s: %w", i+1, m, err)
			}
		}
	}
	return nil
}

// comment appends a comment in braces, cleaned as Read cleans it, and
// reports whether there was one to write.
func (w *lineWriting) comment(text string) bool {
	c := cleanComment(text)
	if c == "" {
		return false
	}
	w.unit = append(w.unit[:0], '{')
	for {
		word, rest, more := strings.Cut(c, " ")
		w.unit = append(w.unit, word...)
		if !more {
			w.unit = append(w.unit, '}')
		}
		w.l.put(w.unit)
		if !more {
			return true
		}
		w.unit, c = w.unit[:0], rest
	}
}

// note appends the note of the move played from before, in a line depth
// variations deep, and reports whether it wrote a comment or a variation.
func (w *lineWriting) note(nt *Note, before *rules.Position, depth int) (bool, error) {
	if nt.NAG < 0 || nt.NAG > maxNAG {
		return false, fmt.Errorf("NAG %d is not in 0..%d", nt.NAG, maxNAG)
	}
	if nt.NAG != 0 {
		w.unit = append(w.unit[:0], '$')
		w.unit = strconv.AppendInt(w.unit, int64(nt.NAG), 10)
		w.l.put(w.unit)
	}
	wrote := w.comment(nt.Comment)
	for k, v := range nt.Variations {
		if len(v.Moves) == 0 {
			continue
		}
		w.l.open = true
		if err := w.line(lineView{v.Comment, v.Moves, v.Notes}, *before, depth+1); err != nil {
			return false, fmt.Errorf("variation %d, %w", k+1, err)
		}
		w.l.close()
		wrote = true
	}
	return wrote, nil
}

// width returns the columns s takes: two for East Asian wide and
// full-width characters, one for the rest.
func width(s []byte) int {
	w := 0
	for len(s) > 0 {
		r, n := utf8.DecodeRune(s)
		s = s[n:]
		w++
		if wide(r) {
			w++
		}
	}
	return w
}

// wide reports the East Asian wide and full-width ranges: CJK characters
// and symbols, kana, Hangul, and the full-width forms of digits and
// punctuation Chinese notation uses.
func wide(r rune) bool {
	switch {
	case r < 0x1100:
		return false
	case r <= 0x115F, r >= 0x2E80 && r <= 0xA4CF && r != 0x303F,
		r >= 0xAC00 && r <= 0xD7A3, r >= 0xF900 && r <= 0xFAFF,
		r >= 0xFE30 && r <= 0xFE4F, r >= 0xFF00 && r <= 0xFF60,
		r >= 0xFFE0 && r <= 0xFFE6, r >= 0x20000 && r <= 0x3FFFD:
		return true
	}
	return false
}
