package rules

import "testing"

// Positions with like pieces sharing a file, Red to move unless the FEN
// says b.
const (
	twoChariots    = "3k5/9/9/9/9/4R4/9/4R4/9/5K3 w"
	twoHorses      = "3k5/9/9/9/4N4/9/4N4/9/9/5K3 w"
	twoCannonsB    = "4k4/9/9/2c6/9/9/2c6/9/9/3K5 b"
	twoSoldiers    = "3k5/9/9/4P4/4P4/9/9/9/9/5K3 w"
	threeSoldiers  = "3k5/9/4P4/4P4/4P4/9/9/9/9/5K3 w"
	fourSoldiers   = "3k5/4P4/4P4/4P4/4P4/9/9/9/9/5K3 w"
	fiveSoldiers   = "P3k4/P8/P8/P8/P8/9/9/9/9/3K5 w"
	fiveSoldiersB  = "4k4/9/9/9/4p4/4p4/4p4/4p4/4p4/3K5 b"
	twoFiles       = "3k5/9/2P3P2/2P3P2/6P2/9/9/9/9/5K3 w" // 3 on file 三, 2 on 七
	twoFilesB      = "4k4/9/9/9/9/2p3p2/2p3p2/9/9/3K5 b"   // 2 on file 3, 2 on 7
	twoAdvisors    = "4k4/9/9/9/9/9/9/5A3/9/3K1A3 w"
	twoElephants   = "4k4/9/9/9/9/2B6/9/9/9/2BK5 w"
	blackAfterC2e5 = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b"
)

// notationCases are moves with their texts in every notation, checked by
// hand against the rules in the Notation comment.
var notationCases = []struct {
	fen, move                      string
	wxf, chinese, trad, vietnamese string
}{
	{StartFEN, "h2e2", "C2=5", "炮二平五", "炮二平五", "P2-5"},
	{StartFEN, "h0g2", "H2+3", "马二进三", "傌二進三", "M2.3"},
	{StartFEN, "i0i1", "R1+1", "车一进一", "俥一進一", "X1.1"},
	{StartFEN, "c0e2", "E7+5", "相七进五", "相七進五", "T7.5"},
	{StartFEN, "f0e1", "A4+5", "仕四进五", "仕四進五", "S4.5"},
	{StartFEN, "g3g4", "P3+1", "兵三进一", "兵三進一", "B3.1"},
	{StartFEN, "e0e1", "K5+1", "帅五进一", "帥五進一", "Tg5.1"},
	{blackAfterC2e5, "h7e7", "C8=5", "炮８平５", "砲８平５", "P8-5"},
	{blackAfterC2e5, "b9c7", "H2+3", "马２进３", "馬２進３", "M2.3"},
	{blackAfterC2e5, "e9e8", "K5+1", "将５进１", "將５進１", "Tg5.1"},
	{blackAfterC2e5, "c9e7", "E3+5", "象３进５", "象３進５", "T3.5"},
	{blackAfterC2e5, "a6a5", "P1+1", "卒１进１", "卒１進１", "B1.1"},
	// Two chariots on one file: front and rear.
	{twoChariots, "e4d4", "R+=6", "前车平六", "前俥平六", "Xt-6"},
	{twoChariots, "e2e1", "R--1", "后车退一", "後俥退一", "Xs/1"},
	{twoChariots, "e2e3", "R-+1", "后车进一", "後俥進一", "Xs.1"},
	// Two horses.
	{twoHorses, "e5d7", "H++6", "前马进六", "前傌進六", "Mt.6"},
	{twoHorses, "e3f1", "H--4", "后马退四", "後傌退四", "Ms/4"},
	// Two black cannons: Black's front is toward rank 0.
	{twoCannonsB, "c3c0", "C++3", "前炮进３", "前砲進３", "Pt.3"},
	{twoCannonsB, "c6g6", "C-=7", "后炮平７", "後砲平７", "Ps-7"},
	// Two soldiers.
	{twoSoldiers, "e6f6", "P+=4", "前兵平四", "前兵平四", "Bt-4"},
	{twoSoldiers, "e5d5", "P-=6", "后兵平六", "後兵平六", "Bs-6"},
	// Three soldiers: front, middle, rear.
	{threeSoldiers, "e7e8", "P++1", "前兵进一", "前兵進一", "Bt.1"},
	{threeSoldiers, "e6d6", "P5=6", "中兵平六", "中兵平六", "Bg-6"},
	{threeSoldiers, "e5f5", "P-=4", "后兵平四", "後兵平四", "Bs-4"},
	// Four soldiers: counted from the front.
	{fourSoldiers, "e8d8", "++=6", "一兵平六", "一兵平六", "Bt-6"},
	{fourSoldiers, "e8e9", "+++1", "一兵进一", "一兵進一", "Bt.1"},
	{fourSoldiers, "e7f7", "P+=4", "二兵平四", "二兵平四", "Bgt-4"},
	{fourSoldiers, "e6d6", "P-=6", "三兵平六", "三兵平六", "Bgs-6"},
	{fourSoldiers, "e5f5", "--=4", "四兵平四", "四兵平四", "Bs-4"},
	// Five soldiers.
	{fiveSoldiers, "a9b9", "++=8", "一兵平八", "一兵平八", "Bt-8"},
	{fiveSoldiers, "a8b8", "P+=8", "二兵平八", "二兵平八", "Bgt-8"},
	{fiveSoldiers, "a7b7", "P9=8", "三兵平八", "三兵平八", "Bg-8"},
	{fiveSoldiers, "a6b6", "P-=8", "四兵平八", "四兵平八", "Bgs-8"},
	{fiveSoldiers, "a5b5", "--=8", "五兵平八", "五兵平八", "Bs-8"},
	{fiveSoldiersB, "e1d1", "++=4", "一卒平４", "一卒平４", "Bt-4"},
	{fiveSoldiersB, "e2f2", "P+=6", "二卒平６", "二卒平６", "Bgt-6"},
	{fiveSoldiersB, "e3d3", "P5=4", "三卒平４", "三卒平４", "Bg-4"},
	{fiveSoldiersB, "e4f4", "P-=6", "四卒平６", "四卒平６", "Bgs-6"},
	// Soldiers doubled on two files: the file is added.
	{twoFiles, "g7g8", "3++1", "前兵三进一", "前兵三進一", "Bt3.1"},
	{twoFiles, "g6h6", "33=2", "中兵三平二", "中兵三平二", "Bg3-2"},
	{twoFiles, "g5f5", "3-=4", "后兵三平四", "後兵三平四", "Bs3-4"},
	{twoFiles, "c7b7", "7+=8", "前兵七平八", "前兵七平八", "Bt7-8"},
	{twoFiles, "c6d6", "7-=6", "后兵七平六", "後兵七平六", "Bs7-6"},
	{twoFilesB, "c3c2", "3++1", "前卒３进１", "前卒３進１", "Bt3.1"},
	{twoFilesB, "c4b4", "3-=2", "后卒３平２", "後卒３平２", "Bs3-2"},
	{twoFilesB, "g4h4", "7-=8", "后卒７平８", "後卒７平８", "Bs7-8"},
	// Advisors and elephants sharing a file are never marked.
	{twoAdvisors, "f2e1", "A4-5", "仕四退五", "仕四退五", "S4/5"},
	{twoAdvisors, "f0e1", "A4+5", "仕四进五", "仕四進五", "S4.5"},
	{twoElephants, "c4e2", "E7-5", "相七退五", "相七退五", "T7/5"},
	{twoElephants, "c0a2", "E7+9", "相七进九", "相七進九", "T7.9"},
}

