package session

import (
	"slices"

	"xiangqi/gamedb"
	"xiangqi/i18n"
	"xiangqi/record"
	"xiangqi/rules"
)

// ExplainRecord is g as the game writes it out (Export, Copy all, Share
// all, Copy PGN) when a repetition ruling ended it (issue 53): the
// ruling's explanation in English, its moves in notation n, as a comment
// after the last move, and for a loss by perpetual check or chase PGN's
// Termination "rules infraction" in place of the game's own reason. The
// library keeps its own record as it was ("perpetual chase"), which it
// reads back without replaying the game; the rules judge an exported
// record again when it is imported (recordStatus), so the reason is not
// lost. Records from elsewhere and games that ended otherwise are
// returned as they are; g itself is not changed.
func ExplainRecord(g *record.Game, n rules.Notation) *record.Game {
	switch g.Tag(tagTermination) {
	case rules.PerpetualCheck.String(), rules.PerpetualChase.String(), rules.Repetition.String():
	default:
		return g
	}
	rg := rules.NewGame(g.Start)
	for _, m := range g.Moves {
		if rg.Play(m) != nil {
			return g
		}
	}
	e, ok := ExplainGame(rg, i18n.LangEn, n)
	if !ok || len(g.Moves) == 0 {
		return g
	}
	out := *g
	out.Tags = slices.Clone(g.Tags)
	if rg.Status().Result != rules.Draw {
		out.SetTag(tagTermination, gamedb.TermRulesInfraction)
	}
	out.Notes = make([]record.Note, len(g.Moves))
	copy(out.Notes, g.Notes)
	last := &out.Notes[len(out.Notes)-1]
	if last.Comment != "" {
		last.Comment += " "
	}
	last.Comment += e.Text
	return &out
}
