package opening

import (
	"strings"
	"testing"

	"xiangqi/rules"
)

// line reads ICCS moves.
func line(tb testing.TB, s string) []rules.Move {
	tb.Helper()
	var ms []rules.Move
	for _, w := range strings.Fields(s) {
		m, err := rules.ParseMoveText(w)
		if err != nil {
			tb.Fatal(err)
		}
		ms = append(ms, m)
	}
	return ms
}

func mirrorLine(ms []rules.Move) []rules.Move {
	out := make([]rules.Move, len(ms))
	for i, m := range ms {
		out[i] = rules.NewMove(m.From().Mirror(), m.To().Mirror())
	}
	return out
}

// knownLines are book lines with the code and Chinese name ECCO gives them.
var knownLines = []struct {
	moves, code, zh string
}{
	// A
	{"e3e4 h9g7", "A00", "其他开局"},
	{"f0e1 h9g7", "A01", "上仕局"},
	{"b0a2 h9g7", "A02", "边马局"},
	{"h2i2 h9g7", "A03", "边炮局"},
	{"h2h4 h9g7", "A04", "巡河炮局"},
	{"h2c2 h9g7", "A07", "金钩炮局"},
	{"a3a4 b9c7", "A08", "边兵局"},
	{"g0e2 h9g7", "A13", "飞相对进左马"},
	{"g0e2 b9c7 c3c4", "A16", "飞相进七兵对进右马"},
	{"c0e2 b7e7", "A27", "飞相对左中炮"}, // 相七进五 炮2平5, mirrored
	{"g0e2 g6g5 c3c4", "A38", "飞相互进七兵局"},
	{"g0e2 h7d7", "A30", "飞相对左过宫炮"},
	{"h0g2 g6g5 b2e2", "A44", "起马转中炮对进７卒"},
	{"h2f2 g6g5", "A54", "仕角炮对进７卒"},
	{"h2d2 h9g7", "A61", "过宫炮对进左马"},
	// B
	{"h2e2 h9g7", "B05", "中炮对进左马"},
	{"h2e2 b9c7", "B01", "中炮对进右马"},
	{"h2e2 h9g7 h0g2 i9h9 i0h0 h7i7", "B20", "中炮对左三步虎"},
	{"h2e2 b9c7 h0g2 h7f7 i0h0 h9g7", "B30", "中炮对反宫马"},
	{"h2e2 b9c7 h0g2 h7f7 i0h0 h9g7 b2c2", "B50", "五七炮对反宫马"},
	{"h2e2 h9g7 h0g2 i9h9 i0h0 h7h3", "B07", "中炮对左炮封车"},
	// C
	{"h2e2 h9g7 h0g2 i9h9 i0h0 b9c7", "C00", "中炮对屏风马"},
	{"h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 h0h6 c6c5 h6g6 c9a7 b0c2", "C18", "中炮过河车七路马对屏风马"},
	{"h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 h0h6 h7i7", "C40", "中炮过河车互进七兵对屏风马平炮兑车"},
	{"h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 h0h6 g7f5", "C35", "中炮过河车互进七兵对屏风马左马盘河"},
	{"h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 g3g4 c6c5 b0a2 a9b9 b2c2", "C70", "五七炮对屏风马进３卒"},
	{"h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 b2d2", "C50", "五六炮对屏风马"},
	{"h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 h0h4", "C15", "中炮巡河车对屏风马 红不进左马"},
	{"h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 g3g4 c6c5 b2b4", "C80", "中炮巡河炮对屏风马"},
	// horse before cannon: the same family
	{"h0g2 b9c7 b2e2 h9g7 b0c2 a9b9", "C01", "中炮七路马对屏风马"},
	// D
	{"h2e2 h7e7", "D00", "顺炮缓开车局"},
	{"h2e2 h7e7 h0g2 h9g7 i0h0 i9i8", "D20", "顺炮直车对横车"},
	{"h2e2 h7e7 h0g2 h9g7 i0h0 i9i8 g3g4", "D26", "顺炮直车对横车 红进三兵"},
	{"h2e2 h7e7 h0g2 h9g7 i0h0", "D10", "顺炮直车对缓开车"},
	{"h2e2 b7e7", "D50", "中炮对列炮"},
	{"h2e2 h9g7 h0g2 h7i7 i0h0 i9h9 b0c2 b7e7", "D40", "中炮对左三步虎转列炮"},
	// E
	{"g3g4 h7g7", "E10", "仙人指路对卒底炮"},
	{"c3c4 b7c7 h2e2 c9e7", "E20", "仙人指路转左中炮对卒底炮飞左象"}, // 兵七进一 炮2平3 炮二平五 象3进5, mirrored
	{"g3g4 h7g7 b2e2 g9e7 b0c2 g6g5", "E30", "仙人指路转左中炮对卒底炮飞左象 黑进７卒"},
	{"g3g4 c6c5", "E40", "对兵局"},
	{"g3g4 c6c5 h0g2 b9c7", "E42", "对兵互进右马局"},
	{"g3g4 b9c7 c3c4 h7g7", "E09", "两头蛇对进右马转卒底炮"},
	{"g3g4 h7e7", "E03", "仙人指路对中炮"},
}

