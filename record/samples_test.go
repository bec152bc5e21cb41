package record

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"xiangqi/rules"
)

// wantGame is what a sample's game must read as.
type wantGame struct {
	tags  []Tag
	fen   string // Start's FEN
	moves string // ICCS
}

// readSample reads testdata/name and checks every game exactly.
func readSample(t *testing.T, name string, want []wantGame, wantErrs []string) []*Game {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	games, errs := Read(b)
	var gotErrs []string
	for _, e := range errs {
		gotErrs = append(gotErrs, e.Error())
	}
	if !reflect.DeepEqual(gotErrs, wantErrs) {
		t.Errorf("%s: errors %q, want %q", name, gotErrs, wantErrs)
	}
	if len(games) != len(want) {
		t.Fatalf("%s: %d games, want %d", name, len(games), len(want))
	}
	for i, g := range games {
		w := want[i]
		if !reflect.DeepEqual(g.Tags, w.tags) {
			t.Errorf("%s game %d: tags\n%q\nwant\n%q", name, i+1, g.Tags, w.tags)
		}
		if got := g.Start.FEN(); got != w.fen {
			t.Errorf("%s game %d: start %s, want %s", name, i+1, got, w.fen)
		}
		if got := iccs(g.Moves); got != w.moves {
			t.Errorf("%s game %d: moves\n%s\nwant\n%s", name, i+1, got, w.moves)
		}
	}
	return games
}

// plies returns the first n moves of an ICCS line.
func plies(line string, n int) string {
	return strings.Join(strings.Fields(line)[:n], " ")
}

func TestSampleChineseGBK(t *testing.T) {
	readSample(t, "chinese_gbk.pgn", []wantGame{
		{[]Tag{{"Game", "Chinese Chess"}, {"Event", "第五届城市象棋联赛"}, {"Site", "成都"}, {"Date", "2023.10.15"},
			{"Round", "5"}, {"Red", "张红"}, {"Black", "李黑"}, {"Result", "1-0"}, {"ECCO", "C06"},
			{"Opening", "中炮过河车对屏风马平炮兑车"}, {"Format", "Chinese"}}, rules.StartFEN, line1},
		{[]Tag{{"Game", "Chinese Chess"}, {"Event", "友誼賽"}, {"Red", "陳紅"}, {"Black", "黃黑"},
			{"Result", "1/2-1/2"}, {"Format", "Chinese"}}, rules.StartFEN, line2},
	}, nil)
}

func TestSampleUTF16(t *testing.T) {
	games := readSample(t, "utf16le_bom.pgn", []wantGame{
		// No Result tag: the ½-½ that ends the moves gives one.
		{[]Tag{{"Game", "Chinese Chess"}, {"Event", "网络快棋（第3轮）"}, {"Date", "2024.02.29"},
			{"Red", "棋友甲"}, {"Black", "棋友乙"}, {"Result", "1/2-1/2"}}, rules.StartFEN, line3},
	}, nil)
	if len(games) == 1 && games[0].Result() != "1/2-1/2" {
		t.Errorf("Result() = %q", games[0].Result())
	}
}

func TestSampleUTF8BOMCRLF(t *testing.T) {
	readSample(t, "utf8_bom_crlf.pgn", []wantGame{
		{[]Tag{{"Event", "Club night"}, {"Site", "Hanoi"}, {"Date", "2024.03.01"}, {"Red", "Red player"},
			{"Black", "Black player"}, {"Result", "0-1"}}, rules.StartFEN, line2},
		// A lower-case fen tag and no SetUp still set the start.
		{[]Tag{{"fen", fenStart}, {"Event", "Study"}}, fenStart, fenLine},
	}, nil)
}

func TestSampleWXFAnnotated(t *testing.T) {
	readSample(t, "wxf_annotated.pgn", []wantGame{
		{[]Tag{{"Game", "Chinese Chess"}, {"Event", "WXF annotated"}, {"Red", "Red"}, {"Black", "Black"},
			{"Result", "1-0"}, {"Format", "WXF"}}, rules.StartFEN, line1},
	}, nil)
}

