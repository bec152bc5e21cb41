package newgame

import (
	"xiangqi/clock"
	"xiangqi/game/session"
	"xiangqi/record"
	"xiangqi/rules"
)

// Begin is the game a Start begins from rg (ui.Start: New game's Start,
// the board editor's Play), on eng: the settings' sides and level, and
// their clock (Settings.TimeControl) running for the side to move;
// flipped is the board turned for a player who has Black.
func Begin(eng session.Engine, s session.Settings, rg *rules.Game) (m *session.Match, flipped bool) {
	computer, flipped := s.Seats()
	m = session.NewMatch(eng, rg, computer, s.Level)
	timeMatch(s, m)
	return m, flipped
}

// BeginFrom is the game Play from here begins from the board of rec after
// ply moves (a record, the analysis, the explorer), as Begin begins one —
// the settings' sides, level and clock — paused, with rec named as its
// origin.
func BeginFrom(eng session.Engine, s session.Settings, rec *record.Game, ply int) (m *session.Match, flipped bool, err error) {
	computer, flipped := s.Seats()
	m, err = session.RecordMatch(eng, rec, ply, computer, s.Level)
	if err != nil {
		return nil, false, err
	}
	m.SetOrigin(session.OriginNote(rec, ply))
	timeMatch(s, m)
	return m, flipped, nil
}

// timeMatch gives the new game m the clock of the settings' time
// control, if any, for the side to move.
func timeMatch(s session.Settings, m *session.Match) {
	if tc := s.TimeControl; tc.On() {
		pos := m.Game().Position()
		m.SetClock(clock.New(tc, pos.SideToMove(), nil), nil)
	}
}
