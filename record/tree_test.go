package record

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"xiangqi/rules"
)

// movetext returns g written in ICCS without its tags.
func movetext(t *testing.T, g *Game) string {
	t.Helper()
	var b bytes.Buffer
	if err := Write(&b, g, rules.ICCS); err != nil {
		t.Fatal(err)
	}
	_, moves, _ := strings.Cut(b.String(), "\n\n")
	return strings.TrimSuffix(moves, "\n\n")
}

// sameGame reports whether a and b are the same record: tags, start,
// intro comment, moves and the notes with every nested line.
func sameGame(a, b *Game) bool {
	return reflect.DeepEqual(a.Tags, b.Tags) && a.Start == b.Start && a.Comment == b.Comment &&
		reflect.DeepEqual(a.Moves, b.Moves) && reflect.DeepEqual(a.Notes, b.Notes)
}

// roundTrip writes g in every notation and reads it back, failing unless
// the game read is g (with the tags Write adds).
func roundTrip(t *testing.T, name string, g *Game) { roundTripOf(t, name, g, false) }

func byName(a, b Tag) int { return strings.Compare(a.Name, b.Name) }

// ownTags is tags without those Write derives.
func ownTags(tags []Tag) []Tag {
	var own []Tag
	for _, t := range tags {
		if !derived(t.Name) || strings.EqualFold(t.Name, "Game") {
			own = append(own, t)
		}
	}
	return own
}

// roundTripOf is roundTrip of a game read from a file when fromFile is
// set: its tags FEN, SetUp and Format are then not compared.
func roundTripOf(t *testing.T, name string, g *Game, fromFile bool) {
	t.Helper()
	for _, n := range notations() {
		var b bytes.Buffer
		if err := Write(&b, g, n); err != nil {
			t.Fatalf("%s in %s: %v", name, NotationName(n), err)
		}
		again := readOne(t, b.String())
		want := *g
		want.Tags = written(g, n)
		if g.Tag("Game") == "" {
			want.Tags = append([]Tag{{"Game", "Chinese Chess"}}, want.Tags...)
		}
		if fromFile {
			// A file's FEN, SetUp and Format are Write's own.
			// Write puts the standard tags first.
			want.Tags, again.Tags = ownTags(want.Tags), ownTags(again.Tags)
			slices.SortStableFunc(want.Tags, byName)
			slices.SortStableFunc(again.Tags, byName)
		}
		if !sameGame(again, &want) {
			t.Errorf("%s in %s reads back as %q {%s} %s %s\nwant %q {%s} %s %s\n%s", name, NotationName(n),
				again.Tags, again.Comment, iccs(again.Moves), notesString(again.Notes),
				want.Tags, want.Comment, iccs(want.Moves), notesString(want.Notes), b.String())
		}
	}
}

func TestReadNestedVariations(t *testing.T) {
	// Several on one move, numbers in every form, nested ones, comments,
	// NAGs and marks in them, the long Vietnamese form, comments before
	// the first move of the game and of a variation.
	g := readOne(t, "[Event \"nested\"]\n{the intro\n} 1. h2e2 (1.b0c2 {x} h9g7 $1 2、h0g2?! (2. c3c4) b9c7) ( { pre } 1. Pháo 8 bình 5 ) 1... h9g7\n"+
		"(1... Mã 2 tấn 3 2. c3c4 (2. x) ; a comment\n h9g7) 2. h0g2 *")
	want := "3 notes\n" +
		"  0: $0 {} ({} b0c2 h9g7 h0g2 b9c7\n" +
		"    0: $0 {x}\n" +
		"    1: $1 {}\n" +
		"    2: $6 {} ({} c3c4)) ({pre} b2e2)\n" +
		"  1: $0 {} ({} b9c7 c3c4 h9g7\n" +
		"    1: $0 {a comment})"
	if got := notesString(g.Notes); got != want || g.Comment != "the intro" || iccs(g.Moves) != "h2e2 h9g7 h0g2" {
		t.Errorf("{%s} %s, notes %s\nwant %s", g.Comment, iccs(g.Moves), got, want)
	}
	wantText := "{the intro} 1. h2e2 (1. b0c2 {x} 1... h9g7 $1 2. h0g2 $6 (2. c3c4) 2... b9c7)\n" +
		"({pre} 1. b2e2) 1... h9g7 (1... b9c7 2. c3c4 {a comment} 2... h9g7) 2. h0g2 *"
	if got := movetext(t, g); got != wantText {
		t.Errorf("written as\n%s\nwant\n%s", got, wantText)
	}
	roundTrip(t, "nested", g)
}

