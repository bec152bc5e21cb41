package ai

import (
	"unsafe"

	"xiangqi/rules"
)

// Bound types of a stored score.
const (
	boundNone  = 0
	boundUpper = 1 // the score is at most the stored value (no move raised alpha)
	boundLower = 2 // the score is at least the stored value (a beta cutoff)
	boundExact = boundUpper | boundLower
)

// entry is one transposition table slot, 16 bytes. The full key is kept so
// that a collision needs a 64-bit match.
type entry struct {
	key   uint64
	move  rules.Move
	score int16
	eval  int16
	depth int8
	flags uint8 // bound in the low 2 bits, search generation in the rest
}

const bucketSize = 4 // entries probed per key: one 64-byte cache line

type bucket [bucketSize]entry

// table is the transposition table: buckets of four entries. A new entry
// replaces, within its bucket, the same key, else the entry of least worth,
// where worth is depth plus a bonus for being from the current search.
type table struct {
	buckets []bucket
	mask    uint64
	gen     uint8
}

// resize allocates the largest power-of-two bucket count within mib MiB.
func (t *table) resize(mib int) {
	if mib < 1 {
		mib = 1
	}
	n := uint64(mib) << 20 / 64
	p := uint64(1)
	for p*2 <= n {
		p *= 2
	}
	t.buckets = make([]bucket, p)
	adviseHugePages(t.buckets)
	t.mask = p - 1
	t.gen = 0
}

func (t *table) clear() {
	clear(t.buckets)
	t.gen = 0
}

// newSearch ages the table so that old entries are replaced first.
func (t *table) newSearch() { t.gen = (t.gen + 4) & 0xFC }

// probe returns the entry for key, if stored.
func (t *table) probe(key uint64) (entry, bool) {
	b := &t.buckets[key&t.mask]
	for i := range b {
		if b[i].key == key {
			return b[i], true
		}
	}
	return entry{}, false
}

// fetch starts loading key's bucket into the cache, so that a probe a
// little later does not wait for memory: the table is far larger than the
// caches and nearly every probe misses them.
func (t *table) fetch(key uint64) {
	prefetch(unsafe.Pointer(&t.buckets[key&t.mask]))
}

// store records a search result. Scores must already be adjusted to be
// relative to this node (see toTT).
func (t *table) store(key uint64, move rules.Move, score, eval, depth, bound int) {
	b := &t.buckets[key&t.mask]
	victim := 0
	worst := 1 << 30
	for i := range b {
		e := &b[i]
		if e.key == key {
			victim = i
			break
		}
		w := int(e.depth)
		if e.flags&0xFC == t.gen {
			w += 16
		}
		if w < worst {
			worst, victim = w, i
		}
	}
	e := &b[victim]
	if e.key == key && move == rules.NoMove {
		move = e.move // keep the known best move
	}
	if e.key == key && bound != boundExact && int(e.depth) > depth+2 && e.flags&0xFC == t.gen {
		return // keep a much deeper result from this search
	}
	*e = entry{key: key, move: move, score: int16(score), eval: int16(eval), depth: int8(depth), flags: t.gen | uint8(bound)}
}

// toTT makes a mate score relative to the node (distance to mate from here)
// and fromTT makes it relative to the root again.
func toTT(score, ply int) int {
	if score > mateBound {
		return score + ply
	}
	if score < -mateBound {
		return score - ply
	}
	return score
}

func fromTT(score, ply int) int {
	if score > mateBound {
		return score - ply
	}
	if score < -mateBound {
		return score + ply
	}
	return score
}
