package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"

	"xiangqi/puzzle"
	"xiangqi/rules"
)

// The random positions of the generator almost never hold a mate in 7 (none
// in the 1 720 candidates behind the built-in table), so the longest mates
// are built backwards instead: from a proved mate in k, un-make a move of
// the defender and then one of the attacker, and keep the earlier position
// when the solver proves it a mate in exactly k+1; repeat up to the length
// wanted. The defender's moves are tried checks first, captures too (the
// attacker's key was a sacrifice); the attacker's plain moves first, then
// captures (the key took a guard, often in a trade), which put a piece back. The result is checked
// (one key move) and trimmed like a random candidate, so it is as sparse
// as the mate it grew from plus what the longer mate needs.
//
//	go run ./cmd/xiangqi-puzzlegen -retro 7:10 -seed 1 -o assets/puzzles/puzzles.tsv

// retroMarker starts the block of retro-made mates in the table, followed
// by the mate length.
const retroMarker = "# Mates in "

// retroRootNodes bounds the solver nodes spent growing one seed, so that
// one barren seed cannot stall the run.
const retroRootNodes = 15_000_000

// retroStepNodes bounds one proof about a predecessor with the attacker to
// move; retroDefenceNodes one with the defender to move, which is cheap
// when true (the defender has few moves, most often in check) and may be
// costly to refute.
const (
	retroStepNodes    = 2_000_000
	retroDefenceNodes = 300_000
)

// unmoves returns the positions, with the other side to move, from which
// that side reaches pos by a legal move; with uncapture also the moves that
// captured a piece of pos's side to move (put back on the square): the
// defender's captures are how sacrifices are made, the attacker's take a
// guard away.
// Soldiers are not put where no soldier can stand (sideways of its file
// before the river).
func unmoves(pos rules.Position, uncapture bool) []rules.Position {
	mover := pos.SideToMove().Other()
	var out []rules.Position
	for s := rules.Square(0); s < rules.NumSquares; s++ {
		pc := pos.At(s)
		if pc == rules.Empty || pc.Color() != mover {
			continue
		}
		for t := rules.Square(0); t < rules.NumSquares; t++ {
			if pos.At(t) != rules.Empty {
				continue
			}
			if pc.Kind() == rules.Soldier && !soldierPoint(mover, t) {
				continue
			}
			victims := []rules.Piece{rules.Empty}
			if uncapture {
				for _, k := range []rules.Kind{rules.Chariot, rules.Horse, rules.Cannon, rules.Soldier, rules.Advisor, rules.Elephant} {
					if k != rules.Soldier || soldierPoint(mover.Other(), s) {
						victims = append(victims, rules.MakePiece(mover.Other(), k))
					}
				}
			}
			for _, v := range victims {
				q := pos
				q.Put(s, v)
				q.Put(t, pc)
				q.SetSideToMove(mover)
				if q.Validate() != nil {
					continue
				}
				m := rules.NewMove(t, s)
				if !q.IsLegal(m) {
					continue
				}
				after := q
				after.MakeMove(m)
				if after.Key() != pos.Key() {
					continue
				}
				out = append(out, q)
			}
		}
	}
	return out
}

// pieceCount returns the number of pieces on the board.
func pieceCount(p *rules.Position) (n int) {
	for s := rules.Square(0); s < rules.NumSquares; s++ {
		if p.At(s) != rules.Empty {
			n++
		}
	}
	return n
}

// cmpBool orders false before true.
func cmpBool(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}

// soldierPoint reports whether a soldier of colour c can ever stand on s:
// past the river anywhere, before it only on its starting files.
func soldierPoint(c rules.Color, s rules.Square) bool {
	r := s.Rank()
	if c == rules.Black {
		r = 9 - r
	}
	return r >= 5 || (r >= 3 && s.File()%2 == 0)
}

// retroSearch grows mates backwards; it shares the generator's solver,
// random source and the positions already seen.
type retroSearch struct {
	g      *generator
	target int
	spent  uint64 // solver nodes spent on the current seed
	// stats, for the log: defender predecessors tried, proved; attacker
	// predecessors tried, proved, accepted, shorter mates; open proofs.
	stats [8]int
}

// prove runs one solver question with the step budget and counts its
// nodes; a question left open by the budget counts as no.
func (r *retroSearch) prove(limit uint64, f func() (int, bool, error)) (int, bool) {
	r.g.solver.SetNodeLimit(limit)
	n, ok, err := f()
	r.spent += r.g.solver.Nodes()
	if err != nil {
		r.stats[6]++
		return 0, false
	}
	return n, ok
}

