package ai

import "xiangqi/rules"

// slides holds, for a point's index along its rank (file) and that line's
// occupancy bits, the index of the first piece each way (what a chariot
// can capture) and of the second (what a cannon can capture), -1 for none.
// Built once, never written afterwards.
type slides struct {
	rankChariot [9][512][2]int8
	rankCannon  [9][512][2]int8
	fileChariot [10][1024][2]int8
	fileCannon  [10][1024][2]int8
}

var slide = buildSlides()

func buildSlides() *slides {
	t := new(slides)
	fill := func(n, x int, occ uint16, chariot, cannon *[2]int8) {
		for dir, step := range [2]int{-1, 1} {
			chariot[dir], cannon[dir] = -1, -1
			seen := 0
			for j := x + step; j >= 0 && j < n; j += step {
				if occ>>uint(j)&1 == 0 {
					continue
				}
				seen++
				if seen == 1 {
					chariot[dir] = int8(j)
				} else {
					cannon[dir] = int8(j)
					break
				}
			}
		}
	}
	for x := 0; x < 9; x++ {
		for occ := 0; occ < 512; occ++ {
			fill(9, x, uint16(occ), &t.rankChariot[x][occ], &t.rankCannon[x][occ])
		}
	}
	for x := 0; x < 10; x++ {
		for occ := 0; occ < 1024; occ++ {
			fill(10, x, uint16(occ), &t.fileChariot[x][occ], &t.fileCannon[x][occ])
		}
	}
	return t
}

// genCaptures fills l with the pseudo-legal captures of the side to move,
// like rules.Position.GeneratePseudo(l, true) but visiting only the pieces
// and finding slider targets by table lookup.
func (s *searcher) genCaptures(l *rules.MoveList) {
	p := &s.pos
	ms := &s.ms
	us := p.SideToMove()
	enemy := &ms.occ[us^1]
	n := 0
	add := func(from, to rules.Square) {
		if q := p.At(to); q != rules.Empty && q.Color() != us {
			l.Moves[n] = rules.NewMove(from, to)
			n++
		}
	}
	sqs := ms.sq[ms.first[us]:ms.end[us]]
	pcs := ms.pc[ms.first[us]:][:len(sqs)]
	for i, from := range sqs {
		pc := pcs[i]
		if from == rules.NoSquare {
			continue
		}
		k := pc.Kind()
		if k != rules.Chariot && k != rules.Cannon && !geo.reach[pc][from].meets(enemy) {
			continue // nothing of the enemy's within a step or a jump
		}
		f, r := from.File(), from.Rank()
		switch k {
		case rules.Chariot, rules.Cannon:
			rt, ft := &slide.rankChariot[f][ms.rankOc[r]], &slide.fileChariot[r][ms.fileOc[f]]
			if k == rules.Cannon {
				rt, ft = &slide.rankCannon[f][ms.rankOc[r]], &slide.fileCannon[r][ms.fileOc[f]]
			}
			for _, x := range rt {
				if x >= 0 {
					add(from, rules.SquareAt(int(x), r))
				}
			}
			for _, y := range ft {
				if y >= 0 {
					add(from, rules.SquareAt(f, int(y)))
				}
			}
		case rules.Horse:
			for j := 0; j < int(geo.horseN[from]); j++ {
				st := &geo.horse[from][j]
				if p.At(st.leg) == rules.Empty {
					add(from, st.to)
				}
			}
		case rules.Elephant:
			for j := 0; j < int(geo.elephantN[from]); j++ {
				st := &geo.elephant[from][j]
				if p.At(st.leg) == rules.Empty {
					add(from, st.to)
				}
			}
		default: // general, advisor, soldier: single steps
			steps := &geo.steps[pc][from]
			for j := 0; j < int(geo.stepsN[pc][from]); j++ {
				add(from, steps[j])
			}
		}
	}
	l.N = n
}

// genEvasions fills l with the pseudo-legal moves of the side to move, which
// is in check, that may end the check: most moves in check leave the
// general attacked, and the rules' evasion generator never produces those,
// which saves generating, scoring, sorting and a legality test for each.
func (s *searcher) genEvasions(l *rules.MoveList) {
	ev := s.pos.Evasions()
	s.pos.GenerateEvasions(l, &ev)
}

// genQuiets adds to l the pseudo-legal moves of the side to move that
// capture nothing. Like genCaptures it visits only the pieces, and a
// chariot's or cannon's open points run up to the first piece the slide
// table names, so quiet nodes no longer scan all 90 points and then throw
// the captures away.
func (s *searcher) genQuiets(l *rules.MoveList) {
	p := &s.pos
	ms := &s.ms
	us := p.SideToMove()
	n := l.N
	add := func(from, to rules.Square) {
		if p.At(to) == rules.Empty {
			l.Moves[n] = rules.NewMove(from, to)
			n++
		}
	}
	sqs := ms.sq[ms.first[us]:ms.end[us]]
	pcs := ms.pc[ms.first[us]:][:len(sqs)]
	for i, from := range sqs {
		pc := pcs[i]
		if from == rules.NoSquare {
			continue
		}
		f, r := from.File(), from.Rank()
		switch pc.Kind() {
		case rules.Chariot, rules.Cannon:
			// Open points lie strictly between the first pieces (or the
			// edges) on each side.
			rt := &slide.rankChariot[f][ms.rankOc[r]]
			hi := int(rt[1])
			if hi < 0 {
				hi = 9
			}
			for x := int(rt[0]) + 1; x < hi; x++ {
				if x != f {
					l.Moves[n] = rules.NewMove(from, rules.SquareAt(x, r))
					n++
				}
			}
			ft := &slide.fileChariot[r][ms.fileOc[f]]
			hi = int(ft[1])
			if hi < 0 {
				hi = 10
			}
			for y := int(ft[0]) + 1; y < hi; y++ {
				if y != r {
					l.Moves[n] = rules.NewMove(from, rules.SquareAt(f, y))
					n++
				}
			}
		case rules.Horse:
			for j := 0; j < int(geo.horseN[from]); j++ {
				st := &geo.horse[from][j]
				if p.At(st.leg) == rules.Empty {
					add(from, st.to)
				}
			}
		case rules.Elephant:
			for j := 0; j < int(geo.elephantN[from]); j++ {
				st := &geo.elephant[from][j]
				if p.At(st.leg) == rules.Empty {
					add(from, st.to)
				}
			}
		default: // general, advisor, soldier: single steps
			steps := &geo.steps[pc][from]
			for j := 0; j < int(geo.stepsN[pc][from]); j++ {
				add(from, steps[j])
			}
		}
	}
	l.N = n
}
