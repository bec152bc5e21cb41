package newgame

import (
	"context"
	"testing"
	"time"

	"xiangqi/clock"
	"xiangqi/game/session"
	"xiangqi/record"
	"xiangqi/rules"
)

// firstMoveEngine answers at once with the first legal move.
type firstMoveEngine struct{}

func (firstMoveEngine) Think(_ context.Context, s session.Search, _ func(session.Progress)) session.Reply {
	var l rules.MoveList
	s.Pos.GenerateMoves(&l)
	if l.N == 0 {
		return session.Reply{}
	}
	return session.Reply{Move: l.Moves[0], Depth: 1}
}

// TestBeginTimed: Start begins the game with the settings' clock (3+2
// tapped on New game, 7+3 set in the editor), running for the side to
// move, at its full time, and with the settings' sides, level and
// handicap; with no clock there is none.
func TestBeginTimed(t *testing.T) {
	s := redVsComputer()
	s.Level = session.Master
	s.TimeControl = clock.Minutes(3, 2)
	m, flipped := Begin(firstMoveEngine{}, s, rules.NewGame(rules.StartPosition()))
	defer m.Stop()
	clk := m.Clock()
	if clk == nil || clk.Control() != clock.Minutes(3, 2) || !clk.Running() || clk.Side() != rules.Red {
		t.Fatalf("3+2: clock %+v", clk)
	}
	if m.Level() != session.Master || !m.Computer(rules.Black) || m.Computer(rules.Red) || flipped || m.Paused() {
		t.Fatalf("level %v, computer Black %v Red %v, flipped %v, paused %v", m.Level(), m.Computer(rules.Black), m.Computer(rules.Red), flipped, m.Paused())
	}
	// The custom 7+3, playing Black: the computer's (Red's) clock runs
	// first; the player's stands at 7:00.
	s.TimeControl, s.Side = clock.Minutes(7, 3), rules.Black
	m, flipped = Begin(firstMoveEngine{}, s, rules.NewGame(rules.StartPosition()))
	defer m.Stop()
	clk = m.Clock()
	if clk == nil || clk.Control() != clock.Minutes(7, 3) || clk.Side() != rules.Red || clk.Left(rules.Black) != 7*time.Minute || !flipped {
		t.Fatalf("7+3 as Black: clock %+v, flipped %v", clk, flipped)
	}
	// The moves-in-time preset, chosen in the form: 20 moves in 10 min
	// for each side, Red's running (a moment gone) with 20 moves to go.
	s.TimeControl, s.Side = clock.MovesIns[0], rules.Red
	m, _ = Begin(firstMoveEngine{}, s, rules.NewGame(rules.StartPosition()))
	defer m.Stop()
	clk = m.Clock()
	if clk == nil || clk.Control() != clock.MovesIn(20, 10*time.Minute) || !clk.Running() || clk.Side() != rules.Red ||
		clk.Left(rules.Red) > 10*time.Minute || clk.Left(rules.Red) < 10*time.Minute-time.Second || clk.Left(rules.Black) != 10*time.Minute || clk.MovesToGo(rules.Red) != 20 || clk.MovesToGo(rules.Black) != 20 {
		t.Fatalf("20 moves in 10 min: clock %+v", clk)
	}
	// Two players, Red giving a chariot, no clock.
	s = redVsComputer()
	s.TwoPlayers, s.Handicap, s.HandicapSide = true, rules.HandicapChariot, rules.Red
	m, _ = Begin(nil, s, rules.NewGame(s.StartPosition()))
	if start := m.Game().Start(); m.Clock() != nil || m.VsComputer() || start != rules.HandicapPosition(rules.HandicapChariot, rules.Red) {
		t.Fatalf("two players: clock %v, vs computer %v, from %s", m.Clock(), m.VsComputer(), start.FEN())
	}
}

// TestBeginFromTimed (issue 49): Play from here (a record, the analysis, the explorer)
// begins its game with the settings' time control, as New game does:
// 10+5 for the side to move, Black after one move, paused until the
// board shows; the record named as its origin; none when the settings
// have none.
func TestBeginFromTimed(t *testing.T) {
	rg := rules.NewGame(rules.StartPosition())
	if err := rg.PlayText("h2e2"); err != nil {
		t.Fatal(err)
	}
	rec := &record.Game{Start: rules.StartPosition(), Moves: rg.Moves()}
	s := session.DefaultSettings()
	s.TimeControl = clock.Minutes(10, 5)
	m, _, err := BeginFrom(nil, s, rec, 1)
	if err != nil {
		t.Fatal(err)
	}
	clk := m.Clock()
	if clk == nil || clk.Control() != clock.Minutes(10, 5) || clk.Side() != rules.Black || clk.Running() || !m.Paused() {
		t.Fatalf("play from here with 10+5 set: clock %+v, paused %v", clk, m.Paused())
	}
	if len(m.Game().Moves()) != 1 || m.Origin() == "" || m.Origin() != session.OriginNote(rec, 1) {
		t.Fatalf("%d moves, origin %q", len(m.Game().Moves()), m.Origin())
	}
	s.TimeControl = clock.Control{}
	if m, _, err := BeginFrom(nil, s, rec, 1); err != nil || m.Clock() != nil {
		t.Errorf("a clock with none set (%v)", err)
	}
	bad := &record.Game{Start: rules.StartPosition(), Moves: []rules.Move{rules.NewMove(rules.NoSquare, rules.NoSquare)}}
	if _, _, err := BeginFrom(nil, s, bad, 1); err == nil {
		t.Error("a record the rules refuse began a game")
	}
}
