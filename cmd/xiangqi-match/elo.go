package main

import "math"

// tally is a match score from the first player's view.
type tally struct{ W, D, L int }

func (t tally) games() int { return t.W + t.D + t.L }

// score is the first player's points per game.
func (t tally) score() float64 {
	n := t.games()
	if n == 0 {
		return 0.5
	}
	return (float64(t.W) + float64(t.D)/2) / float64(n)
}

// eloOf converts a score fraction into an Elo difference.
func eloOf(p float64) float64 {
	p = math.Min(math.Max(p, 1e-6), 1-1e-6)
	return -400 * math.Log10(1/p-1)
}

// elo returns the Elo difference and the half-width of its 95% confidence
// interval, from the per-game variance of the results (trinomial model).
func (t tally) elo() (diff, margin float64) {
	lo, mid, hi := t.eloInterval()
	return mid, (hi - lo) / 2
}

// eloInterval returns the 95% interval's ends and the estimate; an end
// beyond a 0% or 100% score is infinite.
func (t tally) eloInterval() (lo, mid, hi float64) {
	n := float64(t.games())
	if n == 0 {
		return 0, 0, 0
	}
	p := t.score()
	v := (float64(t.W)*(1-p)*(1-p) + float64(t.D)*(0.5-p)*(0.5-p) + float64(t.L)*p*p) / n
	se := math.Sqrt(v / n)
	end := func(q float64) float64 {
		switch {
		case q >= 1:
			return math.Inf(1)
		case q <= 0:
			return math.Inf(-1)
		}
		return eloOf(q)
	}
	return end(p - 1.96*se), eloOf(p), end(p + 1.96*se)
}
