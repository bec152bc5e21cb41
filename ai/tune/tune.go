// Package tune fits the evaluation's parameters to game results by the
// Texel method; cmd/xiangqi-tune drives it.
//
// The evaluation (phase blend of material and placement, safety,
// activity, tempo) is linear in the numbers of ai/params.go apart from
// its endgame scaling, so they can be fitted by logistic regression.
// A Tuner collects quiet positions from games with their results, keeps
// each as the features the evaluation multiplies by its parameters
// (ai.EvalTerms), and fits the parameters by minimising the log loss of
// sigmoid(K·eval) against the results. It is a package of its own so
// that the engine's programs do not carry it.
package tune

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"

	"xiangqi/ai"
	"xiangqi/rules"
)

// The parameter vector: material by kind for each phase, then the
// placement tables, one per kind and phase, with mirrored points tied (ten
// rows of five: files a–e, file f–i sharing d–a), then the scalars.
// Advisors and elephants have one table for both phases (params.go
// aliases the EG table to the MG one).
const (
	tnMatMG   = 0
	tnMatEG   = 8
	tnPST     = 16
	tnCells   = 50
	tnScalar  = tnPST + 7*2*tnCells
	tnScalars = ai.EvalScalars
	tnCount   = tnScalar + tnScalars
)

// tnTableNames are the placement tables by kind (1–7), MG then EG, by
// their names in params.go.
var tnTableNames = [8][2]string{
	{}, {"pstGeneralMG", "pstGeneralEG"}, {"pstAdvisorMG", "pstAdvisorMG"}, {"pstElephantMG", "pstElephantMG"},
	{"pstHorseMG", "pstHorseEG"}, {"pstChariotMG", "pstChariotEG"}, {"pstCannonMG", "pstCannonEG"}, {"pstSoldierMG", "pstSoldierEG"},
}

const tnTempo = tnScalar + tnScalars - 1

// tnPSTIndex is the vector index of kind k's table entry for phase ph
// (0 MG, 1 EG) at row row (0 = rank 9 as params.go writes it) and file f.
func tnPSTIndex(k rules.Kind, ph, row, f int) int {
	if k == rules.Advisor || k == rules.Elephant {
		ph = 0
	}
	return tnPST + (int(k-1)*2+ph)*tnCells + row*5 + min(f, 8-f)
}

// paramVector returns ep as a vector (the tables are left-right
// symmetric, so the a–e half says all).
func paramVector(ep *ai.EvalParams) []float64 {
	v := make([]float64, tnCount)
	for k := 0; k < 8; k++ {
		v[tnMatMG+k] = float64(ep.MaterialMG[k])
		v[tnMatEG+k] = float64(ep.MaterialEG[k])
	}
	for k := rules.General; k <= rules.Soldier; k++ {
		for ph := 0; ph < 2; ph++ {
			for row := 0; row < 10; row++ {
				for f := 0; f < 9; f++ {
					v[tnPSTIndex(k, ph, row, f)] = float64(ep.PST[k][ph][row*9+f])
				}
			}
		}
	}
	for i, x := range ep.Scalars {
		v[tnScalar+i] = float64(x)
	}
	return v
}

// tunePos is one position as features: each piece's material and table
// entries, the phase, and the counts the scalars multiply. The endgame
// knowledge scales the linear part afterwards (endgame.go): by scale[0]
// out of scaleOne when it favours Red, scale[1] when it favours Black,
// and then by damp out of dampSpan (damp < 0: not damped): see ai.EvalTerms.
type tunePos struct {
	first, end int32 // its pieces in Tuner.pieces
	phase      int8
	scale      [2]int8
	damp       int8
	extra      [tnScalars]int8
	result     float32 // Red's points: 1, 0.5, 0
}

// tunePiece is a piece's table entries and sign: bits 0–9 the MG table
// index, 10–12 the kind, bit 15 set for Black (the entry counts negative).
type tunePiece uint16

