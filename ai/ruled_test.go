package ai

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"xiangqi/rules"
)

// gameLine is a start position and moves played from it, with the history
// the search takes, built with the position alone: the moves may go on
// after the referee (rules.Game) has ended the game, as a GUI with other
// rules would let them.
type gameLine struct {
	pos   rules.Position
	hist  History
	ref   *rules.Game  // the referee, followed while the game is on
	ruled rules.Status // its ruling, once it has ended the game
}

func playLine(t *testing.T, fen, moves string) *gameLine {
	t.Helper()
	p := mustFEN(t, fen)
	l := &gameLine{pos: p, ref: rules.NewGame(p)}
	l.ruled = l.ref.Status()
	for _, s := range strings.Fields(moves) {
		m, err := rules.ParseMoveText(s)
		if err != nil || !l.pos.IsLegal(m) {
			t.Fatalf("%s: %s is not legal in %s", fen, s, l.pos.FEN())
		}
		l.play(m)
	}
	return l
}

// play plays the legal move m; the referee sees it only while the game is on.
func (l *gameLine) play(m rules.Move) {
	if !l.ruled.Over() {
		if err := l.ref.Play(m); err != nil {
			panic(err) // legal and the game on: cannot happen
		}
		l.ruled = l.ref.Status()
	}
	l.hist.Keys = append(l.hist.Keys, l.pos.Key())
	l.pos.MakeMove(m)
	l.hist.Checks = append(l.hist.Checks, l.pos.InCheck())
	l.hist.Moves = append(l.hist.Moves, m)
}

// searchesLegal runs every kind of search on l and reports a result that
// is not a legal move (or that is one where there is none).
func searchesLegal(t *testing.T, e *Engine, name string, l *gameLine) {
	t.Helper()
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	bg := context.Background()
	runs := []struct {
		what string
		do   func() Result
	}{
		{"depth 1", func() Result { return e.Search(bg, Request{Pos: l.pos, History: l.hist, Limits: Limits{Depth: 1}}) }},
		{"depth 4", func() Result { return e.Search(bg, Request{Pos: l.pos, History: l.hist, Limits: Limits{Depth: 4}}) }},
		{"nodes 1", func() Result { return e.Search(bg, Request{Pos: l.pos, History: l.hist, Limits: Limits{Nodes: 1}}) }},
		{"nodes 300", func() Result { return e.Search(bg, Request{Pos: l.pos, History: l.hist, Limits: Limits{Nodes: 300}}) }},
		{"keys only", func() Result {
			return e.Search(bg, Request{Pos: l.pos, History: History{Keys: l.hist.Keys}, Limits: Limits{Depth: 3}})
		}},
		{"cancelled", func() Result { return e.Search(cancelled, Request{Pos: l.pos, History: l.hist}) }},
		{"Beginner", func() Result {
			return e.Search(bg, Request{Pos: l.pos, History: l.hist, Level: Beginner, Leveled: true, Limits: Limits{Depth: 2}})
		}},
		{"Medium", func() Result {
			return e.Search(bg, Request{Pos: l.pos, History: l.hist, Level: Medium, Leveled: true, Limits: Limits{Depth: 2}})
		}},
		{"Master", func() Result {
			return e.Search(bg, Request{Pos: l.pos, History: l.hist, Level: Master, Leveled: true, Limits: Limits{Depth: 3}})
		}},
	}
	has := l.pos.HasLegalMove()
	for _, r := range runs {
		res := r.do()
		if has && !l.pos.IsLegal(res.Move) || !has && res.Move != rules.NoMove {
			t.Errorf("%s (%s, referee: %v): %s returned %v", name, l.pos.FEN(), l.ruled, r.what, res.Move)
		}
	}
}

// TestMoveWhenRuledOver: where the rules call the game over but the side to
// move has legal moves — a third repetition (drawn, perpetual check,
// perpetual chase), the 60-move rule, bare material — every search still
// returns a legal move, also when moves went on after the ruling.
func TestMoveWhenRuledOver(t *testing.T) {
	const (
		checkFEN   = "4k4/8R/9/9/9/9/9/1r7/r8/3K5 w - - 0 1"
		checkMoves = "i8i9 e9e8 i9i8 e8e9 i8i9 e9e8 i9i8 e8e9"
		horses     = "h0g2 h9g7 g2h0 g7h9 h0g2 h9g7 g2h0 g7h9"
	)
	cases := []struct {
		name, fen, moves string
		reason           rules.Reason
	}{
		{"perpetual chase", chaseFEN, chaseMoves, rules.PerpetualChase},
		{"played on after the chase", chaseFEN, chaseMoves + " e5c6", rules.PerpetualChase},
		{"played on twice", chaseFEN, chaseMoves + " e5c6 f9f8 c6e5", rules.PerpetualChase},
		{"perpetual chase (the issue)", issueFEN, issueMoves, rules.PerpetualChase},
		{"perpetual check", checkFEN, checkMoves, rules.PerpetualCheck},
		{"played on after the check", checkFEN, checkMoves + " i8i9", rules.PerpetualCheck},
		{"repetition", rules.StartFEN, horses, rules.Repetition},
		{"played on after the repetition", rules.StartFEN, horses + " h0g2 h9g7 g2h0", rules.Repetition},
		{"60-move rule", "4k4/9/9/9/9/9/9/R8/9/3K5 w - - 119 80", "a2a3", rules.MoveLimit},
		{"bare material", "4k4/9/9/9/9/9/9/9/4A4/3K5 w - - 0 1", "", rules.NoAttackers},
	}
	e := NewEngine(2)
	for _, c := range cases {
		l := playLine(t, c.fen, c.moves)
		if l.ruled.Reason != c.reason || !l.pos.HasLegalMove() {
			t.Fatalf("%s: test premise: referee says %v, legal moves: %v", c.name, l.ruled, l.pos.HasLegalMove())
		}
		searchesLegal(t, e, c.name, l)
	}
}

// TestMoveInvariantRandomGames plays random games that shuffle pieces to and
// fro (so that repetitions, perpetual checks and the referee's end of the
// game come often) and goes on after the referee has ended them; at every
// ply each kind of search must return a legal move, NoMove only when there
// is none.
func TestMoveInvariantRandomGames(t *testing.T) {
	games, plies := invariantGames, 60
	if testing.Short() {
		games = min(games, 6)
	}
	rng := rand.New(rand.NewPCG(5, 11))
	e := NewEngine(1)
	ruled := 0
	for g := 0; g < games; g++ {
		l := playLine(t, testFENs[g%len(testFENs)], "")
		var played []rules.Move
		for ply := 0; ply < plies; ply++ {
			if l.ruled.Over() {
				ruled++
			}
			searchesLegal(t, e, "random game", l)
			if t.Failed() || !l.pos.HasLegalMove() {
				break
			}
			var ml rules.MoveList
			l.pos.GenerateMoves(&ml)
			m := ml.Moves[rng.IntN(ml.N)]
			if n := len(played); n >= 2 && rng.IntN(3) != 0 {
				if back := rules.NewMove(played[n-2].To(), played[n-2].From()); l.pos.IsLegal(back) {
					m = back
				}
			}
			played = append(played, m)
			l.play(m)
		}
	}
	if ruled == 0 {
		t.Fatal("no position after the referee's end of a game was searched")
	}
	t.Logf("%d positions searched after the referee's end of the game", ruled)
}
