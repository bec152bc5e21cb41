package analysis

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"xiangqi/ai"
	"xiangqi/record"
	"xiangqi/rules"
)

// The tags an analysed record carries besides its notes: who analysed it
// (PGN's standard Annotator tag) and the score of the start position,
// which no move's comment holds.
const (
	TagAnnotator = "Annotator"
	TagStartEval = "StartEval"
)

// annotator names this program's analysis in the Annotator tag; a record
// whose tag starts with it is read back as an analysis.
const annotator = "Xiangqi analysis"

// MaxLine is the most plies of a better line or refutation a record keeps
// and the screen shows.
const MaxLine = 6

// ScoreText writes an Eval as a record's comment holds it, Red's view:
// "+0.35" in soldiers of 100 centipawns, "#3" when Red mates in 3, "#-3"
// when Black does, "#0" and "#-0" for a game Red or Black has won on the
// board, "0.00" for a drawn one.
func ScoreText(e Eval) string {
	switch {
	case e.Over && e.Mate == 0:
		if e.Won == rules.Red {
			return "#0"
		}
		return "#-0"
	case e.Over:
		return "0.00"
	case e.IsMate():
		return "#" + strconv.Itoa(e.Mate)
	}
	return fmt.Sprintf("%+.2f", float64(e.Score)/100)
}

