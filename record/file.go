package record

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"xiangqi/rules"
)

// File is what ReadFile found in one file.
type File struct {
	// Encoding is the encoding the file was read in: "UTF-8", "GBK",
	// "Big5", "Windows-1252", "UTF-16LE", "UTF-16BE", "UTF-32LE" or
	// "UTF-32BE". For an 8-bit file whose games were read in different
	// encodings it is the one most of its non-ASCII bytes were read in;
	// a file of ASCII alone is "UTF-8". For an XQF file it is "XQF"
	// (its text is GBK).
	Encoding string
	Games    []*Game
	Errs     []*Error   // as Read's
	Warnings []*Warning // repairs the games survived, in file order
}

// Warning is a repair ReadFile made to a game's text that the game
// survives, so that it is kept and is not an Error: bytes that are not
// text in the encoding it was read in, replaced by U+FFFD, or a game read
// in another encoding than the rest of the file.
type Warning struct {
	Game int    // 1-based, the number of a returned game, as Error's
	Line int    // 1-based line of the file where the repair starts
	Text string // what was done, such as "2 bytes that are not UTF-8 replaced by U+FFFD"
}

// String reads "game 2, line 14: 1 byte that is not UTF-8 replaced by
// U+FFFD", with control characters escaped.
func (w *Warning) String() string {
	return fmt.Sprintf("game %d, line %d: %s", w.Game, w.Line, escapeControls(w.Text))
}

// ReadFile reads every game of one file's bytes, as Read does, and also
// says which encoding it read them in and what it repaired.
//
// A file with a BOM, or in UTF-16 or UTF-32 without one (told by its NUL
// bytes), is decoded whole. An 8-bit file is decoded in parts, each from
// a tag section that follows moves to the next, so that one game's
// damage or encoding does not spoil the others. A part that is valid
// UTF-8 is UTF-8. Otherwise: in a file that is mostly valid UTF-8 (a
// stray Latin-1 byte, a character cut at the end) the part stays UTF-8
// with its bad bytes made U+FFFD and a Warning, unless GBK, Big5 or
// Windows-1252 reads more of its moves; in any other file the part is
// read in whichever of GBK, Big5, Windows-1252 and UTF-8 reads the most
// moves, of those the fewest undecodable bytes. A part read in another
// encoding than most of the file has a Warning too. An Error in a part
// whose encoding was guessed names the encoding it was read in (Error's
// Encoding).
//
// An XQF file, XQStudio's binary record (told by IsXQF), is read as its
// one game: see readXQF in xqf.go for how its header, board, moves,
// comments and variations become the game's tags, Start, Moves and Notes.
//
// Games are numbered through the file, as Read numbers them; each call
// reads one file, so a caller importing several files calls it once per
// file and no file's problems reach another's games.
func ReadFile(b []byte) File {
	if IsXQF(b) {
		return readXQF(b)
	}
	f := fileReader{start: rules.StartPosition()}
	if secs := sections(b); len(secs) > 1 {
		f.readSections(b, secs)
	} else {
		f.f.Encoding, _ = f.readSection(b, 1, true)
	}
	if len(f.f.Games) == 0 && f.junk.err != nil {
		f.f.Games = []*Game{f.junk.game}
		f.junk.err.Game = 1
		f.f.Errs = []*Error{f.junk.err}
	}
	return f.f
}

// readSection reads a text in one encoding family: with a BOM, in UTF-16
// or UTF-32, or 8-bit; its first line is line. whole is set for a whole
// file, which may be a bare FEN. It returns the encoding it was read in and
// how many lines the section has.
func (f *fileReader) readSection(b []byte, line int, whole bool) (string, int) {
	enc, rest, guessed := wideEncoding(b)
	switch {
	case enc == encUTF8: // a BOM: UTF-8 for sure, bad bytes or not
		return f.readBytes(rest, []string{encUTF8}, line), countLines(rest)
	case enc != "":
		text, bad, first := decodeWide(enc, rest)
		p := f.parse(text, whole)
		if guessed {
			p.setEncoding(enc)
		}
		f.keep(p, chunk{0, line}, enc, bad, first)
		return enc, strings.Count(text, "\n")
	}
	order := byteEncodings[:]
	if mostlyUTF8(b) {
		order = []string{encUTF8, encGBK, encBig5, encWin1252}
	} else if latinBytes(b) {
		order = []string{encWin1252, encGBK, encBig5, encUTF8}
	}
	return f.readBytes(b, order, line), countLines(b)
}

