package record

import (
	"encoding/binary"
	"fmt"

	"golang.org/x/text/encoding/simplifiedchinese"

	"xiangqi/rules"
)

// An XQF encoder for the tests: it writes files as XQStudio writes them,
// from the format's public description, so that reading them back checks
// the reader. Its key arithmetic is written out as XQStudio's formula
// reads, apart from the reader's.

// xqfSpec is one XQF file to write.
type xqfSpec struct {
	version byte
	// The header's key bytes KeyXY, KeyXYf and KeyXYt (KeysSum is made so
	// that the four add up to 0), the mask, and the four "or" bytes.
	// Versions 10 and earlier write none.
	keys [3]byte
	mask byte
	ors  [4]byte
	// badSum writes a KeysSum one off, as a damaged header has.
	badSum  bool
	start   rules.Position
	squares *[32]byte // the pieces' squares (x·10+y, 0xFF off the board) instead of start's
	whoPlay byte
	result  byte
	fields  map[string]string // by tag name (xqfFields), UTF-8
	root    *xqfSpecNode      // the start position's node; nil for a file of its header alone
}

// xqfSpecNode is one node of the tree to write.
type xqfSpecNode struct {
	move      string   // ICCS; "" for the root
	squares   *[2]byte // the from and to coordinates to write instead of move's
	comment   string   // UTF-8, written in GBK
	badLength int64    // when not 0, the comment's stored length is this more than it should be
	next, alt *xqfSpecNode
}

// chain chains moves (ICCS) into nodes, each the next of the one before.
func chain(moves ...string) *xqfSpecNode {
	var first, last *xqfSpecNode
	for _, m := range moves {
		n := &xqfSpecNode{move: m}
		if first == nil {
			first = n
		} else {
			last.next = n
		}
		last = n
	}
	return first
}

// nth returns the node i steps down the next moves from n (0: n).
func (n *xqfSpecNode) nth(i int) *xqfSpecNode {
	for ; i > 0; i-- {
		n = n.next
	}
	return n
}

// addAlt adds a as the last alternative of n.
func (n *xqfSpecNode) addAlt(a *xqfSpecNode) {
	for n.alt != nil {
		n = n.alt
	}
	n.alt = a
}

// encoded is a written file and the file offset of each node's record.
type encoded struct {
	b    []byte
	offs map[*xqfSpecNode]int
}

// testKeyByte is XQStudio's key formula, as it writes it.
func testKeyByte(b, mul byte) byte {
	k := int(b)
	return byte((((((k*k)*3+9)*3+8)*2+1)*3 + 8) * int(mul))
}

// encodeXQF writes s.
func encodeXQF(s xqfSpec) (encoded, error) {
	h := make([]byte, 0x400)
	h[0], h[1], h[2] = 'X', 'Q', s.version
	var kxy, kf, kt byte
	var rmk uint32
	var stream [32]byte
	if s.version > 10 {
		h[0x03] = s.mask
		copy(h[0x08:0x0C], s.ors[:])
		h[0x0D], h[0x0E], h[0x0F] = s.keys[0], s.keys[1], s.keys[2]
		h[0x0C] = 0 - s.keys[0] - s.keys[1] - s.keys[2]
		if s.badSum {
			h[0x0C]++
		}
		kxy = testKeyByte(h[0x0D], h[0x0D])
		kf = testKeyByte(h[0x0E], kxy)
		kt = testKeyByte(h[0x0F], kf)
		rmk = (uint32(h[0x0C])*256+uint32(h[0x0D]))%32000 + 767
		phrase := []byte("[(C) Copyright Mr. Dong Shiwei.]")
		for i := range stream {
			stream[i] = phrase[i] & (h[0x0C+i%4]&s.mask | s.ors[i%4])
		}
	}
	squares, err := pieceSlots(s)
	if err != nil {
		return encoded{}, err
	}
	for i, v := range squares { // slot i is stored at j, rotated back from version 12
		j := i
		if s.version >= 12 {
			j = ((i-int(kxy)-1)%32 + 32) % 32
		}
		h[0x10+j] = v + kxy
	}
	h[0x32], h[0x33] = s.whoPlay, s.result
	for _, fd := range xqfFields() {
		text, ok := s.fields[fd.tag]
		if !ok {
			continue
		}
		gbk, err := simplifiedchinese.GBK.NewEncoder().Bytes([]byte(text))
		if err != nil {
			return encoded{}, err
		}
		if len(gbk) > fd.size-1 {
			return encoded{}, fmt.Errorf("%s: %d bytes, more than the field's %d", fd.tag, len(gbk), fd.size-1)
		}
		h[fd.off] = byte(len(gbk))
		copy(h[fd.off+1:], gbk)
	}
	e := encoded{b: h, offs: make(map[*xqfSpecNode]int)}
	if s.root != nil {
		w := treeWriter{e: &e, version: s.version, kf: kf, kt: kt, rmk: rmk}
		if err := w.write(s.root); err != nil {
			return encoded{}, err
		}
	}
	for i := 0x400; i < len(e.b); i++ {
		e.b[i] += stream[i%32]
	}
	return e, nil
}

