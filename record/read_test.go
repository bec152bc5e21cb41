package record

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"xiangqi/rules"
)

// readOne reads text that must hold exactly one game without errors.
func readOne(t *testing.T, text string) *Game {
	t.Helper()
	games, errs := Read([]byte(text))
	if len(errs) != 0 {
		t.Fatalf("Read(%q): errors %v", text, errs)
	}
	if len(games) != 1 {
		t.Fatalf("Read(%q): %d games, want 1", text, len(games))
	}
	return games[0]
}

func TestReadMoveNumbersAndNoise(t *testing.T) {
	const want = "h2e2 h9g7 h0g2 i9h9"
	cases := map[string]string{
		"plain":          "1. h2e2 h9g7 2. h0g2 i9h9 *",
		"glued":          "1.h2e2 h9g7 2.h0g2 i9h9",
		"black numbered": "1. h2e2 1... h9g7 2. h0g2 2...i9h9",
		"dots apart":     "1. h2e2 ... h9g7 2. h0g2 … i9h9",
		"ideographic":    "1。h2e2 h9g7 2、h0g2 i9h9",
		"full width":     "１．h2e2　h9g7　２．h0g2　i9h9",
		"no dot":         "1 h2e2 h9g7 2 h0g2 i9h9",
		"ellipsis glued": "1.h2e2 1…h9g7 2.h0g2 2…i9h9",
		"comments":       "{start} 1. h2e2 {a comment\nover lines} h9g7; to the end of the line 2. x\n2. h0g2{glued}i9h9",
		"variations":     "1. h2e2 (1. c3c4 (1. g3g4 {)} h9g7) g6g5) h9g7 2. h0g2 (2. x ( y ) z) i9h9",
		"nags":           "1. h2e2 $1 h9g7$14 2. h0g2 $201 i9h9",
		"suffixes":       "1. h2e2! h9g7? 2. h0g2!? i9h9?! 1-0",
		"double":         "1. h2e2!! h9g7?? 2. h0g2 ! i9h9 ？",
		"percent":        "% a tool's remark\n1. h2e2 h9g7\n%2. a0a1\n2. h0g2 i9h9 {50%}",
		"stray":          "1. h2e2 ) h9g7 } 2. h0g2 [x] i9h9",
		"space kinds":    "1.\u00a0h2e2\u2003h9g7\ufeff2. h0g2\u200bi9h9",
		"upper and dash": "1. H2-E2 H9-G7 2. H0-G2 I9-H9",
	}
	for name, text := range cases {
		g := readOne(t, text)
		if got := iccs(g.Moves); got != want {
			t.Errorf("%s: moves %s, want %s", name, got, want)
		}
		if got := g.Start.FEN(); got != rules.StartFEN {
			t.Errorf("%s: start %s", name, got)
		}
	}
}

func TestReadResults(t *testing.T) {
	cases := []struct{ mark, tag string }{
		{"1-0", "1-0"}, {"0-1", "0-1"}, {"1/2-1/2", "1/2-1/2"}, {"½-½", "1/2-1/2"},
	}
	for _, c := range cases {
		g := readOne(t, "1. h2e2 "+c.mark+"\n")
		if want := []Tag{{"Result", c.tag}}; !reflect.DeepEqual(g.Tags, want) {
			t.Errorf("%s: tags %q, want %q", c.mark, g.Tags, want)
		}
		if g.Result() != c.tag {
			t.Errorf("%s: Result() %q", c.mark, g.Result())
		}
	}
	// "*" adds no tag, and a Result tag is kept as written even when the
	// moves end otherwise.
	if g := readOne(t, "1. h2e2 *"); len(g.Tags) != 0 || g.Result() != "*" {
		t.Errorf("*: tags %q, Result() %q", g.Tags, g.Result())
	}
	g := readOne(t, "[Result \"0-1\"]\n1. h2e2 1-0")
	if want := []Tag{{"Result", "0-1"}}; !reflect.DeepEqual(g.Tags, want) {
		t.Errorf("written tag: %q, want %q", g.Tags, want)
	}
	g = readOne(t, "[result \"unknown\"]\n1. h2e2 1-0")
	if want := []Tag{{"result", "unknown"}}; !reflect.DeepEqual(g.Tags, want) || g.Result() != "*" {
		t.Errorf("odd tag: %q, Result() %q", g.Tags, g.Result())
	}
}

