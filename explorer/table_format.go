package explorer

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"math"

	"xiangqi/rules"
)

// The table's binary form, version 1. Numbers are unsigned varints
// (encoding/binary's Uvarint) unless said otherwise:
//
//	"XQMS"                    magic
//	version                   1
//	plies, min games, games   the cut and the games counted (Table's Plies,
//	                          MinGames and Games)
//	start key                 8 bytes, little-endian: the standard start's
//	                          position key, so that a table made with other
//	                          keys than the reader's is refused, not misread
//	positions, moves          how many positions follow, and how many
//	                          moves they have in all (the reader's sizes)
//	per position, keys ascending:
//	  key                     8 bytes, little-endian
//	  moves                   how many follow, at least 1
//	  per move, ascending:    move (rules.Move), games, Red's wins, draws,
//	                          Black's wins (the wins and draws at most games)
//	CRC-32                    4 bytes, little-endian (IEEE), of all the above
//
// Keys are random 64-bit numbers, which no varint or delta would shorten
// by more than a byte; the counts are mostly one byte each.
const (
	tableMagic   = "XQMS"
	TableVersion = 1
)

// ErrTable is the error every damaged or foreign table wraps.
var ErrTable = errors.New("opening table")

// AppendBinary appends the table's binary form to b.
func (t *Table) AppendBinary(b []byte) ([]byte, error) {
	start := len(b)
	b = append(b, tableMagic...)
	b = binary.AppendUvarint(b, TableVersion)
	for _, n := range [...]int{t.plies, t.minGames, t.games} {
		b = binary.AppendUvarint(b, uint64(n))
	}
	sp := rules.StartPosition()
	b = binary.LittleEndian.AppendUint64(b, sp.Key())
	b = binary.AppendUvarint(b, uint64(len(t.keys)))
	b = binary.AppendUvarint(b, uint64(len(t.moves)))
	for i, k := range t.keys {
		b = binary.LittleEndian.AppendUint64(b, k)
		ms := t.moves[t.first[i]:t.first[i+1]]
		b = binary.AppendUvarint(b, uint64(len(ms)))
		for _, m := range ms {
			for _, n := range [...]uint32{uint32(m.move), m.games, m.red, m.draws, m.black} {
				b = binary.AppendUvarint(b, uint64(n))
			}
		}
	}
	return binary.LittleEndian.AppendUint32(b, crc32.ChecksumIEEE(b[start:])), nil
}

