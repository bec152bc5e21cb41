package analysis

import (
	"bytes"
	"context"
	"slices"
	"testing"

	"xiangqi/ai"
	"xiangqi/record"
	"xiangqi/rules"
)

func TestScoreTextRoundTrip(t *testing.T) {
	for _, s := range []string{"+0.35", "-1.20", "+0.00", "#3", "#-3", "#0", "#-0", "+12.05", "-0.01"} {
		e, ok := ParseScore(s)
		if !ok {
			t.Errorf("%q not read", s)
			continue
		}
		if got := ScoreText(e); got != s {
			t.Errorf("%q read and written as %q", s, got)
		}
	}
	for _, s := range []string{"", "#", "#x", "good move", "1", "+nan", "0.35 extra", "#999"} {
		if _, ok := ParseScore(s); ok {
			t.Errorf("%q read as a score", s)
		}
	}
}

// TestAnalysisInRecord writes an analysed game as PGN in each notation
// and reads it back: the same scores, judgements and lines, and the same
// summary.
func TestAnalysisInRecord(t *testing.T) {
	g := testGame(t)
	r := NewReport(g.Start(), g.Moves())
	if err := Run(context.Background(), ai.NewEngine(8), g, Options{Depth: 7}, r.Set); err != nil {
		t.Fatal(err)
	}
	marked := 0
	for i := range r.Marks {
		if r.Better(i) != nil {
			marked++
		}
	}
	if marked == 0 {
		t.Fatal("the test game has no mistake to keep a better line for")
	}
	for n := rules.ICCS; n <= rules.Vietnamese; n++ {
		rg := &record.Game{Start: g.Start(), Moves: g.Moves()}
		if err := Annotate(rg, r, "depth 7"); err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := record.Write(&b, rg, n); err != nil {
			t.Fatal(err)
		}
		games, errs := record.Read(b.Bytes())
		if len(errs) > 0 || len(games) != 1 {
			t.Fatalf("notation %d: %d games, %v", n, len(games), errs)
		}
		back, ok := FromRecord(games[0])
		if !ok {
			t.Fatalf("notation %d: the analysis was not read back:\n%s", n, b.String())
		}
		for i := range r.Evals {
			if got, want := ScoreText(back.Evals[i]), ScoreText(r.Evals[i]); got != want {
				t.Errorf("notation %d, position %d: score %s, want %s", n, i, got, want)
			}
		}
		for i := range r.Marks {
			if want := r.Marks[i]; back.Marks[i] != want {
				t.Errorf("notation %d, move %d: %v, want %v", n, i+1, back.Marks[i], want)
			}
			if got, want := back.Better(i), r.Better(i); !slices.Equal(got, want[:min(len(want), MaxLine)]) {
				t.Errorf("notation %d, move %d: better line %v, want %v", n, i+1, got, want)
			}
			if got, want := back.Refutation(i), r.Refutation(i); !slices.Equal(got, want[:min(len(want), MaxLine)]) {
				t.Errorf("notation %d, move %d: refutation %v, want %v", n, i+1, got, want)
			}
		}
		for _, c := range []rules.Color{rules.Red, rules.Black} {
			a, b := r.Summary(c), back.Summary(c)
			if a.Inaccuracies != b.Inaccuracies || a.Mistakes != b.Mistakes || a.Blunders != b.Blunders ||
				roundAccuracy(a.Accuracy) != roundAccuracy(b.Accuracy) {
				t.Errorf("notation %d, %v: summary %+v read back as %+v", n, c, a, b)
			}
		}
	}
}

// roundAccuracy rounds an accuracy as the screen shows it.
func roundAccuracy(a float64) int { return int(a + 0.5) }

func TestRecordWithoutAnalysis(t *testing.T) {
	g := &record.Game{Start: rules.StartPosition()}
	if _, ok := FromRecord(g); ok {
		t.Error("a record without notes read as an analysis")
	}
	games, _ := record.Read([]byte("[Annotator \"Xiangqi analysis\"]\n[StartEval \"+0.20\"]\n1. h2e2 {good} h9g7 {+0.10} *\n"))
	if _, ok := FromRecord(games[0]); ok {
		t.Error("a comment that is not a score read as an analysis")
	}
}

// TestPartialAnalysisKept: an analysis written into a record before it
// was complete reads back as the positions it had (Kept), from the start
// alone to all but the last, and not as a complete one (FromRecord).
func TestPartialAnalysisKept(t *testing.T) {
	g := testGame(t)
	full := NewReport(g.Start(), g.Moves())
	if err := Run(context.Background(), ai.NewEngine(8), g, Options{Depth: 4}, full.Set); err != nil {
		t.Fatal(err)
	}
	for _, done := range []int{1, 2, 30, len(full.Evals) - 1} {
		r := NewReport(g.Start(), g.Moves())
		for i := range done {
			r.Set(i, full.Evals[i])
		}
		rg := &record.Game{Start: g.Start(), Moves: g.Moves()}
		if err := Annotate(rg, r, "depth 4"); err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := record.Write(&b, rg, rules.Chinese); err != nil {
			t.Fatal(err)
		}
		games, errs := record.Read(b.Bytes())
		if len(errs) > 0 || len(games) != 1 {
			t.Fatalf("%d games, %v", len(games), errs)
		}
		if _, ok := FromRecord(games[0]); ok {
			t.Errorf("%d of %d positions read as a complete analysis", done, len(r.Evals))
		}
		kept, ok := Kept(games[0])
		if !ok || kept.Done() != done {
			t.Fatalf("%d positions written, %v read back (ok %v)", done, kept, ok)
		}
		for i := range done {
			if got, want := ScoreText(kept.Evals[i]), ScoreText(r.Evals[i]); got != want {
				t.Errorf("position %d: %s read back as %s", i, want, got)
			}
		}
		for i := range done - 1 {
			if kept.Marks[i] != r.Marks[i] {
				t.Errorf("move %d: %v read back as %v", i+1, r.Marks[i], kept.Marks[i])
			}
		}
	}
}

// FuzzKept reads any record as a kept analysis: never a panic, and what
// is read back writes and reads again as the same positions.
func FuzzKept(f *testing.F) {
	f.Add([]byte("[Annotator \"Xiangqi analysis\"]\n[StartEval \"+0.20\"]\n1. h2e2 {+0.10} h9g7 {#-3} *\n"))
	f.Add([]byte("[Annotator \"Xiangqi analysis, depth 4\"]\n[StartEval \"#0\"]\n1. h2e2 $4 {+0.10} (1. b2e2 h9g7) h9g7 *\n"))
	f.Add([]byte("[Annotator \"Xiangqi analysis\"]\n[StartEval \"x\"]\n1. h2e2 {good} *\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		games, _ := record.Read(b)
		for _, g := range games {
			r, ok := Kept(g)
			if !ok {
				continue
			}
			done := r.Done()
			rg := &record.Game{Start: g.Start, Moves: g.Moves}
			if err := Annotate(rg, r, ""); err != nil {
				t.Fatal(err)
			}
			again, ok := Kept(rg)
			if !ok || again.Done() != done {
				t.Fatalf("%d positions kept, read back ok %v with %v", done, ok, again)
			}
		}
	})
}
