package record

import (
	"bytes"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"xiangqi/rules"
)

// readLine reads moves written in any notation, separated by spaces, from
// the position after the first k moves of g, each checked legal.
func readLine(t testing.TB, g *Game, k int, text string) []rules.Move {
	t.Helper()
	pos := g.Start
	for _, m := range g.Moves[:k] {
		pos.MakeMove(m)
	}
	var line []rules.Move
	for _, w := range strings.Fields(text) {
		m, err := pos.ReadMove(w)
		if err != nil {
			t.Fatalf("%s in %s: %v", w, pos.FEN(), err)
		}
		pos.MakeMove(m)
		line = append(line, m)
	}
	return line
}

// notesString shows notes for a failing test, variations in ICCS with
// their notes nested.
func notesString(notes []Note) string {
	if notes == nil {
		return "nil"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d notes", len(notes))
	writeNotes(&b, notes, "\n  ")
	return b.String()
}

func writeNotes(b *strings.Builder, notes []Note, indent string) {
	for i, n := range notes {
		if n.NAG == 0 && n.Comment == "" && n.Variations == nil {
			continue
		}
		fmt.Fprintf(b, "%s%d: $%d {%s}", indent, i, n.NAG, n.Comment)
		for _, v := range n.Variations {
			fmt.Fprintf(b, " ({%s} %s", v.Comment, iccs(v.Moves))
			writeNotes(b, v.Notes, indent+"  ")
			b.WriteString(")")
		}
	}
}

// annotated returns a game of every kind of note: NAGs judging and not,
// comments with a brace, a line end, Chinese text and one long enough to
// wrap, variations on Red and Black moves, and a Black move after a note.
// want is what Read gives back: the comments cleaned.
func annotated(t testing.TB) (g *Game, want []Note) {
	start := rules.StartPosition()
	g = &Game{
		Tags:  []Tag{{"Game", "Chinese Chess"}, {"Event", "Notes"}, {"Result", "1-0"}},
		Start: start,
		Moves: mustMoves(t, start, line1),
	}
	g.Notes = make([]Note, len(g.Moves))
	g.Notes[0] = Note{NAG: 1, Comment: "好棋 {central} cannon }\nnew line", Variations: lines(
		mustMoves(t, start, "b0c2 h9g7 h0g2"), mustMoves(t, start, "c3c4"),
	)}
	g.Notes[1] = Note{NAG: 6, Variations: lines(readLine(t, g, 1, "b9c7 h0g2 h9g7"))}
	g.Notes[4] = Note{Comment: "  黑方  选择\t屏风马  "}
	g.Notes[5] = Note{Comment: "This comment is long enough to be wrapped over more than one line of text, " +
		"at its spaces only, whatever the notation of the moves around it.",
		Variations: lines(readLine(t, g, 5, "a9a8 c3c4"))}
	g.Notes[10] = Note{NAG: 146}
	g.Notes[21] = Note{NAG: 4, Comment: "?? but $2 (not a variation) ; 1-0"}
	g.Notes[29] = Note{NAG: 3, Comment: "end", Variations: lines(readLine(t, g, 29, "b6b5"))}
	want = append([]Note(nil), g.Notes...)
	want[0].Comment = "好棋 {central) cannon ) new line"
	want[4].Comment = "黑方 选择 屏风马"
	return g, want
}

func TestNotesRoundTrip(t *testing.T) {
	g, want := annotated(t)
	// From a set-up position, Black first: notes on Black's first move and
	// on a Red move, before a Black move that must be numbered again.
	setup := mustFEN(t, "3k4r/9/9/9/9/4R4/9/4R4/9/5K3 b - - 3 17")
	h := &Game{Tags: []Tag{{"Game", "Chinese Chess"}}, Start: setup, Moves: mustMoves(t, setup, "i9i8 e2e1 i8i9 e4d4")}
	h.Notes = []Note{
		{Comment: "Black first", Variations: lines(mustMoves(t, setup, "i9i7 e4e5 i7i9"))},
		{NAG: 2, Variations: lines(readLine(t, h, 1, "e2e3 i8i9"), readLine(t, h, 1, "f0f1"))},
		{},
		{NAG: 5},
	}
	for _, n := range notations() {
		for _, c := range []struct {
			g    *Game
			want []Note
		}{{g, want}, {h, h.Notes}} {
			var b bytes.Buffer
			if err := Write(&b, c.g, n); err != nil {
				t.Fatalf("%s: %v", NotationName(n), err)
			}
			for i, line := range strings.Split(b.String(), "\n") {
				if w := width([]byte(line)); w > lineWidth {
					t.Errorf("%s: line %d is %d columns: %s", NotationName(n), i+1, w, line)
				}
			}
			got := readOne(t, b.String())
			if !reflect.DeepEqual(got.Tags, written(c.g, n)) || got.Start != c.g.Start || iccs(got.Moves) != iccs(c.g.Moves) {
				t.Errorf("%s: read back %q %s %s\n%s", NotationName(n), got.Tags, got.Start.FEN(), iccs(got.Moves), b.String())
			}
			if !reflect.DeepEqual(got.Notes, c.want) {
				t.Errorf("%s: notes %s\nwant %s\n%s", NotationName(n), notesString(got.Notes), notesString(c.want), b.String())
			}
		}
	}
}

func TestWriteNotesGolden(t *testing.T) {
	start := rules.StartPosition()
	g := &Game{
		Tags:  []Tag{{"Event", "Notes"}, {"Result", "1-0"}},
		Start: start,
		Moves: mustMoves(t, start, "h2e2 h9g7 h0g2 i9h9 i0h0"),
	}
	g.Notes = []Note{
		{NAG: 1, Comment: "+0.35", Variations: lines(mustMoves(t, start, "b0c2 h9g7"))},
		{NAG: 6, Comment: "good"},
		{},
		{Comment: "a } brace\nand a line", Variations: lines(
			readLine(t, g, 3, "b9c7"), readLine(t, g, 3, "g6g5 c3c4 b9c7"), nil,
		)},
		{NAG: 14},
	}
	want := map[rules.Notation]string{
		rules.ICCS: "1. h2e2 $1 {+0.35} (1. b0c2 h9g7) 1... h9g7 $6 {good} 2. h0g2 i9h9 {a ) brace\n" +
			"and a line} (2... b9c7) (2... g6g5 3. c3c4 b9c7) 3. i0h0 $14 1-0\n\n",
		rules.WXF: "1. C2=5 $1 {+0.35} (1. H8+7 H8+7) 1... H8+7 $6 {good} 2. H2+3 R9=8 {a ) brace\n" +
			"and a line} (2... H2+3) (2... P7+1 3. P7+1 H2+3) 3. R1=2 $14 1-0\n\n",
		rules.Chinese: "1. 炮二平五 $1 {+0.35} (1. 马八进七 马８进７) 1... 马８进７ $6 {good}\n" +
			"2. 马二进三 车９平８ {a ) brace and a line} (2... 马２进３) (2... 卒７进１\n" +
			"3. 兵七进一 马２进３) 3. 车一平二 $14 1-0\n\n",
	}
	for n, w := range want {
		var b bytes.Buffer
		if err := Write(&b, g, n); err != nil {
			t.Fatal(err)
		}
		head := "[Game \"Chinese Chess\"]\n[Event \"Notes\"]\n[Result \"1-0\"]\n[Format \"" + formatName(n) + "\"]\n\n"
		if b.String() != head+w {
			t.Errorf("%s:\n%s\nwant\n%s", NotationName(n), b.String(), head+w)
		}
	}
}

func TestReadNotesOtherPrograms(t *testing.T) {
	type note struct {
		nag        int
		comment    string
		variations []string // in any notation, from the position before the move
	}
	cases := []struct {
		name, text string
		notes      map[int]note // by move index
	}{
		{"spec example",
			"{before the moves: dropped} 1. h2e2 $1 {+0.35} (1. b0c2 h9g7) 1... h9g7 ?! {good} 2. h0g2 *",
			map[int]note{0: {1, "+0.35", []string{"b0c2 h9g7"}}, 1: {6, "good", nil}}},
		{"suffixes", "1. C2.5?! H8+7! 2. H2+3?? R9=8!! 3. R1=2!? H2+3? *",
			map[int]note{0: {6, "", nil}, 1: {1, "", nil}, 2: {4, "", nil}, 3: {3, "", nil}, 4: {5, "", nil}, 5: {2, "", nil}}},
		{"full width", "1. 炮二平五！？ 马８进７？！ 2. 马二进三 ！ 车９平８！!",
			map[int]note{0: {5, "", nil}, 1: {6, "", nil}, 2: {1, "", nil}, 3: {3, "", nil}}},
		{"which NAG",
			// $1..$6 before a mark, a mark before another $n, the first of
			// two alike; $0, $256 and an unknown mark are none.
			"1. h2e2?! $14 $2 $1 h9g7 $14 ?? $18 2. h0g2 $14 $18 i9h9 $0 $256 !!! $ 3. i0h0 ! ?",
			map[int]note{0: {2, "", nil}, 1: {4, "", nil}, 2: {14, "", nil}, 4: {1, "", nil}}},
		{"comments",
			"1. h2e2 {one}{two\n  lines} ; three } here\n{} {  } h9g7 2. h0g2 {unclosed",
			map[int]note{0: {0, "one two lines three ) here", nil}, 2: {0, "unclosed", nil}}},
		{"black first",
			"[FEN \"3k4r/9/9/9/9/4R4/9/4R4/9/5K3 b - - 3 17\"]\n17... i9i8 (17... i9i7 18. e4e5) {c} 18. e2e1 *",
			map[int]note{0: {0, "c", []string{"i9i7 e4e5"}}}},
	}
	for _, c := range cases {
		g := readOne(t, c.text)
		want := make([]Note, len(g.Moves))
		for i, n := range c.notes {
			want[i] = Note{NAG: n.nag, Comment: n.comment}
			for _, v := range n.variations {
				want[i].Variations = append(want[i].Variations, Line{Moves: readLine(t, g, i, v)})
			}
		}
		if !reflect.DeepEqual(g.Notes, want) {
			t.Errorf("%s: notes %s\nwant %s", c.name, notesString(g.Notes), notesString(want))
		}
	}
}

func TestReadVariationProblems(t *testing.T) {
	text := "[Round \"1\"]\n1. h2e2 (1. b0c2 h9g7 2. h0h9 i9h9 3. a0a1) (1. x) (1... h9g7) ()\n" +
		"(1. c3c4 (1. g3g4 {)} h9g7) g6g5 h0g2 1-0) h9g7 2. h0g2 *\n" +
		"[Round \"2\"]\n1. h2e2 (1. c3c4 h9g7\n[Round \"3\"]\n1. h2e2 h9g7 *\n"
	games, errs := Read([]byte(text))
	if len(errs) != 0 || len(games) != 3 {
		t.Fatalf("%d games, errors %v", len(games), errs)
	}
	// An illegal or unreadable move ends a variation; one without moves
	// is dropped; the result mark in one is not the game's.
	g := games[0]
	want := []Note{{Variations: lines(
		readLine(t, g, 0, "b0c2 h9g7"), readLine(t, g, 0, "c3c4 g6g5 h0g2"),
	)}, {}, {}}
	// The variation nested in the second has its own comment.
	nested := Line{Moves: readLine(t, g, 0, "g3g4 h9g7"), Notes: []Note{{Comment: ")"}, {}}}
	want[0].Variations[1].Notes = []Note{{Variations: []Line{nested}}, {}, {}}
	if iccs(g.Moves) != "h2e2 h9g7 h0g2" || !reflect.DeepEqual(g.Notes, want) || g.Result() != "*" {
		t.Errorf("game 1: %s, result %s, notes %s\nwant %s", iccs(g.Moves), g.Result(), notesString(g.Notes), notesString(want))
	}
	// An unclosed variation ends at the next game's tags.
	if g := games[1]; iccs(g.Moves) != "h2e2" || len(g.Notes) != 1 || iccs(g.Notes[0].Variations[0].Moves) != "c3c4 h9g7" {
		t.Errorf("game 2: %s, notes %s", iccs(g.Moves), notesString(g.Notes))
	}
	if g := games[2]; iccs(g.Moves) != "h2e2 h9g7" || g.Notes != nil {
		t.Errorf("game 3: %s, notes %s", iccs(g.Moves), notesString(g.Notes))
	}
}

func TestReadNotesAfterProblem(t *testing.T) {
	// Notes stop with the moves at an illegal move; the next game, without
	// notes, gets none, though the notes' memory is reused between games.
	text := "1. h2e2 $1 h9g7 {kept} 2. h0h9 {dropped} (2. h0g2) $2 i9h9 *\n1. h2e2 h9g7 *"
	games, errs := Read([]byte(text))
	if len(games) != 2 || len(errs) != 1 || errs[0].Game != 1 {
		t.Fatalf("%d games, errors %v", len(games), errs)
	}
	if want := []Note{{NAG: 1}, {Comment: "kept"}}; !reflect.DeepEqual(games[0].Notes, want) {
		t.Errorf("game 1: notes %s", notesString(games[0].Notes))
	}
	if games[1].Notes != nil {
		t.Errorf("game 2: notes %s", notesString(games[1].Notes))
	}
}

func TestReadNoNotesNil(t *testing.T) {
	for _, text := range []string{
		"1. h2e2 h9g7 *",
		"{only before} 1. h2e2 {} ( ) $0 (1. x) h9g7 !!! *",
		"[Event \"x\"]\n{a comment} (1. h2e2)",
	} {
		games, _ := Read([]byte(text))
		for _, g := range games {
			if g.Notes != nil {
				t.Errorf("%q: notes %s", text, notesString(g.Notes))
			}
		}
	}
}

func TestWriteNotesErrors(t *testing.T) {
	start := rules.StartPosition()
	moves := mustMoves(t, start, "h2e2 h9g7")
	cases := []struct {
		name  string
		notes []Note
		want  string
	}{
		{"too few notes", []Note{{}}, "record: 1 notes for 2 moves"},
		{"too many notes", make([]Note, 3), "record: 3 notes for 2 moves"},
		{"illegal variation", []Note{{}, {}}, ""},
		{"negative NAG", []Note{{}, {NAG: -1}}, "record: move 2, h9g7: NAG -1 is not in 0..255"},
		{"big NAG", []Note{{NAG: 256}, {}}, "record: move 1, h2e2: NAG 256 is not in 0..255"},
	}
	cases[2].notes[0].Variations = lines(mustMoves(t, start, "b0c2"), []rules.Move{moves[0], moves[0]}) // h2 is empty after h2e2
	cases[2].want = "record: move 1, h2e2: variation 2, move 2, h2e2, is not legal in "
	for _, c := range cases {
		var b bytes.Buffer
		err := Write(&b, &Game{Start: start, Moves: moves, Notes: c.notes}, rules.ICCS)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.name, err, c.want)
		}
		if b.Len() != 0 {
			t.Errorf("%s: wrote %q", c.name, b.String())
		}
	}
}