func TestReadNestedDepthLimit(t *testing.T) {
	// Variations nested deeper than MaxDepth are skipped, the rest kept.
	const n = MaxDepth + 10
	g := readOne(t, "1. h2e2 "+strings.Repeat("(b0c2 ", n)+strings.Repeat(")", n)+" h9g7 *")
	depth := 0
	for notes := g.Notes; notes != nil; notes = notes[0].Variations[0].Notes {
		depth++
	}
	if depth != MaxDepth || iccs(g.Moves) != "h2e2 h9g7" {
		t.Errorf("%s, variations %d deep, want %d", iccs(g.Moves), depth, MaxDepth)
	}
	roundTrip(t, "deep", g)
	// Write refuses deeper nesting than Read gives.
	deep := &Game{Start: g.Start, Moves: g.Moves[:1]}
	line := Line{Moves: g.Moves[:1]}
	for range MaxDepth + 1 {
		line = Line{Moves: g.Moves[:1], Notes: []Note{{Variations: []Line{line}}}}
	}
	deep.Notes = line.Notes
	if err := Write(&bytes.Buffer{}, deep, rules.ICCS); err == nil || !strings.Contains(err.Error(), "nest more than 64 deep") {
		t.Errorf("%d deep: error %v", MaxDepth+1, err)
	}
}

// Every file of testdata with variations reads, writes and reads back as
// the same games.
func TestRoundTripSampleVariations(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "*.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	seeds, _ := filepath.Glob(filepath.Join("testdata", "fuzz", "FuzzRead", "*"))
	count := 0
	var names []string
	for _, f := range append(files, seeds...) {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(f, "fuzz") {
			b = corpusBytes(t, b)
		}
		for i, g := range ReadFile(b).Games {
			if !hasVariations(g.Notes) {
				continue
			}
			count++
			names = append(names, filepath.Base(f))
			roundTripOf(t, filepath.Base(f)+" game "+string(rune('1'+i)), g, true)
		}
	}
	// wxf_annotated and utf16le_bom, and the seeds: the same two, notes,
	// notes_suffixes, notes_nested, glued, variations_nested, tree,
	// tree_deep and the XQF files xqf_cut, xqf_v11, xqf_v18.
	if count != 14 {
		t.Errorf("%d games with variations, want 14: %s", count, names)
	}
}

func hasVariations(notes []Note) bool {
	for _, n := range notes {
		if len(n.Variations) > 0 {
			return true
		}
	}
	return false
}

