package play

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"xiangqi/game/session"
	"xiangqi/game/ui"
	"xiangqi/game/ui/uitest"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// TestResumeUnderDialog: the app goes to the background and back while
// the in-game menu is open over the computer's turn: Pause stops the
// computer and saves, Resume starts it again, so once the menu is closed
// the computer moves; while browsing, Resume leaves it waiting.
func TestResumeUnderDialog(t *testing.T) {
	f := newFixture(t, "red", rules.StartFEN)
	mt := f.m.Match()
	mt.Resume()
	f.sh.Tap(t, "Menu")
	uitest.TopIs[*ui.Dialog](t, f.sh)
	// Red's move played under the menu (as a finished drag would): the
	// computer's turn.
	if err := mt.Play(mustMove(t, "h2e2")); err != nil {
		t.Fatal(err)
	}
	saves := f.sh.Saves
	f.sh.Apply(f.m.Pause())
	if !mt.Paused() || f.sh.Saves != saves+1 {
		t.Fatalf("Pause: paused %v, %d saves", mt.Paused(), f.sh.Saves-saves)
	}
	f.m.Resume()
	f.sh.Back(t) // the menu closes
	f.waitPlies(2)
	// Browsing, the app away and back: the computer still waits.
	f.play("h0g2")
	f.sh.Apply(f.m.Browse(1))
	f.sh.Apply(f.m.Pause())
	f.m.Resume()
	if !mt.Paused() {
		t.Fatal("Resume while browsing restarted the computer")
	}
	f.sh.Tap(t, "To game")
	f.waitPlies(4)
}

// TestLeaveSavesAndMenuSettings: the in-game menu's Settings opens
// Settings over the game (which stays as it was); leaving for real
// pauses and saves the game, kept in the library with its move.
func TestLeaveSavesAndMenuSettings(t *testing.T) {
	f := newFixture(t, "two", rules.StartFEN)
	f.play("h2e2")
	f.sh.Tap(t, "Menu")
	f.sh.Tap(t, "Settings")
	if len(f.sh.Routes) != 1 || f.sh.Routes[0] != ui.ToSettings || f.sh.Top() != any(f.m) {
		t.Fatalf("the menu's Settings: routes %v, on top %T", f.sh.Routes, f.sh.Top())
	}
	_, o := f.m.Back()
	f.sh.Apply(o)
	f.sh.Tap(t, "Yes")
	if f.sh.Closed != 1 || !f.m.Match().Paused() {
		t.Fatalf("left: closed %d, paused %v", f.sh.Closed, f.m.Match().Paused())
	}
	rec, err := f.cur.Library.Get(f.cur.ID())
	if err != nil || len(rec.Moves) != 1 {
		t.Fatalf("the game left is not in the library with its move (%v)", err)
	}
}

// TestRefusalReasons: each move the rules refuse is said with its reason.
func TestRefusalReasons(t *testing.T) {
	f := newFixture(t, "two", rules.StartFEN)
	for _, c := range []struct{ move, want string }{
		{"b0d1", "The horse's leg is blocked"},
		{"c3c2", "Soldiers never move back"},
		{"h2h8", "A piece is in the way"},
		{"e0e2", "The general moves one point along a line, within the palace"},
		{"d0c1", "The general and advisors stay in the palace"},
	} {
		mv := mustMove(t, c.move)
		if tried, _ := f.m.Try(mv); tried != Refused {
			t.Fatalf("%s was not refused", c.move)
		}
		if _, second := f.m.Status(mv); second != c.want {
			t.Errorf("%s: %q, want %q", c.move, second, c.want)
		}
	}
	if n := len(f.m.Match().Game().Moves()); n != 0 {
		t.Fatalf("%d moves played", n)
	}
}

// TestWriteProblemShown (issue 25, fault 3): a failed save or library
// write is said on the status's second line, against the computer too
// (whose line is never empty), until a write succeeds.
func TestWriteProblemShown(t *testing.T) {
	for _, side := range []string{"red", "two"} {
		f := newFixture(t, side, rules.StartFEN)
		problem := "Could not save: no space left on device"
		f.m = New(ui.LangEnv(i18n.LangEn, f.settings), Services{Game: f.cur, WriteProblem: func() string { return problem }})
		f.play("h2e2")
		if _, second := f.status(); !strings.Contains(second, problem) {
			t.Fatalf("%s: after a failed save the status says %q", side, second)
		}
		problem = ""
		_, second := f.status()
		if strings.Contains(second, "Could not") {
			t.Fatalf("%s: after a save that worked the status says %q", side, second)
		}
		if side == "red" && !strings.Contains(second, "you play Red") {
			t.Errorf("against the computer: %q", second)
		}
	}
}

// figuresEngine answers at once with the first legal move and the
// figures of a long search: depth 9, 4,741,632 nodes in half a second.
type figuresEngine struct{}

func (figuresEngine) Think(_ context.Context, s session.Search, _ func(session.Progress)) session.Reply {
	var l rules.MoveList
	s.Pos.GenerateMoves(&l)
	return session.Reply{Move: l.Moves[0], Depth: 9, Nodes: 4741632, Elapsed: 500 * time.Millisecond}
}

// TestLastSearchByLanguage (from the display suite's
// TestNumbersByLanguage): with the engine's figures on, the line under
// the board ends with the search that found the computer's move, its
// numbers in the language's format; with them off it says none.
func TestLastSearchByLanguage(t *testing.T) {
	f := newFixtureOn(t, figuresEngine{}, "red", rules.StartFEN)
	f.settings.EngineInfo = true
	f.m.Resume()
	f.play("h2e2")
	f.waitPlies(2)
	for lang, want := range map[i18n.Lang]string{
		i18n.LangVi: "Máy: độ sâu 9, 4.741.632 nút, 0,5 giây",
		i18n.LangEn: "Computer: depth 9, 4,741,632 nodes, 0.5 s",
		i18n.LangZh: "电脑：深度 9，4,741,632 节点，0.5 秒",
	} {
		f.m.env.SetLang(lang)
		_, second := f.status()
		parts := strings.Split(second, "   ")
		if got := parts[len(parts)-1]; got != want {
			t.Errorf("%s: the line ends %q, want %q (all: %q)", lang.Code(), got, want, second)
		}
	}
	f.settings.EngineInfo = false
	if _, second := f.status(); strings.Contains(second, "4,741,632") {
		t.Errorf("figures off: %q", second)
	}
}

// TestCopyPGNSaysWhatToInstall (issue 32, bug 6; from the display
// suite's TestClipboardSaysWhatToInstall): Menu › Copy PGN with the
// clipboard's program missing says what to install, in every language,
// not only that the clipboard cannot be used.
func TestCopyPGNSaysWhatToInstall(t *testing.T) {
	for lang, want := range map[i18n.Lang]string{
		i18n.LangVi: "Không dùng được bộ nhớ tạm: hãy cài xclip",
		i18n.LangEn: "The clipboard cannot be used: install xclip",
		i18n.LangZh: "无法使用剪贴板：电脑上没有 xclip",
	} {
		f := newFixture(t, "two", rules.StartFEN)
		f.clip.err = errors.Join(errors.New("exec: not found"), &ui.ClipboardMissing{Install: "xclip"})
		f.m.env.SetLang(lang)
		f.sh.Tap(t, lang.Text(i18n.MsgMenu))
		f.sh.Tap(t, lang.Text(i18n.MsgCopyPGN))
		if _, second := f.status(); second != want {
			t.Errorf("%s: Copy PGN without xclip says %q, want %q", lang.Code(), second, want)
		}
	}
}