func TestReadTags(t *testing.T) {
	text := "[Event \"The \\\"Cup\\\" \\\\ final\"]\n" +
		"[Site \"C:\\games\"] [Date \"2024.01.02\"]\n" +
		"  [Round 3]\n" +
		"[Annotator \"unclosed\n" +
		"[Empty \"\"]\n" +
		"[]\n" +
		"{between tags} [Red \"红 方\"]\n\n1. h2e2"
	g := readOne(t, text)
	want := []Tag{
		{"Event", `The "Cup" \ final`},
		{"Site", `C:\games`},
		{"Date", "2024.01.02"},
		{"Round", "3"},
		{"Annotator", "unclosed"},
		{"Empty", ""},
		{"Red", "红 方"},
	}
	if !reflect.DeepEqual(g.Tags, want) {
		t.Errorf("tags\n%q\nwant\n%q", g.Tags, want)
	}
	if iccs(g.Moves) != "h2e2" {
		t.Errorf("moves %s", iccs(g.Moves))
	}
}

func TestReadFENTag(t *testing.T) {
	const fen = "3k4r/9/9/9/9/4R4/9/4R4/9/5K3 b - - 3 17"
	for _, tag := range []string{"FEN", "fen", "Fen"} {
		g := readOne(t, "["+tag+" \""+fen+"\"]\n17... i9i8 18. e2e1 *")
		if g.Start.FEN() != fen || iccs(g.Moves) != "i9i8 e2e1" {
			t.Errorf("%s: start %s, moves %s", tag, g.Start.FEN(), iccs(g.Moves))
		}
		if g.Tag("FEN") != fen {
			t.Errorf("%s: Tag(FEN) = %q", tag, g.Tag("FEN"))
		}
	}
	// A short FEN, SetUp "0" (ignored) and an empty FEN tag (absent).
	g := readOne(t, "[SetUp \"0\"]\n[FEN \"3k4r/9/9/9/9/4R4/9/4R4/9/5K3 b\"]\n1... i9i8")
	if g.Start.FEN() != "3k4r/9/9/9/9/4R4/9/4R4/9/5K3 b - - 0 1" || iccs(g.Moves) != "i9i8" {
		t.Errorf("short FEN: start %s, moves %s", g.Start.FEN(), iccs(g.Moves))
	}
	g = readOne(t, "[FEN \"\"]\n1. h2e2")
	if g.Start.FEN() != rules.StartFEN || iccs(g.Moves) != "h2e2" {
		t.Errorf("empty FEN: start %s, moves %s", g.Start.FEN(), iccs(g.Moves))
	}
}

func TestReadBadFENTag(t *testing.T) {
	text := "[Event \"one\"]\n1. h2e2 *\n\n[Event \"two\"]\n[FEN \"rnbakabnr/9/9 w\"]\n1. h2e2 h9g7 *\n\n[Event \"three\"]\n1. h2e2 *\n"
	games, errs := Read([]byte(text))
	if len(games) != 3 {
		t.Fatalf("%d games, want 3", len(games))
	}
	if len(errs) != 1 {
		t.Fatalf("errors %v, want 1", errs)
	}
	e := errs[0]
	if e.Error() != "game 2: bad FEN tag: FEN board has 3 ranks, want 10" || e.Game != 2 || e.Move != 0 || e.Text != "rnbakabnr/9/9 w" {
		t.Errorf("error %+v: %q", e, e.Error())
	}
	if g := games[1]; len(g.Moves) != 0 || g.Start.FEN() != rules.StartFEN || g.Tag("Event") != "two" {
		t.Errorf("game 2: %d moves from %s", len(g.Moves), g.Start.FEN())
	}
	if iccs(games[2].Moves) != "h2e2" || games[2].Tag("Event") != "three" {
		t.Errorf("game 3: %q %s", games[2].Tags, iccs(games[2].Moves))
	}
}