// retroPerSeed is the most mates made from one seed: more would be
// variations of one net.
const retroPerSeed = 2

// extend looks for mates in exactly r.target that lead, by a move of each
// side, to pos, a mate in exactly k < r.target for its side to move, and
// hands each to found, until found returns true (enough) or the seed's
// budget runs out; it reports whether found had enough.
func (r *retroSearch) extend(pos rules.Position, k int, found func(rules.Position) bool) bool {
	g := r.g
	defs := unmoves(pos, true)
	g.rng.Shuffle(len(defs), func(i, j int) { defs[i], defs[j] = defs[j], defs[i] })
	// The defender in check first: the key move is a check, and
	// forced lines are what long mates are made of.
	slices.SortStableFunc(defs, func(x, y rules.Position) int { return cmpBool(y.InCheck(), x.InCheck()) })
	for _, d := range defs {
		if r.spent > retroRootNodes {
			return false
		}
		if g.seen[d.Key()] {
			continue
		}
		g.seen[d.Key()] = true
		r.stats[0]++
		// Every defence from d must lose within k, and none sooner
		// than the move to pos would.
		if n, ok := r.prove(retroDefenceNodes, func() (int, bool, error) { return g.solver.MatedIn(d, k) }); !ok || n != k {
			continue
		}
		r.stats[1]++
		atts := unmoves(d, true)
		g.rng.Shuffle(len(atts), func(i, j int) { atts[i], atts[j] = atts[j], atts[i] })
		// Plain moves first: a key that captures is the first move a
		// solver tries, so it is the last resort here.
		slices.SortStableFunc(atts, func(x, y rules.Position) int { return pieceCount(&x) - pieceCount(&y) })
		for _, a := range atts {
			if r.spent > retroRootNodes {
				return false
			}
			if g.seen[a.Key()] {
				continue
			}
			g.seen[a.Key()] = true
			r.stats[2]++
			if n, ok := r.prove(retroStepNodes, func() (int, bool, error) { return g.solver.MateIn(a, k+1) }); !ok || n != k+1 {
				if ok {
					r.stats[5]++
				}
				continue
			}
			r.stats[3]++
			if k+1 < r.target {
				if r.extend(a, k+1, found) {
					return true
				}
				continue
			}
			// One key move, each other move refuted within the
			// defence's budget.
			g.solver.SetNodeLimit(retroDefenceNodes)
			ok := g.interesting(a, r.target)
			r.spent += g.solver.Nodes()
			if ok {
				r.stats[4]++
				if found(a) {
					return true
				}
			}
		}
	}
	return false
}