func TestKnownLines(t *testing.T) {
	for _, c := range knownLines {
		ms := line(t, c.moves)
		r := Classify(rules.StartPosition(), ms)
		if r.ECCO != c.code || r.Name("zh") != c.zh {
			t.Errorf("%s: got %s %s, want %s %s", c.moves, r.ECCO, r.Name("zh"), c.code, c.zh)
		}
		if r.Plies != len(ms) {
			t.Errorf("%s: read %d plies of %d", c.moves, r.Plies, len(ms))
		}
		if r.Name("en") == "" || r.Name("vi") == "" || r.Family("vi") == "" {
			t.Errorf("%s: a name is missing: %q %q %q", c.code, r.Name("en"), r.Name("vi"), r.Family("vi"))
		}
	}
}

func TestMirrorSameCode(t *testing.T) {
	for _, c := range knownLines {
		ms := line(t, c.moves)
		a := Classify(rules.StartPosition(), ms)
		b := Classify(rules.StartPosition(), mirrorLine(ms))
		if a != b {
			t.Errorf("%s: %v, mirrored %v", c.moves, a, b)
		}
	}
}

func TestNoCodeOffTheStart(t *testing.T) {
	horse, err := rules.ParseFEN("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R1BAKABNR w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	ms := line(t, "h2e2 h9g7 h0g2 i9h9")
	if r := Classify(horse, ms); r.ECCO != "" || r.Name("en") != "" {
		t.Errorf("handicap start: %+v", r)
	}
	start := rules.StartPosition()
	start.MakeMove(ms[0])
	if r := Classify(start, ms[1:]); r.ECCO != "" {
		t.Errorf("Black to move at the start: %+v", r)
	}
}

func TestShortGames(t *testing.T) {
	for _, s := range []string{"", "h2e2"} {
		if r := Classify(rules.StartPosition(), line(t, s)); r.ECCO != "" {
			t.Errorf("%q: %+v, want no code", s, r)
		}
	}
	// Two plies are enough for a code.
	if r := Classify(rules.StartPosition(), line(t, "h2e2 h9g7")); r.ECCO != "B05" {
		t.Errorf("two plies: %+v", r)
	}
	// An illegal move ends the reading: the game is read up to it.
	r := Classify(rules.StartPosition(), line(t, "h2e2 h9g7 h2e2 b9c7"))
	if r.Plies != 2 || r.ECCO != "B05" {
		t.Errorf("illegal third move: %+v", r)
	}
}

func TestNames(t *testing.T) {
	for _, c := range []struct{ code, lang, want string }{
		{"C45", "zh", "中炮过河车互进七兵对屏风马平炮兑车"}, // a code the tree does not give: its group's name
		{"C45", "xx", "Central Cannon, River-Crossing Chariot, Both Seventh Pawns vs Screen Horses, Edge Cannon Trading Chariots"},
		{"C00", "vi", "Pháo đầu đối Bình phong mã"},
		{"D00", "en", "Same-Direction Cannons, Delayed Chariots"},
		{"", "zh", ""},
		{"F00", "zh", ""},
		{"c45", "zh", ""},
	} {
		if got := Name(c.code, c.lang); got != c.want {
			t.Errorf("Name(%q, %q) = %q, want %q", c.code, c.lang, got, c.want)
		}
	}
	for _, c := range []struct{ code, lang, want string }{
		{"C45", "zh", "中炮对屏风马"},
		{"C99", "en", "Central Cannon vs Screen Horses"},
		{"D20", "vi", "Thuận pháo"},
		{"D50", "en", "Opposite-Direction Cannons"},
		{"A25", "en", "Elephant Opening"},
		{"E12", "vi", "Tiến tốt (Tiên nhân chỉ lộ)"},
		{"B33", "vi", "Pháo đầu đối Phản cung mã"},
		{"A02", "zh", "边马局"},
	} {
		if got := Family(c.code, c.lang); got != c.want {
			t.Errorf("Family(%q, %q) = %q, want %q", c.code, c.lang, got, c.want)
		}
	}
}

// TestEveryCodeNamed: every code the tree can return has its own line's
// name in the three languages.
func TestEveryCodeNamed(t *testing.T) {
	for i, n := range lines {
		if (n.zh == "") != (n.en == "") || (n.zh == "") != (n.vi == "") {
			t.Errorf("line %d: a language is missing: %+v", i, n)
		}
	}
	for _, c := range knownLines {
		if lines[index(c.code)].zh == "" {
			t.Errorf("%s has no line name", c.code)
		}
	}
}
