package record

import (
	"errors"
	"fmt"

	"xiangqi/rules"
)

// Path names a move in a game's tree of lines: Path{i} is move i (from 0)
// of the main line, Path{i, v, j} move j of the v-th variation of main
// move i, and each level deeper two numbers more (variation, move). The
// empty Path names the start, before the first move.
type Path []int

// ErrNoMove is the error of a Path that names no move of the game.
var ErrNoMove = errors.New("record: no such move")

// lineRef points at a line's parts in a game: the main line's fields or a
// variation's.
type lineRef struct {
	comment *string
	moves   *[]rules.Move
	notes   *[]Note
}

func (g *Game) mainLine() lineRef { return lineRef{&g.Comment, &g.Moves, &g.Notes} }

func refOf(l *Line) lineRef { return lineRef{&l.Comment, &l.Moves, &l.Notes} }

// lineAt returns the line whose moves are prefix+{k}, prefix of even
// length, and the position before its first move.
func (g *Game) lineAt(prefix Path) (lineRef, rules.Position, error) {
	ref, pos := g.mainLine(), g.Start
	for d := 0; d+1 < len(prefix); d += 2 {
		i, v := prefix[d], prefix[d+1]
		if i < 0 || i >= len(*ref.moves) || i >= len(*ref.notes) || v < 0 || v >= len((*ref.notes)[i].Variations) {
			return lineRef{}, pos, ErrNoMove
		}
		for _, m := range (*ref.moves)[:i] {
			pos.MakeMove(m)
		}
		ref = refOf(&(*ref.notes)[i].Variations[v])
	}
	return ref, pos, nil
}

// resolve returns the line of the move p names, its index in it and the
// position before it.
func (g *Game) resolve(p Path) (lineRef, int, rules.Position, error) {
	if len(p)%2 == 0 {
		return lineRef{}, 0, rules.Position{}, ErrNoMove
	}
	ref, pos, err := g.lineAt(p[:len(p)-1])
	k := p[len(p)-1]
	if err != nil || k < 0 || k >= len(*ref.moves) {
		return lineRef{}, 0, pos, ErrNoMove
	}
	for _, m := range (*ref.moves)[:k] {
		pos.MakeMove(m)
	}
	return ref, k, pos, nil
}

// At returns the move p names and the position after it; the start
// position and rules.NoMove for the empty Path.
func (g *Game) At(p Path) (rules.Move, rules.Position, error) {
	if len(p) == 0 {
		return rules.NoMove, g.Start, nil
	}
	ref, k, pos, err := g.resolve(p)
	if err != nil {
		return rules.NoMove, pos, err
	}
	m := (*ref.moves)[k]
	pos.MakeMove(m)
	return m, pos, nil
}

// NoteAt returns the note of the move p names (a zero Note when it has
// none), or for the empty Path a Note of the game's Comment alone.
func (g *Game) NoteAt(p Path) (Note, error) {
	if len(p) == 0 {
		return Note{Comment: g.Comment}, nil
	}
	ref, k, _, err := g.resolve(p)
	if err != nil || *ref.notes == nil {
		return Note{}, err
	}
	return (*ref.notes)[k], nil
}

// Before returns the path of the move played just before the one p names:
// the one before it in its line or, for a variation's first move, the
// move before the one it is an alternative to; the empty Path before the
// game's first move. It does not check that p names a move.
func Before(p Path) Path {
	switch {
	case len(p) == 0:
		return nil
	case p[len(p)-1] > 0:
		q := append(Path(nil), p...)
		q[len(q)-1]--
		return q
	case len(p) == 1:
		return Path{}
	}
	return Before(p[:len(p)-2])
}

// Next returns the path of the move after the one p names in its line
// (for the empty Path, the main line's first), and false at a line's end.
func (g *Game) Next(p Path) (Path, bool) {
	if len(p) == 0 {
		return Path{0}, len(g.Moves) > 0
	}
	ref, k, _, err := g.resolve(p)
	if err != nil || k+1 >= len(*ref.moves) {
		return p, false
	}
	q := append(Path(nil), p...)
	q[len(q)-1]++
	return q, true
}

