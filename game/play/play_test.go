package play

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"xiangqi/game/sfx"
	"xiangqi/game/texts"
	"xiangqi/game/ui"
	"xiangqi/game/ui/uitest"
	"xiangqi/i18n"
	"xiangqi/rules"
)

const mateFEN = "5a3/4Nk3/5a3/9/1C7/9/9/9/9/4K4 w - - 0 1" // Red mates with b5b8

// TestBannerCloses: the game-over banner comes with the mate and its
// buttons; a tap beside them closes it to show the final position; Undo
// takes the mate back; Back closes the banner of the mate played again,
// and the next Back leaves the game (it is over: nothing to ask).
func TestBannerCloses(t *testing.T) {
	f := newFixture(t, "two", mateFEN)
	if f.m.BannerShown() || f.m.BannerButtons() != nil {
		t.Fatal("a banner before the game is over")
	}
	f.play("b5b8")
	if !f.m.BannerShown() {
		t.Fatal("no banner after mate")
	}
	if f.sh.Sounds[len(f.sh.Sounds)-1] != sfx.End {
		t.Errorf("the mate sounded %v", f.sh.Sounds)
	}
	if got := len(f.m.BannerButtons()); got != 3 {
		t.Fatalf("%d banner buttons", got)
	}
	head, reason, _ := f.m.Banner()
	if head != "Red wins" || reason != "Checkmate" {
		t.Errorf("banner %q / %q", head, reason)
	}
	f.sh.Apply(f.m.Tap(BannerClose))
	if f.m.BannerShown() {
		t.Fatal("a tap beside the buttons did not close the banner")
	}
	f.sh.Tap(t, "Undo")
	if f.m.BannerShown() || f.m.Match().Over() {
		t.Fatal("undo of the mate")
	}
	f.play("b5b8")
	if !f.m.BannerShown() {
		t.Fatal("no banner after the mate played again")
	}
	if handled, o := f.m.Back(); !handled || f.m.BannerShown() {
		t.Fatal("Back did not close the banner")
	} else {
		f.sh.Apply(o)
	}
	if handled, _ := f.m.Back(); handled {
		t.Fatal("the second Back did not let the screen close")
	}
}

// TestBannerButtons: Review browses to the last move, Analyse asks for
// the analysis of the game kept in the library at its last move, New game
// opens New game without asking (the game is over).
func TestBannerButtons(t *testing.T) {
	f := newFixture(t, "two", mateFEN)
	f.play("b5b8")
	f.sh.Tap(t, "Analyse")
	if len(f.sh.Routes) != 1 {
		t.Fatalf("routes %v", f.sh.Routes)
	}
	to, ok := f.sh.Routes[0].(ui.ToAnalysis)
	if !ok || to.Ply != 1 || to.ID == "" || to.ID != f.cur.ID() || to.Record == nil {
		t.Fatalf("Analyse opened %+v", f.sh.Routes[0])
	}
	if _, err := f.cur.Library.Get(to.ID); err != nil {
		t.Fatalf("the game is not in the library: %v", err)
	}
	f.sh.Tap(t, "New game")
	if f.sh.Routes[1] != ui.ToNewGame {
		t.Fatalf("New game opened %v", f.sh.Routes[1])
	}
	f.sh.Tap(t, "Review")
	if rv := f.m.Review(); rv == nil || rv.Ply() != 1 || f.m.BannerShown() {
		t.Fatal("Review did not browse to the last move")
	}
}

// TestCheckStaysInTheList: a move that gave check is marked in the move
// list after the reply, when the board no longer shows the check.
func TestCheckStaysInTheList(t *testing.T) {
	f := newFixture(t, "two", "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1")
	f.play("a0a9", "d9d8")
	ms := f.m.Moves()
	if len(ms.Checks) != 2 || !ms.Checks[0] || ms.Checks[1] {
		t.Fatalf("checks %v, want the first move only", ms.Checks)
	}
	if len(ms.Texts) != 2 || ms.Ply != 2 || ms.BlackFirst || ms.FirstMove != 1 {
		t.Fatalf("moves shown %+v", ms)
	}
}

