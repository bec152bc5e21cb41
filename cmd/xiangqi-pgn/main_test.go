package main

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/text/encoding/simplifiedchinese"
)

// runWith runs the program and returns its exit status and output.
func runWith(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	status := run(args, strings.NewReader(stdin), &out, &errOut)
	return status, out.String(), errOut.String()
}

const fenGame2 = "1rbakabr1/9/2n3n2/p3p1p1p/2p4c1/6P2/PcP1P3P/2N1C1NC1/5R3/1RBAKAB2 w - - 14 8"

// converted is testdata/games.pgn written in a notation: the two games'
// tags around the moves given.
func converted(format, moves1, moves2 string) string {
	return "[Game \"Chinese Chess\"]\n[Event \"Club\"]\n[Red \"An\"]\n[Black \"Binh\"]\n[Result \"1-0\"]\n" +
		"[Format \"" + format + "\"]\n\n" + moves1 + "\n\n" +
		"[Game \"Chinese Chess\"]\n[SetUp \"1\"]\n[FEN \"" + fenGame2 + "\"]\n[Format \"" + format + "\"]\n\n" +
		moves2 + "\n\n"
}

func TestConvertToEachNotation(t *testing.T) {
	want := map[string]string{
		"iccs": converted("ICCS",
			"1. c3c4 g6g5 2. b0c2 b9c7 3. h0g2 h9g7 4. g0e2 h7i7 5. i0h0 i9h9 6. h2i2 b7b3\n1-0",
			"8. f1f7 c7d5 9. f7g7 h9h7 *"),
		"wxf": converted("WXF",
			"1. P7+1 P7+1 2. H8+7 H2+3 3. H2+3 H8+7 4. E3+5 C8=9 5. R1=2 R9=8 6. C2=1 C2+4\n1-0",
			"8. R4+6 H3+4 9. R4=3 R8+2 *"),
		"chinese": converted("Chinese",
			"1. 兵七进一 卒７进１ 2. 马八进七 马２进３ 3. 马二进三 马８进７ 4. 相三进五\n炮８平９ 5. 车一平二 车９平８ 6. 炮二平一 炮２进４ 1-0",
			"8. 车四进六 马３进４ 9. 车四平三 车８进２ *"),
		"chinese-traditional": converted("Chinese",
			"1. 兵七進一 卒７進１ 2. 傌八進七 馬２進３ 3. 傌二進三 馬８進７ 4. 相三進五\n砲８平９ 5. 俥一平二 車９平８ 6. 炮二平一 砲２進４ 1-0",
			"8. 俥四進六 馬３進４ 9. 俥四平三 車８進２ *"),
		"vietnamese": converted("Vietnamese",
			"1. B7.1 B7.1 2. M8.7 M2.3 3. M2.3 M8.7 4. T3.5 P8-9 5. X1-2 X9-8 6. P2-1 P2.4\n1-0",
			"8. X4.6 M3.4 9. X4-3 X8.2 *"),
	}
	for name, w := range want {
		status, out, errOut := runWith(t, "", "-to", name, "testdata/games.pgn")
		if status != 0 || errOut != "" {
			t.Errorf("-to %s: status %d, stderr %q", name, status, errOut)
		}
		if out != w {
			t.Errorf("-to %s:\n%s\nwant\n%s", name, out, w)
		}
	}
	// ICCS is the default.
	if _, out, _ := runWith(t, "", "testdata/games.pgn"); out != want["iccs"] {
		t.Errorf("default notation:\n%s", out)
	}
}

func TestFEN(t *testing.T) {
	status, out, errOut := runWith(t, "", "-fen", "testdata/games.pgn")
	want := "r1bakabr1/9/2n3n1c/p1p1p3p/6p2/2P6/Pc2P1P1P/1CN1B1N1C/9/R1BAKA1R1 w - - 12 7\n" +
		"1rbakab2/9/6Rr1/p3p1p1p/2pn3c1/6P2/PcP1P3P/2N1C1NC1/9/1RBAKAB2 w - - 1 10\n"
	if status != 0 || errOut != "" || out != want {
		t.Errorf("status %d, stderr %q, stdout\n%s\nwant\n%s", status, errOut, out, want)
	}
}

func TestStandardInput(t *testing.T) {
	// A Chinese tool's file: GBK, full-width spaces, numbers glued to moves.
	gbk, err := simplifiedchinese.GBK.NewEncoder().String("[Red \"张三\"]\r\n\r\n 1.炮二平五　马８进７　 2.马二进三　车９平８\r\n 1-0\r\n")
	if err != nil {
		t.Fatal(err)
	}
	want := "[Game \"Chinese Chess\"]\n[Red \"张三\"]\n[Result \"1-0\"]\n[Format \"ICCS\"]\n\n1. h2e2 h9g7 2. h0g2 i9h9 1-0\n\n"
	for _, args := range [][]string{nil, {"-"}} {
		status, out, errOut := runWith(t, gbk, args...)
		if status != 0 || errOut != "" || out != want {
			t.Errorf("args %q: status %d, stderr %q, stdout\n%s\nwant\n%s", args, status, errOut, out, want)
		}
	}
	status, out, errOut := runWith(t, "3k4r/9/9/9/9/4R4/9/4R4/9/5K3 b - - 3 17\n", "-fen")
	if status != 0 || errOut != "" || out != "3k4r/9/9/9/9/4R4/9/4R4/9/5K3 b - - 3 17\n" {
		t.Errorf("bare FEN: status %d, stderr %q, stdout %q", status, errOut, out)
	}
}

