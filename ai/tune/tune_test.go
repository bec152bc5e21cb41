package tune

import (
	"fmt"
	"math"
	"math/rand"
	"os"
	"strconv"
	"strings"
	"testing"

	"xiangqi/ai"
	"xiangqi/rules"
)

// randomPositions plays random games from a few positions of every phase.
func randomPositions(t testing.TB, n int) []rules.Position {
	fens := []string{
		rules.StartFEN,
		"r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
		"1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1",
		"2bak4/9/3a5/p2Np3p/3n1P3/3pc3P/P4r1c1/B2CC2R1/4A4/3AK1B2 b - - 0 1",
		"3k1a3/2P1aP3/4b1n2/8C/6b2/1R5R1/9/9/1rcpr4/3c1K3 w - - 0 1",
		"4ka3/4a4/N8/p8/C8/9/9/8B/3p2ppc/4K4 w - - 0 1",
	}
	rng := rand.New(rand.NewSource(42))
	var out []rules.Position
	for len(out) < n {
		for _, fen := range fens {
			p, err := rules.ParseFEN(fen)
			if err != nil {
				t.Fatal(err)
			}
			for ply := 0; ply < 60 && len(out) < n; ply++ {
				var l rules.MoveList
				p.GenerateMoves(&l)
				if l.N == 0 {
					break
				}
				p.MakeMove(l.Moves[rng.Intn(l.N)])
				out = append(out, p)
			}
		}
	}
	return out
}

func currentVector() []float64 {
	ep := ai.CurrentEvalParams()
	return paramVector(&ep)
}

// TestFeaturesExact: the features times params.go's values are the
// evaluation (ai.EvalTerms.Eval, Red's view), to the point, on random
// positions, also late in a game where the halfmove clock damps. If the
// evaluation's form changes, this fails until the features follow it.
func TestFeaturesExact(t *testing.T) {
	tu := NewTuner()
	v := roundParams(currentVector())
	var pieces []tunePiece
	n, scaled, damped := 0, 0, 0
	positions := randomPositions(t, 3000)
	dampFrom := rules.MoveLimitPlies - int(tu.dampSpan) // the halfmove clock the damping starts after
	for i, p := range positions[:1000] {
		f := strings.Fields(p.FEN())
		f[len(f)-2] = strconv.Itoa(dampFrom - 1 + i%(rules.MoveLimitPlies-dampFrom+1))
		q, err := rules.ParseFEN(strings.Join(f, " "))
		if err != nil {
			t.Fatal(err)
		}
		positions = append(positions, q)
	}
	for _, p := range positions {
		if p.InCheck() {
			continue // the evaluation is never called in check
		}
		terms := tu.e.EvalTerms(&p)
		var tp tunePos
		pieces, tp = tuneFeatures(&p, &terms, pieces[:0])
		if got := tu.tuneEvalInt(&tp, pieces, v); got != int32(terms.Eval) {
			t.Fatalf("%s: features make %d, the evaluation (Red's view) %d", p.FEN(), got, terms.Eval)
		}
		// The real-valued form differs only by the blend's truncation.
		if e, _ := tu.tuneEval(&tp, pieces, currentVector()); math.Abs(e-float64(terms.Eval)) >= 3 {
			t.Fatalf("%s: real-valued features off by %.2f", p.FEN(), e-float64(terms.Eval))
		}
		n++
		if terms.Scale != [2]int{terms.ScaleOne, terms.ScaleOne} {
			scaled++
		}
		if tp.damp >= 0 {
			damped++
		}
	}
	t.Logf("%d positions, %d with drawish endgame scaling, %d damped", n, scaled, damped)
	if n < 1000 || scaled == 0 || damped == 0 {
		t.Fatalf("only %d positions checked, %d scaled, %d damped", n, scaled, damped)
	}
}

// TestTablesSymmetric: the tuner ties mirrored points, which is only
// right while the tables are left-right symmetric.
func TestTablesSymmetric(t *testing.T) {
	ep := ai.CurrentEvalParams()
	for k := rules.General; k <= rules.Soldier; k++ {
		for ph := 0; ph < 2; ph++ {
			tab := &ep.PST[k][ph]
			for i, x := range tab {
				row, f := i/9, i%9
				if y := tab[row*9+8-f]; x != y {
					t.Fatalf("%s row %d: file %d is %d, its mirror %d", tnTableNames[k][ph], row, f, x, y)
				}
			}
		}
	}
}