// Play plays m after the move at (the start for the empty Path) as PGN
// editors do, and returns the path of the move played: the next move of
// the line when it is m, else the variation of that next move that starts
// with m, else a new variation [m] of it (the last of its variations);
// at the end of a line, m lengthens the line. It fails when at names no
// move, m is not legal there, or a new variation would nest deeper than
// MaxDepth.
func (g *Game) Play(at Path, m rules.Move) (Path, error) {
	var ref lineRef
	var pos rules.Position
	next := 0
	if len(at) == 0 {
		ref, pos = g.mainLine(), g.Start
	} else {
		var k int
		var err error
		if ref, k, pos, err = g.resolve(at); err != nil {
			return nil, err
		}
		pos.MakeMove((*ref.moves)[k])
		next = k + 1
	}
	if !pos.IsLegal(m) {
		return nil, fmt.Errorf("record: %s is not legal in %s", m, pos.FEN())
	}
	prefix := Path(nil)
	if len(at) > 0 {
		prefix = append(prefix, at[:len(at)-1]...)
	}
	moves := *ref.moves
	if next == len(moves) {
		*ref.moves = append(moves, m)
		if *ref.notes != nil {
			*ref.notes = append(*ref.notes, Note{})
		}
		return append(prefix, next), nil
	}
	if moves[next] == m {
		return append(prefix, next), nil
	}
	if *ref.notes != nil {
		for v, l := range (*ref.notes)[next].Variations {
			if len(l.Moves) > 0 && l.Moves[0] == m {
				return append(prefix, next, v, 0), nil
			}
		}
	}
	if len(prefix)/2+1 > MaxDepth {
		return nil, fmt.Errorf("record: variations nest more than %d deep", MaxDepth)
	}
	if *ref.notes == nil {
		*ref.notes = make([]Note, len(moves))
	}
	n := &(*ref.notes)[next]
	n.Variations = append(n.Variations, Line{Moves: []rules.Move{m}})
	return append(prefix, next, len(n.Variations)-1, 0), nil
}

// Promote makes the variation of the move p names change places with the
// line it branches from, from the branch on: its moves (and their notes)
// become that line's, and that line's moves from the branch on become the
// variation, in its place among the others. The other variations at the
// branch stay there, and those of the variation's first move join them.
// So a variation of the main line becomes the main line, and one nested
// deeper goes one level up: promoting it again, as many times as it is
// deep, makes it the main line, as PGN editors' "promote" does. The
// variation's comment before its first move stays with the variation
// that takes its place. It returns the new path of the move p named, and
// fails when p names no move of a variation.
func (g *Game) Promote(p Path) (Path, error) {
	if len(p) < 3 {
		return nil, ErrNoMove
	}
	if _, _, _, err := g.resolve(p); err != nil {
		return nil, err
	}
	prefix, i, v, j := p[:len(p)-3], p[len(p)-3], p[len(p)-2], p[len(p)-1]
	ref, _, _ := g.lineAt(prefix)
	moves, notes := *ref.moves, *ref.notes
	old := notes[i]
	vr := old.Variations[v]

	demoted := Line{Comment: vr.Comment, Moves: append([]rules.Move(nil), moves[i:]...)}
	demoted.Notes = append([]Note(nil), notes[i:]...)
	demoted.Notes[0].Variations = nil

	first := Note{}
	if vr.Notes != nil {
		first = vr.Notes[0]
	}
	alts := make([]Line, 0, len(old.Variations)+len(first.Variations))
	alts = append(alts, old.Variations[:v]...)
	alts = append(alts, demoted)
	alts = append(alts, old.Variations[v+1:]...)
	alts = append(alts, first.Variations...)
	first.Variations = alts

	newMoves := append(append(make([]rules.Move, 0, i+len(vr.Moves)), moves[:i]...), vr.Moves...)
	newNotes := append(make([]Note, 0, len(newMoves)), notes[:i]...)
	newNotes = append(newNotes, first)
	if vr.Notes != nil {
		newNotes = append(newNotes, vr.Notes[1:]...)
	} else {
		newNotes = append(newNotes, make([]Note, len(vr.Moves)-1)...)
	}
	*ref.moves, *ref.notes = newMoves, newNotes
	g.tidy()
	return append(append(Path(nil), prefix...), i+j), nil
}