// TestBrowseWhileComputerWaits: browsing pauses the computer and moves
// nothing on the board; the arrows and Home step through the moves; Back
// to the game resumes the computer; Left from the live board browses the
// move before; Back returns to the live board.
func TestBrowseWhileComputerWaits(t *testing.T) {
	f := newFixture(t, "red", rules.StartFEN)
	mt := f.m.Match()
	mt.Resume()
	f.play("h2e2")
	f.waitPlies(2)
	f.play("h0g2")
	f.waitPlies(4)
	f.sh.Apply(f.m.Browse(1))
	if rv := f.m.Review(); rv == nil || rv.Ply() != 1 {
		t.Fatal("did not browse to move 1")
	}
	if !mt.Paused() {
		t.Fatal("the computer is not paused while the player browses")
	}
	f.sh.Apply(f.m.Keys(false, false, 1))
	f.sh.Apply(f.m.Keys(false, false, 1))
	if f.m.Review().Ply() != 3 {
		t.Fatalf("two steps forward: ply %d, want 3", f.m.Review().Ply())
	}
	f.sh.Apply(f.m.Keys(true, false, 0))
	if f.m.Review().Ply() != 0 {
		t.Fatalf("Home: ply %d", f.m.Review().Ply())
	}
	if !f.sh.Enabled(t, "▶|") || f.sh.Enabled(t, "|◀") || f.sh.Enabled(t, "◀") {
		t.Fatal("the step buttons at the start")
	}
	if f.m.CanMove() {
		t.Fatal("a move may be played while browsing")
	}
	if tried, _ := f.m.Try(mustMove(t, "a0a1")); tried != Refused || len(mt.Game().Moves()) != 4 {
		t.Fatal("a move was played while browsing")
	}
	first, _ := f.status()
	if first != "Viewing move 0 / 4" {
		t.Errorf("browsing says %q", first)
	}
	f.sh.Tap(t, "To game")
	if f.m.Review() != nil || mt.Paused() {
		t.Fatalf("To game: browsing %v, paused %v", f.m.Review() != nil, mt.Paused())
	}
	f.sh.Apply(f.m.Keys(false, false, -1))
	if rv := f.m.Review(); rv == nil || rv.Ply() != 3 {
		t.Fatal("the left arrow did not step back from the live board")
	}
	if handled, o := f.m.Back(); !handled || f.m.Review() != nil {
		t.Fatal("Back did not return to the live board")
	} else {
		f.sh.Apply(o)
	}
	if o := f.m.Keys(false, false, 1); o != (ui.Outcome{}) || f.m.Review() != nil {
		t.Fatal("Right on the live board browsed")
	}
}

// TestLeaveAsks: Back on a game in progress asks first; No stays, Yes
// pauses, saves and closes the screen. A game with no move yet is left at
// once.
func TestLeaveAsks(t *testing.T) {
	f := newFixture(t, "two", rules.StartFEN)
	if handled, _ := f.m.Back(); handled {
		t.Fatal("a game with no move asked before it was left")
	}
	f.play("h2e2")
	handled, o := f.m.Back()
	if !handled {
		t.Fatal("Back left a game in progress without asking")
	}
	f.sh.Apply(o)
	uitest.TopIs[*ui.Dialog](t, f.sh)
	f.sh.Tap(t, "No")
	if f.sh.Top() != any(f.m) || f.sh.Closed != 0 {
		t.Fatal("No left the game")
	}
	_, o = f.m.Back()
	f.sh.Apply(o)
	saves := f.sh.Saves
	f.sh.Tap(t, "Yes")
	if f.sh.Closed != 1 || f.sh.Saves != saves+1 || !f.m.Match().Paused() {
		t.Fatalf("Yes: closed %d, saves %d→%d, paused %v", f.sh.Closed, saves, f.sh.Saves, f.m.Match().Paused())
	}
}

// TestNewGameAsksMidGame: New game asks before it leaves a game in
// progress; with no move played it opens New game at once.
func TestNewGameAsksMidGame(t *testing.T) {
	f := newFixture(t, "two", rules.StartFEN)
	f.sh.Tap(t, "New game")
	if len(f.sh.Routes) != 1 || f.sh.Routes[0] != ui.ToNewGame {
		t.Fatalf("New game with no move: %v", f.sh.Routes)
	}
	f.play("h2e2")
	f.sh.Tap(t, "New game")
	uitest.TopIs[*ui.Dialog](t, f.sh)
	f.sh.Tap(t, "No")
	if len(f.sh.Routes) != 1 {
		t.Fatal("No opened New game")
	}
	f.sh.Tap(t, "New game")
	f.sh.Tap(t, "Yes")
	if len(f.sh.Routes) != 2 || f.sh.Routes[1] != ui.ToNewGameAsked {
		t.Fatalf("Yes: %v", f.sh.Routes)
	}
}

