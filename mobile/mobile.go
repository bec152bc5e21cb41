// Package mobile is the Go side of the Android app, built into an .aar by
// `ebitenmobile bind` (see scripts/build-apk.sh). The Activity calls Start
// once per process with the app's files directory, the device's language,
// the phone's clipboard and its share sheet (a Clipboard and a Sharer
// implemented in Java), keeps the returned *App, and forwards to it the
// back button, its onPause/onResume, and the game records the app is
// opened with or shared (Files, App.OpenFiles). Ebitengine's own view
// (EbitenView) drives the frames; its suspendGame/resumeGame are called by
// the Activity too.
package mobile

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	ebitenmobile "github.com/hajimehoshi/ebiten/v2/mobile"

	"xiangqi/game"
)

// Start creates the game, saving in dataDir (Android has no
// os.UserConfigDir, so the Activity passes getFilesDir()), and hands it to
// Ebitengine. locale is the device's language as a BCP 47 tag such as
// "vi-VN" or "zh-Hans-CN" (Android has no POSIX locale variables); the
// game uses it until the player chooses a language in its settings.
// clipboard is the phone's clipboard, through which positions and games
// are copied and pasted (nil: none); sharer offers games to other apps
// (nil: none).
//
// Ebitengine accepts one game per process, so Start must succeed at most
// once per process: the Activity keeps the *App in a static field, which
// lives exactly as long as the Go runtime, and reuses it when Android
// recreates the Activity.
func Start(dataDir, locale string, clipboard Clipboard, sharer Sharer) (*App, error) {
	cfg, err := config(dataDir, locale, clipboard, sharer)
	if err != nil {
		return nil, err
	}
	g, err := game.New(cfg)
	if err != nil {
		return nil, fmt.Errorf("starting the game: %w", err)
	}
	a := newApp(g)
	// The game receives the serialised wrapper, so that Ebitengine's frames
	// and the Activity's calls never run at the same time.
	ebitenmobile.SetGame(a.frames())
	return a, nil
}

// config is the game's configuration on a phone.
func config(dataDir, locale string, clipboard Clipboard, sharer Sharer) (game.Config, error) {
	dir, err := dataDirectory(dataDir)
	if err != nil {
		return game.Config{}, err
	}
	cfg := game.Config{DataDir: dir, SystemLang: locale, Mobile: true, PieceChoice: true}
	if clipboard != nil {
		cfg.Clipboard = phoneClipboard{clipboard}
	}
	if sharer != nil { // never a typed nil in the game's interface
		cfg.Sharer = sharer
	}
	phoneTuning(&cfg)
	return cfg, nil
}

// dataDirectory checks the directory the Activity passed and creates it if
// needed (getFilesDir() normally exists; an empty or relative path is a
// wiring fault on the Java side, which must be reported, not guessed).
func dataDirectory(dir string) (string, error) {
	if dir == "" {
		return "", errors.New("no data directory given")
	}
	if !filepath.IsAbs(dir) {
		return "", fmt.Errorf("data directory %q is not an absolute path", dir)
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", fmt.Errorf("data directory: %w", err)
	}
	return dir, nil
}
