package rules

import "testing"

func TestNotation(t *testing.T) {
	cases := []struct {
		fen, move                      string
		wxf, chinese, trad, vietnamese string
	}{
		{StartFEN, "h2e2", "C2=5", "炮二平五", "炮二平五", "P2-5"},
		{StartFEN, "h0g2", "H2+3", "马二进三", "傌二進三", "M2.3"},
		{StartFEN, "i0i1", "R1+1", "车一进一", "俥一進一", "X1.1"},
		{StartFEN, "c0e2", "E7+5", "相七进五", "相七進五", "T7.5"},
		{StartFEN, "f0e1", "A4+5", "仕四进五", "仕四進五", "S4.5"},
		{StartFEN, "g3g4", "P3+1", "兵三进一", "兵三進一", "B3.1"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b", "h7e7", "C8=5", "炮８平５", "砲８平５", "P8-5"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b", "b9c7", "H2+3", "马２进３", "馬２進３", "M2.3"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b", "e9e8", "K5+1", "将５进１", "將５進１", "Tg5.1"},
		// Two chariots on one file: front and rear.
		{"3k5/9/9/9/9/4R4/9/4R4/9/5K3 w", "e4d4", "R+=6", "前车平六", "前俥平六", "Xt-6"},
		{"3k5/9/9/9/9/4R4/9/4R4/9/5K3 w", "e2e1", "R--1", "后车退一", "後俥退一", "Xs/1"},
	}
	for _, c := range cases {
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
