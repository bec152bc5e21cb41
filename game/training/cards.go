package training

import (
	"xiangqi/analysis"
	"xiangqi/game/session"
	"xiangqi/record"
	"xiangqi/train"
)

// AddMistakes puts the mistakes and blunders of an analysed game into the
// deck of tr, due on day, and returns how many are new (the save is due
// when any is): the player's own (the sides the computer did not play),
// or both sides' for a game with no human side recorded (an imported
// record). A game not kept in the library (id "") has no name for its
// cards and adds none; nor does an analysis not complete.
func AddMistakes(tr *train.Progress, day train.Day, id string, rec *record.Game, rep *analysis.Report) int {
	if id == "" || rep == nil || !rep.Complete() {
		return 0
	}
	players := session.PlayersOf(session.InfoOf(rec))
	if !players[0] && !players[1] {
		players = [2]bool{true, true}
	}
	return tr.Deck.Add(day, session.MistakeCards(id, rep, players)...)
}