func TestNotation(t *testing.T) {
	for _, c := range notationCases {
		p := mustFEN(t, c.fen)
		m, err := ParseMoveText(c.move)
		if err != nil || !p.IsLegal(m) {
			t.Fatalf("%s: %s not legal (%v)", c.fen, c.move, err)
		}
		for n, want := range map[Notation]string{ICCS: c.move, WXF: c.wxf, Chinese: c.chinese, ChineseTraditional: c.trad, Vietnamese: c.vietnamese} {
			if got := p.Notate(m, n); got != want {
				t.Errorf("%s %s notation %d: got %s, want %s", c.fen, c.move, n, got, want)
			}
		}
	}
}

// TestNotationReadsBack reads every text of notationCases back.
func TestNotationReadsBack(t *testing.T) {
	for _, c := range notationCases {
		p := mustFEN(t, c.fen)
		for _, text := range []string{c.move, c.wxf, c.chinese, c.trad, c.vietnamese} {
			m, err := p.ReadMove(text)
			if err != nil || m.String() != c.move {
				t.Errorf("%s: ReadMove(%s) = %v, %v; want %s", c.fen, text, m, err, c.move)
			}
		}
	}
}

// TestWXFTandemForms: the official WXF notation page (AXF 1980/82, WXF
// 1997) writes a tandem piece's place in place of its file digit, after
// the letter: 車前平三 R+.3, 炮後退一 C--1, as Notate does (with = for
// the full stop). The forms with the sign before the letter (+R=3, +H-6,
// +P+1), which some programs and books use, are read as well, and so is
// the page's full stop.
func TestWXFTandemForms(t *testing.T) {
	for _, c := range []struct {
		fen, move, wxf string
		also           []string
	}{
		{twoChariots, "e4g4", "R+=3", []string{"R+.3", "+R=3", "+R.3"}},
		{"3k5/9/9/9/9/4C4/9/4C4/9/5K3 w", "e2e1", "C--1", []string{"-C-1"}},
		{twoHorses, "e3d1", "H--6", []string{"-H-6"}},
		{twoHorses, "e5f7", "H++4", []string{"+H+4"}},
		{twoSoldiers, "e6e7", "P++1", []string{"+P+1"}},
		{twoSoldiers, "e5d5", "P-=6", []string{"-P=6", "P-.6"}},
		{threeSoldiers, "e7e8", "P++1", []string{"+P+1"}},
		{threeSoldiers, "e6f6", "P5=4", []string{"P5.4"}},
		{threeSoldiers, "e5d5", "P-=6", []string{"-P=6"}},
	} {
		p := mustFEN(t, c.fen)
		m, err := ParseMoveText(c.move)
		if err != nil {
			t.Fatal(err)
		}
		if !p.IsLegal(m) {
			t.Fatalf("%s: %s is not legal", c.fen, c.move)
		}
		if got := p.Notate(m, WXF); got != c.wxf {
			t.Errorf("%s %s: %s, want %s", c.fen, c.move, got, c.wxf)
		}
		for _, text := range append([]string{c.wxf}, c.also...) {
			if got, err := p.ReadMove(text); err != nil || got != m {
				t.Errorf("%s: ReadMove(%q) = %v, %v; want %s", c.fen, text, got, err, c.move)
			}
		}
	}
}