// ParseScore reads what ScoreText wrote, with or without the sign of a
// positive score; ok is false for anything else.
func ParseScore(s string) (e Eval, ok bool) {
	s = strings.TrimSpace(s)
	e = Eval{Done: true, Mate: MateNone}
	if rest, mate := strings.CutPrefix(s, "#"); mate {
		n, err := strconv.Atoi(rest)
		if err != nil || n < -ai.MaxPly || n > ai.MaxPly {
			return Eval{}, false
		}
		switch {
		case n == 0:
			e.Over, e.Mate = true, 0
			e.Won, e.Score = rules.Red, ai.MateScore
			if strings.HasPrefix(rest, "-") {
				e.Won, e.Score = rules.Black, -ai.MateScore
			}
		case n > 0:
			e.Mate, e.Score = n, ai.MateScore-2*n+1
		default:
			e.Mate, e.Score = n, -ai.MateScore-2*n
		}
		return e, true
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || f != f || f > 300 || f < -300 || !strings.ContainsRune(s, '.') {
		return Eval{}, false
	}
	e.Score = int(f*100 + copysignHalf(f))
	return e, true
}

func copysignHalf(f float64) float64 {
	if f < 0 {
		return -0.5
	}
	return 0.5
}

// Annotate writes r into the record g (which must hold the same moves, or
// begin with r's: a record that goes on after the referee ended the game,
// as players' records do after a repetition the players ruled otherwise,
// is analysed up to that end and its later moves keep no analysis):
// every analysed move gets its score after the move as a comment and its
// judgement's NAG; where a move was a mistake or a blunder, or answered
// one, the engine's line from the position before it (at most MaxLine
// plies, the better move first) is its variation, so that a record shows
// the better line of each mistake and, at the reply, the refutation. The
// tags say who analysed it at what budget and the start's score. The
// NAGs the record had before are replaced, and so is what an earlier
// analysis wrote; what the player wrote is kept (issue 51): a comment
// after the score, variations after the engine's line.
func Annotate(g *record.Game, r *Report, budget string) error {
	if len(g.Moves) < len(r.Moves) {
		return fmt.Errorf("analysis: the record has %d moves, the analysis %d", len(g.Moves), len(r.Moves))
	}
	for i, m := range g.Moves[:len(r.Moves)] {
		if m != r.Moves[i] {
			return fmt.Errorf("analysis: move %d differs between the record and the analysis", i+1)
		}
	}
	annotated := strings.HasPrefix(g.Tag(TagAnnotator), annotator) // old notes hold an analysis of ours
	name := annotator
	if budget != "" {
		name += ", " + budget
	}
	g.SetTag(TagAnnotator, name)
	if r.Evals[0].Done {
		g.SetTag(TagStartEval, ScoreText(r.Evals[0]))
	}
	old := g.Notes
	g.Notes = make([]record.Note, len(g.Moves))
	for i := range g.Moves {
		n := &g.Notes[i]
		// A clock game's move keeps its clock ({[%clk 0:09:58] +0.35}),
		// and every move what the player wrote: a comment after the
		// score, variations after the engine's line.
		clk, hasClk := time.Duration(0), false
		var own string
		if i < len(old) {
			clk, own, hasClk = record.MoveClock(old[i].Comment)
			if annotated {
				own = playersText(own)
			}
			n.Variations = playersLines(old, i, annotated)
		}
		n.Comment = own
		if i < len(r.Moves) && r.Evals[i+1].Done {
			n.NAG = r.Marks[i].NAG()
			n.Comment = strings.TrimSpace(ScoreText(r.Evals[i+1]) + " " + own)
			if line := r.Evals[i].PV; len(line) > 0 && (r.Marks[i] >= Mistake || i > 0 && r.Marks[i-1] >= Mistake) {
				n.Variations = append([]record.Line{{Moves: line[:min(len(line), MaxLine)]}}, n.Variations...)
			}
		}
		if hasClk {
			n.Comment = record.WithClock(n.Comment, clk)
		}
	}
	return nil
}

// playersText is a comment of an analysed move without the score the
// analysis wrote first in it: what the player wrote after it.
func playersText(comment string) string {
	word, rest, _ := strings.Cut(comment, " ")
	if _, ok := ParseScore(word); ok {
		return strings.TrimSpace(rest)
	}
	return comment
}

// playersLines is move i's variations in the old notes but the engine's
// line an analysis of ours put first at a mistake and at its answer.
func playersLines(old []record.Note, i int, annotated bool) []record.Line {
	vs := old[i].Variations
	if annotated && len(vs) > 0 && pvAt(old, i) {
		vs = vs[1:]
	}
	if len(vs) == 0 {
		return nil
	}
	return slices.Clone(vs)
}

// pvAt reports whether Annotate wrote the engine's line at move i, as its
// NAGs tell: the move was a mistake or a blunder, or answered one.
func pvAt(notes []record.Note, i int) bool {
	return judgementOfNAG(notes[i].NAG) >= Mistake || i > 0 && judgementOfNAG(notes[i-1].NAG) >= Mistake
}

// FromRecord reads back the analysis Annotate wrote into g; ok is false
// when g holds none or only part of one (see Kept).
func FromRecord(g *record.Game) (r *Report, ok bool) {
	r, ok = Kept(g)
	if !ok || !r.Complete() {
		return nil, false
	}
	return r, true
}

// Kept reads back the analysis Annotate wrote into g, complete or the
// part of it done when it was written (an analysis interrupted: the
// positions from the start to the first move without its score); ok is
// false when g holds none (no Annotator tag of this program, or no score
// of the start). The scores, judgements and stored lines come back as
// they were (a position's best move only where its line was kept), and so
// do the judgements: the NAGs, and Best or Good from the scores as Judge
// gives them.
func Kept(g *record.Game) (r *Report, ok bool) {
	// A record keeps no notes when no move has its score yet.
	if !strings.HasPrefix(g.Tag(TagAnnotator), annotator) || g.Notes != nil && len(g.Notes) != len(g.Moves) {
		return nil, false
	}
	r = NewReport(g.Start, g.Moves)
	start, ok := ParseScore(g.Tag(TagStartEval))
	if !ok {
		return nil, false
	}
	r.Evals[0] = start
	pos := g.Start
	done := 0 // the moves read with their score
	for i, n := range g.Notes {
		_, text, _ := record.MoveClock(n.Comment) // a clock game's clock first
		score, _, _ := strings.Cut(text, " ")     // then what the player wrote
		e, ok := ParseScore(score)
		if !ok {
			break
		}
		if len(n.Variations) > 0 && len(n.Variations[0].Moves) > 0 && pvAt(g.Notes, i) {
			r.Evals[i].PV = n.Variations[0].Moves
			r.Evals[i].Best = n.Variations[0].Moves[0]
		}
		var l rules.MoveList
		pos.GenerateMoves(&l)
		r.Evals[i].Only = l.N == 1
		pos.MakeMove(g.Moves[i])
		r.Evals[i+1] = e
		done++
	}
	if done == len(g.Moves) && done > 0 {
		// The final position's "0.00" is a draw the referee ruled (a
		// repetition, the move limit) rather than a score, as Run found it:
		// the record says which only through its moves.
		if last := r.Evals[done]; !last.Over && last.Mate == MateNone && last.Score == 0 {
			if st, ok := finalStatus(g); ok && st.Over() && st.Result == rules.Draw {
				r.Evals[done] = finished(st)
			}
		}
	}
	for i, n := range g.Notes[:done] {
		j := judgementOfNAG(n.NAG)
		if j == Good && (r.Evals[i].Only || Drop(r.Evals[i], r.Evals[i+1], r.Mover(i)) < BestDrop) {
			j = Best
		}
		r.Marks[i] = j
	}
	return r, true
}

// finalStatus is the referee's status after all of g's moves; ok is false
// when a move is not legal where it stands.
func finalStatus(g *record.Game) (st rules.Status, ok bool) {
	rg := rules.NewGame(g.Start)
	for _, m := range g.Moves {
		if rg.Play(m) != nil {
			return rules.Status{}, false
		}
	}
	return rg.Status(), true
}