func TestGameError(t *testing.T) {
	status, out, errOut := runWith(t, "", "-fen", "testdata/bad.pgn")
	if status != 1 {
		t.Errorf("status %d, want 1", status)
	}
	if want := "testdata/bad.pgn: game 2, move 2: 车二进十 is not a legal move\n"; errOut != want {
		t.Errorf("stderr %q, want %q", errOut, want)
	}
	// Every game is written, the second with its one move pair.
	want := "rnbakabnr/9/1c5c1/p1p1p3p/6p2/2P6/P3P1P1P/1C5C1/9/RNBAKABNR w - - 2 2\n" +
		"rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2\n" +
		"rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2\n"
	if out != want {
		t.Errorf("stdout\n%s\nwant\n%s", out, want)
	}
	status, out, _ = runWith(t, "", "-to", "chinese", "testdata/bad.pgn")
	if status != 1 || !strings.Contains(out, "[Round \"2\"]\n[Format \"Chinese\"]\n\n1. 炮二平五 马８进７ *\n\n[Game") {
		t.Errorf("status %d, game 2 not written with its first moves:\n%s", status, out)
	}
}

func TestMissingFile(t *testing.T) {
	status, out, errOut := runWith(t, "", "-fen", "testdata/missing.pgn", "testdata/games.pgn")
	if status != 2 {
		t.Errorf("status %d, want 2", status)
	}
	if want := "xiangqi-pgn: open testdata/missing.pgn: no such file or directory\n"; errOut != want {
		t.Errorf("stderr %q, want %q", errOut, want)
	}
	if strings.Count(out, "\n") != 2 {
		t.Errorf("the readable file was not converted: %q", out)
	}
}

