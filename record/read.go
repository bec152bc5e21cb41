package record

import (
	"fmt"
	"strings"

	"xiangqi/rules"
)

// Read reads every game of a PGN file in any encoding (see ReadFile) and any
// notation rules.Position.ReadMove reads. A game with a problem is still
// returned, with the moves read up to the problem, and its Error is in
// errs; the following games are read as usual. Every Error's Game is the
// number of a returned game.
//
// A new game starts at a tag section after moves, or after a result mark.
// Text that has neither tags nor a readable move is not a game (a result
// mark alone makes none, however many there are): it is
// skipped when the file has games (notes before the first, a tool's name
// after the last) and reported as game 1 when it has none, so that a file
// that is not PGN at all is not silently empty. A text that is only a FEN
// gives one game from that position with no moves.
//
// The Result tag is kept as the file wrote it; a game without one gets
// the result mark that ends its moves, unless that is "*".
//
// What the file says about a move goes to the move's Note:
//   - a {comment} after it, or a ; comment (to the end of its line), is
//     its Comment, cleaned as Write writes comments: each run of white
//     space and control characters (line ends included) one space, none at
//     either end, '}' (which only a ; comment can hold) made ')'. Several
//     comments are joined by one space. A comment before the first move,
//     after the tags, is the game's Comment (without tags it is dropped,
//     as text before a game is); comments after a move that could not
//     be read are dropped. Joining takes time linear in the
//     comments' length, and a move's joined comment is not cut: it is
//     never longer than the file;
//   - $1 to $6 after it, or an annotation mark stuck to it or standing
//     after it (!, ?, !!, ??, !?, ?!, also in full-width forms), is its
//     NAG: the first $1 to $6, else the first mark, else the first other
//     $n up to $255 ($0, larger numbers and unknown marks are dropped);
//   - a (variation) after it is one of its Variations, read from the
//     position before the move in any notation, as the main line, with
//     its own notes read as the main line's: a comment before its first
//     move is the Line's Comment, and variations nest, up to MaxDepth
//     lines deep (deeper ones are skipped). A variation ends at its ')',
//     or unclosed at a '[' starting a line; it keeps the moves before one
//     that cannot be read or is not legal, which is not an error of the
//     game (what follows in it is skipped), and is dropped when it has
//     none.
//
// Notes is nil for a game without any of these.
func Read(b []byte) (games []*Game, errs []*Error) {
	f := ReadFile(b)
	return f.Games, f.Errs
}

// clone copies s into a slice of its own length, nil when it is empty.
func clone[T any](s []T) []T {
	if len(s) == 0 {
		return nil
	}
	return append(make([]T, 0, len(s)), s...)
}

// gameReader reads one game from the scanner's place.
type gameReader struct {
	sc       *scanner
	g        *Game
	startPos rules.Position // the standard start, parsed once per file
	pos      rules.Position // the position before the next move
	err      *Error         // the first problem; the rest of the moves is skipped
	begun    bool           // the moves have begun: Start is set
	ns       noteSet        // the notes of the main line's moves so far
	undo     rules.Undo     // what the last move took, to go back before it
}

// noteSet gathers what a line (the main line or a variation) says about
// its moves as they are read.
type noteSet struct {
	notes   []Note // the notes of the moves so far, empty until one is read
	intro   string // the comment before the first move
	nagRank int    // how the last move's NAG was read (nagNone...)
	joined  []byte // the last comments joined, once there are two; nil before
	at      int    // whose comment joined is: -1 the intro, else notes[at]
}

// read reads the tags and the moves, up to the result mark, the next
// game's tags or the end of the text.
func (r *gameReader) read() {
	defer r.begin() // a game of tags alone still gets its start position
	defer func() {
		r.ns.endComment()
		r.g.Comment = r.ns.intro
	}()
	for {
		tok, w := r.sc.next()
		switch tok {
		case tokEOF:
			return
		case tokTag:
			if r.begun {
				if r.sc.looksLikeTag() {
					return // the next game's tags
				}
				r.sc.skipBracket()
				continue
			}
			if t := r.sc.tag(); t.Name != "" {
				r.g.Tags = append(r.g.Tags, t)
			}
		case tokResult:
			if len(r.g.Tags) == 0 && len(r.g.Moves) == 0 {
				return // a result mark alone is not a game, nor is it after words that are not moves
			}
			r.begin()
			if w != "*" && r.g.tagIndex("Result") < 0 {
				r.g.Tags = append(r.g.Tags, Tag{"Result", w})
			}
			return
		case tokWord:
			r.begin()
			if r.err == nil && !isNumber(w) {
				r.move(w, r.sc.mark)
			}
		case tokMark:
			if r.noting() {
				r.ns.setNAG(len(r.g.Moves), r.sc.mark, nagMark)
			}
		case tokNAG:
			if r.noting() {
				n := parseNAG(w)
				r.ns.setNAG(len(r.g.Moves), n, nagRank(n))
			}
		case tokComment:
			if r.noting() || r.err == nil && len(r.g.Moves) == 0 && (r.begun || len(r.g.Tags) > 0) {
				r.ns.comment(len(r.g.Moves), w)
			}
		case tokOpen:
			if r.noting() {
				r.variation()
			} else {
				r.sc.skipVariation()
			}
		}
	}
}

