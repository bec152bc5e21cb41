package record

import (
	"fmt"
	"strings"

	"xiangqi/rules"
)

// Read reads every game of a PGN file in any encoding (see Decode) and any
// notation rules.Position.ReadMove reads. A game with a problem is still
// returned, with the moves read up to the problem, and its Error is in
// errs; the following games are read as usual. Every Error's Game is the
// number of a returned game.
//
// A new game starts at a tag section after moves, or after a result mark.
// Text that has neither tags nor a readable move is not a game: it is
// skipped when the file has games (notes before the first, a tool's name
// after the last) and reported as game 1 when it has none, so that a file
// that is not PGN at all is not silently empty. A text that is only a FEN
// gives one game from that position with no moves.
//
// The Result tag is kept as the file wrote it; a game without one gets
// the result mark that ends its moves, unless that is "*".
func Read(b []byte) (games []*Game, errs []*Error) {
	start := rules.StartPosition()
	text, err := Decode(b)
	if err != nil { // not met in practice: the decoders replace bad bytes
		return []*Game{{Start: start}}, []*Error{{Game: 1, Err: fmt.Errorf("cannot decode the file: %w", err)}}
	}
	if g, e, ok := bareFEN(text, start); ok {
		if e != nil {
			errs = append(errs, e)
		}
		return []*Game{g}, errs
	}
	sc := scanner{s: text}
	var junk gameReader // the first text that is not a game, in case no game follows
	// Each game's tags and moves grow in these, reused from game to game,
	// and are copied out at its end: one allocation each per game.
	var tags []Tag
	var moves []rules.Move
	for sc.i < len(sc.s) {
		r := gameReader{sc: &sc, g: &Game{Tags: tags[:0], Moves: moves[:0]}, startPos: start}
		r.read()
		tags, moves = r.g.Tags, r.g.Moves
		r.g.Tags, r.g.Moves = clone(tags), clone(moves)
		if len(r.g.Tags) == 0 && len(r.g.Moves) == 0 {
			if junk.err == nil && r.err != nil {
				junk = r
			}
			continue
		}
		games, errs = r.add(games, errs)
	}
	if len(games) == 0 && junk.err != nil {
		games, errs = junk.add(games, errs)
	}
	return games, errs
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
}

// add appends the game and its error, numbering it.
func (r *gameReader) add(games []*Game, errs []*Error) ([]*Game, []*Error) {
	games = append(games, r.g)
	if r.err != nil {
		r.err.Game = len(games)
		errs = append(errs, r.err)
	}
	return games, errs
}

// read reads the tags and the moves, up to the result mark, the next
// game's tags or the end of the text.
func (r *gameReader) read() {
	defer r.begin() // a game of tags alone still gets its start position
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
			r.begin()
			if w != "*" && r.g.tagIndex("Result") < 0 {
				r.g.Tags = append(r.g.Tags, Tag{"Result", w})
			}
			return
		case tokWord:
			r.begin()
			if r.err == nil && !isNumber(w) {
				r.move(w)
			}
		}
	}
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
			r.err = &Error{Text: fen, Err: fmt.Errorf("bad FEN tag: %w", err)}
		} else {
			r.pos = p
		}
	}
	r.g.Start = r.pos
}

// move reads and plays the move w, or records why it cannot.
func (r *gameReader) move(w string) {
	m, err := r.pos.ReadMove(w)
	text := w
	if err != nil {
		m, text, err = r.spaced(w, err)
	}
	if err != nil {
		r.err = &Error{Move: r.pos.MoveNumber(), Text: text, Err: err}
		return
	}
	r.pos.MakeMove(m)
	r.g.Moves = append(r.g.Moves, m)
}

// maxWords is how many words one move may be written in: the Vietnamese
// long form "Pháo 2 bình 5" has four.
const maxWords = 4

// spaced tries w as the first word of a move written with spaces, the
// Vietnamese long form "Pháo 2 bình 5" (or "炮 二 平 五"), joining it with
// the words that follow, longest first. A move written so starts with a
// word without digits, so a move in one word is never joined. On success
// the scanner moves past the words used; otherwise it stays, and the
// error is w's own, or the four words' when the second is a file number,
// as in the long form.
func (r *gameReader) spaced(w string, err error) (rules.Move, string, error) {
	if hasDigit(w) {
		return rules.NoMove, w, err
	}
	back := r.sc.i
	var words [maxWords]string
	var ends [maxWords]int
	words[0], ends[0] = w, back
	n := 1
	for n < maxWords {
		tok, next := r.sc.next()
		if tok != tokWord {
			break
		}
		words[n], ends[n] = next, r.sc.i
		n++
	}
	r.sc.i = back
	for k := n; k >= 2; k-- {
		for _, sep := range [...]string{" ", ""} {
			text := strings.Join(words[:k], sep)
			if m, e := r.pos.ReadMove(text); e == nil {
				r.sc.i = ends[k-1]
				return m, text, nil
			}
		}
	}
	if n >= 2 && isNumber(words[1]) {
		text := strings.Join(words[:n], " ")
		_, e := r.pos.ReadMove(text)
		return rules.NoMove, text, e
	}
	return rules.NoMove, w, err
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
		return &Game{Start: start}, &Error{Game: 1, Text: t, Err: fmt.Errorf("bad FEN: %w", err)}, true
	}
	return &Game{Start: p}, nil, true
}