// The editing methods, each checked by the exact text written after it.
func TestEditTree(t *testing.T) {
	start := rules.StartPosition()
	g := &Game{Tags: []Tag{{"Event", "edit"}}, Start: start, Moves: mustMoves(t, start, "h2e2 h9g7 h0g2 i9h9")}
	mv := func(s string) rules.Move {
		from, err := rules.ParseSquare(s[:2])
		must(t, err)
		to, err := rules.ParseSquare(s[2:])
		must(t, err)
		return rules.NewMove(from, to)
	}
	step := func(what, want string) {
		t.Helper()
		if got := movetext(t, g); got != want {
			t.Fatalf("after %s:\n%s\nwant\n%s", what, got, want)
		}
		roundTrip(t, what, g)
	}
	play := func(at Path, m string, want Path) {
		t.Helper()
		got, err := g.Play(at, mv(m))
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Fatalf("Play(%v, %s) = %v, %v; want %v", at, m, got, err, want)
		}
	}
	play(Path{0}, "b9c7", Path{1, 0, 0})
	step("a new variation", "1. h2e2 h9g7 (1... b9c7) 2. h0g2 i9h9 *")
	play(Path{1, 0, 0}, "h0g2", Path{1, 0, 1})
	play(Path{1, 0, 0}, "c3c4", Path{1, 0, 1, 0, 0})
	play(Path{0}, "h9g7", Path{1})       // the main line's move: followed
	play(Path{0}, "b9c7", Path{1, 0, 0}) // the variation's: followed
	play(Path{1, 0, 0}, "c3c4", Path{1, 0, 1, 0, 0})
	play(Path{}, "h2e2", Path{0})
	play(Path{3}, "i0h0", Path{4}) // the end of the main line: it goes on
	step("nested", "1. h2e2 h9g7 (1... b9c7 2. h0g2 (2. c3c4)) 2. h0g2 i9h9 3. i0h0 *")

	must(t, g.SetNAG(Path{1, 0, 0}, 5))
	must(t, g.SetComment(Path{1, 0, 1}, " solid\n move "))
	must(t, g.SetComment(Path{}, "intro"))
	step("comments", "{intro} 1. h2e2 h9g7 (1... b9c7 $5 2. h0g2 {solid move} (2. c3c4)) 2. h0g2 i9h9\n3. i0h0 *")

	p, err := g.Promote(Path{1, 0, 1, 0, 0})
	if err != nil || !reflect.DeepEqual(p, Path{1, 0, 1}) {
		t.Fatalf("Promote nested: %v, %v", p, err)
	}
	step("promote one level", "{intro} 1. h2e2 h9g7 (1... b9c7 $5 2. c3c4 (2. h0g2 {solid move})) 2. h0g2 i9h9\n3. i0h0 *")
	if p, err = g.Promote(p); err != nil || !reflect.DeepEqual(p, Path{2}) {
		t.Fatalf("Promote: %v, %v", p, err)
	}
	step("promote to the main line", "{intro} 1. h2e2 b9c7 $5 (1... h9g7 2. h0g2 i9h9 3. i0h0) 2. c3c4 (2. h0g2 {solid\nmove}) *")

	if p, err = g.Delete(Path{2, 0, 0}); err != nil || !reflect.DeepEqual(p, Path{1}) {
		t.Fatalf("Delete a variation: %v, %v", p, err)
	}
	step("delete a variation", "{intro} 1. h2e2 b9c7 $5 (1... h9g7 2. h0g2 i9h9 3. i0h0) 2. c3c4 *")
	if p, err = g.Delete(Path{1, 0, 2}); err != nil || !reflect.DeepEqual(p, Path{1, 0, 1}) {
		t.Fatalf("Delete the rest of a line: %v, %v", p, err)
	}
	step("delete the rest", "{intro} 1. h2e2 b9c7 $5 (1... h9g7 2. h0g2) 2. c3c4 *")
	must(t, g.SetNAG(Path{1}, 0))
	must(t, g.SetComment(Path{}, ""))
	step("clear", "1. h2e2 b9c7 (1... h9g7 2. h0g2) 2. c3c4 *")
	if p, err = g.Delete(Path{1, 0, 0}); err != nil || !reflect.DeepEqual(p, Path{0}) || g.Notes != nil {
		t.Fatalf("Delete the last variation: %v, %v, notes %s", p, err, notesString(g.Notes))
	}
	step("no notes", "1. h2e2 b9c7 2. c3c4 *")

	// Mistakes leave the game as it was.
	before := movetext(t, g)
	if _, err := g.Play(Path{0}, mv("h2e2")); err == nil {
		t.Error("an illegal move played")
	}
	for _, p := range []Path{{3}, {0, 0}, {0, 0, 0}, {-1}} {
		if _, err := g.Play(p, mv("h9g7")); !errors.Is(err, ErrNoMove) {
			t.Errorf("Play(%v): %v", p, err)
		}
		if _, err := g.Delete(p); !errors.Is(err, ErrNoMove) {
			t.Errorf("Delete(%v): %v", p, err)
		}
		if err := g.SetComment(p, "x"); !errors.Is(err, ErrNoMove) {
			t.Errorf("SetComment(%v): %v", p, err)
		}
	}
	if _, err := g.Promote(Path{1}); !errors.Is(err, ErrNoMove) {
		t.Errorf("Promote of the main line: %v", err)
	}
	if err := g.SetNAG(Path{0}, 256); err == nil {
		t.Error("NAG 256 set")
	}
	if after := movetext(t, g); after != before {
		t.Errorf("mistakes changed the game:\n%s", after)
	}
}

