package board

import (
	"context"
	"slices"
	"testing"
	"time"

	"xiangqi/game/session"
	"xiangqi/game/ui"
	"xiangqi/game/ui/uitest"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// fake is an Analyst whose lines are the first legal moves of the
// position searched, each a ply long, scored 0, 35, 70… centipawns for
// the side to move (the first mating in mate moves when mate > 0), at
// depths 1 to 3.
type fake struct{ mate int }

func (a fake) Analyse(ctx context.Context, s session.LinesSearch, found func(session.LinesFound)) {
	var l rules.MoveList
	s.Pos.GenerateMoves(&l)
	for d := 1; d <= 3 && ctx.Err() == nil; d++ {
		f := session.LinesFound{Depth: d, Nodes: uint64(1000 * d)}
		for i, mv := range l.Slice()[:min(s.Lines, l.N)] {
			f.Lines = append(f.Lines, session.Line{Move: mv, Score: 35 * i, PV: []rules.Move{mv}})
		}
		if a.mate > 0 && len(f.Lines) > 0 {
			f.Lines[0].Mate = a.mate
		}
		found(f)
	}
}

func open(t *testing.T, lang i18n.Lang, a session.Analyst, g *rules.Game) (*Board, *uitest.Shell) {
	t.Helper()
	m := New(ui.LangEnv(lang, &session.Settings{}), a, g, false, 0)
	t.Cleanup(m.Close)
	return m, uitest.New(m)
}

// waitRows polls m until the search's last depth (3) is shown.
func waitRows(t *testing.T, m *Board) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); {
		m.Poll()
		if m.Analysis().Found().Depth == 3 {
			return
		}
		time.Sleep(time.Millisecond)
	}
	t.Fatal("the lines never came")
}

