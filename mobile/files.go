package mobile

import (
	"bytes"
	"errors"

	"xiangqi/game/games"
)

// MaxFileBytes is the largest file the Activity reads when the app is
// opened with a file or one is shared to it. It reads each file whole
// into memory, so a larger one is reported (AddTooLarge) rather than
// read. 32 MiB is some 27,000 games of PGN, with room above the largest
// real collection seen (18.8 MB: 15,407 master games in one file).
const MaxFileBytes = 32 << 20

// Files are the files of one "Open with" or share, gathered by the
// Activity and handed to App.OpenFiles together, so that they are
// imported as files dropped together on the desktop's window are: each
// on its own, with one note saying how each went. The Activity makes one
// (new Files()) on the thread that reads the files and uses it there
// only; it is not safe for concurrent use.
type Files struct {
	files []games.File
}

// Add adds a file read whole: its name as the phone shows it, and its
// bytes. They are copied, since gomobile lends Go a Java byte array only
// for the length of the call.
func (f *Files) Add(name string, data []byte) {
	f.files = append(f.files, games.File{Name: name, Data: bytes.Clone(data)})
}

// AddError adds a file that could not be read, with why (a Java
// exception's message), which the player is shown with its name.
func (f *Files) AddError(name, reason string) {
	if reason == "" {
		reason = "no reason given"
	}
	f.files = append(f.files, games.File{Name: name, Err: errors.New(reason)})
}

// AddTooLarge adds a file left unread because it is larger than
// MaxFileBytes; the player is told so in their language.
func (f *Files) AddTooLarge(name string) {
	f.files = append(f.files, games.File{Name: name, Err: &games.TooLargeError{Limit: MaxFileBytes}})
}

// opener is a game that imports files opened with the app (*game.Game).
type opener interface {
	OpenFiles(files []games.File)
}

// OpenFiles imports the files gathered in f into the game's library, at
// its next frame, and shows how it went (see Files). The Activity calls
// it from the thread that read them: like the other calls it waits for
// the frame under way, if any. f is emptied, so that the same files
// handed twice are imported once.
func (a *App) OpenFiles(f *Files) {
	if f == nil || len(f.files) == 0 {
		return
	}
	files := f.files
	f.files = nil
	a.mu.Lock()
	defer a.mu.Unlock()
	if o, ok := a.g.(opener); ok {
		o.OpenFiles(files)
	}
}
