package record

import (
	"encoding/binary"
	"fmt"

	"xiangqi/rules"
)

// An XQF file's move tree follows its header: one record per node in
// preorder, the root (the start position) first. A record is 4 bytes
// (from square, to square, flags, a spare byte), then a comment: a 4-byte
// little-endian length, less the comment key, and that many bytes of GBK
// text. Files of version 10 and earlier give every record a length (0 for
// none); later ones only a record whose flags have xqfHasComment. A
// node's next move (its continuation) follows it at once; its
// alternative (another move from the same position) follows the whole
// subtree of its next move. So the main line comes first, then the
// alternatives of its last move, and so back to those of its first.

// A record's flags, from version 11 on; the low five bits are noise.
// Version 10 and earlier say "next" with any bit of 0xF0 and
// "alternative" with any of 0x0F.
const (
	xqfHasNext    = 0x80
	xqfHasAlt     = 0x40
	xqfHasComment = 0x20
)

// xqfNode is one record of the tree.
type xqfNode struct {
	from, to   byte // XQF coordinates x·10+y, above 89 in a damaged record
	comment    int  // the comment's offset in the tree's bytes
	commentLen int
	next, alt  int32 // indexes of the next move and the alternative, -1 for none
	mainOwner  int32 // -1 for the main line; else the main-line node it is an alternative to, or within one
	number     int32 // for a main-line node played, the number of its move
}

// xqfCut is where the tree's records stop before their end: the record
// hung at node at (as its next move, or as its alternative when alt; -1
// for the root's own record) could not be read, for the reason why.
type xqfCut struct {
	at  int32
	alt bool
	why string
}

// xqfTree is a file's move tree as read, before its moves are played.
type xqfTree struct {
	body  []byte // the tree's bytes, unscrambled
	nodes []xqfNode
	cut   *xqfCut
}

// readTree reads the records of a tree's bytes with the file's keys, up
// to the last or to the first that cannot be read. An empty tree (a file
// of its header alone) is a game without moves, as XQStudio reads it.
func readTree(body []byte, version byte, k *xqfKeys) xqfTree {
	t := xqfTree{body: body}
	if len(body) == 0 {
		return t
	}
	var pending []int32 // nodes whose alternative is still to come, the last first
	at, asAlt := int32(-1), false
	for off := 0; ; {
		n, next, flags, why := readRecord(body, off, version, k)
		if why != "" {
			t.cut = &xqfCut{at, asAlt, why}
			return t
		}
		i := int32(len(t.nodes))
		n.mainOwner = -1
		if at >= 0 {
			parent := &t.nodes[at]
			switch {
			case parent.mainOwner >= 0:
				n.mainOwner = parent.mainOwner
			case asAlt:
				n.mainOwner = at
			}
			if asAlt {
				parent.alt = i
			} else {
				parent.next = i
			}
		}
		t.nodes = append(t.nodes, n)
		off = next
		if flags&xqfHasAlt != 0 && i > 0 { // the root has no alternative
			pending = append(pending, i)
		}
		if flags&xqfHasNext != 0 {
			at, asAlt = i, false
			continue
		}
		if len(pending) == 0 {
			return t
		}
		at, asAlt = pending[len(pending)-1], true
		pending = pending[:len(pending)-1]
	}
}

// readRecord reads the record at off: the node, the offset after it and
// its flags (xqfHasNext and xqfHasAlt in every version), or why it cannot.
func readRecord(body []byte, off int, version byte, k *xqfKeys) (n xqfNode, next int, flags byte, why string) {
	if off+4 > len(body) {
		if off == len(body) {
			return n, 0, 0, "the file ends where a move's record should be"
		}
		return n, 0, 0, "the file ends inside a move's record"
	}
	r := body[off : off+4]
	n = xqfNode{from: r[0] - 0x18 - k.from, to: r[1] - 0x20 - k.to, next: -1, alt: -1}
	flags = r[2]
	hasComment := true
	if version < xqfScrambledFrom {
		var f byte
		if flags&0xF0 != 0 {
			f |= xqfHasNext
		}
		if flags&0x0F != 0 {
			f |= xqfHasAlt
		}
		flags = f
	} else {
		hasComment = flags&xqfHasComment != 0
	}
	off += 4
	if !hasComment {
		return n, off, flags, ""
	}
	if off+4 > len(body) {
		return n, 0, 0, "the file ends inside a comment's length"
	}
	stored := binary.LittleEndian.Uint32(body[off:])
	off += 4
	if stored == 0 { // no comment: XQStudio takes 0 as it is, unkeyed
		return n, off, flags, ""
	}
	size := int64(stored) - int64(k.comment)
	if size < 0 || size > int64(len(body)-off) {
		return n, 0, 0, fmt.Sprintf("a comment's length (%d bytes) runs past the end of the file", size)
	}
	n.comment, n.commentLen = off, int(size)
	return n, off + int(size), flags, ""
}