// readSections reads a file joined from texts in different encoding
// families (a UTF-16 file and a UTF-8 one put together), each section on
// its own. The file's encoding is the one most of its bytes were read in;
// a section read in another has a Warning, as an 8-bit part does.
func (f *fileReader) readSections(b []byte, secs []int) {
	size := make(map[string]int)
	type read struct {
		enc        string
		game, line int
	}
	var reads []read
	line := 1
	for i, start := range secs {
		end := len(b)
		if i+1 < len(secs) {
			end = secs[i+1]
		}
		first := len(f.f.Games)
		enc, lines := f.readSection(b[start:end], line, false)
		size[enc] += end - start
		if len(f.f.Games) > first {
			reads = append(reads, read{enc, first, line})
		}
		line += lines
	}
	for _, r := range reads {
		if size[r.enc] > size[f.f.Encoding] || f.f.Encoding == "" {
			f.f.Encoding = r.enc
		}
	}
	if f.f.Encoding == "" {
		f.f.Encoding = encUTF8
	}
	var moved []*Warning
	for _, r := range reads {
		if r.enc != f.f.Encoding {
			moved = append(moved, &Warning{Game: r.game + 1, Line: r.line, Text: "read as " + r.enc + ", unlike the rest of the file (" + f.f.Encoding + ")"})
		}
	}
	if len(moved) > 0 {
		f.f.Warnings = mergeWarnings(f.f.Warnings, moved)
	}
}

// fileReader reads the games of one file into f.
type fileReader struct {
	f     File
	start rules.Position // the standard start, parsed once per file
	junk  struct {       // the first text that is not a game, in case no game follows
		game *Game
		err  *Error
	}
	// Each game's tags and moves grow in these, reused from game to game,
	// and are copied out at its end: one allocation each per game.
	tags    []Tag
	moves   []rules.Move
	notes   []Note
	scratch Game // the game being read
}

// readBytes reads an 8-bit text part by part (see ReadFile), each part in
// the best of the encodings order, the first of which wins ties when it is
// UTF-8.
func (f *fileReader) readBytes(b []byte, order []string, line int) string {
	parts := []chunk{{0, line}} // valid UTF-8 is read whole, as it always was
	if !utf8.Valid(b) {
		parts = chunks(b, line)
	}
	counts := make(map[string]int) // the non-ASCII bytes read in each encoding
	type read struct {
		enc        string
		game, line int // the part's first game, 0-based, and first line
		ascii      bool
	}
	var reads []read
	for i, c := range parts {
		end := len(b)
		if i+1 < len(parts) {
			end = parts[i+1].start
		}
		part := b[c.start:end]
		first := len(f.f.Games)
		enc := f.readPart(part, c, order, len(parts) == 1)
		ascii := isASCII(part)
		if !ascii {
			counts[enc] += len(part)
		}
		if len(f.f.Games) > first {
			reads = append(reads, read{enc, first, c.line, ascii})
		}
	}
	most := encUTF8
	for _, enc := range order { // the most bytes; of equals, the one preferred
		if counts[enc] > counts[most] {
			most = enc
		}
	}
	var moved []*Warning
	for _, r := range reads {
		if !r.ascii && r.enc != most {
			moved = append(moved, &Warning{Game: r.game + 1, Line: r.line, Text: "read as " + r.enc + ", unlike the rest of the file (" + most + ")"})
		}
	}
	if len(moved) > 0 {
		f.f.Warnings = mergeWarnings(f.f.Warnings, moved)
	}
	return most
}

