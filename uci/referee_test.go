package uci

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"xiangqi/rules"
)

// The game of the issue: the project's referee calls it a perpetual chase
// by Red after issueMoves (Black to move, 48 legal moves); the GUI played
// on with b2b0, after which Red has exactly three legal moves.
const (
	issueFEN   = "rnbakabnr/9/1c2c4/p3p1p1p/9/2p6/P3P1P1P/1CN1B2C1/9/R2AKABNR w - - 0 4"
	issueMoves = "e2c4 h9g7 i0i1 i9h9 a0a1 h9h4 c4a2 b9c7 a1d1 a9a8 d1d4 h4d4 c2d4 e7e3 h0g2 e3e4 i1c1 c7d5 c1c9 g6g5 c9c5 a8d8 b2d2 b7b2 c5c2 b2b0 c2c0 b0b2 c0c2 b2b0 c2c0 b0b2 c0c2"
)

// goCommands are the searches every position is asked with: fixed depths,
// a node cap as small as one node, a short move time, a clock, and a level.
var goCommands = [][]string{
	{"go depth 1"},
	{"go depth 4"},
	{"go nodes 1"},
	{"go nodes 500"},
	{"go movetime 20"},
	{"go wtime 200 btime 200 winc 0 binc 0"},
	{"setoption name Level value Beginner", "go depth 3"},
	{"setoption name Level value Hard", "go depth 3"},
}

// lastBestmove returns the move of the last bestmove line in out.
func lastBestmove(t *testing.T, out string) string {
	t.Helper()
	i := strings.LastIndex(out, "bestmove ")
	if i < 0 {
		t.Fatalf("no bestmove in:\n%s", out)
	}
	f := strings.Fields(out[i:])
	if len(f) < 2 {
		t.Fatalf("empty bestmove in:\n%s", out)
	}
	return f[1]
}

// legalTexts lists the legal moves of pos in ICCS.
func legalTexts(pos *rules.Position) []string {
	var l rules.MoveList
	pos.GenerateMoves(&l)
	var s []string
	for _, m := range l.Slice() {
		s = append(s, m.String())
	}
	slices.Sort(s)
	return s
}

// replay plays moves from fen with the position alone (no referee).
func replay(t *testing.T, fen, moves string) rules.Position {
	t.Helper()
	p, err := rules.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range strings.Fields(moves) {
		m, err := rules.ParseMoveText(s)
		if err != nil || !p.IsLegal(m) {
			t.Fatalf("test line: %s is not legal in %s", s, p.FEN())
		}
		p.MakeMove(m)
	}
	return p
}

// TestIssueForfeits replays the two forfeits of the issue: the position
// after a move the project's referee calls too late must be accepted, and
// both there and one ply earlier (where the referee has ended the game)
// every kind of search must answer a legal move.
func TestIssueForfeits(t *testing.T) {
	cases := []struct {
		name, moves string
		want        []string // the legal moves, as the GUI sees them (nil: just count)
		count       int
	}{
		{"after the chase ruling", issueMoves + " b2b0", []string{"a2c0", "c2c0", "e0e1"}, 3},
		{"at the chase ruling", issueMoves, nil, 48},
	}
	for _, c := range cases {
		pos := replay(t, issueFEN, c.moves)
		legal := legalTexts(&pos)
		if len(legal) != c.count || c.want != nil && !slices.Equal(legal, c.want) {
			t.Fatalf("%s: test premise: legal moves %v", c.name, legal)
		}
		position := "position fen " + issueFEN + " moves " + c.moves
		for _, g := range goCommands {
			out := run(t, Config{}, append([]string{position}, g...)...)
			for _, l := range strings.Split(out, "\n") {
				if strings.HasPrefix(l, "info string") && !strings.Contains(l, "the rules end the game after move 33 (black wins, perpetual chase)") {
					t.Errorf("%s, %v: unexpected %q", c.name, g, l)
				}
			}
			if !strings.Contains(out, "info string position: the rules end the game") {
				t.Errorf("%s, %v: the ruling is not noted:\n%s", c.name, g, out)
			}
			if mv := lastBestmove(t, out); !slices.Contains(legal, mv) {
				t.Errorf("%s, %v: bestmove %s, want one of %v\n%s", c.name, g, mv, legal, out)
			}
		}
	}
}

