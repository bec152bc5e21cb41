package games

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"xiangqi/game/session"
	"xiangqi/game/texts"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/record"
	"xiangqi/rules"
)

// The record's variations (issue 51): a move played on the board that is
// not the record's next one becomes a variation of it (nested when played
// in a variation), kept in the library at once; in More…, the move shown
// gets a comment, and a variation is promoted (record.Game.Promote: one
// level up, to the main line from a variation of it) or deleted with the
// moves after it. The moves the game was played with are never cut here:
// a move after the last one of the main line is refused, and Delete only
// takes variations.

// commentMax is the longest comment the dialog takes.
const commentMax = 400

// inVariation reports whether the board shows a move of a variation.
func (r *Record) inVariation() bool { return len(r.path) > 1 }

// setPath shows the move p names (the start for the empty Path), keeping
// the main line's review at its ply when p is on it.
func (r *Record) setPath(p record.Path) {
	r.path = p
	if len(p) <= 1 {
		r.review.SetPly(plyOf(p))
	}
}

// next is the move after the one shown in its line, and whether there is
// one: on the main line, as far as the moves replayed go.
func (r *Record) next() (record.Path, bool) {
	if !r.inVariation() {
		ply := r.review.Ply()
		return record.Path{ply}, ply < r.review.Len()
	}
	return r.rec.Next(r.path)
}

// goTo shows the move p names.
func (r *Record) goTo(p record.Path) ui.Outcome {
	if pathsEqual(p, r.path) {
		return ui.Outcome{}
	}
	r.setPath(p)
	// The ruling's sentence closed at a move shows again at the next visit.
	r.ruling.Moved()
	return ui.Redraw()
}

// lineEnd shows the last move of the line shown.
func (r *Record) lineEnd() ui.Outcome {
	p := r.path
	for {
		q, ok := r.nextOf(p)
		if !ok {
			return r.goTo(p)
		}
		p = q
	}
}

// nextOf is next for the move p names.
func (r *Record) nextOf(p record.Path) (record.Path, bool) {
	if len(p) <= 1 {
		ply := plyOf(p)
		return record.Path{ply}, ply < r.review.Len()
	}
	return r.rec.Next(p)
}

// navButtons step through the line shown: to the start, back (into the
// line a variation branches from at its first move), on in the line, to
// its end.
func (r *Record) navButtons() []ui.Button {
	atStart := len(r.path) == 0
	_, more := r.next()
	return []ui.Button{
		{Label: "|◀", Disabled: atStart, Press: func() ui.Outcome { return r.goTo(record.Path{}) }},
		{Label: "◀", Disabled: atStart, Press: func() ui.Outcome { return r.Step(-1) }},
		{Label: "▶", Disabled: !more, Press: func() ui.Outcome { return r.Step(1) }},
		{Label: "▶|", Disabled: !more, Press: r.lineEnd},
	}
}

// Play plays m on the board shown: the record's next move is followed;
// another move becomes a variation (or is followed into the variation
// that has it), kept in the library at once. A move after the main line's
// last, or any new move in the game in progress, is refused with a note.
func (r *Record) Play(m rules.Move) ui.Outcome {
	pos := r.Position()
	if !pos.IsLegal(m) {
		return ui.Outcome{}
	}
	r.note = ""
	if p, ok := r.next(); ok {
		if mv, _, err := r.rec.At(p); err == nil && mv == m {
			r.setPath(p)
			return ui.Moved(pos, m)
		}
	} else if !r.inVariation() {
		r.note = r.env.Text(i18n.MsgVariationOnly)
		return ui.Redraw()
	}
	if !r.editable() {
		return ui.Redraw()
	}
	before := len(r.rec.Nodes())
	p, err := r.rec.Play(r.path, m)
	if err != nil {
		r.note = err.Error()
		return ui.Redraw()
	}
	r.setPath(p)
	o := ui.Moved(pos, m)
	if len(r.rec.Nodes()) != before {
		o = o.Merge(r.save())
	}
	return o
}

// editable reports whether the record may be edited, saying why not in
// the note: the game in progress is written by its match, which would
// drop what was added here.
func (r *Record) editable() bool {
	if inProgress(r.svc.Game, r.id) {
		r.note = r.env.Text(i18n.MsgNotInProgress)
		return false
	}
	return true
}