// noting reports whether what the file says now belongs to a move: the
// last one read, when no problem has stopped the moves.
func (r *gameReader) noting() bool { return r.err == nil && len(r.g.Moves) > 0 }

// note returns the note of move n-1, the last of n, making the notes as
// far as it.
func (s *noteSet) note(n int) *Note {
	for len(s.notes) < n {
		s.notes = append(s.notes, Note{})
	}
	return &s.notes[n-1]
}

// setNAG gives the last of n moves the NAG nag, read in the way rank,
// unless it has one read in a better way or as well.
func (s *noteSet) setNAG(n, nag, rank int) {
	if nag != 0 && rank > s.nagRank {
		s.note(n).NAG = nag
		s.nagRank = rank
	}
}

// comment adds the text of a comment to the last of n moves' comment, or
// to the intro when n is 0. The first is kept as it is (a slice of the
// text when it needs no cleaning); from the second on they are joined in
// s.joined, which endComment makes the comment, so that joining k
// comments takes time linear in their length rather than copying the
// joined text k times.
func (s *noteSet) comment(n int, text string) {
	c := cleanComment(text)
	if c == "" {
		return
	}
	at, dst := -1, &s.intro
	if n > 0 {
		at, dst = n-1, &s.note(n).Comment
	}
	switch {
	case *dst == "":
		*dst = c
	case s.joined == nil:
		s.at = at
		s.joined = make([]byte, 0, 2*(len(*dst)+1+len(c)))
		s.joined = append(append(append(s.joined, *dst...), ' '), c...)
	default:
		s.joined = append(append(s.joined, ' '), c...)
	}
}

// endComment makes the comments joined so far their move's comment (or
// the intro): called before the next move and at the line's end.
func (s *noteSet) endComment() {
	if s.joined == nil {
		return
	}
	if s.at < 0 {
		s.intro = string(s.joined)
	} else {
		s.notes[s.at].Comment = string(s.joined)
	}
	s.joined = nil
}

// moved starts the notes of a new move.
func (s *noteSet) moved() {
	s.endComment()
	s.nagRank = nagNone
}

// variation reads the variation whose '(' is at the scanner's place, an
// alternative to the last move, and adds it to that move's note when it
// has a move.
func (r *gameReader) variation() {
	r.sc.i++ // the '('
	pos := r.pos
	pos.UnmakeMove(r.g.Moves[len(r.g.Moves)-1], r.undo)
	if line := r.line(pos, 1); len(line.Moves) > 0 {
		n := r.ns.note(len(r.g.Moves))
		n.Variations = append(n.Variations, line)
	}
}

// line reads a variation depth lines deep, from pos up to its end: its
// moves, its notes and the variations nested in it, each read the same
// way down to MaxDepth lines deep (deeper ones are skipped). Its moves
// end before the first that cannot be read or is not legal, and what
// follows that is skipped.
func (r *gameReader) line(pos rules.Position, depth int) Line {
	var l Line
	var ns noteSet
	var undo rules.Undo
	ok := true // the moves so far are read and legal
	for {
		tok, w := r.sc.next()
		switch tok {
		case tokEOF, tokClose:
			return ns.finish(l)
		case tokTag:
			if r.sc.atLineStart() {
				return ns.finish(l) // unclosed: the next game's tags, or the game's junk
			}
			r.sc.i++
		case tokOpen:
			if !ok || len(l.Moves) == 0 || depth >= MaxDepth {
				r.sc.skipVariation()
				continue
			}
			r.sc.i++
			before := pos
			before.UnmakeMove(l.Moves[len(l.Moves)-1], undo)
			if v := r.line(before, depth+1); len(v.Moves) > 0 {
				n := ns.note(len(l.Moves))
				n.Variations = append(n.Variations, v)
			}
		case tokWord:
			if !ok || isNumber(w) {
				continue
			}
			m, _, mark, err := r.readMove(&pos, w, r.sc.mark)
			if err != nil {
				ok = false
				continue
			}
			ns.moved()
			undo = pos.MakeMove(m)
			l.Moves = append(l.Moves, m)
			if mark != 0 {
				ns.setNAG(len(l.Moves), mark, nagMark)
			}
		case tokMark:
			if ok && len(l.Moves) > 0 {
				ns.setNAG(len(l.Moves), r.sc.mark, nagMark)
			}
		case tokNAG:
			if ok && len(l.Moves) > 0 {
				n := parseNAG(w)
				ns.setNAG(len(l.Moves), n, nagRank(n))
			}
		case tokComment:
			if ok {
				ns.comment(len(l.Moves), w)
			}
		}
	}
}

