package main

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand"
	"sync"
	"time"

	"xiangqi/ai"
	"xiangqi/clock"
	"xiangqi/rules"
)

// Adjudication: a game is won when both engines agree for adjudicatePlies
// plies in a row that one side is ahead by adjudicateCP or more, and drawn
// after maxPlies plies.
const (
	adjudicateCP    = 1000
	adjudicatePlies = 6
	maxPlies        = 300
)

// outcome is one finished game.
type outcome struct {
	index  int
	aRed   bool
	points float64 // for player A: 1, 0.5 or 0
	reason string
	plies  int
	game   *rules.Game
	// closest is the least time left in a countdown period when a move
	// was made in it (-1: none was), the margin the engines kept.
	closest time.Duration
	// overrun is the most an in-process engine's search has overrun the
	// time it was given, so far in the match.
	overrun time.Duration
}

// playGame plays one game from the opening, a as Red if aRed. A mover that
// fails (an engine program that crashed or hung) loses the game.
func playGame(a, b mover, opening []rules.Move, aRed bool) (points float64, reason string, plies int) {
	points, reason, g := play(a, b, opening, aRed)
	return points, reason, len(g.Moves())
}

// play is playGame returning the game played.
func play(a, b mover, opening []rules.Move, aRed bool) (points float64, reason string, g *rules.Game) {
	return playClock(a, b, opening, aRed, clock.Control{})
}

// timeForfeit is the reason of a game lost (or drawn) on time.
var timeForfeit = rules.Timeout.String()

// playClock is play under the clock tc (none when zero): each side's time
// is what its moves took as this referee measures it, from asking to the
// answer read, and a side whose time runs out loses (clock.Verdict: a draw
// when the other cannot mate).
func playClock(a, b mover, opening []rules.Move, aRed bool, tc clock.Control) (points float64, reason string, g *rules.Game) {
	points, reason, g, _ = playTimed(a, b, opening, aRed, tc)
	return points, reason, g
}

// playTimed is playClock also reporting the least time left in a countdown
// period when a move was made in it (-1 when none was).
func playTimed(a, b mover, opening []rules.Move, aRed bool, tc clock.Control) (points float64, reason string, g *rules.Game, closest time.Duration) {
	closest = -1
	g = rules.NewGame(rules.StartPosition())
	left := [2]time.Duration{tc.Full(), tc.Full()}
	var played [2]int // each side's moves under the clock
	if err := a.newGame(); err != nil {
		return 0, "engine A failed: " + err.Error(), g, closest
	}
	if err := b.newGame(); err != nil {
		return 1, "engine B failed: " + err.Error(), g, closest
	}
	for _, m := range opening {
		if err := g.Play(m); err != nil {
			return 0.5, "bad opening: " + err.Error(), g, closest
		}
	}
	red, black := a, b
	if !aRed {
		red, black = b, a
	}
	// pointsFor converts a result into A's points.
	pointsFor := func(r rules.Result) float64 {
		switch {
		case r == rules.Draw:
			return 0.5
		case (r == rules.RedWins) == aRed:
			return 1
		}
		return 0
	}
	streak, lastSign := 0, 0
	for len(g.Moves()) < maxPlies {
		if st := g.Status(); st.Over() {
			return pointsFor(st.Result), st.Reason.String(), g, closest
		}
		pos := g.Position()
		colour := pos.SideToMove()
		s, name := red, "A"
		if colour == rules.Black {
			s = black
		}
		if s != a {
			name = "B"
		}
		var r ai.Result
		var err error
		if cm, ok := s.(clockedMover); ok && tc.On() {
			before := tc.Read(left[colour])
			began := time.Now()
			r, err = cm.moveClocked(g, clockState{left: left, ctl: tc, movesToGo: tc.Moves - played[colour]%max(tc.Moves, 1)})
			took := time.Since(began)
			left[colour] -= took
			if err == nil && left[colour] <= 0 {
				return pointsFor(clock.Verdict(&pos, colour).Result), timeForfeit, g, closest
			}
			if into := took - before.Main; tc.Kind() == clock.Countdown && into > 0 {
				// The time left in the period the move ended in.
				in := (before.Period - into) % tc.Period
				if in <= 0 {
					in += tc.Period
				}
				if closest < 0 || in < closest {
					closest = in
				}
			}
			played[colour]++
			switch tc.Kind() {
			case clock.FixedPerMove:
				left[colour] = tc.Base
			case clock.Countdown:
				left[colour] = tc.Settled(left[colour])
			case clock.MovesInTime:
				if played[colour]%tc.Moves == 0 {
					left[colour] += tc.Base
				}
			default:
				left[colour] += tc.Inc
			}
		} else {
			r, err = s.move(g)
		}
		if errors.Is(err, errDrawClaim) {
			// The engine's own rules call the game drawn here.
			return 0.5, "engine " + name + " " + err.Error(), g, closest
		}
		if err != nil {
			return pointsFor(rules.WinFor(colour.Other())), "engine " + name + " failed: " + err.Error(), g, closest
		}
		if err := g.Play(r.Move); err != nil {
			// An engine that cannot move legally loses.
			return pointsFor(rules.WinFor(colour.Other())), "illegal move " + r.Move.String(), g, closest
		}
		// Both sides' scores in Red's view must agree on the winner.
		sc := r.Score
		if colour == rules.Black {
			sc = -sc
		}
		sign := 0
		if sc >= adjudicateCP {
			sign = 1
		} else if sc <= -adjudicateCP {
			sign = -1
		}
		if sign != 0 && sign == lastSign {
			streak++
		} else {
			streak = 0
		}
		lastSign = sign
		if streak >= adjudicatePlies {
			w := rules.RedWins
			if sign < 0 {
				w = rules.BlackWins
			}
			return pointsFor(w), "adjudicated", g, closest
		}
	}
	return 0.5, "ply limit", g, closest
}

