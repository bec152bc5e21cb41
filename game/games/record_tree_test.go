package games

import (
	"bytes"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"xiangqi/game/ui"
	"xiangqi/game/ui/uitest"
	"xiangqi/record"
	"xiangqi/rules"
)

// movetext is rec's moves with their notes in ICCS, without its tags.
func movetext(t *testing.T, rec *record.Game) string {
	t.Helper()
	var b bytes.Buffer
	if err := record.Write(&b, rec, rules.ICCS); err != nil {
		t.Fatal(err)
	}
	_, moves, _ := strings.Cut(b.String(), "\n\n")
	return strings.ReplaceAll(strings.TrimSpace(moves), "\n", " ") // one line, as wrapped or not
}

// iccsMove is the move written s in ICCS.
func iccsMove(t *testing.T, s string) rules.Move {
	t.Helper()
	from, err1 := rules.ParseSquare(s[:2])
	to, err2 := rules.ParseSquare(s[2:])
	if err1 != nil || err2 != nil {
		t.Fatalf("move %q", s)
	}
	return rules.NewMove(from, to)
}

// onDisk checks that the library's record of id is want, written in ICCS.
func (f *recordFixture) onDisk(id, want string) *record.Game {
	f.t.Helper()
	rec, err := f.lib.Get(id)
	if err != nil {
		f.t.Fatal(err)
	}
	if got := movetext(f.t, rec); got != want {
		f.t.Fatalf("the library keeps\n%s\nwant\n%s", got, want)
	}
	return rec
}

// treeTexts is the move list's items, a comment in braces.
func treeTexts(m *Record) []string {
	var out []string
	for _, it := range m.Moves().Tree {
		s := it.Text
		if it.Comment {
			s = "{" + s + "}"
		}
		if it.Selected {
			s = "*" + s
		}
		out = append(out, s)
	}
	return out
}

// itemOf is the index of the list's item whose text is text.
func itemOf(t *testing.T, m *Record, text string) int {
	t.Helper()
	for i, it := range m.Moves().Tree {
		if it.Text == text {
			return i
		}
	}
	t.Fatalf("no item %q in %q", text, treeTexts(m))
	return -1
}

