package ai

import (
	"sync/atomic"
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

// entry is one transposition table entry as probe returns it. The full key
// is kept so that a collision needs a 64-bit match.
type entry struct {
	key   uint64
	move  rules.Move
	score int16
	eval  int16
	depth int8
	flags uint8 // bound in the low 2 bits, search generation in the rest
}

// slot is how an entry is stored: 16 bytes, two 64-bit words written and
// read with sync/atomic, so that the threads of a parallel search share
// the table safely. data packs the entry's fields (see pack); check is the
// key XOR data. A probe that reads the two words of two different writes
// (another thread stored in between) sees a check that no longer matches
// the key and takes the slot for empty: the lockless XOR scheme, which
// needs no lock and no retry, only word-sized atomic accesses.
type slot struct {
	check uint64
	data  uint64
}

// pack and unpack convert between an entry's fields and its data word:
// move in bits 0–15, score 16–31, eval 32–47, depth 48–55, flags 56–63.
func pack(move rules.Move, score, eval, depth int, flags uint8) uint64 {
	return uint64(move) | uint64(uint16(int16(score)))<<16 | uint64(uint16(int16(eval)))<<32 |
		uint64(uint8(int8(depth)))<<48 | uint64(flags)<<56
}

func unpack(key, d uint64) entry {
	return entry{key: key, move: rules.Move(d), score: int16(d >> 16), eval: int16(d >> 32), depth: int8(d >> 48), flags: uint8(d >> 56)}
}

const bucketSize = 4 // entries probed per key: one 64-byte cache line

type bucket [bucketSize]slot

// table is the transposition table: buckets of four entries. A new entry
// replaces, within its bucket, the same key, else the entry of least worth,
// where worth is depth plus a bonus for being from the current search.
// probe, fetch and store may run on several goroutines at once; resize,
// clear and newSearch may not run during a search.
type table struct {
	buckets []bucket
	mask    uint64
	gen     uint8
	// under, if set, is a table this one is laid over: the search probes
	// it when this one misses, and stores nothing there (the later lines
	// of a MultiPV search, multipv.go). probe itself does not look, so
	// that it stays small enough to be inlined.
	under *table
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
		d := atomic.LoadUint64(&b[i].data)
		if atomic.LoadUint64(&b[i].check)^d == key {
			return unpack(key, d), true
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
	var old uint64 // the victim's data word
	same := false  // the victim holds key
	for i := range b {
		d := atomic.LoadUint64(&b[i].data)
		if atomic.LoadUint64(&b[i].check)^d == key {
			victim, old, same = i, d, true
			break
		}
		w := int(int8(d >> 48))
		if uint8(d>>56)&0xFC == t.gen {
			w += 16
		}
		if w < worst {
			worst, victim, old = w, i, d
		}
	}
	if same {
		e := unpack(key, old)
		if move == rules.NoMove {
			move = e.move // keep the known best move
		}
		if bound != boundExact && int(e.depth) > depth+2 && e.flags&0xFC == t.gen {
			return // keep a much deeper result from this search
		}
	}
	d := pack(move, score, eval, depth, t.gen|uint8(bound))
	atomic.StoreUint64(&b[victim].check, key^d)
	atomic.StoreUint64(&b[victim].data, d)
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
