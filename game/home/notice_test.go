package home

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"xiangqi/game/session"
	"xiangqi/i18n"
	"xiangqi/rules"
	"xiangqi/train"
)

// TestSaveNotice: the start screen's line names the parts of the save
// left out, in the player's language, and the file kept aside; a damaged
// save, one from another version and one not read say so.
func TestSaveNotice(t *testing.T) {
	const kept = "xiangqi-save.json.corrupt-20260304T050607Z"
	partial := &session.Notice{Kind: session.SavePartial, Arg: kept, Parts: []string{session.PartGame, train.PartRating}}
	for _, c := range []struct {
		lang i18n.Lang
		n    *session.Notice
		want string
	}{
		{i18n.LangEn, partial, "Part of the save was damaged and reset (game in progress, puzzle rating); the file is kept as " + kept},
		{i18n.LangZh, partial, "存档已损坏（未完对局、解题等级分），已另存为 " + kept},
		{i18n.LangEn, &session.Notice{Kind: session.SavePartial, Arg: kept, Parts: []string{"odd part"}},
			"Part of the save was damaged and reset (odd part); the file is kept as " + kept},
		{i18n.LangEn, &session.Notice{Kind: session.SaveCorrupt, Arg: kept}, "The save was damaged; it is kept as " + kept},
		{i18n.LangEn, &session.Notice{Kind: session.SaveVersion, Arg: kept}, "The save is from another version; kept as " + kept},
		{i18n.LangEn, &session.Notice{Kind: session.SaveFailed, Arg: "permission denied"}, "Could not save: permission denied"},
	} {
		if got := SaveNotice(c.lang, c.n); got != c.want {
			t.Errorf("%v %v: %q, want %q", c.lang, c.n.Kind, got, c.want)
		}
	}
	// Every part session.Load can name has a text.
	for _, p := range []string{session.PartSettings, session.PartGame, session.PartPuzzles, session.PartLessons, session.PartTraining,
		train.PartDeck, train.PartStreak, train.PartRating, train.PartPuzzleRatings, train.PartBests} {
		if _, ok := savePartMsgs[p]; !ok {
			t.Errorf("no text for %q", p)
		}
	}
}

// flakyStore is a save store that fails with err while err is set, as on
// a full disk.
type flakyStore struct {
	session.Store
	err error
}

func (s *flakyStore) Save(d session.SaveData) error {
	if s.err != nil {
		return s.err
	}
	return s.Store.Save(d)
}