// TestThreatsShownOnPlayersTurn: with the switch on, the live board on
// the player's turn shows Black's threats (the cannons on the horse and
// the central soldier), the most valuable first; nothing with the switch
// off, while browsing, or on the computer's turn.
func TestThreatsShownOnPlayersTurn(t *testing.T) {
	f := newFixture(t, "red", rules.StartFEN, "a0a1", "h7e7")
	if got := f.m.Threats(); got != nil {
		t.Errorf("switch off: threats %v", got)
	}
	f.settings.Threats = true
	want := []rules.Move{mustMove(t, "b7b0"), mustMove(t, "e7e3")}
	if got := f.m.Threats(); !slices.Equal(got, want) {
		t.Errorf("threats %v, want %v", got, want)
	}
	f.sh.Apply(f.m.Browse(1))
	if got := f.m.Threats(); got != nil {
		t.Errorf("browsing: threats %v", got)
	}
	f.sh.Tap(t, "To game")
	f.m.Match().Pause() // the computer's turn stays the computer's
	f.play("h0g2")
	if got := f.m.Threats(); got != nil {
		t.Errorf("the computer's turn: threats %v", got)
	}
}

// TestThreatsCachedPerPosition: the cache answers the same position
// without looking again and a new position anew.
func TestThreatsCachedPerPosition(t *testing.T) {
	var tc threatCache
	start := rules.StartPosition()
	if got := tc.get(start); len(got) != 0 {
		t.Fatalf("start: %v", got)
	}
	g := rules.NewGame(start)
	for _, s := range []string{"a0a1", "h7e7"} {
		if err := g.PlayText(s); err != nil {
			t.Fatal(err)
		}
	}
	pos := g.Position()
	if first := tc.get(pos); len(first) != 2 || tc.looks != 2 {
		t.Fatalf("threats %v after %d looks", first, tc.looks)
	}
	tc.get(pos)
	if tc.looks != 2 {
		t.Errorf("looked again for the same position (%d looks)", tc.looks)
	}
	if got := tc.get(start); len(got) != 0 || tc.looks != 3 {
		t.Errorf("the start again: %v (stale), %d looks", got, tc.looks)
	}
}

// TestThreatsMenuSwitch: the play menu's choice turns the threats on and
// off, says which, and asks for the choice to be saved.
func TestThreatsMenuSwitch(t *testing.T) {
	f := newFixture(t, "red", rules.StartFEN)
	f.sh.Tap(t, "Menu")
	f.sh.Tap(t, "Show threats")
	if !f.settings.Threats || f.sh.Saves != 1 {
		t.Fatalf("Show threats: on %v, saves %d", f.settings.Threats, f.sh.Saves)
	}
	f.sh.Tap(t, "Menu")
	if f.sh.Has("Show threats") {
		t.Fatal("the menu still offers to show them")
	}
	f.sh.Tap(t, "Hide threats")
	if f.settings.Threats || f.sh.Saves != 2 {
		t.Error("Hide threats left them on")
	}
}

// TestHintInWords: a hint's status line says what the move does, in the
// player's language; without a hint it says nothing of the kind.
func TestHintInWords(t *testing.T) {
	f := newFixture(t, "red", rules.StartFEN, "a0a1", "h7e7")
	_, before := f.status()
	if err := f.m.Match().ShowHint(mustMove(t, "h0g2")); err != nil {
		t.Fatal(err)
	}
	for l, want := range map[i18n.Lang]string{i18n.LangEn: "Hint: defends the soldier on file 5", i18n.LangVi: "Gợi ý: bảo vệ tốt ở cột 5", i18n.LangZh: "提示：保五路兵"} {
		f.m.env.SetLang(l)
		if _, second := f.status(); second != want {
			t.Errorf("%s: %q, want %q", l.Code(), second, want)
		}
	}
	if before == "" || strings.HasPrefix(before, "Hint") {
		t.Errorf("before the hint: %q", before)
	}
}

// TestRefusalSaysWhy: the move the rules refused is said under the
// board, in place of the other news.
func TestRefusalSaysWhy(t *testing.T) {
	f := newFixture(t, "two", rules.StartFEN)
	_, second := f.m.Status(mustMove(t, "b0b4")) // a horse that does not move so
	if second == "" || second != texts.Refusal(i18n.LangEn, f.m.Match().Position(), mustMove(t, "b0b4")) {
		t.Fatalf("refused: %q", second)
	}
	if _, none := f.status(); none == second {
		t.Fatal("the refusal stays without a refused move")
	}
}