// finish gives l the notes gathered: nil when none was read, else one per
// move.
func (s *noteSet) finish(l Line) Line {
	s.endComment()
	l.Comment = s.intro
	if len(s.notes) > 0 {
		s.note(len(l.Moves))
		l.Notes = s.notes
	}
	return l
}

// begin sets the start position from the FEN tag, when the moves begin.
func (r *gameReader) begin() {
	if r.begun {
		return
	}
	r.begun = true
	r.pos = r.startPos
	if fen := strings.TrimSpace(r.g.Tag("FEN")); fen != "" {
		p, err := rules.ParseFEN(fen)
		if err != nil {
			r.err = &Error{Text: fen, Err: fmt.Errorf("%w tag: %w", ErrBadFEN, err)}
		} else {
			r.pos = p
		}
	}
	r.g.Start = r.pos
}

// move reads and plays the move w, whose annotation mark is mark, or
// records why it cannot.
func (r *gameReader) move(w string, mark int) {
	m, text, mark, err := r.readMove(&r.pos, w, mark)
	if err != nil {
		r.err = &Error{Move: r.pos.MoveNumber(), Text: text, Err: err}
		return
	}
	r.ns.moved()
	r.undo = r.pos.MakeMove(m)
	r.g.Moves = append(r.g.Moves, m)
	if mark != 0 {
		r.ns.setNAG(len(r.g.Moves), mark, nagMark)
	}
}

// readMove reads the move w, whose annotation mark is mark, in pos, or the
// move written with spaces that w starts. It returns the move, its text
// and its mark (the last word's when written with spaces), or an error.
func (r *gameReader) readMove(pos *rules.Position, w string, mark int) (rules.Move, string, int, error) {
	m, err := pos.ReadMove(w)
	if err == nil {
		return m, w, mark, nil
	}
	return r.spaced(pos, w, mark, err)
}

// maxWords is how many words one move may be written in: the Vietnamese
// long form "Pháo 2 bình 5" has four.
const maxWords = 4

// spaced tries w as the first word of a move written with spaces, the
// Vietnamese long form "Pháo 2 bình 5" (or "炮 二 平 五"), joining it with
// the words that follow, longest first. A move written so starts with a
// word without digits, so a move in one word is never joined. On success
// the scanner moves past the words used and the mark is the last word's;
// otherwise it stays, and the error is w's own, or the four words' when
// the second is a file number, as in the long form.
func (r *gameReader) spaced(pos *rules.Position, w string, mark int, err error) (rules.Move, string, int, error) {
	if hasDigit(w) {
		return rules.NoMove, w, mark, err
	}
	back := r.sc.i
	var words [maxWords]string
	var ends, marks [maxWords]int
	words[0], ends[0], marks[0] = w, back, mark
	n := 1
	for n < maxWords {
		tok, next := r.sc.next()
		if tok != tokWord {
			break
		}
		words[n], ends[n], marks[n] = next, r.sc.i, r.sc.mark
		n++
	}
	r.sc.i = back
	for k := n; k >= 2; k-- {
		for _, sep := range [...]string{" ", ""} {
			text := strings.Join(words[:k], sep)
			if m, e := pos.ReadMove(text); e == nil {
				r.sc.i = ends[k-1]
				return m, text, marks[k-1], nil
			}
		}
	}
	if n >= 2 && isNumber(words[1]) {
		text := strings.Join(words[:n], " ")
		_, e := pos.ReadMove(text)
		return rules.NoMove, text, mark, e
	}
	return rules.NoMove, w, mark, err
}

// bareFEN reads a text that is one FEN and nothing else, as players paste
// it: one line whose first field has the ten ranks of a board.
func bareFEN(text string, start rules.Position) (*Game, *Error, bool) {
	t := strings.TrimFunc(text, isSpace)
	if len(t) > 200 || strings.ContainsAny(t, "\n[{") {
		return nil, nil, false
	}
	fields := strings.Fields(t)
	if len(fields) == 0 || strings.Count(fields[0], "/") != 9 {
		return nil, nil, false
	}
	p, err := rules.ParseFEN(t)
	if err != nil {
		return &Game{Start: start}, &Error{Game: 1, Text: t, Err: fmt.Errorf("%w: %w", ErrBadFEN, err)}, true
	}
	return &Game{Start: p}, nil, true
}
