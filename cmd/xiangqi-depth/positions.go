package main

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"xiangqi/rules"
)

// defaultFENs are the positions measured without -positions: middlegames
// and endgames out of any opening book, so that a book engine searches
// them too (ElephantEye plays the start position from its book, at depth
// 0). The positions taken from games are those after plies 16, 24, 32, ...
// of the game, the moves played with rules.Game.
var defaultFENs = []string{
	// ai/search_test.go, testFENs (all but the start position).
	"r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
	"1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1",
	"2bak4/9/3a5/p2Np3p/3n1P3/3pc3P/P4r1c1/B2CC2R1/4A4/3AK1B2 b - - 0 1",
	"3k1a3/2P1aP3/4b1n2/8C/6b2/1R5R1/9/9/1rcpr4/3c1K3 w - - 0 1",
	"4ka3/4a4/N8/p8/C8/9/9/8B/3p2ppc/4K4 w - - 0 1",
	// analysis/testdata/selfplay.pgn, plies 16 to 88 (not 96: a mate in
	// one, which measures nothing).
	"rnbakab2/7r1/6n2/p1p1p1N1p/c8/6P2/P1P1c3P/N3C2C1/4A4/1RB1KAB1R w - - 2 9",
	"1nbakab2/7r1/6nC1/p1p1p1N1p/9/6P2/P1P1c3P/B3C4/4A4/4KABR1 w - - 0 13",
	"1n1ak1br1/4a4/4b1n2/p1p3N1C/9/6P2/P1P1R3P/B8/4A4/4KAB2 w - - 1 17",
	"1nCa5/4ak3/4R1n2/p8/9/6P2/P1P5P/B6r1/4A4/4KAB2 w - - 3 21",
	"1n1a1a3/2C2k3/6R2/p8/1r4P2/9/P1P5P/B8/9/3AKAB2 w - - 7 25",
	"3R1a3/2C6/2n2k3/p8/4r4/9/P1P5P/B8/4A4/3AK1B2 w - - 3 29",
	"9/2C6/2n1k4/pR7/3r5/9/P1P5P/B8/4A4/3AK1B2 w - - 7 33",
	"4k4/2C6/2n2r3/p1R6/3P5/9/P7P/B8/4A4/3AK1B2 w - - 15 37",
	"4k4/2C1n4/4r4/2R6/p3P3P/9/P8/B3B4/4A4/3AK4 w - - 23 41",
	"4k4/2C6/9/4P4/4R3P/3rn4/P8/B3B4/4A4/3AK4 w - - 5 45",
	// cmd/xiangqi-puzzlegen/testdata/games.pgn, "Test match 1", plies 24 and 48.
	"2bakab2/n6r1/4c1n1c/p1N1p3p/6p2/2P6/P3P1P1P/2C1C1N1R/5R3/1r1AKAB2 w - - 3 13",
	"3k1a3/4a1CR1/3c2n2/p3p3p/6p2/P1n3P2/4P4/1r2C1N2/4A4/3AK1B1c w - - 5 25",
	// The same file, "Test match 2", plies 32, 64 and 96.
	"r3k1b2/4a2r1/4ba3/p1p5p/6p2/1cP5P/P3c1P1N/4B3R/4A4/R3KAB2 w - - 2 17",
	"3ak1b2/9/4ba3/R1p5N/6p2/2P6/3r5/4B4/5c3/4KAB2 w - - 1 33",
	"3ak1b2/4a4/4b4/9/R1pN2p1c/2B6/9/9/7r1/4K1B2 w - - 0 49",
}

// maxLine bounds a line of a positions file: a FEN is under 100 bytes, so
// anything near this is not one.
const maxLine = 4096

// readPositions reads one FEN per line; blank lines and lines starting
// with # are skipped. A line that is not a position with a move to play is
// an error naming the line. The FENs come back as rules writes them, so
// that every engine is sent the same text.
func readPositions(r io.Reader) ([]string, error) {
	var fens []string
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 1024), maxLine)
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fen, err := checkFEN(line)
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", n, err)
		}
		fens = append(fens, fen)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("line %d: %v", n+1, err)
	}
	if len(fens) == 0 {
		return nil, fmt.Errorf("no positions")
	}
	return fens, nil
}

// checkFEN reads fen and returns it as rules writes it, or says why it
// cannot be measured.
func checkFEN(fen string) (string, error) {
	p, err := rules.ParseFEN(fen)
	if err != nil {
		return "", err
	}
	if st := p.Status(); st.Over() {
		return "", fmt.Errorf("the game is over there (%v)", st)
	}
	return p.FEN(), nil
}