func TestBadFlags(t *testing.T) {
	status, out, errOut := runWith(t, "", "-to", "pinyin", "testdata/games.pgn")
	want := "xiangqi-pgn: -to: unknown notation \"pinyin\" (want iccs, wxf, chinese, chinese-traditional or vietnamese)\n"
	if status != 2 || out != "" || errOut != want {
		t.Errorf("-to pinyin: status %d, stdout %q, stderr %q", status, out, errOut)
	}
	status, out, errOut = runWith(t, "", "-from", "wxf")
	if status != 2 || out != "" || !strings.HasPrefix(errOut, "flag provided but not defined: -from\nusage: xiangqi-pgn ") {
		t.Errorf("-from: status %d, stdout %q, stderr %q", status, out, errOut)
	}
	status, out, errOut = runWith(t, "", "-h")
	if status != 0 || out != "" || !strings.HasPrefix(errOut, "usage: xiangqi-pgn ") {
		t.Errorf("-h: status %d, stdout %q, stderr %q", status, out, errOut)
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("broken pipe") }

func TestOutputFails(t *testing.T) {
	var errOut bytes.Buffer
	status := run([]string{"testdata/games.pgn"}, strings.NewReader(""), failWriter{}, &errOut)
	if status != 2 || errOut.String() != "xiangqi-pgn: writing: broken pipe\n" {
		t.Errorf("status %d, stderr %q", status, errOut.String())
	}
}

// Issue 25, item 11: a game with a bad FEN tag was written as a game from
// the standard start without its FEN, another game than the file's.
func TestBadFENNotWritten(t *testing.T) {
	in := "[Event \"one\"]\n1. h2e2 *\n\n[Event \"two\"]\n[FEN \"rnbakabnr/9/9 w\"]\n1. h2e2 h9g7 *\n\n[Event \"three\"]\n1. c3c4 *\n"
	status, out, errOut := runWith(t, in)
	if want := "stdin: game 2: bad FEN tag: FEN board has 3 ranks, want 10; the game is not written\n"; status != 1 || errOut != want {
		t.Errorf("status %d, stderr %q; want 1, %q", status, errOut, want)
	}
	if strings.Contains(out, "two") || strings.Count(out, "[Event") != 2 || !strings.Contains(out, "c3c4") {
		t.Errorf("stdout:\n%s", out)
	}
	status, out, _ = runWith(t, in, "-fen")
	if status != 1 || strings.Count(out, "\n") != 2 || strings.Contains(out, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w") {
		t.Errorf("-fen: status %d, stdout %q", status, out)
	}
	// A bare FEN that cannot be read is not written either.
	if status, out, _ := runWith(t, "rnbakabnr/9/9/9/9/9/9/9/9/RNBAKABNX w\n", "-fen"); status != 1 || out != "" {
		t.Errorf("bare FEN: status %d, stdout %q", status, out)
	}
}

// Issue 25, items 1 and 11: a stray Latin-1 byte in a UTF-8 file is a
// warning, the game is converted, and control characters from the file
// (in a move, in its name) reach the terminal escaped.
func TestWarningsAndControls(t *testing.T) {
	status, out, errOut := runWith(t, "[Event \"Caf\xe9\"]\n[Red \"张三\"]\n1. 炮二平五 马８进７ 2. x\x1b[2J *\n")
	want := "stdin: game 1, line 1: 1 byte that is not UTF-8 replaced by U+FFFD\n" +
		"stdin: game 1, move 2: x\\x1b is not a move (read as UTF-8 with the bytes that are not UTF-8 replaced; GBK, Big5 and Windows-1252 read no more moves)\n"
	if status != 1 || errOut != want {
		t.Errorf("status %d, stderr\n%q\nwant\n%q", status, errOut, want)
	}
	if !strings.Contains(out, "[Event \"Caf\uFFFD\"]") || !strings.Contains(out, "1. h2e2 h9g7 *") {
		t.Errorf("stdout:\n%s", out)
	}
	name := filepath.Join(t.TempDir(), "a\x1b]0;x\a.pgn")
	if err := os.WriteFile(name, []byte("1. x *"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, _, errOut = runWith(t, "", name)
	if want := strconv.Quote(name) + ": game 1, move 1: x is not a move\n"; errOut != want {
		t.Errorf("stderr %q, want %q", errOut, want)
	}
}

// Issue 50: XQF files (XQStudio's binary records, made by the record
// package's test encoder) convert as PGN files do: the header's fields
// are tags, comments and variations notes, a set-up board a FEN; a file
// cut short gives its error and the moves before the cut.
func TestXQF(t *testing.T) {
	const dir = "../../record/testdata/"
	status, out, errOut := runWith(t, "", "-to", "chinese", dir+"xqf_v18.xqf", dir+"xqf_v10_setup.xqf")
	want := "[Game \"Chinese Chess\"]\n[Event \"全国象棋个人赛\"]\n[Site \"成都\"]\n[Date \"2023.10.15\"]\n" +
		"[Red \"许银川\"]\n[Black \"吕钦\"]\n[Result \"1-0\"]\n[Title \"第01局 中炮对屏风马\"]\n[TimeRule \"90分钟\"]\n" +
		"[Annotator \"评注者\"]\n[Author \"作者\"]\n[Comment \"本局选自 全国赛。\"]\n[Format \"Chinese\"]\n\n" +
		"1. 炮二平五 {中炮开局} (1. 兵七进一 卒７进１) (1. 马八进七 马２进３ 2. 马二进三)\n" +
		"1... 马８进７ (1... 马２进３ 2. 马二进三) 2. 马二进三 {双方 按常规走法 {x)}\n" +
		"2... 车９平８ (2... 车９进１) 3. 车一平二 马２进３ 4. 兵七进一 卒７进１\n" +
		"5. 车二进六 炮８平９ 6. 车二平三 炮９退１ 7. 马八进七 炮９平７ 8. 车三平二\n" +
		"车８平９ 9. 马七进六 炮２平１ 10. 车二进三 车９平８ 11. 炮八进四 炮１退１\n" +
		"12. 马六进五 马３进５ 13. 炮五进四 车１平２ 14. 相三进五 车２进３ 15. 炮五退一\n" +
		"车２进６ {红胜} 1-0\n\n" +
		"[Game \"Chinese Chess\"]\n[Red \"甲\"]\n[Result \"*\"]\n[SetUp \"1\"]\n" +
		"[FEN \"1rbakabr1/9/2n3n2/p3p1p1p/2p4c1/6P2/PcP1P3P/2N1C1NC1/5R3/1RBAKAB2 w - - 0 1\"]\n[Format \"Chinese\"]\n\n" +
		"1. 车四进六 马３进４ {弃马} 2. 车四平三 车８进２ *\n\n"
	if status != 0 || errOut != "" || out != want {
		t.Errorf("status %d, stderr %q, stdout\n%s\nwant\n%s", status, errOut, out, want)
	}
	status, out, errOut = runWith(t, "", "-fen", dir+"xqf_cut.xqf")
	if want := dir + "xqf_cut.xqf: game 1, move 1: bad XQF file: the file ends inside a move's record, among the variations of this move\n"; status != 1 || errOut != want {
		t.Errorf("status %d, stderr %q, want 1, %q", status, errOut, want)
	}
	// The main line comes before the variations: all of it was read.
	if want := "2bakabr1/c5c2/6n2/p1p5p/4C1p2/2P6/P3P1P1P/4B1N2/9/RrBAKA3 w - - 2 16\n"; out != want {
		t.Errorf("stdout %q, want %q", out, want)
	}
}
