package rules

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestReadMoveSpellings reads the spellings players use, each with the
// move it must give.
func TestReadMoveSpellings(t *testing.T) {
	cases := []struct {
		fen  string
		want string
		text []string
	}{
		{StartFEN, "h2e2", []string{
			"h2e2", "H2E2", "H2-E2", "h2-e2", "  h2e2\t", "h2e2+", "H2-E2#", "ｈ２ｅ２",
			"C2=5", "c2=5", "C2.5", "Ｃ２＝５", "Ｃ２．５", "C2 = 5",
			"炮二平五", "砲二平五", "包二平五", "炮2平5", "炮２平５", "炮 二 平 五",
			"P2-5", "p2-5", "P2–5", "P2－5", "Pháo 2 bình 5", "pháo 2 bình 5", "PHÁO 2 BÌNH 5",
			"Phao 2 binh 5", "Pha\u0301o 2 bi\u0300nh 5",
		}},
		{StartFEN, "h0g2", []string{"H2+3", "N2+3", "h2+3", "马二进三", "馬二進三", "傌二进三", "馬2進3", "M2.3", "m2.3", "Mã 2 tấn 3", "Ma 2 tien 3"}},
		{StartFEN, "i0i1", []string{"R1+1", "车一进一", "俥一進一", "車1进1", "伡一进一", "X1.1", "Xe 1 tấn 1", "Xe 1 tiến 1"}},
		{StartFEN, "g0e2", []string{"E3+5", "B3+5", "相三进五", "象三进五", "T3.5", "V3.5", "Tượng 3 tấn 5", "Tương 3 tấn 5"}},
		{StartFEN, "f0e1", []string{"A4+5", "仕四进五", "士四进五", "仕四上五", "S4.5", "Sĩ 4 tấn 5", "si 4 tan 5"}},
		{StartFEN, "e0e1", []string{"K5+1", "G5+1", "帅五进一", "帥五進一", "将五进一", "將5進1", "Tg5.1", "TG5.1", "Tướng 5 tấn 1", "Soái 5 tấn 1", "tuong 5 tan 1"}},
		{StartFEN, "g3g4", []string{"P3+1", "兵三进一", "卒三进一", "B3.1", "Binh 3 tấn 1", "Tốt 3 tấn 1", "tot 3 tien 1"}},
		{StartFEN, "h2h1", []string{"C2-1", "炮二退一", "炮二下一", "P2/1", "Pháo 2 thoái 1", "Phao 2 lui 1"}},
		{blackAfterC2e5, "h7e7", []string{"C8=5", "C8.5", "炮８平５", "砲8平5", "炮八平五", "P8-5"}},
		{blackAfterC2e5, "b9c7", []string{"H2+3", "马２进３", "馬2進3", "马二进三", "M2.3"}},
		// Tandem pieces.
		{twoChariots, "e4d4", []string{"R+=6", "+R=6", "R+.6", "r+=6", "Ｒ＋＝６", "前车平六", "前俥平六", "前車平六", "前车五平六", "Xt-6", "Xe trước bình 6", "xe truoc binh 6", "Xe t bình 6"}},
		{twoChariots, "e2e1", []string{"R--1", "-R-1", "后车退一", "後車退一", "後俥退1", "Xs/1", "Xe sau thoái 1", "Xe sau lui 1"}},
		{twoChariots, "e2e3", []string{"-R+1", "R-+1", "后车进一"}},
		{twoHorses, "e5d7", []string{"H++6", "+H+6", "N++6", "前马进六", "前馬進六", "Mt.6", "Mã trước tấn 6"}},
		{twoCannonsB, "c6g6", []string{"C-=7", "-C=7", "后炮平7", "後砲平７", "后炮平七", "Ps-7", "Pháo sau bình 7"}},
		{twoSoldiers, "e6f6", []string{"P+=4", "+P=4", "P+.4", "前兵平四", "前卒平四", "前兵五平四", "Bt-4", "Binh trước bình 4"}},
		{threeSoldiers, "e6d6", []string{"P5=6", "P5.6", "中兵平六", "二兵平六", "中兵五平六", "Bg-6", "B5-6", "Binh giữa bình 6"}},
		{fourSoldiers, "e8d8", []string{"++=6", "++.6", "一兵平六", "前兵平六", "1兵平六", "Bt-6"}},
		{fourSoldiers, "e5f5", []string{"--=4", "四兵平四", "后兵平四", "Bs-4"}},
		{fourSoldiers, "e7f7", []string{"P+=4", "二兵平四", "Bgt-4"}},
		{fiveSoldiersB, "e3d3", []string{"P5=4", "三卒平４", "中卒平4", "三兵平4", "Bg-4", "B5-4"}},
		// Soldiers doubled on two files.
		{twoFiles, "g7g8", []string{"3++1", "前兵三进一", "前三进一", "前兵三進一", "Bt3.1", "Binh trước 3 tấn 1"}},
		{twoFiles, "g6h6", []string{"33=2", "33.2", "P3=2", "中兵三平二", "二兵三平二", "中三平二", "Bg3-2", "B3-2"}},
		{twoFiles, "c7b7", []string{"7+=8", "前兵七平八", "前七平八", "前兵平八", "P+=8", "Bt7-8", "Bt-8"}},
		{twoFiles, "g5f5", []string{"3-=4", "后兵三平四", "後兵三平四", "后兵平四", "Bs3-4"}},
		// xqbase counts soldiers doubled on several files together, files
		// right to left, then front to back: g7 g6 g5 c7 c6.
		{twoFiles, "g7g8", []string{"一兵进一"}},
		{twoFiles, "g6h6", []string{"二兵平二"}},
		{twoFiles, "c7b7", []string{"四兵平八"}},
		{twoFiles, "c6d6", []string{"五兵平六", "后兵七平六"}},
		// Advisors and elephants may be marked though they need not be.
		{twoAdvisors, "f2e1", []string{"前仕退五", "A+-5", "St/5"}},
		{twoAdvisors, "f0e1", []string{"后士进五", "A-+5", "Ss.5"}},
	}
	for _, c := range cases {
		p := mustFEN(t, c.fen)
		for _, text := range c.text {
			m, err := p.ReadMove(text)
			if err != nil || m.String() != c.want {
				t.Errorf("%s: ReadMove(%q) = %v, %v; want %s", c.fen, text, m, err, c.want)
			}
		}
	}
}