// pieceSlots gives each piece of s.start the first free slot of its side
// and kind, in XQF's order, or returns s.squares.
func pieceSlots(s xqfSpec) ([32]byte, error) {
	if s.squares != nil {
		return *s.squares, nil
	}
	var sq [32]byte
	for i := range sq {
		sq[i] = 0xFF
	}
	kinds := xqfKinds()
	for r := 0; r < 10; r++ {
		for f := 0; f < 9; f++ {
			pc := s.start.At(rules.SquareAt(f, r))
			if pc == rules.Empty {
				continue
			}
			i := 0
			for ; i < 16; i++ {
				slot := int(pc.Color())*16 + i
				if kinds[i] == pc.Kind() && sq[slot] == 0xFF {
					sq[slot] = byte(f*10 + r)
					break
				}
			}
			if i == 16 {
				return sq, fmt.Errorf("no slot left for %v on %v", pc, rules.SquareAt(f, r))
			}
		}
	}
	return sq, nil
}

// treeWriter writes the records of a tree, in preorder.
type treeWriter struct {
	e       *encoded
	version byte
	kf, kt  byte
	rmk     uint32
	count   int // records written, to vary the flags' noise
}

func (w *treeWriter) write(n *xqfSpecNode) error {
	w.e.offs[n] = len(w.e.b)
	var from, to byte
	switch {
	case n.squares != nil:
		from, to = n.squares[0], n.squares[1]
	case n.move != "":
		m, err := rules.ParseMoveText(n.move)
		if err != nil {
			return err
		}
		from = byte(m.From().File()*10 + m.From().Rank())
		to = byte(m.To().File()*10 + m.To().Rank())
	}
	w.count++
	var flags byte
	if w.version > 10 {
		flags = byte(w.count) & 0x1F // noise the reader must ignore
		if n.next != nil {
			flags |= 0x80
		}
		if n.alt != nil {
			flags |= 0x40
		}
		if n.comment != "" {
			flags |= 0x20
		}
	} else {
		// Any bit of a nibble says it: vary which.
		if n.next != nil {
			flags |= 0x10 << (w.count % 4)
		}
		if n.alt != nil {
			flags |= 0x01 << (w.count % 4)
		}
	}
	w.e.b = append(w.e.b, from+0x18+w.kf, to+0x20+w.kt, flags, byte(w.count))
	if w.version <= 10 || n.comment != "" {
		gbk, err := simplifiedchinese.GBK.NewEncoder().Bytes([]byte(n.comment))
		if err != nil {
			return err
		}
		stored := uint32(0)
		if len(gbk) > 0 || n.badLength != 0 {
			stored = uint32(int64(len(gbk)) + int64(w.rmk) + n.badLength)
		}
		w.e.b = binary.LittleEndian.AppendUint32(w.e.b, stored)
		w.e.b = append(w.e.b, gbk...)
	}
	if n.next != nil {
		if err := w.write(n.next); err != nil {
			return err
		}
	}
	if n.alt != nil {
		return w.write(n.alt)
	}
	return nil
}