// candidate is one reading of a part.
type candidate struct {
	enc        string
	bad, first int // undecodable bytes, and the first's offset in the text
	odd        int // GBK pairs with an ASCII second byte: rare in GBK, common in Big5 or Latin-1 read as GBK
	p          parsed
}

// readPart reads one part of an 8-bit text and returns the encoding it
// was read in.
func (f *fileReader) readPart(part []byte, c chunk, order []string, whole bool) string {
	if utf8.Valid(part) {
		f.keep(f.parse(lineEnds(string(part)), whole), c, encUTF8, 0, -1)
		return encUTF8
	}
	var best candidate
	for i, enc := range order {
		text, bad, first := decodeAs(enc, part)
		k := candidate{enc: enc, bad: bad, first: first, p: f.parse(text, whole)}
		if enc == encGBK {
			k.odd = asciiTrails(part)
		}
		if i == 0 || k.better(best, order[0] == encUTF8) {
			best = k
		}
		if !k.p.failed && (bad == 0 && k.odd == 0 || enc == encUTF8 && i == 0) {
			break // read whole and clean: no other can read it better
		}
	}
	best.p.setEncoding(best.enc)
	f.keep(best.p, c, best.enc, best.bad, best.first)
	return best.enc
}

// better reports whether k is a better reading than best: it reads more
// moves or, when utf8First is not set, as many with fewer bad bytes, or
// fewer odd pairs. The first of equals stays.
func (k candidate) better(best candidate, utf8First bool) bool {
	switch {
	case k.p.moves != best.p.moves:
		return k.p.moves > best.p.moves
	case utf8First:
		return false
	case k.bad != best.bad:
		return k.bad < best.bad
	}
	return k.odd < best.odd
}

// keep adds a part's games, errors and warnings to the file's, numbering
// them through the file. The part's text has bad undecodable bytes, the
// first at offset first in it.
func (f *fileReader) keep(p parsed, c chunk, enc string, bad, first int) {
	base := len(f.f.Games)
	f.f.Games = append(f.f.Games, p.games...)
	for _, e := range p.errs {
		e.Game += base
		f.f.Errs = append(f.f.Errs, e)
	}
	if f.junk.err == nil && p.junkErr != nil {
		f.junk.game, f.junk.err = p.junk, p.junkErr
	}
	if len(p.games) == 0 {
		return
	}
	var cut []*Warning
	for _, off := range p.cuts {
		line := c.line + strings.Count(p.text[:off], "\n")
		cut = append(cut, &Warning{Game: base + p.gameAt(off) + 1, Line: line, Text: "a comment left unclosed ({) ended at the next game's tags"})
	}
	if len(cut) > 0 {
		f.f.Warnings = mergeWarnings(f.f.Warnings, cut)
	}
	if bad == 0 {
		return
	}
	k := p.gameAt(first) // the game the first bad byte is in
	what := fmt.Sprintf("%d bytes that are not %s replaced by U+FFFD", bad, enc)
	if bad == 1 {
		what = "1 byte that is not " + enc + " replaced by U+FFFD"
	}
	if enc != encUTF8 {
		what = fmt.Sprintf("text that is not %s replaced by U+FFFD in %d places", enc, bad)
	}
	line := c.line + strings.Count(p.text[:first], "\n")
	f.f.Warnings = append(f.f.Warnings, &Warning{Game: base + k + 1, Line: line, Text: what})
}

// mergeWarnings merges two lists of warnings, each in file order, into one.
func mergeWarnings(a, b []*Warning) []*Warning {
	out := make([]*Warning, 0, len(a)+len(b))
	for len(a) > 0 && len(b) > 0 {
		if b[0].Line < a[0].Line {
			out, b = append(out, b[0]), b[1:]
		} else {
			out, a = append(out, a[0]), a[1:]
		}
	}
	return append(append(out, a...), b...)
}

// parsed is what reading one decoded text gave, before it is kept.
type parsed struct {
	text    string
	games   []*Game
	offs    []int    // where each game's text starts
	errs    []*Error // Game numbered in games
	junk    *Game    // the first text that is not a game, and why
	junkErr *Error
	cuts    []int // where comments left unclosed start, each ended at the next game's tags
	moves   int   // the moves of all the games
	failed  bool  // a game or the junk stopped at a problem
}