func makeTunePiece(pc rules.Piece, s rules.Square) tunePiece {
	k := pc.Kind()
	row := 9 - s.Rank()
	tp := tunePiece(0)
	if pc.Color() == rules.Black {
		row = s.Rank() // Black's point s reads Red's table at s.Flip()
		tp = 1 << 15
	}
	return tp | tunePiece(k)<<10 | tunePiece(tnPSTIndex(k, 0, row, s.File()))
}

func (tp tunePiece) kind() int    { return int(tp >> 10 & 7) }
func (tp tunePiece) mgIndex() int { return int(tp & 1023) }
func (tp tunePiece) black() bool  { return tp>>15 != 0 }
func (tp tunePiece) egIndex() int {
	if k := tp.kind(); k == int(rules.Advisor) || k == int(rules.Elephant) {
		return tp.mgIndex()
	}
	return tp.mgIndex() + tnCells
}

// model is what the evaluation's form takes beyond the parameters: the
// phase of the full board and the denominators of the endgame scaling.
type model struct {
	maxPhase, scaleOne, dampSpan int32
}

// newModel reads the model from the engine (the denominators are the same
// for every position).
func newModel(e *ai.Engine) model {
	start := rules.StartPosition()
	t := e.EvalTerms(&start)
	return model{maxPhase: ai.CurrentEvalParams().MaxPhase, scaleOne: int32(t.ScaleOne), dampSpan: int32(t.DampSpan)}
}

// tuneFeatures writes p, whose terms are t, as features: the pieces
// (appended to pieces), the phase, the endgame scaling and the scalar
// counts. The evaluation from Red's view is then
//
//	Σ± (ph·(matMG+pstMG) + (maxPhase-ph)·(matEG+pstEG)) / maxPhase + Σ extra·scalar
//
// scaled, with the division truncating as the evaluation does (tuneEvalInt;
// the test checks it equals the evaluation on random positions).
func tuneFeatures(p *rules.Position, t *ai.EvalTerms, pieces []tunePiece) ([]tunePiece, tunePos) {
	tp := tunePos{first: int32(len(pieces))}
	for s := rules.Square(0); s < rules.NumSquares; s++ {
		if pc := p.At(s); pc != rules.Empty {
			pieces = append(pieces, makeTunePiece(pc, s))
		}
	}
	tp.end = int32(len(pieces))
	tp.phase = int8(t.Phase)
	tp.scale = [2]int8{int8(t.Scale[0]), int8(t.Scale[1])}
	tp.damp = int8(t.Damp)
	for i, v := range t.Counts {
		tp.extra[i] = int8(v)
	}
	return pieces, tp
}

// tuneEvalInt is the evaluation from Red's view that the features and the
// integer parameters v make, truncating the blend and the scaling as the
// evaluation does.
func (md model) tuneEvalInt(tp *tunePos, pieces []tunePiece, v []int32) int32 {
	score := tuneLinear(md, tp, pieces, v)
	if score != 0 {
		s := tp.scale[0]
		if score < 0 {
			s = tp.scale[1]
		}
		score = score * int32(s) / md.scaleOne
		if tp.damp >= 0 {
			score = score * int32(tp.damp) / md.dampSpan
		}
	}
	return score + int32(tp.extra[tnTempo-tnScalar])*v[tnTempo]
}

// tuneLinear is the linear part: blend, safety, threats and activity
// (everything but tempo), before the endgame scaling; in int32 it
// truncates as the evaluation does, in float64 it is exact for the fit.
func tuneLinear[T int32 | float64](md model, tp *tunePos, pieces []tunePiece, v []T) T {
	ph, maxPhase := T(tp.phase), T(md.maxPhase)
	var sum T
	for _, q := range pieces[tp.first:tp.end] {
		k := q.kind()
		x := ph*(v[tnMatMG+k]+v[q.mgIndex()]) + (maxPhase-ph)*(v[tnMatEG+k]+v[q.egIndex()])
		if q.black() {
			x = -x
		}
		sum += x
	}
	score := sum / maxPhase
	for i, e := range tp.extra[:tnScalars-1] {
		score += T(e) * v[tnScalar+i]
	}
	return score
}