// Delete removes the move p names and the rest of its line after it: a
// whole variation when p names its first move. It returns the path of the
// move before (see Before), and fails when p names no move.
func (g *Game) Delete(p Path) (Path, error) {
	ref, k, _, err := g.resolve(p)
	if err != nil {
		return nil, err
	}
	if k == 0 && len(p) >= 3 {
		parent, _, _ := g.lineAt(p[:len(p)-3])
		n := &(*parent.notes)[p[len(p)-3]]
		v := p[len(p)-2]
		n.Variations = append(n.Variations[:v:v], n.Variations[v+1:]...)
	} else {
		*ref.moves = (*ref.moves)[:k:k]
		if *ref.notes != nil {
			*ref.notes = (*ref.notes)[:k:k]
		}
	}
	g.tidy()
	return Before(p), nil
}

// SetComment sets the comment of the move p names, cleaned as Read cleans
// comments ("" clears it); for the empty Path the game's Comment.
func (g *Game) SetComment(p Path, c string) error {
	c = cleanComment(c)
	if len(p) == 0 {
		g.Comment = c
		return nil
	}
	n, err := g.noteFor(p)
	if err != nil {
		return err
	}
	n.Comment = c
	g.tidy()
	return nil
}

// SetNAG sets the NAG of the move p names (0 clears it).
func (g *Game) SetNAG(p Path, nag int) error {
	if nag < 0 || nag > maxNAG {
		return fmt.Errorf("record: NAG %d is not in 0..%d", nag, maxNAG)
	}
	n, err := g.noteFor(p)
	if err != nil {
		return err
	}
	n.NAG = nag
	g.tidy()
	return nil
}

// noteFor returns the note of the move p names, making its line's notes.
func (g *Game) noteFor(p Path) (*Note, error) {
	ref, k, _, err := g.resolve(p)
	if err != nil {
		return nil, err
	}
	if *ref.notes == nil {
		*ref.notes = make([]Note, len(*ref.moves))
	}
	return &(*ref.notes)[k], nil
}

// tidy gives the game the form Read gives: variations without moves
// dropped, and a line's notes nil when all of them are empty, so that an
// edited game written and read back is the same.
func (g *Game) tidy() { g.Notes = tidyNotes(g.Notes) }

func tidyNotes(notes []Note) []Note {
	some := false
	for i := range notes {
		n := &notes[i]
		kept := n.Variations[:0]
		for _, v := range n.Variations {
			if len(v.Moves) > 0 {
				v.Notes = tidyNotes(v.Notes)
				kept = append(kept, v)
			}
		}
		if len(kept) == 0 {
			kept = nil
		}
		n.Variations = kept
		some = some || n.NAG != 0 || n.Comment != "" || n.Variations != nil
	}
	if !some {
		return nil
	}
	return notes
}

// Node is one move of a game's tree as Nodes lists it.
type Node struct {
	Path   Path
	Depth  int // how many variations deep its line is: 0 for the main line
	Move   rules.Move
	Before rules.Position // the position it is played in
	Note   Note           // its NAG, comment and variations
	First  bool           // it is the first move of a variation
}

// Nodes lists every move of the game in the order PGN writes them: each
// move, then the variations of it, each in full (nested ones within), then
// the next move of its line.
func (g *Game) Nodes() []Node {
	var out []Node
	nodes(&out, nil, 0, g.Start, g.Moves, g.Notes)
	return out
}

func nodes(out *[]Node, prefix Path, depth int, pos rules.Position, moves []rules.Move, notes []Note) {
	for k, m := range moves {
		p := append(append(make(Path, 0, len(prefix)+1), prefix...), k)
		n := Node{Path: p, Depth: depth, Move: m, Before: pos, First: k == 0 && depth > 0}
		if notes != nil {
			n.Note = notes[k]
		}
		*out = append(*out, n)
		for v, l := range n.Note.Variations {
			nodes(out, append(append(make(Path, 0, len(p)+1), p...), v), depth+1, pos, l.Moves, l.Notes)
		}
		pos.MakeMove(m)
	}
}

// MovesTo returns the moves from the start to the move p names, that move
// included: the line a board shows at p. It fails when p names no move.
func (g *Game) MovesTo(p Path) ([]rules.Move, error) {
	if len(p) == 0 {
		return nil, nil
	}
	if _, _, _, err := g.resolve(p); err != nil {
		return nil, err
	}
	var out []rules.Move
	moves, notes := g.Moves, g.Notes
	for d := 0; ; d += 2 {
		k := p[d]
		if d+1 == len(p) {
			return append(out, moves[:k+1]...), nil
		}
		out = append(out, moves[:k]...)
		l := notes[k].Variations[p[d+1]]
		moves, notes = l.Moves, l.Notes
	}
}