func game(t *testing.T, moves ...string) *rules.Game {
	t.Helper()
	g := rules.NewGame(rules.StartPosition())
	for _, s := range moves {
		if err := g.PlayText(s); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// TestBoardShowsLines: opened on a game's position, the board shows it
// with the game's last move; the lines come as rows (Red's view, in the
// player's notation) and arrows, best first; the status gives the depth.
func TestBoardShowsLines(t *testing.T) {
	g := game(t, "h2e2", "h9g7")
	m, _ := open(t, i18n.LangEn, fake{}, g)
	if m.Position() != g.Position() || m.LastMove() != g.Moves()[1] {
		t.Fatal("the board is not the game's last position")
	}
	if s, _ := m.Status(); s != "The engine is searching…" {
		t.Fatalf("status %q before any line", s)
	}
	waitRows(t, m)
	rows := m.Rows()
	if len(rows) != 3 {
		t.Fatalf("%d rows, want 3", len(rows))
	}
	var want []rules.Move
	for _, r := range rows {
		want = append(want, r.Move)
	}
	if !slices.Equal(m.Arrows(), want) {
		t.Fatalf("arrows %v, rows' moves %v", m.Arrows(), want)
	}
	if rows[0].Score != "+0.00" || rows[1].Score != "+0.35" || rows[2].Score != "+0.70" || !rows[2].Good || rows[1].Good {
		t.Fatalf("scores %q %q %q (good %v %v)", rows[0].Score, rows[1].Score, rows[2].Score, rows[1].Good, rows[2].Good)
	}
	pos := m.Position()
	if got, want := rows[0].Text, "2. "+pos.Notate(rows[0].Move, m.env.Settings.MoveNotation("en")); got != want {
		t.Fatalf("row text %q, want %q", got, want)
	}
	if s, _ := m.Status(); s != "Depth 3 · 3,000 nodes" {
		t.Fatalf("status %q", s)
	}
}

// TestBoardScoresRedView: with Black to move the side to move's score is
// turned to Red's view, a mate for Black written -M2.
func TestBoardScoresRedView(t *testing.T) {
	m, _ := open(t, i18n.LangEn, fake{mate: 2}, game(t, "h2e2"))
	waitRows(t, m)
	rows := m.Rows()
	if rows[0].Score != "-M2" || !rows[0].Bad || rows[1].Score != "-0.35" || rows[2].Score != "-0.70" || !rows[2].Bad {
		t.Fatalf("scores %q %q %q", rows[0].Score, rows[1].Score, rows[2].Score)
	}
	r, _ := open(t, i18n.LangEn, fake{mate: 3}, game(t))
	waitRows(t, r)
	if got := r.Rows()[0].Score; got != "M3" {
		t.Fatalf("Red's mate in 3 written %q", got)
	}
}

// TestBoardFollowAndSteps: a tap on a line plays its first move and the
// search starts again (nothing shown until the new board's lines come);
// a move on the board, a refused one; the steps, Undo (pressed twice),
// the number of lines, Flip and Back.
func TestBoardFollowAndSteps(t *testing.T) {
	m, sh := open(t, i18n.LangEn, fake{}, game(t))
	waitRows(t, m)
	start := m.Position()
	second := m.Rows()[1].Move
	gen := m.Analysis().Gen()
	sh.Apply(m.Follow(1))
	if m.LastMove() != second || m.Analysis().Gen() == gen || len(m.Rows()) != 0 {
		t.Fatalf("after a tap on line 2: last move %v (want %v), gen %d (was %d), %d rows", m.LastMove(), second, m.Analysis().Gen(), gen, len(m.Rows()))
	}
	if len(sh.Sounds) != 1 {
		t.Fatalf("%d sounds, want the move's", len(sh.Sounds))
	}
	sh.Apply(m.Follow(7)) // no such line
	if len(m.Game().Moves()) != 1 {
		t.Fatal("a line not shown was played")
	}
	waitRows(t, m)
	// A move the rules refuse: a note, nothing played.
	sh.Apply(m.Move(rules.Square(0), rules.Square(80)))
	if s, tone := m.Status(); tone != ui.Problem || s == "" || len(m.Game().Moves()) != 1 {
		t.Fatalf("refused move: status %q tone %v, %d moves", s, tone, len(m.Game().Moves()))
	}
	var l rules.MoveList
	pos := m.Position()
	pos.GenerateMoves(&l)
	sh.Apply(m.Move(l.Moves[0].From(), l.Moves[0].To()))
	if len(m.Game().Moves()) != 2 || m.Note() != "" {
		t.Fatalf("a legal move on the board: %d moves, note %q", len(m.Game().Moves()), m.Note())
	}
	sh.Tap(t, "◀")
	sh.Tap(t, "|◀")
	if m.Position() != start {
		t.Fatal("|◀ did not show the board it opened on")
	}
	sh.Tap(t, "▶|")
	if len(m.Game().Moves()) != 2 {
		t.Fatal("▶| did not show the last move played")
	}
	sh.Tap(t, "Undo")
	sh.Tap(t, "Undo")
	sh.Tap(t, "Undo") // nothing left to take back
	if len(m.Game().Moves()) != 0 || len(m.Analysis().Moves()) != 0 {
		t.Fatal("Undo did not take the board's moves back")
	}
	for _, want := range []int{4, 5, 1} {
		sh.Tap(t, m.env.Sprintf(i18n.MsgBoardLines, m.Lines()))
		if m.Lines() != want {
			t.Fatalf("lines %d, want %d", m.Lines(), want)
		}
	}
	sh.Tap(t, "1 line")
	waitRows(t, m)
	if len(m.Rows()) != 2 {
		t.Fatalf("%d rows, want 2", len(m.Rows()))
	}
	sh.Tap(t, "Flip")
	if !m.Flipped() {
		t.Fatal("Flip did not turn the board")
	}
	sh.Tap(t, "Back")
	if sh.Closed != 1 {
		t.Fatal("Back did not close the board")
	}
}

// TestBoardTexts: the buttons and the status in Vietnamese and Chinese.
func TestBoardTexts(t *testing.T) {
	for _, c := range []struct {
		lang   i18n.Lang
		labels []string
		status string
	}{
		{i18n.LangVi, []string{"|◀", "◀", "▶", "▶|", "Quay lại", "Đi lại", "3 biến", "Xoay bàn"}, "Độ sâu 3 · 3.000 nút"},
		{i18n.LangZh, []string{"|◀", "◀", "▶", "▶|", "返回", "悔棋", "3 条线", "翻转"}, "深度 3 · 3,000 节点"},
	} {
		m, sh := open(t, c.lang, fake{}, game(t))
		if got := sh.Labels(); !slices.Equal(got, c.labels) {
			t.Errorf("%v: labels %q, want %q", c.lang, got, c.labels)
		}
		waitRows(t, m)
		if s, _ := m.Status(); s != c.status {
			t.Errorf("%v: status %q, want %q", c.lang, s, c.status)
		}
	}
}

// TestBoardPauseResume: paused, the lines go and none come; resumed,
// they come again; each twice, the second doing nothing.
func TestBoardPauseResume(t *testing.T) {
	m, sh := open(t, i18n.LangEn, fake{}, game(t, "h2e2"))
	waitRows(t, m)
	m.Pause()
	m.Pause()
	if m.Poll().Changed || len(m.Rows()) != 0 {
		t.Fatal("paused, lines are shown")
	}
	m.Resume()
	m.Resume()
	waitRows(t, m)
	if len(m.Rows()) != 3 {
		t.Fatalf("%d rows after Resume, want 3", len(m.Rows()))
	}
	if sh.Redraws != 0 || len(sh.Routes) != 0 {
		t.Fatalf("pausing and resuming did something: %+v", sh)
	}
}