// TestWriteProblemShown (issue 25, fault 3): a failed save is said on the
// start screen (and under the board: the play screen's WriteProblem is
// this line) with the system's reason only, until a save succeeds; that
// save holds every move. The path of the temporary file it failed on
// (seen on a full disk: "write /data/xiangqi-save.json.tmp-2216940016: no
// space left on device") ran off both sides of a 360-dp phone's line. A
// game replaced while the library cannot be written is said too, and
// kept: the next write puts it in. On a read-only folder the start
// screen says why nothing is saved instead.
func TestWriteProblemShown(t *testing.T) {
	f := newFixture(t)
	dir := f.cur.Library.Dir
	const notice = "The save was damaged; it is kept as xiangqi-save.json.corrupt-1"
	m := New(f.env, Services{Game: f.cur, Lessons: &f.lessons, Training: &f.training, Now: time.Now,
		Notice: func() string { return StartNotice(f.env.Lang(), f.cur, notice) }})
	store := &flakyStore{Store: session.Store{Dir: dir}}
	f.cur.Store = store
	mt := f.begin(t, rules.StartFEN, "h2e2")
	save := func() error { return f.cur.Save(session.SaveData{Settings: session.DefaultSettings()}) }
	if err := save(); err != nil || m.Notice() != notice || WriteProblem(i18n.LangEn, f.cur.WriteErr()) != "" {
		t.Fatalf("a save that worked (%v): the start screen says %q", err, m.Notice())
	}
	store.err = &fs.PathError{Op: "write", Path: filepath.Join(dir, "xiangqi-save.json.tmp-2216940016"), Err: syscall.ENOSPC}
	const full = "Could not save: no space left on device"
	for range 2 { // a second failure is said as the first
		if err := save(); err == nil {
			t.Fatal("the flaky store saved")
		}
		if got := WriteProblem(i18n.LangEn, f.cur.WriteErr()); got != full {
			t.Fatalf("after a failed save: %q, want %q", got, full)
		}
		if m.Notice() != full {
			t.Fatalf("the start screen says %q, want %q", m.Notice(), full)
		}
	}
	if got := WriteProblem(i18n.LangVi, f.cur.WriteErr()); got != "Không lưu được: no space left on device" {
		t.Errorf("in Vietnamese: %q", got)
	}
	if err := mt.Game().PlayText("h9g7"); err != nil {
		t.Fatal(err)
	}
	store.err = nil
	if err := save(); err != nil || m.Notice() != notice || WriteProblem(i18n.LangEn, f.cur.WriteErr()) != "" {
		t.Fatalf("after a save that worked (%v): %q", err, m.Notice())
	}
	if d, n := (session.Store{Dir: dir}).Load(); n != nil || d.Game == nil || len(d.Game.Moves) != 2 {
		t.Fatalf("the save after the failures: %+v, %v", d.Game, n)
	}

	// The library cannot be written (its folder is a file): the game
	// replaced is not dropped, and the failure is said until a write works.
	first := f.cur.ID()
	games := filepath.Join(dir, "games")
	if err := os.WriteFile(games, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	next := rules.NewGame(rules.StartPosition())
	if err := next.PlayText("b2e2"); err != nil {
		t.Fatal(err)
	}
	var pe *fs.PathError
	if err := f.cur.Begin(session.NewPausedMatch(nil, next, [2]bool{}, session.Easy), false); !errors.As(err, &pe) || f.cur.WriteErr() != err {
		t.Fatalf("the library's failure %v is not a path error, or not kept (%v)", err, f.cur.WriteErr())
	}
	if want := "Could not save: " + pe.Err.Error(); m.Notice() != want || WriteProblem(i18n.LangEn, f.cur.WriteErr()) != want {
		t.Fatalf("a failed library write: %q, want %q", m.Notice(), want)
	}
	if err := os.Remove(games); err != nil {
		t.Fatal(err)
	}
	if err := f.cur.Archive(); err != nil || m.Notice() != notice {
		t.Fatalf("after a write that worked (%v): %q", err, m.Notice())
	}
	ids := map[string]int{}
	es, _ := f.cur.Library.Load()
	for _, e := range es {
		ids[e.ID] = len(e.Record.Moves)
	}
	if len(ids) != 2 || ids[first] != 2 || ids[f.cur.ID()] != 1 {
		t.Fatalf("the library after the failure: %v (the replaced game %s)", ids, first)
	}

	// A rename that failed, and an error of no file: the cause alone, or
	// the error as it is.
	link := &os.LinkError{Op: "rename", Old: filepath.Join(dir, "a.tmp"), New: filepath.Join(dir, "a"), Err: syscall.EXDEV}
	if got := WriteProblem(i18n.LangEn, link); got != "Could not save: "+syscall.EXDEV.Error() {
		t.Errorf("a failed rename: %q", got)
	}
	if got := WriteProblem(i18n.LangEn, errors.New("disk on fire")); got != "Could not save: disk on fire" {
		t.Errorf("a plain error: %q", got)
	}

	// A read-only folder: every save fails, and the start screen says why
	// once, the notice, rather than each failed save.
	store.err = syscall.EROFS
	save()
	f.cur.Library.ReadOnly = true
	const ro = "The data folder is read-only; nothing will be saved: read-only file system"
	if got := StartNotice(i18n.LangEn, f.cur, ro); got != ro {
		t.Fatalf("on a read-only folder the start screen says %q", got)
	}
	f.cur.Library.ReadOnly = false
	if got := StartNotice(i18n.LangEn, f.cur, ro); got != "Could not save: read-only file system" {
		t.Fatalf("a save refused on a folder not known read-only: %q", got)
	}
}
