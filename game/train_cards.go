package game

import (
	"xiangqi/analysis"
	"xiangqi/game/session"
	"xiangqi/record"
)

// addMistakes puts the mistakes and blunders of an analysed game into the
// training's deck, due today, and saves when any is new: the player's own
// (the sides the computer did not play), or both sides' for a game with no
// human side recorded (an imported record). A game not kept in the library
// (id "") has no name for its cards and adds none.
func addMistakes(c *ctx, id string, rec *record.Game, rep *analysis.Report) int {
	if id == "" || rep == nil || !rep.Complete() {
		return 0
	}
	players := session.PlayersOf(session.InfoOf(rec))
	if !players[0] && !players[1] {
		players = [2]bool{true, true}
	}
	n := c.training.Deck.Add(c.today(), session.MistakeCards(id, rep, players)...)
	if n > 0 {
		c.save()
	}
	return n
}
