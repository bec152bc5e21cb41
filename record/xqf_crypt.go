package record

// XQStudio scrambles the files of version 11 and later (XQStudio 1.1 on)
// with keys kept in the header itself: the scrambling hides the record
// from a hex editor, it is not secret. The header's bytes 0x03 to 0x0F
// hold a mask, a product number, four "or" bytes and four key bytes
// whose sum is 0 modulo 256 (XQStudio refuses a file whose sum is not).
// From them come:
//   - KeyXY, subtracted from each piece's square; from version 12 the 32
//     squares are also rotated by KeyXY+1 places;
//   - KeyXYf and KeyXYt, subtracted (with 0x18 and 0x20, which version 10
//     and earlier subtract alone) from each move's from and to squares;
//   - KeyRMKSize, subtracted from each comment's length;
//   - 32 stream bytes, subtracted from every byte of the move tree, the
//     one at file offset i taking stream byte i mod 32.

// Offsets of the key bytes in the header.
const (
	xqfKeyMask = 0x03
	xqfKeyOrA  = 0x08 // then B, C and D
	xqfKeySum  = 0x0C
	xqfKeyXY   = 0x0D
	xqfKeyXYf  = 0x0E
	xqfKeyXYt  = 0x0F
)

// Versions whose files are scrambled, and whose piece squares are rotated.
const (
	xqfScrambledFrom = 11
	xqfRotatedFrom   = 12
)

// xqfKeys are the keys a file is read with; all zero for a file that is
// not scrambled.
type xqfKeys struct {
	xy, from, to byte     // subtracted from piece squares, move from and to squares
	comment      uint32   // subtracted from a comment's stored length
	stream       [32]byte // subtracted from the move tree's bytes
}

// xqfKeyByte spreads one header key byte as XQStudio does:
// (54k²+221)·mul, kept to a byte.
func xqfKeyByte(k, mul byte) byte {
	kk := int(k)
	return byte((54*kk*kk + 221) * int(mul))
}

// keysSumZero reports whether the header's four key bytes add up to 0
// modulo 256, the check XQStudio makes before it reads a scrambled file.
func keysSumZero(h []byte) bool {
	return h[xqfKeySum]+h[xqfKeyXY]+h[xqfKeyXYf]+h[xqfKeyXYt] == 0
}

// keysOf derives the keys of a header of the given version.
func keysOf(h []byte, version byte) xqfKeys {
	var k xqfKeys
	if version < xqfScrambledFrom {
		return k
	}
	k.xy = xqfKeyByte(h[xqfKeyXY], h[xqfKeyXY])
	k.from = xqfKeyByte(h[xqfKeyXYf], k.xy)
	k.to = xqfKeyByte(h[xqfKeyXYt], k.from)
	// A 16-bit word in XQStudio: KeysSum·256 + the header's KeyXY.
	k.comment = (uint32(h[xqfKeySum])<<8|uint32(h[xqfKeyXY]))%32000 + 767
	const phrase = "[(C) Copyright Mr. Dong Shiwei.]"
	mask := h[xqfKeyMask]
	for i := range k.stream {
		or := h[xqfKeyOrA+i%4]
		key := h[xqfKeySum+i%4]
		k.stream[i] = phrase[i] & (key&mask | or)
	}
	return k
}

// unscramble returns the move tree's bytes, which start at file offset
// xqfHeaderSize, as they were before scrambling.
func (k *xqfKeys) unscramble(tree []byte) []byte {
	out := make([]byte, len(tree))
	for i, c := range tree {
		out[i] = c - k.stream[(xqfHeaderSize+i)%32]
	}
	return out
}

// pieceSquares returns the 32 piece squares of the header, unscrambled:
// each x·10+y (file x from Red's left, rank y from Red's side), or above
// 89 for a piece not on the board.
func (k *xqfKeys) pieceSquares(h []byte, version byte) [32]byte {
	var sq [32]byte
	raw := h[xqfPieces : xqfPieces+32]
	for i := range sq {
		j := i
		if version >= xqfRotatedFrom {
			j = (i + int(k.xy) + 1) % 32
		}
		sq[j] = raw[i]
	}
	for i := range sq {
		sq[i] -= k.xy
	}
	return sq
}
