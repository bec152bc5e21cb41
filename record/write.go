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
// Start and n decide them. It fails, writing nothing, when Start is not a
// valid position or a move is not legal.
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

// writeMoves appends the numbered moves and the result, wrapped at
// lineWidth columns, a move number staying with its move.
func writeMoves(b []byte, g *Game, start rules.Position, n rules.Notation) ([]byte, error) {
	pos := start
	col := 0
	var unit []byte // one move with its number
	put := func(s []byte) {
		w := width(s)
		if col > 0 && col+1+w > lineWidth {
			b = append(b, '\n')
			col = 0
		} else if col > 0 {
			b = append(b, ' ')
			col++
		}
		b = append(b, s...)
		col += w
	}
	for i, m := range g.Moves {
		if !pos.IsLegal(m) {
			return nil, fmt.Errorf("record: move %d, %s, is not legal in %s", i+1, m, pos.FEN())
		}
		unit = unit[:0]
		switch {
		case pos.SideToMove() == rules.Red:
			unit = strconv.AppendInt(unit, int64(pos.MoveNumber()), 10)
			unit = append(unit, ". "...)
		case i == 0:
			unit = strconv.AppendInt(unit, int64(pos.MoveNumber()), 10)
			unit = append(unit, "... "...)
		}
		unit = append(unit, pos.Notate(m, n)...)
		pos.MakeMove(m)
		put(unit)
	}
	put([]byte(g.Result()))
	return append(b, '\n', '\n'), nil
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
