package game

// stateNote is a line said about one state of a screen, such as a copy's
// outcome: it shows while that state lasts and goes with it, so that
// "Copied to the clipboard" said before a resignation is not left under
// its result (issue 32). K is what tells the states apart.
type stateNote[K comparable] struct {
	text string
	at   K
}

// say sets the note's text for the state at.
func (n *stateNote[K]) say(text string, at K) { n.text, n.at = text, at }

// in is the note's text while the state is still now, else "".
func (n *stateNote[K]) in(now K) string {
	if n.at != now {
		return ""
	}
	return n.text
}