func TestReadGameBoundaries(t *testing.T) {
	cases := []struct {
		name, text string
		moves      []string
	}{
		{"result ends a game", "1. h2e2 1-0 1. c3c4 0-1 1. g3g4", []string{"h2e2", "c3c4", "g3g4"}},
		{"tags after moves", "[A \"1\"]\n1. h2e2\n[A \"2\"]\n1. c3c4\n[A \"3\"] [B \"x\"]", []string{"h2e2", "c3c4", ""}},
		{"text after the last game", "[A \"1\"]\n1. h2e2 1-0\n\nSaved by some tool, version 2.\n", []string{"h2e2"}},
		{"text before the first game", "Games of the club\n\n[A \"1\"]\n1. h2e2 *", []string{"h2e2"}},
		{"tags alone", "[Event \"only tags\"]", []string{""}},
		{"comments alone", "{nothing} ; here\n", nil},
		{"stray bracket in moves", "[A \"1\"]\n1. h2e2 [%clk 0:10] h9g7 *", []string{"h2e2 h9g7"}},
		{"unclosed variation", "[A \"1\"]\n1. h2e2 (1. c3c4 h9g7\n[A \"2\"]\n1. g3g4 *", []string{"h2e2", "g3g4"}},
		{"unclosed comment", "[A \"1\"]\n1. h2e2 {runs on\n[A \"2\"]\n1. g3g4 *", []string{"h2e2", "g3g4"}},
		{"only a result", "*", nil},
		{"blank", " \n\t\u3000\n", nil},
	}
	for _, c := range cases {
		games, errs := Read([]byte(c.text))
		if len(errs) != 0 {
			t.Errorf("%s: errors %v", c.name, errs)
		}
		var got []string
		for _, g := range games {
			got = append(got, iccs(g.Moves))
		}
		if !reflect.DeepEqual(got, c.moves) {
			t.Errorf("%s: games %q, want %q", c.name, got, c.moves)
		}
	}
}

func TestReadIllegalMoveKeepsEarlierMoves(t *testing.T) {
	text := "[Round \"1\"]\n1. h2e2 h9g7 *\n" +
		"[Round \"2\"]\n1. h2e2 h9g7 2. h0g2 i9h9 3. h0h9 b9c7 4. a0a1 1-0\n" +
		"[Round \"3\"]\n1. c3c4 *\n"
	games, errs := Read([]byte(text))
	if len(games) != 3 {
		t.Fatalf("%d games, want 3", len(games))
	}
	want := []string{"h2e2 h9g7", "h2e2 h9g7 h0g2 i9h9", "c3c4"}
	for i, g := range games {
		if got := iccs(g.Moves); got != want[i] {
			t.Errorf("game %d: %s, want %s", i+1, got, want[i])
		}
	}
	if len(errs) != 1 {
		t.Fatalf("errors %v, want 1", errs)
	}
	e := errs[0]
	if e.Error() != "game 2, move 3: h0h9 is not a legal move" || e.Game != 2 || e.Move != 3 || e.Text != "h0h9" {
		t.Errorf("error %+v: %q", e, e.Error())
	}
	if e.Unwrap() == nil || errors.Unwrap(e) != e.Err {
		t.Errorf("Unwrap() = %v", e.Unwrap())
	}
	// The Result tag the moves end with is still taken.
	if games[1].Result() != "1-0" {
		t.Errorf("game 2 result %q", games[1].Result())
	}
}

func TestReadErrorMoveNumberFromFEN(t *testing.T) {
	text := "[FEN \"3k4r/9/9/9/9/4R4/9/4R4/9/5K3 b - - 3 17\"]\n17... i9i8 18. e2e1 i8i9 19. e2e9"
	games, errs := Read([]byte(text))
	if len(games) != 1 || iccs(games[0].Moves) != "i9i8 e2e1 i8i9" {
		t.Fatalf("games %v", games)
	}
	if len(errs) != 1 || errs[0].Error() != "game 1, move 19: e2e9 is not a legal move" {
		t.Errorf("errors %v", errs)
	}
}

func TestReadSpacedMoves(t *testing.T) {
	// Vietnamese words: a move in four words, and one whose words fit no
	// move is reported whole.
	g := readOne(t, "1. Pháo 2 bình 5 Mã 8 tấn 7 2. Xe 1 tiến 1 Xe 9 bình 8 *")
	if got := iccs(g.Moves); got != "h2e2 h9g7 i0i1 i9h9" {
		t.Errorf("moves %s", got)
	}
	games, errs := Read([]byte("1. Pháo 2 bình 5 Mã 8 tấn 7 2. Xe 1 tấn 10 Xe 9 bình 8 *"))
	if len(games) != 1 || iccs(games[0].Moves) != "h2e2 h9g7" {
		t.Fatalf("games %v", games)
	}
	if len(errs) != 1 || errs[0].Text != "Xe 1 tấn 10" || errs[0].Move != 2 {
		t.Errorf("errors %+v", errs)
	}
}

