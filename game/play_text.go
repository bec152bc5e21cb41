package game

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"xiangqi/game/session"
	"xiangqi/rules"
)

// statusLines are the two lines under the board: whose turn (or what is
// shown while browsing), then the computer's last move, the level and the
// player's side, the material balance, and the search figures when the
// player asked for them.
func (p *playScreen) statusLines(c *ctx) (string, string) {
	m := c.game.Match()
	if rv := p.review; rv != nil {
		first := fmt.Sprintf(c.text(MsgBrowsing), rv.Ply(), rv.Len())
		if rv.Ply() > 0 {
			first += "   " + p.texts.get(m.Game(), c.settings.MoveNotation(c.lang.Code()))[rv.Ply()-1]
		}
		return first, resultText(c)
	}
	pos := m.Position()
	var first string
	switch {
	case m.Over():
		first = resultText(c)
	case m.Thinking():
		if p, ok := m.Progress(); ok && c.settings.EngineInfo {
			first = fmt.Sprintf(c.text(MsgThinkingDepth), p.Depth)
		} else {
			first = c.text(MsgThinking)
		}
	case m.HintPending():
		first = c.text(MsgHintBusy)
	case m.VsComputer() && !m.HumanToMove():
		first = c.text(MsgThinking) // about to think (a game set up paused)
	case m.VsComputer():
		first = c.text(MsgYourMove)
	case pos.SideToMove() == rules.Red:
		first = c.text(MsgRedToMove)
	default:
		first = c.text(MsgBlackToMove)
	}
	if !m.Over() && pos.InCheck() {
		first = c.text(MsgCheck) + "  " + first
	}
	var parts []string
	ms := m.Game().Moves()
	if len(ms) > 0 && m.Computer(pos.SideToMove().Other()) {
		texts := p.texts.get(m.Game(), c.settings.MoveNotation(c.lang.Code()))
		parts = append(parts, fmt.Sprintf(c.text(MsgComputerMoved), texts[len(texts)-1]))
	}
	if m.VsComputer() {
		human := c.text(MsgRed)
		if m.Computer(rules.Red) {
			human = c.text(MsgBlack)
		}
		parts = append(parts, fmt.Sprintf(c.text(MsgYouPlay), c.levelName(m.Level()), human))
	}
	if h := handicapText(c, m.Game().Start(), m.VsComputer()); h != "" {
		parts = append(parts, h)
	}
	if bal := session.Material(pos); bal != 0 {
		side := c.text(MsgRed)
		if bal < 0 {
			side, bal = c.text(MsgBlack), -bal
		}
		parts = append(parts, fmt.Sprintf(c.text(MsgMaterial), side, bal))
	}
	// The figures of the search that found the computer's last move, and
	// only while that move is the last one on the board.
	if r, ok := m.LastSearch(); ok && c.settings.EngineInfo && !m.Thinking() && len(ms) > 0 && r.Move == ms[len(ms)-1] {
		if r.Book {
			parts = append(parts, c.text(MsgBookMove))
		} else {
			parts = append(parts, c.sprintf(MsgLastSearch, r.Depth, r.Nodes, r.Elapsed.Seconds()))
		}
	}
	second := strings.Join(parts, "   ")
	if why := refusalText(c, pos, p.board.refused); why != "" {
		second = why
	}
	if p.levelNote != "" {
		second = p.levelNote
	}
	if p.note != "" {
		second = p.note
	}
	if c.notice != "" && second == "" {
		second = c.notice
	}
	// A failed save is news in every mode: the line against the computer
	// is never empty, and the player must know before playing on.
	if w := c.writeProblem(); w != "" {
		second = w
	}
	return first, second
}

// handicapText says who gives what in a game from start, a handicap
// start: "Computer gives a horse", "Red gives both horses"; "" for any
// other start.
func handicapText(c *ctx, start rules.Position, vsComputer bool) string {
	h, giver, ok := rules.HandicapOf(start)
	if !ok {
		return ""
	}
	who := c.text(MsgRed)
	switch {
	case vsComputer:
		who = c.text(MsgComputer)
	case giver == rules.Black:
		who = c.text(MsgBlack)
	}
	return fmt.Sprintf(c.text(givesMsgs[h]), who)
}

// resultText is "Red wins — checkmate" in the current language.
func resultText(c *ctx) string {
	st := c.game.Match().Status()
	if !st.Over() {
		return ""
	}
	res := map[rules.Result]Msg{rules.RedWins: MsgRedWins, rules.BlackWins: MsgBlackWins, rules.Draw: MsgDraw}[st.Result]
	return c.text(res) + " — " + c.text(reasonMsg(st.Reason))
}

// capitalize writes s with a capital first letter ("checkmate" at the
// head of a line).
func capitalize(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// outcomeText is the ending in a few words: "You win!", "Red wins", "Draw".
func outcomeText(c *ctx, o session.Outcome) string {
	switch o {
	case session.RedWon:
		return c.text(MsgRedWins)
	case session.BlackWon:
		return c.text(MsgBlackWins)
	case session.PlayerWon:
		return c.text(MsgYouWin)
	case session.PlayerLost:
		return c.text(MsgYouLose)
	}
	return c.text(MsgDraw)
}

func reasonMsg(r rules.Reason) Msg {
	switch r {
	case rules.Checkmate:
		return MsgReasonCheckmate
	case rules.Stalemate:
		return MsgReasonStalemate
	case rules.PerpetualCheck:
		return MsgReasonPerpetualCheck
	case rules.PerpetualChase:
		return MsgReasonPerpetualChase
	case rules.Repetition:
		return MsgReasonRepetition
	case rules.MoveLimit:
		return MsgReasonMoveLimit
	case rules.NoAttackers:
		return MsgReasonNoAttackers
	}
	return MsgReasonResignation
}

// refusalText says why the rules refused the move the player tapped, ""
// when there is nothing to say.
func refusalText(c *ctx, pos rules.Position, m rules.Move) string {
	if m == rules.NoMove {
		return ""
	}
	msgs := [...]Msg{
		rules.NotItsMove:      MsgRefusedNotItsMove,
		rules.HorseLeg:        MsgRefusedHorseLeg,
		rules.ElephantEye:     MsgRefusedElephantEye,
		rules.ElephantRiver:   MsgRefusedElephantRiver,
		rules.PalaceOnly:      MsgRefusedPalace,
		rules.PathBlocked:     MsgRefusedPath,
		rules.CannonScreen:    MsgRefusedCannonScreen,
		rules.SoldierBack:     MsgRefusedSoldierBack,
		rules.SoldierSideways: MsgRefusedSoldierSideways,
		rules.InCheck:         MsgRefusedInCheck,
		rules.GeneralsFace:    MsgRefusedGeneralsFace,
	}
	why := pos.WhyNot(m)
	if int(why) >= len(msgs) || msgs[why] == 0 {
		return ""
	}
	msg := msgs[why]
	return c.text(msg)
}