// TestCopyNoteGoesWithItsState (issue 32, bug 4): "Copied to the
// clipboard" after Menu › Copy PGN is shown while the game stands as it
// was copied, and is gone once the game changes: after a resignation
// (under "Black wins — resignation"), an undo, a move.
func TestCopyNoteGoesWithItsState(t *testing.T) {
	copied := "Copied to the clipboard"
	for _, then := range []string{"resign", "undo", "move"} {
		f := newFixture(t, "two", rules.StartFEN)
		second := func() string { _, s := f.status(); return s }
		copyPGN := func() {
			t.Helper()
			f.sh.Tap(t, "Menu")
			f.sh.Tap(t, "Copy PGN")
			if got := second(); got != copied || !strings.Contains(f.clip.text, "h2e2") && !strings.Contains(f.clip.text, "C2") {
				t.Fatalf("after Copy PGN the line says %q (clipboard %q), want %q", got, f.clip.text, copied)
			}
		}
		f.play("h2e2", "h9g7")
		copyPGN()
		if _, o := f.m.Poll(); o.Changed && second() != copied {
			t.Fatalf("a poll later: %q, want %q still", second(), copied)
		}
		switch then {
		case "resign":
			f.sh.Tap(t, "Menu")
			f.sh.Tap(t, "Resign")
			f.sh.Tap(t, "Yes")
			if !f.m.Match().Over() {
				t.Fatal("not resigned")
			}
			if first, _ := f.status(); first != texts.Result(i18n.LangEn, f.m.Match().Status()) {
				t.Fatalf("first line %q, want the result", first)
			}
		case "undo":
			f.sh.Tap(t, "Undo")
		case "move":
			f.play("h0g2")
		}
		if got := second(); got == copied {
			t.Fatalf("after %s the line still says %q", then, got)
		}
	}
}

// TestCopyFailures: no clipboard, a clipboard that fails, and one whose
// program is missing each say so, the last naming what to install.
func TestCopyFailures(t *testing.T) {
	f := newFixture(t, "two", rules.StartFEN)
	f.clip.err = errors.New("broken")
	f.sh.Tap(t, "Menu")
	f.sh.Tap(t, "Copy FEN")
	if _, s := f.status(); s != "The clipboard cannot be used" {
		t.Errorf("a failed clipboard: %q", s)
	}
	f.clip.err = &ui.ClipboardMissing{Install: "xclip"}
	f.sh.Tap(t, "Menu")
	f.sh.Tap(t, "Copy FEN")
	if _, s := f.status(); !strings.Contains(s, "xclip") {
		t.Errorf("a missing program: %q", s)
	}
	f.m.svc.Clipboard = nil
	f.sh.Tap(t, "Menu")
	f.sh.Tap(t, "Copy FEN")
	if _, s := f.status(); s != "The clipboard cannot be used" {
		t.Errorf("no clipboard: %q", s)
	}
}

// TestResignOnceOver: Resign is greyed once the game is over and keeps
// its place; tapped anyway it does nothing.
func TestResignOnceOver(t *testing.T) {
	f := newFixture(t, "two", mateFEN)
	f.sh.Tap(t, "Menu")
	during := f.sh.Labels()
	f.sh.Back(t)
	f.play("b5b8")
	f.sh.Tap(t, "Menu")
	if !slices.Equal(during, f.sh.Labels()) {
		t.Fatalf("the menu's choices moved: %q, then %q", during, f.sh.Labels())
	}
	if f.sh.Tap(t, "Resign") {
		t.Fatal("Resign took a tap after the game ended")
	}
	if _, ok := f.sh.Top().(*ui.Dialog); !ok {
		t.Fatal("a greyed Resign closed the menu")
	}
}

// TestExplorerChoice: the explorer opens on the player's turn of a game
// without a clock, on the board as the player sees it; not on the
// computer's turn.
func TestExplorerChoice(t *testing.T) {
	f := newFixture(t, "black", rules.StartFEN, "h2e2")
	f.sh.Tap(t, "Menu")
	f.sh.Tap(t, "Opening explorer")
	to, ok := f.sh.Routes[0].(ui.ToExplorer)
	if !ok || !to.Flipped || len(to.Game.Moves()) != 1 {
		t.Fatalf("explorer opened %+v", f.sh.Routes)
	}
	g := newFixture(t, "black", rules.StartFEN)
	g.sh.Tap(t, "Menu")
	if g.sh.Enabled(t, "Opening explorer") {
		t.Fatal("the explorer is offered on the computer's turn")
	}
	// Once the game is over (issue 50: it stayed greyed), whoever's turn
	// it was.
	g.sh.Tap(t, "Resign")
	g.sh.Tap(t, "Yes")
	if !g.m.Match().Over() {
		t.Fatal("not resigned")
	}
	g.sh.Tap(t, "Menu")
	g.sh.Tap(t, "Opening explorer")
	if to, ok := g.sh.Routes[len(g.sh.Routes)-1].(ui.ToExplorer); !ok || len(to.Game.Moves()) != 0 {
		t.Fatalf("after the game: explorer opened %+v", g.sh.Routes)
	}
}

