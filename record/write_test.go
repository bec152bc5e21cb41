package record

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"xiangqi/rules"
)

func TestWriteStandardStart(t *testing.T) {
	start := rules.StartPosition()
	g := &Game{
		// Out of order, with tags Write makes itself (Format, FEN) that it
		// must ignore.
		Tags: []Tag{{"Opening", "中炮"}, {"Format", "WXF"}, {"Result", "1-0"}, {"Red", "Lü"},
			{"Event", `Hand "made"`}, {"FEN", "junk"}, {"Site", `a\b`}},
		Start: start,
		Moves: mustMoves(t, start, plies(line1, 8)),
	}
	head := func(format string) string {
		return "[Game \"Chinese Chess\"]\n[Event \"Hand \\\"made\\\"\"]\n[Site \"a\\\\b\"]\n[Red \"Lü\"]\n" +
			"[Result \"1-0\"]\n[Opening \"中炮\"]\n[Format \"" + format + "\"]\n\n"
	}
	want := map[rules.Notation]string{
		rules.ICCS: head("ICCS") + "1. h2e2 h9g7 2. h0g2 i9h9 3. i0h0 b9c7 4. c3c4 g6g5 1-0\n\n",
		rules.WXF:  head("WXF") + "1. C2=5 H8+7 2. H2+3 R9=8 3. R1=2 H2+3 4. P7+1 P7+1 1-0\n\n",
		// 83 columns with 卒７进１: it goes to the next line.
		rules.Chinese:            head("Chinese") + "1. 炮二平五 马８进７ 2. 马二进三 车９平８ 3. 车一平二 马２进３ 4. 兵七进一\n卒７进１ 1-0\n\n",
		rules.ChineseTraditional: head("Chinese") + "1. 炮二平五 馬８進７ 2. 傌二進三 車９平８ 3. 俥一平二 馬２進３ 4. 兵七進一\n卒７進１ 1-0\n\n",
		rules.Vietnamese:         head("Vietnamese") + "1. P2-5 M8.7 2. M2.3 X9-8 3. X1-2 M2.3 4. B7.1 B7.1 1-0\n\n",
	}
	for _, n := range notations() {
		var b bytes.Buffer
		if err := Write(&b, g, n); err != nil {
			t.Fatalf("%s: %v", NotationName(n), err)
		}
		if b.String() != want[n] {
			t.Errorf("%s:\n%s\nwant\n%s", NotationName(n), b.String(), want[n])
		}
	}
}

func TestWriteSetUpBlackFirst(t *testing.T) {
	const fen = "3k4r/9/9/9/9/4R4/9/4R4/9/5K3 b - - 3 17"
	start := mustFEN(t, fen)
	g := &Game{Tags: []Tag{{"Event", "Endgame"}, {"SetUp", "0"}}, Start: start, Moves: mustMoves(t, start, "i9i8 e2e1 i8i9 e4d4")}
	head := func(format string) string {
		return "[Game \"Chinese Chess\"]\n[Event \"Endgame\"]\n[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n[Format \"" + format + "\"]\n\n"
	}
	want := map[rules.Notation]string{
		rules.ICCS:               head("ICCS") + "17... i9i8 18. e2e1 i8i9 19. e4d4 *\n\n",
		rules.WXF:                head("WXF") + "17... R9+1 18. R--1 R9-1 19. R+=6 *\n\n",
		rules.Chinese:            head("Chinese") + "17... 车９进１ 18. 后车退一 车９退１ 19. 前车平六 *\n\n",
		rules.ChineseTraditional: head("Chinese") + "17... 車９進１ 18. 後俥退一 車９退１ 19. 前俥平六 *\n\n",
		rules.Vietnamese:         head("Vietnamese") + "17... X9.1 18. Xs/1 X9/1 19. Xt-6 *\n\n",
	}
	for _, n := range notations() {
		var b bytes.Buffer
		if err := Write(&b, g, n); err != nil {
			t.Fatalf("%s: %v", NotationName(n), err)
		}
		if b.String() != want[n] {
			t.Errorf("%s:\n%s\nwant\n%s", NotationName(n), b.String(), want[n])
		}
	}
}

func TestWriteWraps(t *testing.T) {
	start := rules.StartPosition()
	g := &Game{Tags: []Tag{{"Result", "1-0"}}, Start: start, Moves: mustMoves(t, start, line1)}
	want := map[rules.Notation]string{
		rules.ICCS: "1. h2e2 h9g7 2. h0g2 i9h9 3. i0h0 b9c7 4. c3c4 g6g5 5. h0h6 h7i7 6. h6g6 i7i8\n" +
			"7. b0c2 i8g8 8. g6h6 h9i9 9. c2d4 b7a7 10. h6h9 i9h9 11. b2b6 a7a8 12. d4e6 c7e6\n" +
			"13. e2e6 a9b9 14. g0e2 b9b6 15. e6e5 b6b0 1-0\n\n",
		rules.Chinese: "1. 炮二平五 马８进７ 2. 马二进三 车９平８ 3. 车一平二 马２进３ 4. 兵七进一\n" +
			"卒７进１ 5. 车二进六 炮８平９ 6. 车二平三 炮９退１ 7. 马八进七 炮９平７\n" +
			"8. 车三平二 车８平９ 9. 马七进六 炮２平１ 10. 车二进三 车９平８ 11. 炮八进四\n" +
			"炮１退１ 12. 马六进五 马３进５ 13. 炮五进四 车１平２ 14. 相三进五 车２进３\n" +
			"15. 炮五退一 车２进６ 1-0\n\n",
	}
	for n, w := range want {
		var b bytes.Buffer
		if err := Write(&b, g, n); err != nil {
			t.Fatal(err)
		}
		_, moves, _ := strings.Cut(b.String(), "\n\n")
		if moves != w {
			t.Errorf("%s:\n%s\nwant\n%s", NotationName(n), moves, w)
		}
	}
}

func TestWriteTagText(t *testing.T) {
	g := &Game{
		Tags:  []Tag{{"Game", "Xiangqi"}, {"My Tag", "two\nlines\tand \"q\""}, {"", "dropped"}, {"Event", "first"}, {"EVENT", "second"}},
		Start: rules.StartPosition(),
	}
	var b bytes.Buffer
	if err := Write(&b, g, rules.ICCS); err != nil {
		t.Fatal(err)
	}
	want := "[Game \"Xiangqi\"]\n[Event \"first\"]\n[My_Tag \"two lines and \\\"q\\\"\"]\n[Format \"ICCS\"]\n\n*\n\n"
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestWriteErrors(t *testing.T) {
	start := rules.StartPosition()
	illegal, _ := rules.ParseMoveText("h2h8")
	cases := []struct {
		name string
		g    *Game
		n    rules.Notation
		want string
	}{
		{"zero start", &Game{}, rules.ICCS, "record: the start position is not valid: "},
		{"illegal move", &Game{Start: start, Moves: []rules.Move{illegal}}, rules.WXF,
			"record: move 1, h2h8, is not legal in " + rules.StartFEN},
		{"notation", &Game{Start: start}, 9, "record: unknown notation 9"},
	}
	for _, c := range cases {
		var b bytes.Buffer
		err := Write(&b, c.g, c.n)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.name, err, c.want)
		}
		if b.Len() != 0 {
			t.Errorf("%s: wrote %q", c.name, b.String())
		}
	}
	if err := Write(failWriter{}, &Game{Start: start}, rules.ICCS); err == nil || err.Error() != "disk full" {
		t.Errorf("failing writer: %v", err)
	}
}