func TestPromoteKeepsNotes(t *testing.T) {
	// The variations at the branch stay there, the demoted line takes the
	// promoted one's place among them, and the promoted first move's own
	// variations join them; intro comments stay in their place.
	g := readOne(t, "1. h2e2 {main} (1. b0c2) ({why} 1. c3c4 $1 {pawn} (1. g3g4) h9g7 {after}) (1. b2e2) 1... h9g7 *")
	p, err := g.Promote(Path{0, 1, 1})
	if err != nil || !reflect.DeepEqual(p, Path{1}) {
		t.Fatalf("Promote: %v, %v", p, err)
	}
	want := "1. c3c4 $1 {pawn} (1. b0c2) ({why} 1. h2e2 {main} 1... h9g7) (1. b2e2) (1. g3g4)\n1... h9g7 {after} *"
	if got := movetext(t, g); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	roundTrip(t, "promoted", g)
}

func TestNodes(t *testing.T) {
	g := readOne(t, "1. h2e2 (1. b0c2 h9g7 (1... b9c7)) 1... h9g7 2. h0g2 *")
	var got []string
	for _, n := range g.Nodes() {
		m, pos, err := g.At(n.Path)
		before := n.Before
		before.MakeMove(n.Move)
		if err != nil || m != n.Move || pos != before {
			t.Errorf("At(%v) = %s, %v", n.Path, m, err)
		}
		got = append(got, strings.Repeat(">", n.Depth)+n.Move.String())
	}
	if s := strings.Join(got, " "); s != "h2e2 >b0c2 >h9g7 >>b9c7 h9g7 h0g2" {
		t.Errorf("nodes %s", s)
	}
	if p, ok := g.Next(Path{0, 0, 0}); !ok || !reflect.DeepEqual(p, Path{0, 0, 1}) {
		t.Errorf("Next: %v %v", p, ok)
	}
	if _, ok := g.Next(Path{0, 0, 1}); ok {
		t.Error("Next at a line's end")
	}
	if p := Before(Path{0, 0, 1, 0, 0}); !reflect.DeepEqual(p, Path{0, 0, 0}) {
		t.Errorf("Before: %v", p)
	}
	if p := Before(Path{0, 0, 0}); !reflect.DeepEqual(p, Path{}) {
		t.Errorf("Before the first: %v", p)
	}
}

// corpusBytes is the input a fuzz corpus file of FuzzRead holds.
func corpusBytes(t *testing.T, b []byte) []byte {
	t.Helper()
	text := strings.TrimPrefix(strings.TrimSpace(string(b)), "go test fuzz v1\n[]byte(")
	s, err := strconv.Unquote(strings.TrimSuffix(text, ")"))
	if err != nil {
		t.Fatalf("corpus file: %v", err)
	}
	return []byte(s)
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func TestMovesTo(t *testing.T) {
	g := readOne(t, "1. h2e2 (1. b0c2 h9g7 (1... b9c7 2. c3c4)) 1... h9g7 2. h0g2 *")
	for p, want := range map[string]string{"": "", "1": "h2e2 h9g7", "0 0 1 0 1": "b0c2 b9c7 c3c4", "0 0 0": "b0c2"} {
		var path Path
		for _, f := range strings.Fields(p) {
			n, _ := strconv.Atoi(f)
			path = append(path, n)
		}
		got, err := g.MovesTo(path)
		if err != nil || iccs(got) != want {
			t.Errorf("MovesTo(%v) = %s, %v; want %s", path, iccs(got), err, want)
		}
	}
	if _, err := g.MovesTo(Path{0, 1, 0}); !errors.Is(err, ErrNoMove) {
		t.Errorf("MovesTo a variation that is not: %v", err)
	}
}