// save writes the edited record to the library (a record not kept there
// is edited in memory only).
func (r *Record) save() ui.Outcome {
	if r.id == "" {
		return ui.Redraw()
	}
	if err := r.svc.Records.Put(r.id, r.rec); err != nil {
		r.note = fmt.Sprintf(r.env.Text(i18n.MsgSaveFailed), err)
	}
	return ui.Outcome{Changed: true}
}

// replay replays the main line after it changed (a promotion to it).
func (r *Record) replay() {
	rg := rules.NewGame(r.rec.Start)
	for _, m := range r.rec.Moves {
		if rg.Play(m) != nil {
			break
		}
	}
	r.game = rg
	r.review = session.NewReview(rg)
	r.moves = texts.Moves{} // a cache keyed on the last move and the count: a promotion can keep both
	r.setPath(r.path)
}

// moveText is the move p names as the list writes it.
func (r *Record) moveText(p record.Path) string {
	m, _, err := r.rec.At(p)
	if err != nil {
		return ""
	}
	moves, _ := r.rec.MovesTo(p)
	pos := r.rec.Start
	for _, mv := range moves[:len(moves)-1] {
		pos.MakeMove(mv)
	}
	return moveNumber(&pos, true) + pos.Notate(m, r.notation())
}

// Comment opens the comment of the move shown, to write or change (empty
// text clears it).
func (r *Record) Comment() ui.Outcome {
	if len(r.path) == 0 || !r.editable() {
		return ui.Redraw()
	}
	n, _ := r.rec.NoteAt(r.path)
	return r.commentDialog(shownComment(n.Comment))
}

// commentDialog is the comment dialog with text in its field: Save, Paste
// (the clipboard's text in place of the field's: a phone, which gets no
// on-screen keyboard, writes a comment so) and Cancel.
func (r *Record) commentDialog(text string) ui.Outcome {
	f := &ui.Field{Max: commentMax}
	f.Edit(text)
	at := r.path
	d := &ui.Dialog{Text: fmt.Sprintf(r.env.Text(i18n.MsgCommentOn), r.moveText(at)), Field: f}
	d.Choices = []ui.Button{
		{Label: r.env.Text(i18n.MsgSaveComment), Press: func() ui.Outcome { return r.setComment(at, f.String()) }},
		{Label: r.env.Text(i18n.MsgPaste), Disabled: r.svc.Clipboard == nil, Press: func() ui.Outcome {
			pasted, err := r.svc.Clipboard.ReadText()
			if err != nil {
				return r.commentDialog(f.String())
			}
			return r.commentDialog(strings.Join(strings.Fields(pasted), " "))
		}},
		{Label: r.env.Text(i18n.MsgCancel)},
	}
	return ui.Outcome{Open: d}
}

// setComment sets the comment of the move at and keeps the record.
func (r *Record) setComment(at record.Path, text string) ui.Outcome {
	if !r.editable() {
		return ui.Redraw()
	}
	// A clock game's move keeps its clock, which the dialog does not show.
	if n, err := r.rec.NoteAt(at); err == nil {
		if clk, _, ok := record.MoveClock(n.Comment); ok {
			text = record.WithClock(strings.Join(strings.Fields(text), " "), clk)
		}
	}
	if err := r.rec.SetComment(at, text); err != nil {
		r.note = err.Error()
		return ui.Redraw()
	}
	return r.save()
}

// Promote makes the variation shown change places with the line it
// branches from (record.Game.Promote): from a variation of the main line
// it becomes the main line.
func (r *Record) Promote() ui.Outcome {
	if !r.inVariation() || !r.editable() {
		return ui.Redraw()
	}
	p, err := r.rec.Promote(r.path)
	if err != nil {
		r.note = err.Error()
		return ui.Redraw()
	}
	r.path = p
	if len(p) == 1 {
		r.replay()
	}
	return r.save()
}

// DeleteLine asks, then deletes the move shown and the moves after it in
// its variation (the whole variation from its first move).
func (r *Record) DeleteLine() ui.Outcome {
	if !r.inVariation() || !r.editable() {
		return ui.Redraw()
	}
	at := r.path
	return ui.Outcome{Open: ui.Confirm(r.env, i18n.MsgConfirmDeleteLine, func() ui.Outcome {
		p, err := r.rec.Delete(at)
		if err != nil {
			r.note = err.Error()
			return ui.Redraw()
		}
		r.setPath(p)
		return r.save()
	})}
}