// ParseTable reads a table AppendBinary wrote. A table that is damaged,
// of another version or made with other position keys is an error that
// wraps ErrTable and says what is wrong, never a panic and never a table
// that answers wrongly.
func ParseTable(b []byte) (*Table, error) {
	if len(b) < len(tableMagic)+4 || string(b[:len(tableMagic)]) != tableMagic {
		return nil, fmt.Errorf("%w: not a table (no %q at its start)", ErrTable, tableMagic)
	}
	body, sum := b[:len(b)-4], binary.LittleEndian.Uint32(b[len(b)-4:])
	r := reader{b: body, at: len(tableMagic)}
	if v := r.uvarint(); r.err == nil && v != TableVersion {
		return nil, fmt.Errorf("%w: version %d, this game reads version %d", ErrTable, v, TableVersion)
	}
	if crc32.ChecksumIEEE(body) != sum {
		return nil, fmt.Errorf("%w: damaged (its checksum does not match)", ErrTable)
	}
	t := &Table{plies: r.int(), minGames: r.int(), games: r.int()}
	sp := rules.StartPosition()
	if k := r.uint64(); r.err == nil && k != sp.Key() {
		return nil, fmt.Errorf("%w: made with other position keys than this game's", ErrTable)
	}
	// Each position takes at least 8+1 bytes, each move 5: a count
	// larger than the bytes left could hold is damage, found before it
	// is allocated.
	n := r.count(9)
	nmoves := r.count(5)
	t.keys = make([]uint64, 0, n)
	t.first = make([]uint32, 1, n+1)
	t.moves = make([]tableMove, 0, nmoves)
	for range n {
		k := r.uint64()
		if len(t.keys) > 0 && k <= t.keys[len(t.keys)-1] {
			r.fail("position keys not ascending")
		}
		nm := r.count(5)
		if nm == 0 || nm > nmoves-len(t.moves) {
			r.fail(fmt.Sprintf("a position with %d moves", nm))
		}
		for j := range nm {
			m := tableMove{move: rules.Move(r.uint32()), games: r.uint32(), red: r.uint32(), draws: r.uint32(), black: r.uint32()}
			switch {
			case r.err != nil:
			case !validMove(m.move):
				r.fail(fmt.Sprintf("move %d is no move", m.move))
			case j > 0 && m.move <= t.moves[len(t.moves)-1].move:
				r.fail("moves not ascending")
			case m.games == 0 || int(m.games) > t.games || uint64(m.red)+uint64(m.draws)+uint64(m.black) > uint64(m.games):
				r.fail(fmt.Sprintf("move %v: %d games, %d+%d+%d results", m.move, m.games, m.red, m.draws, m.black))
			}
			if r.err != nil {
				return nil, r.err
			}
			t.moves = append(t.moves, m)
		}
		if r.err != nil {
			return nil, r.err
		}
		t.keys = append(t.keys, k)
		t.first = append(t.first, uint32(len(t.moves)))
	}
	if r.err == nil && len(t.moves) != nmoves {
		r.fail(fmt.Sprintf("%d moves, the header says %d", len(t.moves), nmoves))
	}
	if r.err == nil && r.at != len(r.b) {
		r.fail(fmt.Sprintf("%d bytes after the last position", len(r.b)-r.at))
	}
	if r.err != nil {
		return nil, r.err
	}
	return t, nil
}

// validMove reports whether m joins two different points of the board.
func validMove(m rules.Move) bool {
	from, to := int(m.From()), int(m.To())
	return m>>14 == 0 && from < rules.NumSquares && to < rules.NumSquares && from != to
}

// reader reads the table's numbers; the first problem sticks in err and
// every read after it gives 0.
type reader struct {
	b   []byte
	at  int
	err error
}

func (r *reader) fail(what string) {
	if r.err == nil {
		r.err = fmt.Errorf("%w: damaged at byte %d: %s", ErrTable, r.at, what)
	}
}

func (r *reader) uvarint() uint64 {
	if r.err != nil {
		return 0
	}
	v, n := binary.Uvarint(r.b[r.at:])
	if n <= 0 {
		r.fail("a number cut short or too long")
		return 0
	}
	if n > 1 && r.b[r.at+n-1] == 0 {
		// Read as the same number, but written back otherwise: one
		// table, one form.
		r.fail("a number not in its shortest form")
		return 0
	}
	r.at += n
	return v
}

func (r *reader) uint32() uint32 {
	v := r.uvarint()
	if v > math.MaxUint32 {
		r.fail("a count too large")
		return 0
	}
	return uint32(v)
}

func (r *reader) int() int {
	v := r.uvarint()
	if v > math.MaxInt32 {
		r.fail("a number too large")
		return 0
	}
	return int(v)
}

// count reads how many items follow, each of at least size bytes.
func (r *reader) count(size int) int {
	v := r.uvarint()
	if v > uint64(len(r.b)-r.at)/uint64(size) {
		r.fail(fmt.Sprintf("%d items, more than the bytes left hold", v))
		return 0
	}
	return int(v)
}

func (r *reader) uint64() uint64 {
	if r.err != nil {
		return 0
	}
	if len(r.b)-r.at < 8 {
		r.fail("a key cut short")
		return 0
	}
	v := binary.LittleEndian.Uint64(r.b[r.at:])
	r.at += 8
	return v
}
