package ui

// Button is a target as a model names it for the player: its label, its
// state and what a tap on it does. A view lays a model's buttons out and
// draws them; a test taps them by label, as a player reads them.
type Button struct {
	Label    string
	Disabled bool // shown greyed, in its place; takes no tap
	Primary  bool // the stressed one
	Selected bool // the chosen option among several
	// Sub, when set, is a short second line under the label (the puzzle
	// of the day's theme, "5 to review today"); Done marks a thing
	// finished (the puzzle of the day solved).
	Sub   string
	Done  bool
	Press func() Outcome
}

// Tap is a tap on b: nothing when it is disabled or does nothing.
func (b Button) Tap() Outcome {
	if b.Disabled || b.Press == nil {
		return Outcome{}
	}
	return b.Press()
}

// Tone is how a line of status reads: a note, good news, or a problem.
// Views give each its colour.
type Tone int

const (
	Dim     Tone = iota // a note: what to do, a search under way
	Good                // solved, won
	Problem             // failed, refused, or cannot start
)