func TestReadMoveErrors(t *testing.T) {
	cases := []struct{ fen, text, want string }{
		{StartFEN, "车二进十", "车二进十 is not a legal move"},
		{StartFEN, "X9", "X9 is not a move"},
		{StartFEN, "", "an empty text is not a move"},
		{StartFEN, "   ", "an empty text is not a move"},
		{StartFEN, "h2h8", "h2h8 is not a legal move"},
		{StartFEN, "a0a0", "a0a0 is not a move"},
		{StartFEN, "C8=5x", "C8=5x is not a move"},
		{StartFEN, "炮零平五", "炮零平五 is not a move"},
		{StartFEN, "炮0平5", "炮0平5 is not a move"},
		{StartFEN, "P0-5", "P0-5 is not a move"},
		{StartFEN, "C2=0", "C2=0 is not a legal move"},
		{StartFEN, "Xt.1", "Xt.1 is ambiguous: it fits a0a1, i0i1"}, // no two chariots share a file, and by legality either fits
		{StartFEN, "前车进一", "前车进一 is ambiguous: it fits a0a1, i0i1"}, // nor here
		{StartFEN, "C7=5", "C7=5 is not a legal move"},
		{blackAfterC2e5, "C3=5", "C3=5 is not a legal move"},
		{blackAfterC2e5, "e3e4", "e3e4 is not a legal move"},
		{twoChariots, "R5=6", "R5=6 is ambiguous: it fits e2d2, e4d4"}, // the chariots must be told apart: both can go
		{twoSoldiers, "P5=4", "P5=4 is ambiguous: it fits e5f5, e6f6"}, // two soldiers have no middle one, and both can go
		{twoFiles, "前兵进一", "前兵进一 is ambiguous: it fits c7c8, g7g8"},
		{twoFiles, "P++1", "P++1 is ambiguous: it fits c7c8, g7g8"},
		{StartFEN, strings.Repeat("炮二平五", 10), "炮二平五炮二平五炮二平五炮… is not a move"},
		{StartFEN, "Tuong 3 tan 5x", "Tuong 3 tan 5x is not a move"},
		{StartFEN, "Tướng 3 tấn 5", "Tướng 3 tấn 5 is not a legal move"}, // the general, not an elephant
	}
	for _, c := range cases {
		p := mustFEN(t, c.fen)
		m, err := p.ReadMove(c.text)
		if err == nil {
			t.Errorf("%s: ReadMove(%q) = %v, want error %q", c.fen, c.text, m, c.want)
			continue
		}
		if err.Error() != c.want {
			t.Errorf("%s: ReadMove(%q) error %q, want %q", c.fen, c.text, err, c.want)
		}
	}
}