// tuneEval is tuneEvalInt in real numbers, without truncation, for the
// fit. It returns the evaluation and the factor the endgame knowledge
// applies to the linear part (the derivative of the one by the other).
func (md model) tuneEval(tp *tunePos, pieces []tunePiece, v []float64) (float64, float64) {
	lin := tuneLinear(md, tp, pieces, v)
	f := md.factor(tp, lin)
	return f*lin + float64(tp.extra[tnTempo-tnScalar])*v[tnTempo], f
}

// factor is the endgame scaling of a linear part lin.
func (md model) factor(tp *tunePos, lin float64) float64 {
	s := tp.scale[0]
	if lin < 0 {
		s = tp.scale[1]
	}
	f := float64(s) / float64(md.scaleOne)
	if tp.damp >= 0 {
		f *= float64(tp.damp) / float64(md.dampSpan)
	}
	return f
}

// Tuner collects positions from games and fits the evaluation's
// parameters to their results.
type Tuner struct {
	model
	pieces []tunePiece
	pos    []tunePos
	e      *ai.Engine // for ai.EvalTerms
	// Skipped counts the positions left out for being in check or not
	// quiet (the opening plies before skip are not counted).
	Skipped int
}

// NewTuner returns an empty Tuner.
func NewTuner() *Tuner {
	e := ai.NewEngine(1)
	return &Tuner{model: newModel(e), e: e}
}

// Positions returns how many positions the Tuner holds.
func (t *Tuner) Positions() int { return len(t.pos) }

// AddGame adds the quiet positions of a game played from start by moves,
// from ply skip on, labelled with result (Red's points: 1, 0.5 or 0). A
// position is quiet when the side to move is not in check and the
// quiescence search finds nothing better than the static evaluation
// (ai.EvalTerms.Quiet).
func (t *Tuner) AddGame(start rules.Position, moves []rules.Move, result float64, skip int) {
	p := start
	for i := 0; ; i++ {
		if i >= skip {
			if terms := t.e.EvalTerms(&p); terms.Quiet {
				var tp tunePos
				t.pieces, tp = tuneFeatures(&p, &terms, t.pieces)
				tp.result = float32(result)
				t.pos = append(t.pos, tp)
			} else {
				t.Skipped++
			}
		}
		if i == len(moves) {
			break
		}
		p.MakeMove(moves[i])
	}
}

// Options steer Fit.
type Options struct {
	Epochs int      // full passes of Adam over the positions
	Rate   float64  // Adam's step, in centipawns, decaying to a tenth
	L2     float64  // pull towards the starting values, per parameter and position
	Frozen []string // parameters kept at their starting values, by ParamName
	Log    func(epoch int, loss float64)
}

