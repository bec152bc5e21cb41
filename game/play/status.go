package play

import (
	"fmt"
	"strings"

	"xiangqi/game/session"
	"xiangqi/game/texts"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// Status is the two lines under the board: whose turn (or what is shown
// while browsing), then the computer's last move, the level and the
// player's side, the material balance, and the search figures when the
// player asked for them; the newest news (a hint, why the rules refused
// refused — the move the last tap asked for, rules.NoMove for none — a
// note, a failed save) takes the second line's place.
func (m *Model) Status(refused rules.Move) (first, second string) {
	mt := m.Match()
	env := m.env
	if rv := m.review; rv != nil {
		first = fmt.Sprintf(env.Text(i18n.MsgBrowsing), rv.Ply(), rv.Len())
		if rv.Ply() > 0 {
			first += "   " + m.moves.Of(mt.Game(), m.notation())[rv.Ply()-1]
		}
		return first, texts.Result(env.Lang(), mt.Status())
	}
	pos := mt.Position()
	switch {
	case mt.Over():
		first = texts.Result(env.Lang(), mt.Status())
	case mt.Thinking():
		if p, ok := mt.Progress(); ok && env.Settings.EngineInfo {
			first = fmt.Sprintf(env.Text(i18n.MsgThinkingDepth), p.Depth)
		} else {
			first = env.Text(i18n.MsgThinking)
		}
	case mt.IdeasPending():
		first = env.Text(i18n.MsgHintIdeasBusy)
	case mt.HintPending():
		first = env.Text(i18n.MsgHintBusy)
	case mt.Judging():
		first = env.Text(i18n.MsgCoachJudging)
	case m.coachWarned() && mt.VsComputer():
		first = env.Text(i18n.MsgYourMove) // the coach's box asks
	case mt.VsComputer() && !mt.HumanToMove():
		first = env.Text(i18n.MsgThinking) // about to think (a game set up paused)
	case mt.VsComputer():
		first = env.Text(i18n.MsgYourMove)
	case pos.SideToMove() == rules.Red:
		first = env.Text(i18n.MsgRedToMove)
	default:
		first = env.Text(i18n.MsgBlackToMove)
	}
	if !mt.Over() && pos.InCheck() {
		first = env.Text(i18n.MsgCheck) + "  " + first
	}
	var parts []string
	ms := mt.Game().Moves()
	if len(ms) > 0 && mt.Computer(pos.SideToMove().Other()) {
		moves := m.moves.Of(mt.Game(), m.notation())
		parts = append(parts, fmt.Sprintf(env.Text(i18n.MsgComputerMoved), moves[len(moves)-1]))
	}
	if mt.VsComputer() {
		human := env.Text(i18n.MsgRed)
		if mt.Computer(rules.Red) {
			human = env.Text(i18n.MsgBlack)
		}
		parts = append(parts, fmt.Sprintf(env.Text(i18n.MsgYouPlay), texts.LevelName(env.Lang(), mt.Level()), human))
	}
	if h := texts.Handicap(env.Lang(), mt.Game().Start(), mt.VsComputer()); h != "" {
		parts = append(parts, h)
	}
	if bal := session.Material(pos); bal != 0 {
		side := env.Text(i18n.MsgRed)
		if bal < 0 {
			side, bal = env.Text(i18n.MsgBlack), -bal
		}
		parts = append(parts, fmt.Sprintf(env.Text(i18n.MsgMaterial), side, bal))
	}
	// The figures of the search that found the computer's last move, and
	// only while that move is the last one on the board.
	if r, ok := mt.LastSearch(); ok && env.Settings.EngineInfo && !mt.Thinking() && len(ms) > 0 && r.Move == ms[len(ms)-1] {
		if r.Book {
			parts = append(parts, env.Text(i18n.MsgBookMove))
		} else {
			parts = append(parts, env.Sprintf(i18n.MsgLastSearch, r.Depth, r.Nodes, r.Elapsed.Seconds()))
		}
	}
	second = strings.Join(parts, "   ")
	if h := texts.Hint(env.Lang(), pos, mt.Hint()); h != "" {
		second = h // the player asked for it: the newest news
	}
	if w := m.RulingWarning(); w != "" {
		second = w // a move here loses by perpetual check or chase
	}
	if why := texts.Refusal(env.Lang(), pos, refused); why != "" {
		second = why
	}
	if m.levelNote != "" {
		second = m.levelNote
	}
	if m.noteAt == m.state() && m.note != "" {
		second = m.note
	}
	if f := m.svc.Notice; f != nil && second == "" {
		second = f()
	}
	// A failed save is news in every mode: the line against the computer
	// is never empty, and the player must know before playing on.
	if f := m.svc.WriteProblem; f != nil {
		if w := f(); w != "" {
			second = w
		}
	}
	return first, second
}

func (m *Model) coachWarned() bool {
	_, ok := m.Match().Warning()
	return ok
}

// Banner is the game-over banner's text: who won (head), why (reason),
// and a small line under them (note: the adaptive level's move, and how
// many blunders the coach stopped in this game).
func (m *Model) Banner() (head, reason, note string) {
	mt := m.Match()
	env := m.env
	head = texts.Outcome(env.Lang(), mt.Outcome())
	// The head says who won; the line under it only why.
	st := mt.Status()
	reason = texts.Capitalize(env.Text(texts.ReasonMsg(st.Reason)))
	if st.Reason == rules.Timeout && st.Result == rules.Draw {
		reason = texts.Capitalize(env.Text(i18n.MsgReasonTimeoutDraw))
	}
	note = m.levelNote
	if n := mt.CoachStats().Helped; n > 0 {
		s := env.Sprintf(i18n.MsgCoachHelpedGame, n)
		if note != "" {
			note += " · "
		}
		note += s
	}
	return head, reason, note
}

// Moves is what the move list shows.
func (m *Model) Moves() ui.MovesShown {
	rg := m.Match().Game()
	start := rg.Start()
	ms := ui.MovesShown{
		Texts:      m.moves.Of(rg, m.notation()),
		BlackFirst: start.SideToMove() == rules.Black,
		FirstMove:  start.MoveNumber(),
		Ply:        len(rg.Moves()),
		Checks:     rg.Checks(),
		Cycle:      m.cycle(),
	}
	if m.review != nil {
		ms.Ply = m.review.Ply()
	}
	return ms
}
