package puzzle

import (
	"errors"
	"fmt"

	"xiangqi/rules"
)

// MaxMateMoves bounds every depth the solver accepts: 20 moves of the
// attacker is 39 plies, far beyond any puzzle and within its stacks.
const MaxMateMoves = 20

// DefaultNodeLimit is the node budget of each call of a solver made by
// NewSolver: about half a minute on a desktop core. The hardest proof about
// a built-in puzzle takes some 1 600 000 nodes (refuting a wrong first
// move of a mate in 7); the limit exists so that an
// unsuitable position (a board editor's, say) fails with ErrNodeLimit
// instead of hanging the game. SetNodeLimit changes it.
const DefaultNodeLimit = 5_000_000

// ErrNodeLimit is returned when a proof needs more nodes than the solver's
// limit. Nothing was proved either way.
var ErrNodeLimit = errors.New("puzzle: solver node limit exceeded")

const maxPly = 2*MaxMateMoves + 2

// Solver proves forced mates by a full-width AND/OR search: the attacker
// tries every legal move, the defender every legal reply, so "mate in n"
// from it is a proof, not an evaluation. It shares no code with the ai
// package, which is why the puzzle tests can use it to check the engine's
// claims and the generator's output independently.
//
// The rules are the referee's (package rules): no legal move loses, in check
// or not; a position in which neither side has an attacking piece, or after
// 120 plies without a capture, is a draw. Repetition is ignored, which is
// exact for shortest mates: on a line in which the attacker always plays a
// move of least mate distance the distance falls with every attacker move,
// so no position repeats.
//
// A Solver keeps its transposition table between calls (the proofs it holds
// are facts about positions, valid for any later question). It is not safe
// for concurrent use; give each goroutine its own.
type Solver struct {
	pos   rules.Position
	tt    []ttEntry
	mask  uint64
	nodes uint64
	limit uint64
	stop  bool
	lists [maxPly]rules.MoveList
	order [maxPly][rules.MaxMoves]int32
}

// ttEntry records what has been proved about one position, from the view of
// the side to move, as bounds in moves of the winning side:
// win: it mates within win moves (0: not known); noWin: it cannot mate within
// noWin moves; loss: it is mated within loss moves of the opponent (0: not
// known); noLoss: it survives noLoss moves of the opponent. best is a mating
// move (after a win) or the refuting reply (after a failed loss proof).
type ttEntry struct {
	key                      uint64
	win, noWin, loss, noLoss uint8
	best                     rules.Move
}

// NewSolver returns a solver whose table takes about hashMiB mebibytes
// (at least 1) and whose node limit is DefaultNodeLimit.
func NewSolver(hashMiB int) *Solver {
	if hashMiB < 1 {
		hashMiB = 1
	}
	n := uint64(1)
	for n*2*16 <= uint64(hashMiB)<<20 {
		n *= 2
	}
	return &Solver{tt: make([]ttEntry, n), mask: n - 1, limit: DefaultNodeLimit}
}

// SetNodeLimit sets the node budget of each following call (0: no limit).
func (s *Solver) SetNodeLimit(n uint64) { s.limit = n }

// Nodes returns the nodes searched by the last call.
func (s *Solver) Nodes() uint64 { return s.nodes }

// Clear forgets every stored proof.
func (s *Solver) Clear() { clear(s.tt) }

func (s *Solver) begin(pos rules.Position, maxMoves int) error {
	if maxMoves < 0 || maxMoves > MaxMateMoves {
		return fmt.Errorf("puzzle: mate depth %d out of range 0–%d", maxMoves, MaxMateMoves)
	}
	s.pos = pos
	s.nodes = 0
	s.stop = false
	return nil
}

// MateIn finds the shortest forced mate for the side to move within maxMoves
// of its moves: n is that number and ok is true, or ok is false when the side
// to move has no forced mate in maxMoves moves. ("Mate" includes leaving the
// opponent without a legal move, which loses in Xiangqi.) err is
// ErrNodeLimit when the budget ran out first.
func (s *Solver) MateIn(pos rules.Position, maxMoves int) (n int, ok bool, err error) {
	if err := s.begin(pos, maxMoves); err != nil {
		return 0, false, err
	}
	if !s.pos.HasLegalMove() || drawn(&s.pos) {
		return 0, false, nil
	}
	for n := 1; n <= maxMoves; n++ {
		if s.win(0, n) {
			return n, true, nil
		}
		if s.stop {
			return 0, false, ErrNodeLimit
		}
	}
	return 0, false, nil
}

// MatedIn is MateIn for the other side: n is the number of opponent moves
// within which the side to move is mated whatever it plays, 0 when it has no
// legal move already (ok true: it has lost).
func (s *Solver) MatedIn(pos rules.Position, maxMoves int) (n int, ok bool, err error) {
	if err := s.begin(pos, maxMoves); err != nil {
		return 0, false, err
	}
	if !s.pos.HasLegalMove() {
		return 0, true, nil
	}
	for n := 1; n <= maxMoves; n++ {
		if s.loss(0, n) {
			return n, true, nil
		}
		if s.stop {
			return 0, false, ErrNodeLimit
		}
	}
	return 0, false, nil
}

// MatedWithin reports whether the side to move is mated within maxMoves of
// the opponent's moves whatever it plays, without finding the exact number
// (one search at full depth rather than one per depth: the cheaper question
// when judging a player's move).
func (s *Solver) MatedWithin(pos rules.Position, maxMoves int) (bool, error) {
	if err := s.begin(pos, maxMoves); err != nil {
		return false, err
	}
	if !s.pos.HasLegalMove() {
		return true, nil
	}
	if maxMoves == 0 {
		return false, nil
	}
	ok := s.loss(0, maxMoves)
	if s.stop {
		return false, ErrNodeLimit
	}
	return ok, nil
}