// commentOf returns a node's comment decoded from GBK and cleaned as
// Read cleans comments.
func (t *xqfTree) commentOf(i int32) string {
	n := &t.nodes[i]
	if n.commentLen == 0 {
		return ""
	}
	s, _, _ := decodeAs(encGBK, t.body[n.comment:n.comment+n.commentLen])
	return cleanComment(s)
}

// rootComment is the comment on the start position, "" for none.
func (t *xqfTree) rootComment() string {
	if len(t.nodes) == 0 {
		return ""
	}
	return t.commentOf(0)
}

// firstFrom is the from square of the main line's first move, or 0xFF
// when there is none.
func (t *xqfTree) firstFrom() byte {
	if len(t.nodes) == 0 || t.nodes[0].next < 0 {
		return 0xFF
	}
	return t.nodes[t.nodes[0].next].from
}

// moveOf returns a node's move and whether it is legal in pos.
func (t *xqfTree) moveOf(pos *rules.Position, i int32) (rules.Move, bool) {
	n := &t.nodes[i]
	if n.from > 89 || n.to > 89 {
		return rules.NoMove, false
	}
	m := rules.NewMove(xqfSquare(n.from), xqfSquare(n.to))
	return m, pos.IsLegal(m)
}

// moveError is the Error of node i's move, which is not legal in pos.
func (t *xqfTree) moveError(pos *rules.Position, i int32) *Error {
	n := &t.nodes[i]
	if n.from > 89 || n.to > 89 {
		what := fmt.Sprintf("a move's record names a point off the board (%d to %d)", n.from, n.to)
		return &Error{Move: pos.MoveNumber(), Err: &xqfError{what: what}}
	}
	m := rules.NewMove(xqfSquare(n.from), xqfSquare(n.to))
	return &Error{Move: pos.MoveNumber(), Text: m.String(), Err: fmt.Errorf("%s is not a legal move", m)}
}

// game plays the main line from g.Start into g.Moves, each move's comment
// and alternatives into g.Notes, as Read gives a PGN game: an alternative
// is a variation, the line of its next moves from the position before the
// move, up to the first that is not legal (dropped when that is its
// first); the alternatives within a variation and the comments of its
// moves are dropped. It returns the Error of the first illegal move of
// the main line, which ends it there, or of the records that could not be
// read (at the move where the main line stops, or at the move whose
// variations they held); nil when there is neither.
func (t *xqfTree) game(g *Game) *Error {
	if len(t.nodes) == 0 {
		if t.cut != nil {
			return &Error{Move: g.Start.MoveNumber(), Err: &xqfError{what: t.cut.why}}
		}
		return nil
	}
	pos := g.Start
	var notes []Note
	noted := false
	var stop *Error
	for at := int32(0); ; {
		if c := t.cut; c != nil && c.at == at && !c.alt {
			stop = &Error{Move: pos.MoveNumber(), Err: &xqfError{what: c.why}}
			break
		}
		i := t.nodes[at].next
		if i < 0 {
			break
		}
		m, ok := t.moveOf(&pos, i)
		if !ok {
			stop = t.moveError(&pos, i)
			break
		}
		var note Note
		note.Comment = t.commentOf(i)
		for a := t.nodes[i].alt; a >= 0; a = t.nodes[a].alt {
			if line := t.line(pos, a); len(line) > 0 {
				note.Variations = append(note.Variations, Line{Moves: line})
			}
		}
		noted = noted || note.Comment != "" || len(note.Variations) > 0
		t.nodes[i].number = int32(pos.MoveNumber())
		pos.MakeMove(m)
		g.Moves = append(g.Moves, m)
		notes = append(notes, note)
		at = i
	}
	if noted {
		g.Notes = notes
	}
	if stop != nil || t.cut == nil {
		return stop
	}
	owner := t.cut.at // a main-line node whose alternative could not be read
	if t.nodes[owner].mainOwner >= 0 {
		owner = t.nodes[owner].mainOwner
	}
	return &Error{Move: int(t.nodes[owner].number), Err: &xqfError{what: t.cut.why + ", among the variations of this move"}}
}

// line returns the variation that starts with node i: its moves and their
// next moves, legal from pos, up to the first that is not.
func (t *xqfTree) line(pos rules.Position, i int32) []rules.Move {
	var line []rules.Move
	for ; i >= 0; i = t.nodes[i].next {
		m, ok := t.moveOf(&pos, i)
		if !ok {
			break
		}
		pos.MakeMove(m)
		line = append(line, m)
	}
	return line
}