func TestReadBareFEN(t *testing.T) {
	const fen = "3k4r/9/9/9/9/4R4/9/4R4/9/5K3 b - - 3 17"
	for _, text := range []string{fen, "\n  " + fen + "  \r\n", "\ufeff" + fen, "3k4r/9/9/9/9/4R4/9/4R4/9/5K3 b"} {
		g := readOne(t, text)
		if !strings.HasPrefix(fen, strings.TrimSuffix(g.Start.FEN(), " - - 0 1")) || len(g.Moves) != 0 || len(g.Tags) != 0 {
			t.Errorf("%q: start %s, %d moves, tags %q", text, g.Start.FEN(), len(g.Moves), g.Tags)
		}
	}
	games, errs := Read([]byte("3k5/9/9/9/9/9/9/9/9/4k4 w"))
	if len(games) != 1 || games[0].Start.FEN() != rules.StartFEN || len(errs) != 1 ||
		!strings.HasPrefix(errs[0].Error(), "game 1: bad FEN: ") || errs[0].Move != 0 {
		t.Errorf("bad FEN: %v %v", games, errs)
	}
}

func TestClassify(t *testing.T) {
	cases := []struct {
		in   string
		tok  token
		word string
	}{
		{"1.", tokEOF, ""},
		{"12...", tokEOF, ""},
		{"１．", tokEOF, ""},
		{"…", tokEOF, ""},
		{"!?", tokEOF, ""},
		{"1.h2e2", tokWord, "h2e2"},
		{"１．炮二平五！", tokWord, "炮二平五"},
		{"3、马二进三?!", tokWord, "马二进三"},
		{"12.3+.1", tokWord, "3+.1"}, // a WXF soldier glued to its number
		{"33.4", tokWord, "33.4"},    // digits after the dot: not a number
		{"+C=5", tokWord, "+C=5"},
		{"7", tokWord, "7"}, // kept for "Pháo 2 bình 5"
		{"1-0", tokResult, "1-0"},
		{"½-½", tokResult, "1/2-1/2"},
		{"*", tokResult, "*"},
	}
	for _, c := range cases {
		tok, w := classify(c.in)
		if tok != c.tok || w != c.word {
			t.Errorf("classify(%q) = %d %q, want %d %q", c.in, tok, w, c.tok, c.word)
		}
	}
}

// TestUnclosedCommentKeepsTheGames (issue 50): a stray { in game 5 of 41
// swallowed the games up to the next }; it now ends at the next game's
// tags, with a warning that names the game and the line, and all 41 are
// kept. A } before the next tags still closes the comment, and a [ that
// does not start a tag pair on a line of its own does not end it.
func TestUnclosedCommentKeepsTheGames(t *testing.T) {
	var b strings.Builder
	for i := 1; i <= 41; i++ {
		moves := "1. h2e2 h9g7 2. h0g2 i9h9"
		if i == 5 {
			moves = "1. h2e2 h9g7 2. h0g2 {a note"
		}
		fmt.Fprintf(&b, "[Event \"g%d\"]\n[Result \"*\"]\n\n%s *\n\n", i, moves)
	}
	f := ReadFile([]byte(b.String()))
	if len(f.Games) != 41 || len(f.Errs) != 0 {
		t.Fatalf("%d games, errors %v; want 41, none", len(f.Games), f.Errs)
	}
	if g := f.Games[4]; iccs(g.Moves) != "h2e2 h9g7 h0g2" || g.Notes[2].Comment != "a note *" { // the result mark is in the comment
		t.Errorf("game 5: %s, notes %+v", iccs(g.Moves), g.Notes)
	}
	if g := f.Games[5]; g.Tag("Event") != "g6" || iccs(g.Moves) != "h2e2 h9g7 h0g2 i9h9" {
		t.Errorf("game 6: %q %s", g.Tag("Event"), iccs(g.Moves))
	}
	if len(f.Warnings) != 1 || f.Warnings[0].String() != "game 5, line 24: a comment left unclosed ({) ended at the next game's tags" {
		t.Errorf("warnings %v", f.Warnings)
	}

	text := "[Event \"a\"]\n1. h2e2 {closed\n[not a tag] } h9g7 {on [Event \"x\"] one line} 2. h0g2 *"
	f = ReadFile([]byte(text))
	if len(f.Games) != 1 || len(f.Warnings) != 0 || iccs(f.Games[0].Moves) != "h2e2 h9g7 h0g2" {
		t.Errorf("closed comments: %d games, warnings %v, moves %s", len(f.Games), f.Warnings, iccs(f.Games[0].Moves))
	}
}