// drawn reports the position-only draws of the referee for a position whose
// side to move has a legal move.
func drawn(p *rules.Position) bool {
	return p.HalfmoveClock() >= rules.MoveLimitPlies ||
		(!p.HasAttackers(rules.Red) && !p.HasAttackers(rules.Black))
}

func (s *Solver) entry(key uint64) *ttEntry {
	e := &s.tt[key&s.mask]
	if e.key != key {
		*e = ttEntry{key: key}
	}
	return e
}

func (s *Solver) probe(key uint64) *ttEntry {
	e := &s.tt[key&s.mask]
	if e.key != key {
		return nil
	}
	return e
}

func (s *Solver) count() bool {
	s.nodes++
	if s.limit != 0 && s.nodes > s.limit {
		s.stop = true
	}
	return s.stop
}

// win reports whether the side to move, which has a legal move and is not in
// a drawn position, mates within n ≥ 1 moves.
func (s *Solver) win(ply, n int) bool {
	if s.count() {
		return false
	}
	key := s.pos.Key()
	var ttBest rules.Move
	if e := s.probe(key); e != nil {
		if e.win != 0 && int(e.win) <= n {
			return true
		}
		if int(e.noWin) >= n {
			return false
		}
		ttBest = e.best
	}
	l := &s.lists[ply]
	s.pos.GenerateMoves(l)
	moves := l.Moves[:l.N]
	if n > 1 {
		s.orderAttack(ply, moves, ttBest)
	} else if ttBest != rules.NoMove {
		// At the last move only a move that leaves no reply wins, and every
		// move must be tried to refute; checking which give check would
		// cost more than it saves.
		for i, m := range moves {
			if m == ttBest {
				moves[0], moves[i] = moves[i], moves[0]
				break
			}
		}
	}
	for _, m := range moves {
		u := s.pos.MakeMove(m)
		var ok bool
		switch {
		case !s.pos.HasLegalMove():
			ok = true
		case n == 1 || drawn(&s.pos):
			ok = false
		default:
			ok = s.loss(ply+1, n-1)
		}
		s.pos.UnmakeMove(m, u)
		if s.stop {
			return false
		}
		if ok {
			e := s.entry(key)
			if e.win == 0 || int(e.win) > n {
				e.win = uint8(n)
			}
			e.best = m
			return true
		}
	}
	e := s.entry(key)
	if int(e.noWin) < n {
		e.noWin = uint8(n)
	}
	return false
}

// loss reports whether the side to move, which has a legal move, is mated
// within n ≥ 1 moves of the opponent whatever it plays.
func (s *Solver) loss(ply, n int) bool {
	if s.count() {
		return false
	}
	key := s.pos.Key()
	var ttBest rules.Move
	if e := s.probe(key); e != nil {
		if e.loss != 0 && int(e.loss) <= n {
			return true
		}
		if int(e.noLoss) >= n {
			return false
		}
		ttBest = e.best
	}
	l := &s.lists[ply]
	s.pos.GenerateMoves(l)
	moves := l.Moves[:l.N]
	s.orderDefence(ply, moves, ttBest)
	for _, m := range moves {
		u := s.pos.MakeMove(m)
		ok := s.pos.HasLegalMove() && !drawn(&s.pos) && s.win(ply+1, n)
		s.pos.UnmakeMove(m, u)
		if s.stop {
			return false
		}
		if !ok {
			e := s.entry(key)
			if int(e.noLoss) < n {
				e.noLoss = uint8(n)
			}
			e.best = m
			return false
		}
	}
	e := s.entry(key)
	if e.loss == 0 || int(e.loss) > n {
		e.loss = uint8(n)
	}
	return true
}

// orderAttack puts the stored mating move first, then checks, then captures:
// most mates are forced by checks, and a quick success ends the node.
func (s *Solver) orderAttack(ply int, moves []rules.Move, best rules.Move) {
	sc := s.order[ply][:len(moves)]
	for i, m := range moves {
		v := int32(0)
		switch {
		case m == best:
			v = 1 << 20
		case s.pos.GivesCheck(m):
			v = 1 << 16
		}
		if c := s.pos.At(m.To()); c != rules.Empty {
			v += 256 + int32(captureValue[c.Kind()])
		}
		sc[i] = v
	}
	sortMoves(moves, sc)
}

// orderDefence puts the stored refutation first, then captures (of the
// checking piece, often), then general moves: the replies most likely to
// escape, since one escape ends the node.
func (s *Solver) orderDefence(ply int, moves []rules.Move, best rules.Move) {
	sc := s.order[ply][:len(moves)]
	for i, m := range moves {
		v := int32(0)
		if m == best {
			v = 1 << 20
		}
		if c := s.pos.At(m.To()); c != rules.Empty {
			v += 1<<12 + int32(captureValue[c.Kind()])
		}
		if s.pos.At(m.From()).Kind() == rules.General {
			v += 1 << 8
		}
		sc[i] = v
	}
	sortMoves(moves, sc)
}

var captureValue = [rules.NumKinds]int32{0, 0, 20, 20, 40, 90, 45, 10}

// sortMoves sorts moves by descending score, stably (insertion sort: the
// lists are short and mostly in order).
func sortMoves(moves []rules.Move, sc []int32) {
	for i := 1; i < len(moves); i++ {
		m, v := moves[i], sc[i]
		j := i
		for ; j > 0 && sc[j-1] < v; j-- {
			moves[j], sc[j] = moves[j-1], sc[j-1]
		}
		moves[j], sc[j] = m, v
	}
}
