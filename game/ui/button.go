package ui

import (
	"xiangqi/game/sfx"
	"xiangqi/rules"
)

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

// MovesFrom appends to buf[:0] the legal moves of the piece on sq in
// pos: the points a picked piece may go to.
func MovesFrom(pos rules.Position, sq rules.Square, buf []rules.Move) []rules.Move {
	buf = buf[:0]
	var l rules.MoveList
	pos.GenerateMoves(&l)
	for _, mv := range l.Slice() {
		if mv.From() == sq {
			buf = append(buf, mv)
		}
	}
	return buf
}

// Moved is the Outcome of mv just played from before: redrawn, with the
// move's sound (a check's or a capture's own; the end of a puzzle or a
// game is its judge's to sound).
func Moved(before rules.Position, mv rules.Move) Outcome {
	after := before
	after.MakeMove(mv)
	return Outcome{Changed: true, Sound: sfx.ForMove(false, after.InCheck(), before.At(mv.To()) != rules.Empty), Play: true}
}

// Tone is how a line of status reads: a note, good news, or a problem.
// Views give each its colour.
type Tone int

const (
	Dim     Tone = iota // a note: what to do, a search under way
	Good                // solved, won
	Problem             // failed, refused, or cannot start
)

// MovesShown is what a move list shows: the moves in notation, whether
// Black moved first, the number of the first move, the ply shown and the
// plies that gave check, and the moves of a repetition's cycle.
type MovesShown struct {
	Texts      []string
	BlackFirst bool
	FirstMove  int
	Ply        int
	Checks     []bool
	// Tree, when not nil, is the moves with their variations and comments
	// in the order PGN writes them, which the list shows instead of
	// Texts: a tap on item i is the model's to turn into the move shown.
	Tree []MoveItem
	// Cycle marks Texts[Cycle[0]:Cycle[1]], the moves a repetition
	// ruling judged (issue 53); empty for none.
	Cycle [2]int
}

// MoveItem is one word of a move list that shows variations: a move with
// its number ("12. 炮二平五", "12… 马８进７"), or a comment.
type MoveItem struct {
	Text     string
	Depth    int  // how many variations deep: 0 for the main line
	NewRow   bool // it starts a row: a variation's first, or the first after one
	Comment  bool // a comment, drawn dim; a tap on it shows its move
	Selected bool // the move shown on the board
}

// StepButtons are the four buttons that step through a game of n moves
// shown after ply: to the start, back, forward, to the end; goTo shows
// the board after the ply asked for.
func StepButtons(ply, n int, goTo func(int) Outcome) []Button {
	return []Button{
		{Label: "|◀", Disabled: ply == 0, Press: func() Outcome { return goTo(0) }},
		{Label: "◀", Disabled: ply == 0, Press: func() Outcome { return goTo(ply - 1) }},
		{Label: "▶", Disabled: ply >= n, Press: func() Outcome { return goTo(ply + 1) }},
		{Label: "▶|", Disabled: ply >= n, Press: func() Outcome { return goTo(n) }},
	}
}
