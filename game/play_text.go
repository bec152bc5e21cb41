package game

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"xiangqi/game/session"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// statusLines are the two lines under the board: whose turn (or what is
// shown while browsing), then the computer's last move, the level and the
// player's side, the material balance, and the search figures when the
// player asked for them.
func (p *playScreen) statusLines(c *ctx) (string, string) {
	m := c.game.Match()
	if rv := p.review; rv != nil {
		first := fmt.Sprintf(c.text(i18n.MsgBrowsing), rv.Ply(), rv.Len())
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
			first = fmt.Sprintf(c.text(i18n.MsgThinkingDepth), p.Depth)
		} else {
			first = c.text(i18n.MsgThinking)
		}
	case m.HintPending():
		first = c.text(i18n.MsgHintBusy)
	case m.Judging():
		first = c.text(i18n.MsgCoachJudging)
	case coachWarned(m) && m.VsComputer():
		first = c.text(i18n.MsgYourMove) // the coach's box asks
	case m.VsComputer() && !m.HumanToMove():
		first = c.text(i18n.MsgThinking) // about to think (a game set up paused)
	case m.VsComputer():
		first = c.text(i18n.MsgYourMove)
	case pos.SideToMove() == rules.Red:
		first = c.text(i18n.MsgRedToMove)
	default:
		first = c.text(i18n.MsgBlackToMove)
	}
	if !m.Over() && pos.InCheck() {
		first = c.text(i18n.MsgCheck) + "  " + first
	}
	var parts []string
	ms := m.Game().Moves()
	if len(ms) > 0 && m.Computer(pos.SideToMove().Other()) {
		texts := p.texts.get(m.Game(), c.settings.MoveNotation(c.lang.Code()))
		parts = append(parts, fmt.Sprintf(c.text(i18n.MsgComputerMoved), texts[len(texts)-1]))
	}
	if m.VsComputer() {
		human := c.text(i18n.MsgRed)
		if m.Computer(rules.Red) {
			human = c.text(i18n.MsgBlack)
		}
		parts = append(parts, fmt.Sprintf(c.text(i18n.MsgYouPlay), c.levelName(m.Level()), human))
	}
	if h := handicapText(c, m.Game().Start(), m.VsComputer()); h != "" {
		parts = append(parts, h)
	}
	if bal := session.Material(pos); bal != 0 {
		side := c.text(i18n.MsgRed)
		if bal < 0 {
			side, bal = c.text(i18n.MsgBlack), -bal
		}
		parts = append(parts, fmt.Sprintf(c.text(i18n.MsgMaterial), side, bal))
	}
	// The figures of the search that found the computer's last move, and
	// only while that move is the last one on the board.
	if r, ok := m.LastSearch(); ok && c.settings.EngineInfo && !m.Thinking() && len(ms) > 0 && r.Move == ms[len(ms)-1] {
		if r.Book {
			parts = append(parts, c.text(i18n.MsgBookMove))
		} else {
			parts = append(parts, c.sprintf(i18n.MsgLastSearch, r.Depth, r.Nodes, r.Elapsed.Seconds()))
		}
	}
	second := strings.Join(parts, "   ")
	if h := hintText(c, pos, m.Hint()); h != "" {
		second = h // the player asked for it: the newest news
	}
	if why := refusalText(c, pos, p.board.refused); why != "" {
		second = why
	}
	if p.levelNote != "" {
		second = p.levelNote
	}
	if n := p.note.in(p.state(c)); n != "" {
		second = n
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
	who := c.text(i18n.MsgRed)
	switch {
	case vsComputer:
		who = c.text(i18n.MsgComputer)
	case giver == rules.Black:
		who = c.text(i18n.MsgBlack)
	}
	return fmt.Sprintf(c.text(givesMsgs[h]), who)
}

// resultText is "Red wins — checkmate" in the current language.
func resultText(c *ctx) string {
	st := c.game.Match().Status()
	if !st.Over() {
		return ""
	}
	res := map[rules.Result]i18n.Msg{rules.RedWins: i18n.MsgRedWins, rules.BlackWins: i18n.MsgBlackWins, rules.Draw: i18n.MsgDraw}[st.Result]
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
		return c.text(i18n.MsgRedWins)
	case session.BlackWon:
		return c.text(i18n.MsgBlackWins)
	case session.PlayerWon:
		return c.text(i18n.MsgYouWin)
	case session.PlayerLost:
		return c.text(i18n.MsgYouLose)
	}
	return c.text(i18n.MsgDraw)
}

func reasonMsg(r rules.Reason) i18n.Msg {
	switch r {
	case rules.Checkmate:
		return i18n.MsgReasonCheckmate
	case rules.Stalemate:
		return i18n.MsgReasonStalemate
	case rules.PerpetualCheck:
		return i18n.MsgReasonPerpetualCheck
	case rules.PerpetualChase:
		return i18n.MsgReasonPerpetualChase
	case rules.Repetition:
		return i18n.MsgReasonRepetition
	case rules.MoveLimit:
		return i18n.MsgReasonMoveLimit
	case rules.NoAttackers:
		return i18n.MsgReasonNoAttackers
	case rules.Timeout:
		return i18n.MsgReasonTimeout
	}
	return i18n.MsgReasonResignation
}

// refusalText says why the rules refused the move the player tapped, ""
// when there is nothing to say.
func refusalText(c *ctx, pos rules.Position, m rules.Move) string {
	if m == rules.NoMove {
		return ""
	}
	msgs := [...]i18n.Msg{
		rules.NotItsMove:      i18n.MsgRefusedNotItsMove,
		rules.HorseLeg:        i18n.MsgRefusedHorseLeg,
		rules.ElephantEye:     i18n.MsgRefusedElephantEye,
		rules.ElephantRiver:   i18n.MsgRefusedElephantRiver,
		rules.PalaceOnly:      i18n.MsgRefusedPalace,
		rules.PathBlocked:     i18n.MsgRefusedPath,
		rules.CannonScreen:    i18n.MsgRefusedCannonScreen,
		rules.SoldierBack:     i18n.MsgRefusedSoldierBack,
		rules.SoldierSideways: i18n.MsgRefusedSoldierSideways,
		rules.InCheck:         i18n.MsgRefusedInCheck,
		rules.GeneralsFace:    i18n.MsgRefusedGeneralsFace,
	}
	why := pos.WhyNot(m)
	if int(why) >= len(msgs) || msgs[why] == 0 {
		return ""
	}
	msg := msgs[why]
	return c.text(msg)
}