// TestReadMoveDotClash: P3.4 is a Vietnamese cannon advance and a WXF
// soldier traverse written with a full stop; the Vietnamese reading wins
// while it fits a legal move.
func TestReadMoveDotClash(t *testing.T) {
	// A red cannon on g2 and a red soldier on g5, both on file 三.
	p := mustFEN(t, "4k4/9/9/9/6P2/9/9/6C2/9/3K5 w")
	for text, want := range map[string]string{"P3.2": "g2g4", "P3=2": "g5h5", "P3.4": "g5f5"} {
		m, err := p.ReadMove(text)
		if err != nil || m.String() != want {
			t.Errorf("ReadMove(%q) = %v, %v; want %s", text, m, err, want)
		}
	}
}

var allNotations = []Notation{ICCS, WXF, Chinese, ChineseTraditional, Vietnamese}

// roundTrip writes every legal move of p in every notation, checks that no
// two moves share a text and that each text reads back to its move, and
// returns how many moves it checked.
func roundTrip(t *testing.T, p *Position) int {
	t.Helper()
	var l MoveList
	p.GenerateMoves(&l)
	for _, n := range allNotations {
		seen := make(map[string]Move, l.N)
		for _, m := range l.Slice() {
			text := p.Notate(m, n)
			if other, dup := seen[text]; dup {
				t.Fatalf("%s: %s and %s are both written %s (notation %d)", p.FEN(), other, m, text, n)
			}
			seen[text] = m
			got, err := p.ReadMove(text)
			if err != nil || got != m {
				t.Fatalf("%s: %s written %s (notation %d) reads as %v, %v", p.FEN(), m, text, n, got, err)
			}
		}
	}
	return l.N
}

// randomTandemPosition sets up a random position whose pieces crowd onto
// few files, so that doubled, tripled and stacked soldiers and doubled
// chariots, horses and cannons are common; ok is false when the setup is
// not one a game could reach.
func randomTandemPosition(rng *rand.Rand) (Position, bool) {
	var p Position
	free := func(s Square) bool { return p.At(s) == Empty }
	place := func(pc Piece, ok func(Square) bool) {
		for try := 0; try < 50; try++ {
			s := Square(rng.IntN(NumSquares))
			if free(s) && ok(s) {
				p.Put(s, pc)
				return
			}
		}
	}
	for c := Red; c <= Black; c++ {
		place(MakePiece(c, General), func(s Square) bool { return generalPoint(c, s) })
		for range rng.IntN(3) {
			place(MakePiece(c, Advisor), func(s Square) bool { return advisorPoint(c, s) })
		}
		for range rng.IntN(3) {
			place(MakePiece(c, Elephant), func(s Square) bool { return elephantPoint(c, s) })
		}
		// Soldiers on one or two files, across the river or not.
		files := [2]int{rng.IntN(9), rng.IntN(9)}
		for range rng.IntN(6) {
			f := files[rng.IntN(2)]
			place(MakePiece(c, Soldier), func(s Square) bool {
				r := s.Rank()
				return s.File() == f && ((c == Red && r >= 3) || (c == Black && r <= 6))
			})
		}
		// Chariots, horses and cannons, the second often on the first's file.
		for _, k := range []Kind{Chariot, Horse, Cannon} {
			first := -1
			for range rng.IntN(3) {
				place(MakePiece(c, k), func(s Square) bool {
					return first < 0 || s.File() == first || rng.IntN(3) == 0
				})
				if first < 0 {
					for s := Square(0); s < NumSquares; s++ {
						if p.At(s) == MakePiece(c, k) {
							first = s.File()
						}
					}
				}
			}
		}
	}
	p.SetSideToMove(Color(rng.IntN(2)))
	return p, p.Validate() == nil
}

