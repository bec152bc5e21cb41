//go:build display

package mobile

import (
	"errors"
	"path/filepath"
	"testing"
	"time"

	"xiangqi/ai"
)

type fakeClipboard struct {
	text string
	err  error
}

func (f *fakeClipboard) Text() (string, error) { return f.text, f.err }
func (f *fakeClipboard) SetText(s string) error {
	if f.err != nil {
		return f.err
	}
	f.text = s
	return nil
}

func TestConfigClipboard(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "files")
	cfg, err := config(dir, "vi-VN", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Clipboard != nil {
		t.Error("no clipboard from Java, yet the game has one (a typed nil would crash the editor)")
	}
	if !cfg.Mobile || cfg.DataDir != dir || cfg.SystemLang != "vi-VN" {
		t.Errorf("config %+v", cfg)
	}

	fc := &fakeClipboard{text: "old"}
	cfg, err = config(dir, "en", fc, nil)
	if err != nil {
		t.Fatal(err)
	}
	cb := cfg.Clipboard
	if cb == nil {
		t.Fatal("the Activity's clipboard did not reach the game")
	}
	if s, err := cb.ReadText(); s != "old" || err != nil {
		t.Errorf("ReadText = %q, %v", s, err)
	}
	if err := cb.WriteText("4k4/9/9/9/9/9/9/9/9/4K4 w"); err != nil || fc.text != "4k4/9/9/9/9/9/9/9/9/4K4 w" {
		t.Errorf("WriteText: %v, clipboard %q", err, fc.text)
	}
	fc.err = errors.New("java.lang.SecurityException")
	if _, err := cb.ReadText(); err == nil {
		t.Error("the Java exception was lost on ReadText")
	}
	if err := cb.WriteText("x"); err == nil {
		t.Error("the Java exception was lost on WriteText")
	}

	if _, err := config("files", "en", fc, nil); err == nil {
		t.Error("a relative data directory accepted")
	}
}

// A phone is slower than a desktop: every level, Master too, is capped by
// depth or nodes, keeps at least its own safety bound, and gets more only
// when its node cap would not be reached well within it at the assumed
// phone speed.
func TestPhoneTuning(t *testing.T) {
	cfg, err := config(t.TempDir(), "en", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	for l := ai.Level(0); l < ai.NumLevels; l++ {
		phone, lim := cfg.ThinkTime[l], l.Limits()
		if lim.Depth == 0 && lim.Nodes == 0 {
			t.Errorf("%v: neither depth nor node cap", l)
		}
		bound := lim.Time
		if phone != 0 {
			bound = phone
		}
		if need := time.Duration(float64(lim.Nodes) / phoneNodesPerSec * float64(time.Second)); bound < 2*need || bound < lim.Time {
			t.Errorf("%v: phone bound %v for %d nodes (about %v on a phone)", l, bound, lim.Nodes, need)
		}
	}
	if cfg.HintTime <= 0 || cfg.HashMiB <= 0 {
		t.Errorf("hint %v, table %d MiB", cfg.HintTime, cfg.HashMiB)
	}
	// An 80-move game (161 positions) analysed within a minute and a half.
	if whole := 161 * cfg.AnalysisTime; cfg.AnalysisTime <= 0 || whole > 90*time.Second {
		t.Errorf("analysis %v a position: %v for 80 moves", cfg.AnalysisTime, whole)
	}
}

type fakeSharer struct{ name, text string }

func (f *fakeSharer) Share(name, text string) error { f.name, f.text = name, text; return nil }

// TestConfigSharer: the Activity's share sheet reaches the game, and none
// is none (not an interface holding a nil pointer).
func TestConfigSharer(t *testing.T) {
	cfg, err := config(t.TempDir(), "en", nil, nil)
	if err != nil || cfg.Sharer != nil {
		t.Fatalf("no sharer from Java: %v (%v)", cfg.Sharer, err)
	}
	fs := &fakeSharer{}
	if cfg, err = config(t.TempDir(), "en", nil, fs); err != nil || cfg.Sharer == nil {
		t.Fatalf("the sharer did not reach the game (%v)", err)
	}
	if err := cfg.Sharer.Share("a.pgn", "1. h2e2 *"); err != nil || fs.name != "a.pgn" || fs.text != "1. h2e2 *" {
		t.Fatalf("shared %q %q (%v)", fs.name, fs.text, err)
	}
}
