package train

import (
	"fmt"
	"math"
)

// Glicko-2 constants (Glickman 2013).
const (
	// glickoScale converts between the Glicko scale and Glicko-2's.
	glickoScale = 173.7178
	// Tau constrains the volatility's change; the paper suggests 0.3–1.2.
	// 0.5 is its example's value and what puzzle sites use.
	Tau = 0.5
	// convergence is the paper's ε of the volatility iteration.
	convergence = 0.000001
	// StartRating, StartDeviation and StartVolatility are a new player's.
	StartRating     = 1500
	StartDeviation  = 350
	StartVolatility = 0.06
	// MinDeviation keeps a rating able to move after many games.
	MinDeviation = 45
	// MinRating and MaxRating bound a rating, MaxDeviation its deviation
	// and MaxVolatility its volatility: what a save reads back (Valid).
	// Update and Attempt clamp to them, so that a long run of wins or
	// losses never makes a rating the save refuses.
	MinRating     = 0
	MaxRating     = 4000
	MaxDeviation  = 500
	MaxVolatility = 0.99
)

// Rating is one Glicko-2 rating on the Glicko scale (1500 ± 350 for a newcomer).
type Rating struct {
	R   float64 `json:"r"`   // the rating
	RD  float64 `json:"rd"`  // its deviation
	Vol float64 `json:"vol"` // its volatility σ
}

// NewRating is a newcomer's rating.
func NewRating() Rating { return Rating{R: StartRating, RD: StartDeviation, Vol: StartVolatility} }

// PuzzleStart is a puzzle's rating before anyone tried it, from its grade
// (1 easiest … 5): 1100, 1350, 1600, 1850, 2100, with a deviation of 250 so
// that the first attempts move it. An ungraded puzzle (0) starts at grade 3's.
func PuzzleStart(grade int) Rating {
	if grade < 1 || grade > 5 {
		grade = 3
	}
	return Rating{R: 1100 + 250*float64(grade-1), RD: 250, Vol: StartVolatility}
}

// Valid reports whether r can be a rating (for a save read back).
func (r Rating) Valid() error {
	if math.IsNaN(r.R) || r.R < MinRating || r.R > MaxRating || !(r.RD > 0 && r.RD <= MaxDeviation) || !(r.Vol > 0 && r.Vol < 1) {
		return fmt.Errorf("bad rating %v", r)
	}
	return nil
}

// clamped is r within the bounds Valid checks: R in MinRating..MaxRating,
// RD at most MaxDeviation, Vol at most MaxVolatility.
func (r Rating) clamped() Rating {
	r.R = math.Min(math.Max(r.R, MinRating), MaxRating)
	r.RD = math.Min(r.RD, MaxDeviation)
	r.Vol = math.Min(r.Vol, MaxVolatility)
	return r
}

// Result is one game of a rating period: the opponent and the score
// (1 a win, 0.5 a draw, 0 a loss).
type Result struct {
	Opponent Rating
	Score    float64
}

func gee(phi float64) float64 { return 1 / math.Sqrt(1+3*phi*phi/(math.Pi*math.Pi)) }

func expect(mu, muj, phij float64) float64 { return 1 / (1 + math.Exp(-gee(phij)*(mu-muj))) }

// Update is r after one rating period with the results (Glickman's steps
// 2–8). With no result only the deviation grows (step 6). The rating
// is clamped to the bounds Valid checks (clamped).
func (r Rating) Update(results []Result) Rating {
	mu := (r.R - StartRating) / glickoScale
	phi := r.RD / glickoScale
	if len(results) == 0 {
		phiStar := math.Sqrt(phi*phi + r.Vol*r.Vol)
		return Rating{R: r.R, RD: math.Min(phiStar*glickoScale, StartDeviation), Vol: r.Vol}.clamped()
	}
	var vInv, sum float64
	for _, res := range results {
		muj := (res.Opponent.R - StartRating) / glickoScale
		phij := res.Opponent.RD / glickoScale
		g := gee(phij)
		e := expect(mu, muj, phij)
		vInv += g * g * e * (1 - e)
		sum += g * (res.Score - e)
	}
	v := 1 / vInv
	delta := v * sum
	sigma := newVolatility(phi, v, delta, r.Vol)
	phiStar := math.Sqrt(phi*phi + sigma*sigma)
	phiNew := 1 / math.Sqrt(1/(phiStar*phiStar)+1/v)
	muNew := mu + phiNew*phiNew*sum
	return Rating{R: muNew*glickoScale + StartRating, RD: phiNew * glickoScale, Vol: sigma}.clamped()
}

// newVolatility is step 5 of the paper: the Illinois algorithm.
func newVolatility(phi, v, delta, sigma float64) float64 {
	a := math.Log(sigma * sigma)
	f := func(x float64) float64 {
		ex := math.Exp(x)
		d := phi*phi + v + ex
		return ex*(delta*delta-phi*phi-v-ex)/(2*d*d) - (x-a)/(Tau*Tau)
	}
	A := a
	var B float64
	if delta*delta > phi*phi+v {
		B = math.Log(delta*delta - phi*phi - v)
	} else {
		k := 1.0
		for f(a-k*Tau) < 0 {
			k++
		}
		B = a - k*Tau
	}
	fA, fB := f(A), f(B)
	for i := 0; math.Abs(B-A) > convergence && i < 100; i++ {
		C := A + (A-B)*fA/(fB-fA)
		fC := f(C)
		if fC*fB <= 0 {
			A, fA = B, fB
		} else {
			fA /= 2
		}
		B, fB = C, fC
	}
	return math.Exp(A / 2)
}

// Attempt rates one attempt of a puzzle: the player's and the puzzle's
// ratings after it, each a rating period of one game against the other's
// rating before it. The deviations are kept at MinDeviation at least, so that
// a rating still follows a player who improves, and both ratings stay
// within MinRating..MaxRating (clamped).
func Attempt(player, puzzle Rating, solved bool) (Rating, Rating) {
	s := 0.0
	if solved {
		s = 1
	}
	p := player.Update([]Result{{Opponent: puzzle, Score: s}})
	q := puzzle.Update([]Result{{Opponent: player, Score: 1 - s}})
	p.RD, q.RD = math.Max(p.RD, MinDeviation), math.Max(q.RD, MinDeviation)
	return p.clamped(), q.clamped()
}

// The K of a rating's step on one puzzle, the most it can move (issue
// 52: a newcomer's Glicko-2 rating, its deviation 350, lost 131 for one
// failed puzzle): the player's is MaxStep, from StepStart on the first
// puzzle down towards StepMin as puzzles are rated (half way after
// StepHalf of them); a rush's or a streak's puzzle's RushShare of that;
// a puzzle's own PuzzleStep, a tenth of the 250 between two grades'
// first ratings, as one player's tries say little of it.
const (
	StepStart  = 40
	StepMin    = 12
	StepHalf   = 20
	RushShare  = 0.25
	PuzzleStep = 25
)

// MaxStep is the player's K on one puzzle after n puzzles rated:
// StepStart for the first, StepMin after very many.
func MaxStep(n int) float64 {
	return StepMin + (StepStart-StepMin)*StepHalf/(StepHalf+float64(max(n, 0)))
}

// Expected is the chance that a player of rating p solves a puzzle of
// rating q.
func Expected(p, q Rating) float64 {
	return expect((p.R-StartRating)/glickoScale, (q.R-StartRating)/glickoScale, q.RD/glickoScale)
}