// TestWriteParamsRoundTrip: writing params.go's own values gives
// params.go back; writing others changes only numbers.
func TestWriteParamsRoundTrip(t *testing.T) {
	src, err := os.ReadFile("../params.go")
	if err != nil {
		t.Fatal(err)
	}
	v := roundParams(currentVector())
	out, err := WriteParams(string(src), v)
	if err != nil {
		t.Fatal(err)
	}
	if out != string(src) {
		t.Fatal("writing the current values changed params.go")
	}
	w := append([]int32(nil), v...)
	w[tnMatMG+int(rules.Chariot)] = 612
	w[tnPSTIndex(rules.Horse, 1, 2, 7)] = -77 // file h, tied with b
	w[tnTempo] = 13
	out, err = WriteParams(string(src), w)
	if err != nil {
		t.Fatal(err)
	}
	if len(out) == len(src) {
		t.Fatal("new values did not change the text")
	}
	ep := ai.CurrentEvalParams()
	mg, eg := ep.MaterialMG, ep.PST[rules.Horse][1]
	mat := fmt.Sprintf("materialMG = [8]int32{0, 0, %d, %d, %d, 612, %d, %d}", mg[2], mg[3], mg[4], mg[6], mg[7])
	row := fmt.Sprintf("%d, -77, %d, %d, %d, %d, %d, -77, %d,", eg[18], eg[20], eg[21], eg[22], eg[23], eg[24], eg[26])
	for _, want := range []string{mat, "tempo = 13", row} {
		if !strings.Contains(out, want) {
			t.Fatalf("written text lacks %q", want)
		}
	}
	if _, err := WriteParams("package ai\n", v); err == nil {
		t.Fatal("a text without the tables accepted")
	}
}

// TestFitLowersLoss: on positions labelled by a different "true"
// evaluation (chariots worth more, soldiers less, more horse mobility),
// the fit lowers the loss and moves those parameters the right way.
func TestFitLowersLoss(t *testing.T) {
	truth := currentVector()
	truth[tnMatMG+int(rules.Chariot)] += 150
	truth[tnMatEG+int(rules.Chariot)] += 150
	truth[tnMatMG+int(rules.Soldier)] -= 20
	truth[tnScalar+7] += 6 // horseMobility
	rng := rand.New(rand.NewSource(5))
	tu := NewTuner()
	for _, p := range randomPositions(t, 3000) {
		terms := tu.e.EvalTerms(&p)
		var tp tunePos
		tu.pieces, tp = tuneFeatures(&p, &terms, tu.pieces)
		if e, _ := tu.tuneEval(&tp, tu.pieces, truth); rng.Float64() < sigmoid(0.01*e) {
			tp.result = 1
		}
		tu.pos = append(tu.pos, tp)
	}
	rep := tu.Fit(Options{Epochs: 200, Rate: 3, L2: 1e-6})
	if !(rep.LossFit < rep.LossBefore) {
		t.Fatalf("loss %.5f before, %.5f after", rep.LossBefore, rep.LossFit)
	}
	if d := rep.Params[tnMatMG+int(rules.Chariot)] - rep.StartParams[tnMatMG+int(rules.Chariot)]; d <= 0 {
		t.Errorf("chariot MG moved by %d, want up", d)
	}
	if d := rep.Params[tnScalar+7] - rep.StartParams[tnScalar+7]; d <= 0 {
		t.Errorf("horse mobility moved by %d, want up", d)
	}
	if ParamName(tnScalar+7) != "horseMobility" || ParamName(tnMatMG+int(rules.Chariot)) != "materialMG[Chariot]" {
		t.Errorf("names %q, %q", ParamName(tnScalar+7), ParamName(tnMatMG+int(rules.Chariot)))
	}
	t.Logf("K %.5f, loss %.5f -> %.5f", rep.K, rep.LossBefore, rep.LossFit)
}

// TestTunerAddGame: the positions kept are quiet and not in check, and
// the count adds up.
func TestTunerAddGame(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	p := rules.StartPosition()
	var moves []rules.Move
	q := p
	for len(moves) < 80 {
		var l rules.MoveList
		q.GenerateMoves(&l)
		if l.N == 0 {
			break
		}
		m := l.Moves[rng.Intn(l.N)]
		moves = append(moves, m)
		q.MakeMove(m)
	}
	tu := NewTuner()
	tu.AddGame(p, moves, 0.5, 10)
	if got := tu.Positions() + tu.Skipped; got != len(moves)+1-10 {
		t.Fatalf("%d positions + %d skipped, want %d", tu.Positions(), tu.Skipped, len(moves)+1-10)
	}
	if tu.Positions() == 0 || tu.Skipped == 0 {
		t.Fatalf("%d quiet positions, %d skipped in a random game", tu.Positions(), tu.Skipped)
	}
}