// TestBoardChoice (issue 51): the analysis board is in the menu, greyed
// while the game is in progress (the engine's lines are hidden from it),
// and opens on the final board, as the player sees it, once it is over.
func TestBoardChoice(t *testing.T) {
	f := newFixture(t, "black", rules.StartFEN, "h2e2")
	f.sh.Tap(t, "Menu")
	if f.sh.Enabled(t, "Analysis board") || f.sh.Tap(t, "Analysis board") || len(f.sh.Routes) != 0 {
		t.Fatal("the analysis board is offered in a game in progress")
	}
	f.sh.Tap(t, "Resign")
	f.sh.Tap(t, "Yes")
	f.sh.Tap(t, "Menu")
	f.sh.Tap(t, "Analysis board")
	if to, ok := f.sh.Routes[len(f.sh.Routes)-1].(ui.ToBoard); !ok || !to.Flipped || len(to.Game.Moves()) != 1 {
		t.Fatalf("after the game: the board opened %+v", f.sh.Routes)
	}
}

// TestHintAndUndoButtons: Hint asks the engine once (greyed while it
// thinks, and on the computer's turn); Undo is greyed with nothing to
// take back.
func TestHintAndUndoButtons(t *testing.T) {
	f := newFixture(t, "red", rules.StartFEN)
	f.m.Resume()
	if f.sh.Enabled(t, "Undo") {
		t.Fatal("Undo with no move")
	}
	if !f.sh.Enabled(t, "Hint") {
		t.Fatal("no Hint on the player's turn")
	}
	f.sh.Tap(t, "Hint")
	if f.sh.Enabled(t, "Hint") && f.m.Match().HintPending() {
		t.Fatal("Hint takes a second tap while the first is searched")
	}
	for deadline := time.Now().Add(5 * time.Second); f.m.Match().Hint() == rules.NoMove && time.Now().Before(deadline); time.Sleep(time.Millisecond) {
		_, o := f.m.Poll()
		f.sh.Apply(o)
	}
	if f.m.Match().Hint() == rules.NoMove {
		t.Fatal("no hint came")
	}
	f.play("h2e2")
	if f.sh.Enabled(t, "Hint") {
		t.Fatal("Hint on the computer's turn")
	}
	if !f.sh.Enabled(t, "Undo") {
		t.Fatal("no Undo after a move")
	}
}

// TestHintIdeas (issue 51): Hint names one move; tapped again (now
// "Ideas") it shows the computer's other ideas, three moves best first
// with the hint; once, and gone with the next move. Not on the
// computer's turn.
func TestHintIdeas(t *testing.T) {
	f := newFixtureOn(t, ideasEngine{}, "red", rules.StartFEN)
	f.m.Resume()
	mt := f.m.Match()
	waitFor := func(done func() bool) {
		t.Helper()
		for deadline := time.Now().Add(5 * time.Second); !done() && time.Now().Before(deadline); time.Sleep(time.Millisecond) {
			_, o := f.m.Poll()
			f.sh.Apply(o)
		}
		if !done() {
			t.Fatal("the search never answered")
		}
	}
	f.sh.Tap(t, "Hint")
	waitFor(func() bool { return mt.Hint() != rules.NoMove })
	if mt.Ideas() != nil {
		t.Fatalf("the hint alone shows ideas %v", mt.Ideas())
	}
	if !f.sh.Tap(t, "Ideas") {
		t.Fatal("no Ideas once the hint is shown")
	}
	if first, _ := f.status(); mt.IdeasPending() && first != "Looking for other ideas…" {
		t.Fatalf("status while the ideas are searched: %q", first)
	}
	waitFor(func() bool { return mt.Ideas() != nil })
	var l rules.MoveList
	pos := mt.Position()
	pos.GenerateMoves(&l)
	if ideas := mt.Ideas(); !slices.Equal(ideas, l.Slice()[:3]) || mt.Hint() != ideas[0] {
		t.Fatalf("ideas %v, hint %v; want the first three moves %v", ideas, mt.Hint(), l.Slice()[:3])
	}
	if f.sh.Enabled(t, "Ideas") || f.sh.Tap(t, "Ideas") || mt.HintPending() {
		t.Fatal("Ideas takes a second tap")
	}
	f.play("h2e2")
	if mt.Ideas() != nil || mt.Hint() != rules.NoMove {
		t.Fatal("the ideas stayed after a move")
	}
	if f.sh.Enabled(t, "Hint") {
		t.Fatal("Hint on the computer's turn")
	}
}