func TestSampleVietnamese(t *testing.T) {
	readSample(t, "vietnamese.pgn", []wantGame{
		{[]Tag{{"Game", "Chinese Chess"}, {"Event", "Giải cờ tướng mùa xuân"}, {"Site", "Hà Nội"},
			{"Red", "Nguyễn Văn Đỏ"}, {"Black", "Trần Thị Đen"}, {"Result", "0-1"}, {"Format", "Vietnamese"}},
			rules.StartFEN, line3},
		// The long form, "Pháo 2 bình 5", one move in four words.
		{[]Tag{{"Game", "Chinese Chess"}, {"Event", "Ván tập"}, {"Result", "*"}}, rules.StartFEN, plies(line1, 6)},
	}, nil)
}

func TestSampleICCSUpper(t *testing.T) {
	readSample(t, "iccs_upper.pgn", []wantGame{
		{[]Tag{{"Game", "Chinese Chess"}, {"Event", "Coordinates"}, {"Result", "1-0"}, {"Format", "ICCS"}},
			rules.StartFEN, line1},
	}, nil)
}

func TestSampleThreeGamesOneIllegal(t *testing.T) {
	tags := func(round, result string) []Tag {
		return []Tag{{"Game", "Chinese Chess"}, {"Event", "三局"}, {"Round", round}, {"Result", result}}
	}
	readSample(t, "three_games.pgn", []wantGame{
		{tags("1", "1/2-1/2"), rules.StartFEN, line3},
		// Game 2 keeps its 9 moves before 车二进十; the moves after it are dropped.
		{tags("2", "0-1"), rules.StartFEN, plies(line1, 18)},
		{tags("3", "1-0"), rules.StartFEN, line2},
	}, []string{"game 2, move 10: 车二进十 is not a legal move"})
}

func TestSampleBareFEN(t *testing.T) {
	const fen = "r1bakabr1/9/2n3n1c/p1p1p3p/6p2/2P6/Pc2P1P1P/1CN1B1N1C/9/R1BAKA1R1 w - - 12 7"
	readSample(t, "bare_fen.txt", []wantGame{{nil, fen, ""}}, nil)
}

func TestSampleEmpty(t *testing.T) {
	readSample(t, "empty.pgn", nil, nil)
}

func TestSampleNotPGN(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("testdata", "not_pgn.txt"))
	if err != nil {
		t.Fatal(err)
	}
	games, errs := Read(b)
	if len(games) != 1 || len(games[0].Tags) != 0 || len(games[0].Moves) != 0 || games[0].Start.FEN() != rules.StartFEN {
		t.Fatalf("games = %v, want one empty game", games)
	}
	if len(errs) != 1 || errs[0].Game != 1 || errs[0].Move != 1 || errs[0].Text != "Hello," ||
		!strings.HasPrefix(errs[0].Error(), "game 1, move 1: Hello,") {
		t.Fatalf("errs = %v, want game 1, move 1 at Hello,", errs)
	}
}

func TestSampleGarbage(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("testdata", "garbage.bin"))
	if err != nil {
		t.Fatal(err)
	}
	// It starts as an XQF file does, and is one cut inside its header.
	f := ReadFile(b)
	games, errs := f.Games, f.Errs
	if f.Encoding != "XQF" || len(games) != 1 || len(games[0].Tags) != 0 || len(games[0].Moves) != 0 || games[0].Start != rules.StartPosition() {
		t.Fatalf("%s: games = %v, want one empty XQF game", f.Encoding, games)
	}
	const msg = "game 1: bad XQF file: the header is cut short: 404 of its 1024 bytes"
	if len(errs) != 1 || errs[0].Error() != msg || !errors.Is(errs[0], ErrBadFEN) {
		t.Fatalf("errs = %v, want %q", errs, msg)
	}
}