// TestRecordVariations (issue 51): in a game's review, a move other than
// the record's becomes a variation, nested when played in one; a comment,
// a promotion and a deletion are made from More…; each is kept in the
// library at once, the move list shows them, and the record read back
// from disk, or exported as PGN and read back, is the same game.
func TestRecordVariations(t *testing.T) {
	f := newRecordFixture(t)
	f.env.Settings.Notation = "iccs" // the list's texts as the PGN's
	m, sh := f.open("one", readGame(t, gameOne))
	if m.Moves().Tree != nil {
		t.Fatalf("a record without notes shows a tree: %q", treeTexts(m))
	}
	sh.Tap(t, "◀")
	sh.Tap(t, "◀")
	// The record's own next move is followed, not added.
	if o := m.Play(iccsMove(t, "h0g2")); !o.Changed || m.Ply() != 3 || m.inVariation() {
		t.Fatalf("the record's move: ply %d, path %v", m.Ply(), m.path)
	}
	f.onDisk("one", "1. h2e2 h9g7 2. h0g2 i9h9 *")
	sh.Tap(t, "◀")
	if o := m.Play(iccsMove(t, "b0c2")); !o.Changed || !o.Play || !slices.Equal(m.path, record.Path{2, 0, 0}) {
		t.Fatalf("a new move: %+v, path %v", o, m.path)
	}
	f.onDisk("one", "1. h2e2 h9g7 2. h0g2 (2. b0c2) 2... i9h9 *")
	m.Play(iccsMove(t, "b9c7"))
	sh.Tap(t, "◀")
	m.Play(iccsMove(t, "g6g5"))
	if !slices.Equal(m.path, record.Path{2, 0, 1, 0, 0}) || m.Ply() != 4 {
		t.Fatalf("nested: path %v, ply %d", m.path, m.Ply())
	}
	f.onDisk("one", "1. h2e2 h9g7 2. h0g2 (2. b0c2 b9c7 (2... g6g5)) 2... i9h9 *")
	if pos, _ := m.LastMove(); pos != iccsMove(t, "g6g5") {
		t.Fatalf("the last move shown: %v", pos)
	}

	// A comment on the move shown; Cancel, and Back, change nothing.
	sh.Tap(t, "More…")
	sh.Back(t)
	sh.Tap(t, "More…")
	if sh.Enabled(t, "Comment…") != true || !sh.Enabled(t, "Promote line") || !sh.Enabled(t, "Delete line") {
		t.Fatalf("More… in a variation: %q", sh.Labels())
	}
	sh.Tap(t, "Comment…")
	d := uitest.TopIs[*ui.Dialog](t, sh)
	if d.Text != "Comment on 2… g6g5" || d.Field == nil || !d.Field.Editing || d.Field.String() != "" {
		t.Fatalf("the comment dialog: %q %+v", d.Text, d.Field)
	}
	d.Field.Edit("a  quiet\tpawn } move")
	sh.Tap(t, "Cancel")
	f.onDisk("one", "1. h2e2 h9g7 2. h0g2 (2. b0c2 b9c7 (2... g6g5)) 2... i9h9 *")
	sh.Tap(t, "More…")
	sh.Tap(t, "Comment…")
	uitest.TopIs[*ui.Dialog](t, sh).Field.Edit("a  quiet\tpawn } move")
	sh.Tap(t, "Save")
	f.onDisk("one", "1. h2e2 h9g7 2. h0g2 (2. b0c2 b9c7 (2... g6g5 {a quiet pawn ) move})) 2... i9h9 *")
	// Paste puts the clipboard's text in the field (a phone has no keyboard).
	f.clip.text = "solid\n pawn"
	sh.Tap(t, "More…")
	sh.Tap(t, "Comment…")
	if d := uitest.TopIs[*ui.Dialog](t, sh); d.Field.String() != "a quiet pawn ) move" {
		t.Fatalf("the dialog opens with %q", d.Field.String())
	}
	sh.Tap(t, "Paste")
	if d := uitest.TopIs[*ui.Dialog](t, sh); d.Field.String() != "solid pawn" {
		t.Fatalf("pasted: %q", d.Field.String())
	}
	sh.Tap(t, "Save")
	f.onDisk("one", "1. h2e2 h9g7 2. h0g2 (2. b0c2 b9c7 (2... g6g5 {solid pawn})) 2... i9h9 *")
	want := []string{"1. h2e2", "h9g7", "2. h0g2", "(2. b0c2", "b9c7", "*(2… g6g5", "{solid pawn))}", "2… i9h9"}
	if got := treeTexts(m); !slices.Equal(got, want) {
		t.Fatalf("the move list %q, want %q", got, want)
	}

	// Promote the variation from its first move: it becomes the main line.
	sh.Tap(t, "|◀")
	if o := m.TapMove(itemOf(t, m, "(2. b0c2")); !o.Changed || !slices.Equal(m.path, record.Path{2, 0, 0}) {
		t.Fatalf("tap on the variation: path %v", m.path)
	}
	sh.Tap(t, "More…")
	sh.Tap(t, "Promote line")
	f.onDisk("one", "1. h2e2 h9g7 2. b0c2 (2. h0g2 i9h9) 2... b9c7 (2... g6g5 {solid pawn}) *")
	if m.Ply() != 3 || m.inVariation() || m.Len() != 4 || m.Game().Moves()[2] != iccsMove(t, "b0c2") {
		t.Fatalf("promoted: ply %d of %d, path %v", m.Ply(), m.Len(), m.path)
	}
	sh.Tap(t, "More…")
	if sh.Enabled(t, "Promote line") || sh.Enabled(t, "Delete line") {
		t.Fatal("Promote or Delete line offered on the main line")
	}
	sh.Tap(t, "Promote line") // carelessly: disabled, nothing happens
	uitest.TopIs[*ui.Dialog](t, sh)
	sh.Back(t)

	// A variation added and deleted; No keeps it.
	sh.Tap(t, "|◀")
	sh.Tap(t, "▶")
	m.Play(iccsMove(t, "b9c7"))
	f.onDisk("one", "1. h2e2 h9g7 (1... b9c7) 2. b0c2 (2. h0g2 i9h9) 2... b9c7 (2... g6g5 {solid pawn}) *")
	sh.Tap(t, "More…")
	sh.Tap(t, "Delete line")
	sh.Tap(t, "No")
	f.onDisk("one", "1. h2e2 h9g7 (1... b9c7) 2. b0c2 (2. h0g2 i9h9) 2... b9c7 (2... g6g5 {solid pawn}) *")
	sh.Tap(t, "More…")
	sh.Tap(t, "Delete line")
	sh.Tap(t, "Yes")
	final := "1. h2e2 h9g7 2. b0c2 (2. h0g2 i9h9) 2... b9c7 (2... g6g5 {solid pawn}) *"
	disk := f.onDisk("one", final)
	if !slices.Equal(m.path, record.Path{0}) {
		t.Fatalf("after the delete: path %v", m.path)
	}

	// Read back from disk, the record is the one edited, and shows the same list.
	if !sameRecord(disk, m.Record()) {
		t.Fatalf("the record on disk differs from the one edited")
	}
	again := NewRecord(f.env, f.svc, nil, "one", disk)
	again.SetPly(1)
	if !reflect.DeepEqual(again.Moves().Tree, m.Moves().Tree) {
		t.Fatalf("reloaded, the list is %q, want %q", treeTexts(again), treeTexts(m))
	}
	// Exported as PGN (Copy PGN, in the player's notation) and read back.
	sh.Tap(t, "More…")
	sh.Tap(t, "Copy PGN")
	games, errs := record.Read([]byte(f.clip.text))
	if len(games) != 1 || len(errs) != 0 || !sameRecord(games[0], m.Record()) || movetext(t, games[0]) != final {
		t.Fatalf("exported and read back:\n%s", f.clip.text)
	}
	sh.Tap(t, "Back")
	if sh.Closed != 1 {
		t.Fatal("Back did not close the record")
	}
}