func TestCleanComment(t *testing.T) {
	cases := map[string]string{
		"":                         "",
		"plain text":               "plain text",
		" \t\n ":                   "",
		"  a  b\r\nc\x00d\u0085e ": "a b c d e",
		"}{ x }":                   "){ x )",
		"全角　空格":                    "全角 空格",
		"bad \xff byte":            "bad \uFFFD byte",
	}
	for in, want := range cases {
		got := cleanComment(in)
		if got != want {
			t.Errorf("cleanComment(%q) = %q, want %q", in, got, want)
		}
		if again := cleanComment(got); again != got {
			t.Errorf("cleanComment(%q) = %q, not a fixed point", got, again)
		}
	}
}

func TestSampleWXFAnnotatedNotes(t *testing.T) {
	g := readSample(t, "wxf_annotated.pgn", []wantGame{
		{[]Tag{{"Game", "Chinese Chess"}, {"Event", "WXF annotated"}, {"Red", "Red"}, {"Black", "Black"},
			{"Result", "1-0"}, {"Format", "WXF"}}, rules.StartFEN, line1},
	}, nil)[0]
	want := make([]Note, len(g.Moves))
	want[2].NAG = 1
	want[8].NAG = 1
	want[11] = Note{NAG: 6, Variations: lines(readLine(t, g, 11, "P3+1 R3=2 H3+4"))}
	v := &want[11].Variations[0] // and its own variation, on its second move
	before := g.Start
	for _, m := range append(g.Moves[:11:11], v.Moves[0]) {
		before.MakeMove(m)
	}
	v.Notes = []Note{{}, {Variations: lines(mustMoves(t, before, "g6g7 c7e8"))}, {}}
	want[16].NAG = 14
	want[17].Comment = "the rest of this line is a comment (10. R2+3)"
	want[22].NAG = 3
	want[29] = Note{NAG: 4, Comment: "Black loses the chariot next."}
	if !reflect.DeepEqual(g.Notes, want) {
		t.Errorf("notes %s\nwant %s", notesString(g.Notes), notesString(want))
	}
}
