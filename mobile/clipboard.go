package mobile

// Clipboard is the phone's clipboard, implemented in Java by the Activity
// (android.content.ClipboardManager), since Ebitengine has none and shows
// no on-screen keyboard: on a phone the board editor's positions come in
// and go out through it only.
//
// The game calls it from its own thread, never Android's UI thread, while
// holding the App's lock: an implementation must not wait for the UI
// thread (which may itself be waiting for that lock in Back, Pause or
// Resume) and must not call back into the App. A Java exception arrives
// as the error.
type Clipboard interface {
	// Text returns the clipboard's text, "" when it holds none.
	Text() (string, error)
	// SetText puts s on the clipboard as plain text.
	SetText(s string) error
}

// phoneClipboard is a Clipboard as the game wants it (game.Clipboard).
type phoneClipboard struct{ c Clipboard }

func (p phoneClipboard) ReadText() (string, error) { return p.c.Text() }
func (p phoneClipboard) WriteText(s string) error  { return p.c.SetText(s) }