// TestNoLegalMoveAnswer keeps the dialect for a side with no legal move:
// "bestmove 0000", as before.
func TestNoLegalMoveAnswer(t *testing.T) {
	for _, fen := range []string{
		"3k5/3R5/3R5/9/9/9/9/9/9/4K4 b - - 0 1", // checkmate
		"3k5/2R6/4R4/9/9/9/9/9/9/4K4 b - - 0 1", // stalemate
	} {
		for _, g := range goCommands {
			out := run(t, Config{}, append([]string{"position fen " + fen}, g...)...)
			if mv := lastBestmove(t, out); mv != "0000" {
				t.Errorf("%s, %v: bestmove %s, want 0000", fen, g, mv)
			}
		}
	}
}

// shuffler is a random mover biased towards repetitions: it often takes
// back its own previous move (so both sides shuffle to and fro), likes
// checks (perpetual checks) and moves that newly attack an enemy piece
// (chases), and otherwise plays any legal move.
type shuffler struct {
	rng  *rand.Rand
	back float64 // how often it takes back its previous move
}

func (sh shuffler) next(pos *rules.Position, played []rules.Move) rules.Move {
	var l rules.MoveList
	pos.GenerateMoves(&l)
	moves := l.Slice()
	if n := len(played); n >= 2 && sh.rng.Float64() < sh.back {
		back := rules.NewMove(played[n-2].To(), played[n-2].From())
		if pos.IsLegal(back) {
			return back
		}
	}
	r := sh.rng.Float64()
	if r < 0.2 {
		var checks []rules.Move
		for _, m := range moves {
			q := *pos
			q.MakeMove(m)
			if q.InCheck() {
				checks = append(checks, m)
			}
		}
		if len(checks) > 0 {
			return checks[sh.rng.IntN(len(checks))]
		}
	}
	if r < 0.8 {
		var chases []rules.Move
		for _, m := range moves {
			if pos.At(m.To()) == rules.Empty && attacksMore(pos, m) {
				chases = append(chases, m)
			}
		}
		if len(chases) > 0 {
			return chases[sh.rng.IntN(len(chases))]
		}
	}
	return moves[sh.rng.IntN(len(moves))]
}

// attacksMore reports whether m leaves the mover with more captures of
// non-general pieces than before it (a crude chase).
func attacksMore(pos *rules.Position, m rules.Move) bool {
	captures := func(q rules.Position) int {
		var l rules.MoveList
		q.GenerateMoves(&l)
		n := 0
		for _, x := range l.Slice() {
			if v := q.At(x.To()); v != rules.Empty && v.Kind() != rules.General {
				n++
			}
		}
		return n
	}
	q := *pos
	before := captures(q) // pos's side to move is the mover
	q.MakeMove(m)
	q.MakeNull()
	return captures(q) > before
}