// gameAt is the index of the game whose text holds the offset off.
func (p *parsed) gameAt(off int) int {
	k := 0
	for k+1 < len(p.offs) && p.offs[k+1] <= off {
		k++
	}
	return k
}

// setEncoding names the guessed encoding enc in every error.
func (p *parsed) setEncoding(enc string) {
	for _, e := range p.errs {
		e.Encoding = enc
	}
	if p.junkErr != nil {
		p.junkErr.Encoding = enc
	}
}

// parse reads the games of a decoded text. A whole file's text that is
// only a FEN is a game from that position (see Read).
func (f *fileReader) parse(text string, whole bool) parsed {
	p := parsed{text: text}
	if whole {
		if g, e, ok := bareFEN(text, f.start); ok {
			p.games, p.offs = []*Game{g}, []int{0}
			if e != nil {
				p.errs, p.failed = []*Error{e}, true
			}
			return p
		}
	}
	sc := scanner{s: text}
	for sc.i < len(sc.s) {
		off := sc.i
		// The game is read into scratch and copied out when it is one, so
		// that text that is none (a run of result marks) allocates nothing.
		f.scratch = Game{Tags: f.tags[:0], Moves: f.moves[:0]}
		r := gameReader{sc: &sc, g: &f.scratch, ns: noteSet{notes: f.notes[:0]}, startPos: f.start}
		r.read()
		f.tags, f.moves, f.notes = r.g.Tags, r.g.Moves, r.ns.notes
		p.moves += len(r.g.Moves)
		if r.err != nil {
			p.failed = true
		}
		if len(r.g.Tags) == 0 && len(r.g.Moves) == 0 {
			if p.junkErr == nil && r.err != nil {
				p.junk, p.junkErr = &Game{Start: r.g.Start}, r.err
			}
			continue
		}
		g := &Game{Tags: clone(f.tags), Start: r.g.Start, Comment: r.g.Comment, Moves: clone(f.moves)}
		if len(f.notes) > 0 {
			for len(f.notes) < len(f.moves) {
				f.notes = append(f.notes, Note{})
			}
			g.Notes = clone(f.notes)
		}
		p.games = append(p.games, g)
		p.offs = append(p.offs, off)
		if r.err != nil {
			r.err.Game = len(p.games)
			p.errs = append(p.errs, r.err)
		}
	}
	p.cuts = sc.cut
	return p
}

// isASCII reports whether b is all ASCII.
func isASCII(b []byte) bool {
	for _, c := range b {
		if c >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// latinBytes reports whether the high bytes of a text that is not UTF-8
// stand mostly alone between ASCII ones, as the accented letters of
// Latin-1 text do ("Café", "Müller"), rather than in the pairs of GBK and
// Big5 text, whose characters are two high bytes more often than not.
func latinBytes(b []byte) bool {
	alone, paired := 0, 0
	for i := 0; i < len(b); i++ {
		if b[i] < utf8.RuneSelf {
			continue
		}
		if i+1 < len(b) && b[i+1] >= utf8.RuneSelf {
			paired++
			i++
			continue
		}
		alone++
	}
	return alone > paired
}

// asciiTrails counts the characters of b read as GBK whose second byte is
// ASCII (0x40 to 0x7E): GBK's additions to GB2312, rare in real text,
// where Big5's common characters and Latin-1 letters before ASCII look so.
func asciiTrails(b []byte) int {
	n := 0
	for i := 0; i < len(b); i++ {
		c := b[i]
		if c < 0x81 || c == 0xFF || i+1 >= len(b) {
			continue
		}
		t := b[i+1]
		switch {
		case t >= 0x30 && t <= 0x39: // GB18030's four-byte form
			i += 3
		case t >= 0x40 && t <= 0x7E:
			n++
			i++
		default:
			i++
		}
	}
	return n
}