// sameRecord reports whether a and b hold the same game: tags (but the
// Format a writer chooses), start, comment, moves and notes.
func sameRecord(a, b *record.Game) bool {
	own := func(g *record.Game) []record.Tag {
		var tags []record.Tag
		for _, t := range g.Tags {
			if t.Name != "Format" && t.Name != "Game" {
				tags = append(tags, t)
			}
		}
		return tags
	}
	return reflect.DeepEqual(own(a), own(b)) && a.Start == b.Start && a.Comment == b.Comment &&
		reflect.DeepEqual(a.Moves, b.Moves) && reflect.DeepEqual(a.Notes, b.Notes)
}

// TestRecordVariationRefusals: the main line is never lengthened, and the
// game in progress is not edited here (its match writes its record);
// a move that is not legal is ignored.
func TestRecordVariationRefusals(t *testing.T) {
	f := newRecordFixture(t)
	m, _ := f.open("one", readGame(t, gameOne))
	if o := m.Play(iccsMove(t, "c3c4")); !o.Changed || m.Note() != "A new move can only be a variation of a move played" {
		t.Fatalf("a move after the last: %+v, note %q", o, m.Note())
	}
	if o := m.Play(iccsMove(t, "a0a5")); o.Changed {
		t.Fatal("an illegal move changed the board")
	}
	f.onDisk("one", "1. h2e2 h9g7 2. h0g2 i9h9 *")

	id, rec := f.own(time.Date(2027, 1, 1, 10, 0, 0, 0, time.UTC), [2]bool{}, "h2e2", "h9g7")
	m, sh := f.open(id, rec)
	sh.Tap(t, "◀")
	m.Play(iccsMove(t, "b9c7"))
	if m.Note() != "The game in progress cannot be annotated: finish it first" || m.inVariation() {
		t.Fatalf("the game in progress: note %q, path %v", m.Note(), m.path)
	}
	f.onDisk(id, "1. h2e2 h9g7 *")
}

// TestRecordCommentKeepsClock: a clock game's move keeps its clock when
// the player writes a comment on it, which the dialog shows without it.
func TestRecordCommentKeepsClock(t *testing.T) {
	f := newRecordFixture(t)
	rec := readGame(t, "[Event \"Clock\"]\n\n1. h2e2 {[%clk 0:09:58]} h9g7 {[%clk 0:09:57] fast} *\n")
	m, sh := f.open("clk", rec)
	sh.Tap(t, "More…")
	sh.Tap(t, "Comment…")
	d := uitest.TopIs[*ui.Dialog](t, sh)
	if d.Field.String() != "fast" {
		t.Fatalf("the dialog shows %q", d.Field.String())
	}
	d.Field.Edit("fast  and sound")
	sh.Tap(t, "Save")
	f.onDisk("clk", "1. h2e2 {[%clk 0:09:58]} 1... h9g7 {[%clk 0:09:57] fast and sound} *")
	if got := treeTexts(m); !slices.Equal(got, []string{"1. C2=5", "*H8+7", "{fast and sound}"}) {
		t.Fatalf("the list %q", got)
	}
}

// TestRecordAnalysedInVariation: the record the analysis writes back may
// order a move's variations otherwise (its line first), so a variation
// shown gives way to the move it branches from.
func TestRecordAnalysedInVariation(t *testing.T) {
	f := newRecordFixture(t)
	m, sh := f.open("one", readGame(t, gameOne))
	sh.Tap(t, "◀")
	sh.Tap(t, "◀")
	m.Play(iccsMove(t, "b0c2"))
	m.Play(iccsMove(t, "b9c7"))
	if m.Ply() != 4 || !m.inVariation() {
		t.Fatalf("in the variation: ply %d", m.Ply())
	}
	m.SetRecord(readGame(t, gameOne))
	if m.inVariation() || m.Ply() != 2 || m.Position() != m.review.Position() {
		t.Fatalf("after the analysis: path %v, ply %d", m.path, m.Ply())
	}
}