// Report tells what a fit did.
type Report struct {
	K                   float64 // sigmoid scale fitted on the starting parameters
	LossBefore, LossFit float64 // log loss with the starting and the fitted (rounded) parameters
	Params              []int32 // the fitted parameters, rounded
	StartParams         []int32
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// loss is the mean log loss of sigmoid(K·eval) against the results.
func (t *Tuner) loss(v []float64, k float64) float64 {
	var sum float64
	for i := range t.pos {
		tp := &t.pos[i]
		e, _ := t.tuneEval(tp, t.pieces, v)
		q := sigmoid(k * e)
		q = min(max(q, 1e-12), 1-1e-12)
		r := float64(tp.result)
		sum -= r*math.Log(q) + (1-r)*math.Log(1-q)
	}
	return sum / float64(len(t.pos))
}

// fitK finds the K that minimises the loss for v (golden section on a
// logarithmic scale).
func (t *Tuner) fitK(v []float64) float64 {
	lo, hi := math.Log(1e-4), math.Log(0.1)
	g := (math.Sqrt(5) - 1) / 2
	a, b := hi-g*(hi-lo), lo+g*(hi-lo)
	fa, fb := t.loss(v, math.Exp(a)), t.loss(v, math.Exp(b))
	for i := 0; i < 40; i++ {
		if fa < fb {
			hi, b, fb = b, a, fa
			a = hi - g*(hi-lo)
			fa = t.loss(v, math.Exp(a))
		} else {
			lo, a, fa = a, b, fb
			b = lo + g*(hi-lo)
			fb = t.loss(v, math.Exp(b))
		}
	}
	return math.Exp((lo + hi) / 2)
}

// Fit fits the parameters to the positions' results: K first on the
// current parameters, then Adam on the parameters with K fixed, then
// rounding to integers.
func (t *Tuner) Fit(opt Options) Report {
	if len(t.pos) == 0 {
		return Report{}
	}
	ep := ai.CurrentEvalParams()
	v0 := paramVector(&ep)
	rep := Report{StartParams: roundParams(v0)}
	k := t.fitK(v0)
	rep.K = k
	rep.LossBefore = t.loss(v0, k)
	v := append([]float64(nil), v0...)
	m := make([]float64, tnCount)
	sq := make([]float64, tnCount)
	grad := make([]float64, tnCount)
	const b1, b2, eps = 0.9, 0.999, 1e-8
	n := float64(len(t.pos))
	frozen := make([]bool, tnCount)
	// Every position has both generals: their material carries no information.
	frozen[tnMatMG+int(rules.General)], frozen[tnMatEG+int(rules.General)] = true, true
	for i := range frozen {
		for _, name := range opt.Frozen {
			if ParamName(i) == name {
				frozen[i] = true
			}
		}
	}
	for ep := 1; ep <= opt.Epochs; ep++ {
		clear(grad)
		var sum float64
		for i := range t.pos {
			tp := &t.pos[i]
			e, f := t.tuneEval(tp, t.pieces, v)
			q := sigmoid(k * e)
			r := float64(tp.result)
			qc := min(max(q, 1e-12), 1-1e-12)
			sum -= r*math.Log(qc) + (1-r)*math.Log(1-qc)
			d := k * (q - r) / n // d loss / d eval
			grad[tnTempo] += d * float64(tp.extra[tnTempo-tnScalar])
			d *= f // d loss / d linear part
			ph := float64(tp.phase)
			maxPhase := float64(t.maxPhase)
			wm, we := d*ph/maxPhase, d*(maxPhase-ph)/maxPhase
			for _, pc := range t.pieces[tp.first:tp.end] {
				a, b := wm, we
				if pc.black() {
					a, b = -a, -b
				}
				kd := pc.kind()
				grad[tnMatMG+kd] += a
				grad[tnMatEG+kd] += b
				grad[pc.mgIndex()] += a
				grad[pc.egIndex()] += b
			}
			for j, x := range tp.extra[:tnScalars-1] {
				grad[tnScalar+j] += d * float64(x)
			}
		}
		if opt.Log != nil && (ep == 1 || ep%50 == 0) {
			opt.Log(ep, sum/n)
		}
		rate := opt.Rate * math.Pow(0.1, float64(ep-1)/float64(max(opt.Epochs-1, 1)))
		for j := range v {
			g := grad[j] + 2*opt.L2*(v[j]-v0[j])
			if frozen[j] {
				continue
			}
			m[j] = b1*m[j] + (1-b1)*g
			sq[j] = b2*sq[j] + (1-b2)*g*g
			mh := m[j] / (1 - math.Pow(b1, float64(ep)))
			vh := sq[j] / (1 - math.Pow(b2, float64(ep)))
			v[j] -= rate * mh / (math.Sqrt(vh) + eps)
		}
	}
	rep.Params = roundParams(v)
	vr := make([]float64, tnCount)
	for j, x := range rep.Params {
		vr[j] = float64(x)
	}
	rep.LossFit = t.loss(vr, k)
	return rep
}

func roundParams(v []float64) []int32 {
	r := make([]int32, len(v))
	for i, x := range v {
		r[i] = int32(math.Round(x))
	}
	return r
}

// Loss returns the mean log loss of the positions with the integer
// parameters v (as Fit returns them) and scale k.
func (t *Tuner) Loss(v []int32, k float64) float64 {
	f := make([]float64, len(v))
	for i, x := range v {
		f[i] = float64(x)
	}
	return t.loss(f, k)
}

// WriteParams returns params.go's text src with the values replaced by v
// (a vector as Fit returns it): same layout and comments.
func WriteParams(src string, v []int32) (string, error) {
	if len(v) != tnCount {
		return "", fmt.Errorf("want %d parameters, have %d", tnCount, len(v))
	}
	// Compiled here, not at start-up: a program writes params.go once.
	var (
		tnVarRE   = regexp.MustCompile(`(?s)var (pst\w+) = \[90\]int32\{(.*?)\}`)
		tnMatRE   = regexp.MustCompile(`(material(MG|EG)) = \[8\]int32\{([^}]*)\}`)
		tnNumRE   = regexp.MustCompile(`-?\d+`)
		tnConstRE = regexp.MustCompile(`(?m)^(\s*)(\w+)(\s*)= (-?\d+)$`)
		names     = ai.CurrentEvalParams().ScalarNames
	)
	tables := 0
	out := tnVarRE.ReplaceAllStringFunc(src, func(block string) string {
		m := tnVarRE.FindStringSubmatch(block)
		name := m[1]
		for k := rules.General; k <= rules.Soldier; k++ {
			for ph := 0; ph < 2; ph++ {
				if tnTableNames[k][ph] != name {
					continue
				}
				tables++
				i := 0
				body := tnNumRE.ReplaceAllStringFunc(m[2], func(string) string {
					row, f := i/9, i%9
					i++
					return strconv.Itoa(int(v[tnPSTIndex(k, ph, row, f)]))
				})
				return strings.Replace(block, m[2], body, 1)
			}
		}
		return block
	})
	if tables != 12 {
		return "", fmt.Errorf("found %d of the 12 placement tables", tables)
	}
	mats := 0
	out = tnMatRE.ReplaceAllStringFunc(out, func(s string) string {
		m := tnMatRE.FindStringSubmatch(s)
		base := tnMatMG
		if m[2] == "EG" {
			base = tnMatEG
		}
		mats++
		i := 0
		body := tnNumRE.ReplaceAllStringFunc(m[3], func(string) string {
			i++
			return strconv.Itoa(int(v[base+i-1]))
		})
		return m[1] + " = [8]int32{" + body + "}"
	})
	if mats != 2 {
		return "", fmt.Errorf("found %d of the 2 material lines", mats)
	}
	consts := 0
	out = tnConstRE.ReplaceAllStringFunc(out, func(s string) string {
		m := tnConstRE.FindStringSubmatch(s)
		for i, name := range names {
			if name == m[2] {
				consts++
				return m[1] + m[2] + m[3] + "= " + strconv.Itoa(int(v[tnScalar+i]))
			}
		}
		return s
	})
	if consts != tnScalars {
		return "", fmt.Errorf("found %d of the %d constants", consts, tnScalars)
	}
	return out, nil
}

// ParamName names parameter i for logs.
func ParamName(i int) string {
	kinds := [8]string{"", "General", "Advisor", "Elephant", "Horse", "Chariot", "Cannon", "Soldier"}
	switch {
	case i < tnMatEG:
		return "materialMG[" + kinds[i] + "]"
	case i < tnPST:
		return "materialEG[" + kinds[i-tnMatEG] + "]"
	case i < tnScalar:
		j := i - tnPST
		t, c := j/tnCells, j%tnCells
		return fmt.Sprintf("%s[row %d, file %c]", tnTableNames[t/2+1][t%2], c/5, 'a'+c%5)
	}
	return ai.CurrentEvalParams().ScalarNames[i-tnScalar]
}