// TestRandomGamesLegalAnswers plays random games through the UCI loop,
// biased to shuffle back and forth so that repetitions, perpetual checks
// and chases occur and the project's referee ends many of them; the games
// go on regardless, as a GUI with other rules would, and at every ply the
// engine, asked with a very short search, must answer a legal move (and
// 0000 only when there is none).
func TestRandomGamesLegalAnswers(t *testing.T) {
	games, plies := randomGames, 90
	if testing.Short() {
		games = min(games, 60)
	}
	rng := rand.New(rand.NewPCG(20240611, 7))
	sh := shuffler{rng: rng}
	prefix := strings.Fields(issueMoves)
	starts := []struct{ fen, moves string }{
		{rules.StartFEN, ""},
		{issueFEN, ""},
		{issueFEN, strings.Join(prefix[:24], " ")}, // just before the chase of the issue
		{issueFEN, strings.Join(prefix[:27], " ")}, // the chase begun
		{issueFEN, strings.Join(prefix[:12], " ")},
		{"r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1", ""},
		{"2bak4/9/3a5/p2Np3p/3n1P3/3pc3P/P4r1c1/B2CC2R1/4A4/3AK1B2 b - - 0 1", ""},
		{"3k1a3/2P1aP3/4b1n2/8C/6b2/1R5R1/9/9/1rcpr4/3c1K3 w - - 0 1", ""},
		{"4k4/8R/9/9/9/9/9/1r7/r8/3K5 w - - 0 1", ""},
		{"3k1a3/2P1aP3/4b1n2/8C/6b2/1R5R1/9/9/1rcpr4/3c1K3 w - - 110 70", ""}, // near the 60-move rule
	}
	gos := []string{"go depth 1", "go depth 1", "go depth 2", "go nodes 1", "go nodes 64", "go nodes 300", "go movetime 1"}
	rulings := map[rules.Reason]int{}
	asked, afterRuling := 0, 0
	start := time.Now()
	var out bytes.Buffer
	s := NewSession(&out, Config{HashMiB: 1})
	for g := 0; g < games; g++ {
		fen := starts[g%len(starts)].fen
		pos, err := rules.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		ref := rules.NewGame(pos) // the project's referee, followed until it ends the game
		var played []rules.Move
		var texts []string
		for _, text := range strings.Fields(starts[g%len(starts)].moves) {
			if err := ref.PlayText(text); err != nil {
				t.Fatal(err)
			}
			m, _ := rules.ParseMoveText(text)
			pos.MakeMove(m)
			played = append(played, m)
			texts = append(texts, text)
		}
		s.Handle("ucinewgame")
		sh.back = []float64{0.5, 0.8, 0.95}[g/len(starts)%3]
		if g%5 == 4 {
			s.Handle("setoption name Level value Beginner")
		} else {
			s.Handle("setoption name Level value Full")
		}
		for ply := 0; ply < plies; ply++ {
			out.Reset()
			s.Handle("position fen " + fen + " moves " + strings.Join(texts, " "))
			s.Handle(gos[rng.IntN(len(gos))])
			s.Wait()
			asked++
			got := out.String()
			for _, l := range strings.Split(got, "\n") {
				if strings.HasPrefix(l, "info string") && !strings.HasPrefix(l, "info string position: the rules end the game") {
					t.Fatalf("game %d ply %d: %q\nmoves: %s", g, ply, l, strings.Join(texts, " "))
				}
			}
			if ref.Status().Over() {
				afterRuling++
				if !strings.Contains(got, "info string position: the rules end the game") {
					t.Fatalf("game %d ply %d: the ruling %v is not noted", g, ply, ref.Status())
				}
			}
			mv := lastBestmove(t, got)
			if !pos.HasLegalMove() {
				if mv != "0000" {
					t.Fatalf("game %d ply %d: bestmove %s with no legal move", g, ply, mv)
				}
				break
			}
			m, err := rules.ParseMoveText(mv)
			if err != nil || !pos.IsLegal(m) {
				t.Fatalf("game %d ply %d: bestmove %s is not legal in %s (referee: %v)\nposition fen %s moves %s",
					g, ply, mv, pos.FEN(), ref.Status(), fen, strings.Join(texts, " "))
			}
			// The shuffler plays on, not the engine: timed searches and the
			// level's errors vary from run to run, the games must not.
			m = sh.next(&pos, played)
			if !ref.Status().Over() {
				if err := ref.Play(m); err != nil {
					t.Fatal(err)
				}
				if st := ref.Status(); st.Over() {
					rulings[st.Reason]++
				}
			}
			pos.MakeMove(m)
			played = append(played, m)
			texts = append(texts, m.String())
		}
	}
	s.Handle("quit")
	t.Logf("%d games, %d answers (%d after the referee's end of the game) in %v; rulings %v",
		games, asked, afterRuling, time.Since(start).Round(time.Millisecond), rulings)
	// The games must reach the rulings this test is about.
	for _, r := range []rules.Reason{rules.Repetition, rules.PerpetualCheck, rules.PerpetualChase, rules.MoveLimit} {
		if rulings[r] == 0 {
			t.Errorf("no game reached a %v ruling", r)
		}
	}
	if afterRuling < asked/4 {
		t.Errorf("only %d of %d answers came after a ruling", afterRuling, asked)
	}
}