// makeOpenings returns n distinct openings of plies random moves each, every
// move kept only if a short search finds the position still balanced, so
// that the games are varied but fair.
func makeOpenings(n, plies int, seed int64) [][]rules.Move {
	rng := rand.New(rand.NewSource(seed))
	judge := ai.NewEngine(4)
	seen := map[uint64]bool{}
	var out [][]rules.Move
	for tries := 0; len(out) < n && tries < n*50; tries++ {
		p := rules.StartPosition()
		var line []rules.Move
		for len(line) < plies {
			var l rules.MoveList
			p.GenerateMoves(&l)
			ok := false
			for k := 0; k < 12 && !ok; k++ {
				m := l.Moves[rng.Intn(l.N)]
				q := p
				q.MakeMove(m)
				r := judge.Search(context.Background(), ai.Request{Pos: q, Limits: ai.Limits{Depth: 4}})
				if r.Score > -openingMargin && r.Score < openingMargin {
					p, ok = q, true
					line = append(line, m)
				}
			}
			if !ok {
				break
			}
		}
		if len(line) == plies && !seen[p.Key()] {
			seen[p.Key()] = true
			out = append(out, line)
		}
	}
	return out
}

// openingMargin is how unbalanced (centipawns) an opening may look.
const openingMargin = 60

// runMatch plays pairs of games (each opening with both colours) on workers
// goroutines and reports every game to report. Every worker has its own
// pair of movers, all started before the first game so that a player that
// cannot start is an error, not a string of lost games; all are closed at
// the end.
func runMatch(pa, pb player, openings [][]rules.Move, workers int, report func(outcome)) (tally, error) {
	type job struct {
		index int
		aRed  bool
	}
	type pair struct {
		a, b mover
		lag  *lagMeter // the in-process engines' lateness, shared
	}
	pairs := make([]pair, 0, workers)
	closeAll := func() {
		for _, pr := range pairs {
			// The games are over: how an engine exits cannot change them.
			_ = pr.a.close()
			_ = pr.b.close()
		}
	}
	for w := 0; w < workers; w++ {
		a, err := newMover(pa, uint64(w)*2+1)
		if err != nil {
			closeAll()
			return tally{}, fmt.Errorf("player A (%s): %w", pa.name, err)
		}
		b, err := newMover(pb, uint64(w)*2+2)
		if err != nil {
			_ = a.close()
			closeAll()
			return tally{}, fmt.Errorf("player B (%s): %w", pb.name, err)
		}
		lag := &lagMeter{}
		for _, mv := range []mover{a, b} {
			if e, ok := mv.(*engineMover); ok {
				e.lag = lag
			}
		}
		pairs = append(pairs, pair{a, b, lag})
	}
	defer closeAll()
	jobs := make(chan job)
	results := make(chan outcome)
	var wg sync.WaitGroup
	for _, pr := range pairs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			a, b := pr.a, pr.b
			for j := range jobs {
				pts, why, g, closest := playTimed(a, b, openings[j.index/2], j.aRed, pa.tc)
				results <- outcome{j.index, j.aRed, pts, why, len(g.Moves()), g, closest, pr.lag.worst}
			}
		}()
	}
	go func() {
		for i := 0; i < 2*len(openings); i++ {
			jobs <- job{i, i%2 == 0}
		}
		close(jobs)
		wg.Wait()
		close(results)
	}()
	var t tally
	for o := range results {
		switch o.points {
		case 1:
			t.W++
		case 0:
			t.L++
		default:
			t.D++
		}
		if report != nil {
			report(o)
		}
	}
	return t, nil
}

func (t tally) String() string {
	lo, d, hi := t.eloInterval()
	if math.IsInf(lo, 0) || math.IsInf(hi, 0) {
		return fmt.Sprintf("W-D-L %d-%d-%d (%.1f%%) Elo %+.0f (95%%: %+.0f to %+.0f)", t.W, t.D, t.L, 100*t.score(), d, lo, hi)
	}
	return fmt.Sprintf("W-D-L %d-%d-%d (%.1f%%) Elo %+.0f ± %.0f (95%%: %+.0f to %+.0f)", t.W, t.D, t.L, 100*t.score(), d, (hi-lo)/2, lo, hi)
}
