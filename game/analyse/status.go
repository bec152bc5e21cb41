package analyse

import (
	"xiangqi/analysis"
	"xiangqi/game/texts"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// Status is the two lines under the board: the move shown with its mark,
// its judgement and the score after it; under it a failed write of the
// analysis, the better line or the refutation shown, the search's
// progress, or each side's accuracy once the analysis is complete.
func (m *Model) Status() (first, second string) {
	rep, i := m.an.Report(), m.current()
	g := m.an.Game()
	env := m.env
	if i < 0 {
		first = env.Text(i18n.MsgStartPosition)
	} else {
		first = m.moveLabel(g, i) + rep.Marks[i].Mark()
		if w := judgementWord(rep, i); w != 0 {
			first += " — " + env.Text(w)
		}
	}
	if e := rep.Evals[m.review.Ply()]; e.Done {
		first += " · " + m.ScoreText(e)
	}
	switch {
	case m.note != "":
		return first, m.note
	case m.shows == ShowBetter:
		return first, env.Sprintf(i18n.MsgBetterLine, texts.Line(positionAt(g, i), rep.Better(i), m.notation()))
	case m.shows == ShowRefutation:
		return first, env.Sprintf(i18n.MsgRefutedBy, texts.Line(positionAt(g, i+1), rep.Refutation(i), m.notation()))
	case m.an.Running() || !rep.Complete():
		return first, env.Sprintf(i18n.MsgAnalysing, rep.Done(), len(rep.Evals))
	}
	side := func(col rules.Color, msg i18n.Msg) string {
		sum := rep.Summary(col)
		return env.Sprintf(i18n.MsgAccuracy, env.Text(msg), int(sum.Accuracy+0.5), sum.Inaccuracies, sum.Mistakes, sum.Blunders)
	}
	return first, side(rules.Red, i18n.MsgRed) + "   " + side(rules.Black, i18n.MsgBlack)
}

// moveLabel is move i with its number: "12. 炮二平五" or "12… 马８进７".
func (m *Model) moveLabel(g *rules.Game, i int) string {
	return texts.Line(positionAt(g, i), g.Moves()[i:i+1], m.notation())
}

// judgementWord names the judgement of move i, 0 while it has none.
func judgementWord(rep *analysis.Report, i int) i18n.Msg {
	switch rep.Marks[i] {
	case analysis.Best:
		if rep.Evals[i].Only {
			return i18n.MsgJudgeOnly
		}
		return i18n.MsgJudgeBest
	case analysis.Good:
		return i18n.MsgJudgeGood
	case analysis.Inaccuracy:
		return i18n.MsgJudgeInaccuracy
	case analysis.Mistake:
		return i18n.MsgJudgeMistake
	case analysis.Blunder:
		return i18n.MsgJudgeBlunder
	}
	return 0
}

// ScoreText is an evaluation for players: "+0.35" from Red's view in the
// language's number format, who won on the board, a draw, or who mates
// in how many moves.
func (m *Model) ScoreText(e analysis.Eval) string {
	env := m.env
	side := func(red bool) string {
		if red {
			return env.Text(i18n.MsgRed)
		}
		return env.Text(i18n.MsgBlack)
	}
	switch {
	case e.Over && e.Mate == 0:
		return env.Sprintf(i18n.MsgWonOnBoard, side(e.Won == rules.Red))
	case e.Over:
		return env.Text(i18n.MsgDraw)
	case e.IsMate():
		return env.Sprintf(i18n.MsgSideMatesIn, side(e.Mate > 0), max(e.Mate, -e.Mate))
	}
	return env.Sprintf(i18n.MsgScore, float64(e.Score)/100)
}

// HelpTexts are the help's paragraphs: the graph, the score, the
// accuracy (with Red's as the example).
func (m *Model) HelpTexts() []string {
	env := m.env
	acc := int(m.an.Report().Summary(rules.Red).Accuracy + 0.5)
	return []string{env.Text(i18n.MsgHelpGraph), env.Text(i18n.MsgHelpScore), env.Sprintf(i18n.MsgHelpAccuracy, env.Text(i18n.MsgRed), acc)}
}
