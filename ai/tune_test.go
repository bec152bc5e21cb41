package ai

import (
	"fmt"
	"math"
	"math/rand"
	"os"
	"strconv"
	"strings"
	"testing"

	"xiangqi/rules"
)

// TestTuneFeaturesExact: the features times params.go's values are the
// evaluation, to the point, on random positions: the blend, safety and
// activity sum (before tempo and the side flip) and the whole of evaluate
// from Red's view. If the evaluation's form changes, this fails until the
// features follow it.
func TestTuneFeaturesExact(t *testing.T) {
	v := roundParams(currentParams())
	var pieces []tunePiece
	n, scaled, damped := 0, 0, 0
	positions := randomPositions(t, 3000)
	// The same positions late in a game, where the halfmove clock damps.
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
			continue // evaluate is never called in check, but it would still agree
		}
		var tp tunePos
		pieces, tp = tuneFeatures(&p, pieces[:0])
		st := newEvalState(&p)
		var ms pieceSet
		ms.reset(&p)
		want := st.blend() + st.safe + cannonThreats(&p, &ms) + activity(&p, &ms)
		if got := tuneLinear(&tp, pieces, v); got != want {
			t.Fatalf("%s: features make %d, blend+safety+threats+activity %d", p.FEN(), got, want)
		}
		full := int32(evaluate(&p, &st, &ms, &Features{}))
		if p.SideToMove() == rules.Black {
			full = -full
		}
		if got := tuneEvalInt(&tp, pieces, v); got != full {
			t.Fatalf("%s: features make %d, evaluate (Red's view) %d", p.FEN(), got, full)
		}
		// The real-valued form differs only by the blend's truncation.
		if e, _ := tuneEval(&tp, pieces, currentParams()); math.Abs(e-float64(full)) >= 3 {
			d := e - float64(full)
			t.Fatalf("%s: real-valued features off by %.2f", p.FEN(), d)
		}
		n++
		if tp.phase <= drawPhase && tp.scale != [2]int8{scaleOne, scaleOne} {
			scaled++
		}
		if tp.damp >= 0 {
			damped++
		}
	}
	t.Logf("%d positions, %d with drawish endgame scaling, %d damped", n, scaled, damped)
	if n < 1000 {
		t.Fatalf("only %d positions checked", n)
	}
}

// TestTuneTablesSymmetric: the tuner ties mirrored points, which is only
// right while the tables are left-right symmetric.
func TestTuneTablesSymmetric(t *testing.T) {
	tabs := tnTables()
	for k := rules.General; k <= rules.Soldier; k++ {
		for ph := 0; ph < 2; ph++ {
			for i, x := range tabs[k][ph] {
				row, f := i/9, i%9
				if y := tabs[k][ph][row*9+8-f]; x != y {
					t.Fatalf("%s row %d: file %d is %d, its mirror %d", tnTableNames[k][ph], row, f, x, y)
				}
			}
		}
	}
}

// TestTuneWriteParamsRoundTrip: writing params.go's own values gives
// params.go back; writing others changes only numbers.
func TestTuneWriteParamsRoundTrip(t *testing.T) {
	src, err := os.ReadFile("params.go")
	if err != nil {
		t.Fatal(err)
	}
	v := roundParams(currentParams())
	out, err := TuneWriteParams(string(src), v)
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
	out, err = TuneWriteParams(string(src), w)
	if err != nil {
		t.Fatal(err)
	}
	if len(out) == len(src) {
		t.Fatal("new values did not change the text")
	}
	mat := fmt.Sprintf("materialMG = [8]int32{0, 0, %d, %d, %d, 612, %d, %d}", materialMG[2], materialMG[3], materialMG[4], materialMG[6], materialMG[7])
	row := fmt.Sprintf("%d, -77, %d, %d, %d, %d, %d, -77, %d,", pstHorseEG[18], pstHorseEG[20], pstHorseEG[21], pstHorseEG[22], pstHorseEG[23], pstHorseEG[24], pstHorseEG[26])
	for _, want := range []string{mat, "tempo = 13", row} {
		if !contains(out, want) {
			t.Fatalf("written text lacks %q", want)
		}
	}
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}

// TestTuneFitLowersLoss: on positions labelled by a different "true"
// evaluation (chariots worth more, soldiers less, more horse mobility),
// the fit lowers the loss and moves those parameters the right way.
func TestTuneFitLowersLoss(t *testing.T) {
	truth := currentParams()
	truth[tnMatMG+int(rules.Chariot)] += 150
	truth[tnMatEG+int(rules.Chariot)] += 150
	truth[tnMatMG+int(rules.Soldier)] -= 20
	truth[tnScalar+7] += 6 // horseMobility
	rng := rand.New(rand.NewSource(5))
	tu := NewTuner()
	for _, p := range randomPositions(t, 3000) {
		var tp tunePos
		tu.pieces, tp = tuneFeatures(&p, tu.pieces)
		if e, _ := tuneEval(&tp, tu.pieces, truth); rng.Float64() < sigmoid(0.01*e) {
			tp.result = 1
		}
		tu.pos = append(tu.pos, tp)
	}
	rep := tu.Fit(TuneOptions{Epochs: 200, Rate: 3, L2: 1e-6})
	if !(rep.LossFit < rep.LossBefore) {
		t.Fatalf("loss %.5f before, %.5f after", rep.LossBefore, rep.LossFit)
	}
	if d := rep.Params[tnMatMG+int(rules.Chariot)] - rep.StartParams[tnMatMG+int(rules.Chariot)]; d <= 0 {
		t.Errorf("chariot MG moved by %d, want up", d)
	}
	if d := rep.Params[tnScalar+7] - rep.StartParams[tnScalar+7]; d <= 0 {
		t.Errorf("horse mobility moved by %d, want up", d)
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
	if tu.Positions() == 0 {
		t.Fatal("no quiet position in a random game")
	}
}