// retro makes up to count mates in exactly target from the seeds (mates of
// shorter length, side to move mating), at most retroPerSeed from one seed,
// trying the longest seeds first, each length in a random order; the
// puzzles are numbered m<target>-01 on. emit is called with the puzzles
// made so far after each one.
func (g *generator) retro(seeds []puzzle.Puzzle, target, count int, emit func([]generated) error) ([]generated, error) {
	order := g.rng.Perm(len(seeds))
	slices.SortStableFunc(order, func(i, j int) int { return seeds[j].MateIn - seeds[i].MateIn })
	var out []generated
	made := map[uint64]bool{}
	var failed error
	for _, i := range order {
		if len(out) >= count {
			break
		}
		seed := seeds[i]
		r := &retroSearch{g: g, target: target}
		mine := 0
		r.extend(seed.Start, seed.MateIn, func(pos rules.Position) bool {
			spent := r.spent
			g.solver.SetNodeLimit(retroStepNodes)
			pos = g.trim(pos, target)
			if made[pos.Key()] {
				return false // trimmed down to one made before
			}
			made[pos.Key()] = true
			p, err := g.finish(pos, target)
			if err != nil {
				failed = err
				return true
			}
			// Two keys into one line (a trade on one square from two
			// sides, say) are one puzzle: the position after the first
			// two moves must be new too.
			two := p.pos
			for _, w := range strings.Fields(p.solution)[:2] {
				m, err := rules.ParseMoveText(w)
				if err != nil {
					failed = err
					return true
				}
				two.MakeMove(m)
			}
			if made[two.Key()] {
				return false
			}
			made[two.Key()] = true
			p.id = fmt.Sprintf("m%d-%02d", target, len(out)+1)
			out = append(out, p)
			mine++
			g.log("seed %s: mate in %d (%d/%d) %s, %d nodes %v", seed.ID, target, len(out), count, p.fen, spent, r.stats)
			if err := emit(out); err != nil {
				failed = err
				return true
			}
			return mine >= retroPerSeed || len(out) >= count
		})
		if failed != nil {
			return nil, failed
		}
		if mine == 0 {
			g.log("seed %s: nothing in %d nodes %v", seed.ID, r.spent, r.stats)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no mate in %d made from %d seeds", target, len(seeds))
	}
	if len(out) < count {
		g.log("only %d of %d mates in %d made from %d seeds", len(out), count, target, len(seeds))
	}
	return out, nil
}

// finish proves the claim again without the search budget, exact length
// and the main line with the longest defence, and returns the puzzle.
func (g *generator) finish(pos rules.Position, n int) (generated, error) {
	g.solver.SetNodeLimit(puzzle.DefaultNodeLimit)
	if m, ok, err := g.solver.MateIn(pos, n); err != nil || !ok || m != n {
		return generated{}, fmt.Errorf("%s: mate in %d not confirmed (%d %v %v)", pos.FEN(), n, m, ok, err)
	}
	line, err := g.solver.Line(pos, n)
	if err != nil {
		return generated{}, fmt.Errorf("%s: %w", pos.FEN(), err)
	}
	words := make([]string, len(line))
	for i, m := range line {
		words[i] = m.String()
	}
	return generated{pos: pos, fen: pos.FEN(), mateIn: n, solution: strings.Join(words, " ")}, nil
}

// retroSeeds returns the mate puzzles of the table whose length is one or
// two short of target, in table order.
func retroSeeds(table []byte, target int) ([]puzzle.Puzzle, error) {
	ps, err := puzzle.Load(bytes.NewReader(table))
	if err != nil {
		return nil, err
	}
	var out []puzzle.Puzzle
	for _, p := range ps {
		if p.MateIn >= target-2 && p.MateIn < target {
			out = append(out, p)
		}
	}
	if len(out) == 0 {
		return nil, errors.New("no mates in the table to grow from")
	}
	return out, nil
}

// writeRetro makes up to count mates in target from the table in file name
// and puts them in their own block after the table's generated mates,
// before the won endings, replacing an earlier block of the same length;
// every other row is kept byte for byte. The table is rewritten after each
// puzzle. made is the command's other flags (the seed), recorded with
// -retro target:made-so-far in the block's comment line.
func writeRetro(name string, g *generator, target, count int, made string) error {
	old, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	marker := fmt.Sprintf("%s%d", retroMarker, target)
	// Cut out an earlier block: from its marker to the next comment line.
	if i := bytes.Index(old, []byte("\n"+marker)); i >= 0 {
		rest := old[i+1:]
		end := len(rest)
		if j := bytes.Index(rest[1:], []byte("\n#")); j >= 0 {
			end = j + 2
		}
		old = append(old[:i+1:i+1], rest[end:]...)
	}
	seeds, err := retroSeeds(old, target)
	if err != nil {
		return err
	}
	at := len(old)
	if i := bytes.Index(old, []byte("\n"+endingMarker)); i >= 0 {
		at = i + 1
	}
	// The table is written after every puzzle, with the count made so far
	// in the comment: a run stopped early leaves a table that the recorded
	// command makes again.
	emit := func(ps []generated) error {
		var b bytes.Buffer
		b.Write(old[:at])
		fmt.Fprintf(&b, "%s: grown backwards from the mates in %d–%d above by cmd/xiangqi-puzzlegen -retro %d:%d %s; do not edit by hand.\n", marker, target-2, target-1, target, len(ps), made)
		for _, p := range ps {
			row, err := gradeRow(fmt.Sprintf("%s\t%s\t%s\t%d\t%s", p.id, p.fen, puzzle.GoalText(p.pos.SideToMove(), p.mateIn), p.mateIn, p.solution))
			if err != nil {
				return err
			}
			b.WriteString(row + "\n")
		}
		b.Write(old[at:])
		if _, err := puzzle.Load(bytes.NewReader(b.Bytes())); err != nil {
			return err
		}
		return writeAtomic(name, b.Bytes())
	}
	_, err = g.retro(seeds, target, count, emit)
	return err
}