// TestNotationRoundTrip writes and reads every legal move of thousands of
// positions: those of random games from the start and random positions
// crowded with like pieces on few files.
func TestNotationRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(2024, 6))
	games, crowded := 40, 2000
	if testing.Short() {
		games, crowded = 10, 500
	}
	positions, moves := 0, 0
	for range games {
		p := StartPosition()
		for ply := 0; ply < 200; ply++ {
			n := roundTrip(t, &p)
			positions++
			moves += n
			if n == 0 {
				break
			}
			var l MoveList
			p.GenerateMoves(&l)
			p.MakeMove(l.Moves[rng.IntN(l.N)])
		}
	}
	for _, fen := range []string{twoFiles, twoFilesB, fiveSoldiers, fiveSoldiersB, fourSoldiers, threeSoldiers} {
		p := mustFEN(t, fen)
		moves += roundTrip(t, &p)
		positions++
	}
	stacked, piled := 0, 0 // soldiers three or more to a file or doubled on two files; four or more
	for made := 0; made < crowded; {
		p, ok := randomTandemPosition(rng)
		if !ok {
			continue
		}
		made++
		positions++
		moves += roundTrip(t, &p)
		st := p.stacksOf(p.SideToMove())
		if high := maxStack(st.count[Soldier]); st.files[Soldier] > 1 || high >= 3 {
			stacked++
			if high >= 4 {
				piled++
			}
		}
	}
	t.Logf("round trip: %d positions (%d crowded: %d with the mover's soldiers three or more to a file or doubled on two files, %d four or more), %d moves, %d texts",
		positions, crowded, stacked, piled, moves, moves*len(allNotations))
	if stacked < crowded/10 || piled < crowded/100 {
		t.Errorf("too few crowded positions have stacked soldiers: %d, %d of %d", stacked, piled, crowded)
	}
}

func maxStack(counts [9]int8) int8 {
	return max(counts[0], counts[1], counts[2], counts[3], counts[4], counts[5], counts[6], counts[7], counts[8])
}

// TestReadMoveByLegality: a move of one of two like pieces on a file,
// written by its file alone (炮八进四, as a third of master records do) or
// with a 前/后 that does not fit, reads as the one legal move of those
// pieces that goes the written way; each piece kind that stands in tandem,
// for each side. Where both can go, the text stays an error.
func TestReadMoveByLegality(t *testing.T) {
	const (
		redChariots  = "3k5/9/9/9/9/4R4/9/4R4/9/5K3 w"   // e4 and e2: e2 cannot go three
		blackHorses  = "4k4/9/1n7/9/1n7/1P7/9/9/9/3K5 b" // b7 and b5: b5's leg to c3 is blocked
		redCannons   = "4k4/9/9/9/9/1C7/9/1C7/9/3K5 w"   // b4 and b2: b2 cannot pass b4
		blackSoldier = "4k4/9/9/9/9/6p2/5rp2/9/9/3K5 b"  // g4 and g3: f3 holds Black's chariot
	)
	cases := []struct {
		fen, want string
		text      []string
	}{
		{redChariots, "e4e7", []string{"车五进三", "車五進三", "后车进三", "R5+3"}},
		{blackHorses, "b7c5", []string{"馬２進３", "马2进3", "前马进3", "H2+3"}},
		{redCannons, "b4b8", []string{"炮八進四", "后炮进四", "C8+4"}},
		{blackSoldier, "g4f4", []string{"卒７平６", "后卒平6", "P7=6"}},
	}
	for _, c := range cases {
		p := mustFEN(t, c.fen)
		for _, text := range c.text {
			m, err := p.ReadMove(text)
			if err != nil || m.String() != c.want {
				t.Errorf("%s: ReadMove(%q) = %v, %v; want %s", c.fen, text, m, err, c.want)
			}
		}
	}
	p := mustFEN(t, twoSoldiers)
	if _, err := p.ReadMove("兵五平四"); err == nil || err.Error() != "兵五平四 is ambiguous: it fits e5f5, e6f6" {
		t.Errorf("兵五平四 with both soldiers free to go: %v", err)
	}
	p = mustFEN(t, redChariots)
	if _, err := p.ReadMove("车五进六"); err == nil || err.Error() != "车五进六 is not a legal move" {
		t.Errorf("车五进六, which neither chariot can make: %v", err)
	}
}