// treeShown reports whether the move list shows the record's variations
// and comments: when it has any.
func (r *Record) treeShown() bool {
	if r.rec.Comment != "" {
		return true
	}
	for _, n := range r.rec.Notes {
		if len(n.Variations) > 0 || shownComment(n.Comment) != "" {
			return true
		}
	}
	return false
}

// shownComment is what the move list shows of a comment: without the
// clock a clock game keeps in it.
func shownComment(c string) string {
	if _, rest, ok := record.MoveClock(c); ok {
		return rest
	}
	return c
}

// treeItems lists the record's moves and comments as the move list shows
// them, with the path of the move each belongs to.
func (r *Record) treeItems() ([]ui.MoveItem, []record.Path) {
	t := treeWriter{n: r.notation(), shown: r.path}
	if c := shownComment(r.rec.Comment); c != "" {
		t.items = append(t.items, ui.MoveItem{Text: c, Comment: true})
		t.paths = append(t.paths, record.Path{})
	}
	t.line(nil, 0, r.rec.Start, r.rec.Moves, r.rec.Notes)
	return t.items, t.paths
}

// treeWriter writes a record's lines as move list items.
type treeWriter struct {
	n      rules.Notation
	shown  record.Path
	items  []ui.MoveItem
	paths  []record.Path
	newRow bool // the next item starts a row: the first after a variation
}

func (t *treeWriter) add(it ui.MoveItem, p record.Path) {
	if t.newRow {
		it.NewRow, t.newRow = true, false
	}
	t.items = append(t.items, it)
	t.paths = append(t.paths, p)
}

// line adds the moves of a line from pos, depth variations deep, their
// paths prefix+{k}.
func (t *treeWriter) line(prefix record.Path, depth int, pos rules.Position, moves []rules.Move, notes []record.Note) {
	numbered := true
	for k, m := range moves {
		p := append(append(make(record.Path, 0, len(prefix)+1), prefix...), k)
		var n record.Note
		if notes != nil {
			n = notes[k]
		}
		text := moveNumber(&pos, numbered) + pos.Notate(m, t.n) + nagMark(n.NAG)
		if k == 0 && depth > 0 {
			text = "(" + text
		}
		t.add(ui.MoveItem{Text: text, Depth: depth, NewRow: k == 0 && depth > 0, Selected: pathsEqual(p, t.shown)}, p)
		numbered = false
		if c := shownComment(n.Comment); c != "" {
			t.add(ui.MoveItem{Text: c, Depth: depth, Comment: true}, p)
			numbered = true
		}
		for v, l := range n.Variations {
			if len(l.Moves) == 0 {
				continue
			}
			vp := append(append(make(record.Path, 0, len(p)+1), p...), v)
			if c := shownComment(l.Comment); c != "" {
				t.newRow = true
				t.add(ui.MoveItem{Text: "(" + c, Depth: depth + 1, Comment: true}, append(vp, 0))
			}
			t.line(vp, depth+1, pos, l.Moves, l.Notes)
			t.items[len(t.items)-1].Text += ")"
			t.newRow = true
			numbered = true
		}
		pos.MakeMove(m)
	}
}

// moveNumber is the number written before the move to play in pos: "12. "
// for Red, "12… " for Black when numbered (a line's first move, or after
// a comment or a variation).
func moveNumber(pos *rules.Position, numbered bool) string {
	switch {
	case pos.SideToMove() == rules.Red:
		return strconv.Itoa(pos.MoveNumber()) + ". "
	case numbered:
		return strconv.Itoa(pos.MoveNumber()) + "… "
	}
	return ""
}

// nagMark is the mark of a judging NAG ($1 to $6), "" for others.
func nagMark(nag int) string {
	if nag >= 1 && nag <= 6 {
		return [...]string{"!", "?", "!!", "??", "!?", "?!"}[nag-1]
	}
	return ""
}

// TapMove shows the move of item i of the list (MovesShown.Tree).
func (r *Record) TapMove(i int) ui.Outcome {
	_, paths := r.treeItems()
	if i < 0 || i >= len(paths) {
		return ui.Outcome{}
	}
	return r.goTo(paths[i])
}

// plyOf is the ply of the main line's move p names: the board after it.
func plyOf(p record.Path) int {
	if len(p) == 0 {
		return 0
	}
	return p[0] + 1
}

// mainPath is the path of the board after ply moves of the main line.
func mainPath(ply int) record.Path {
	if ply == 0 {
		return record.Path{}
	}
	return record.Path{ply - 1}
}

func pathsEqual(a, b record.Path) bool { return slices.Equal(a, b) }
