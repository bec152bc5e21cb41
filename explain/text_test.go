package explain

import (
	"testing"

	"xiangqi/i18n"
	"xiangqi/rules"
)

// TestText: the phrases in the three languages, with the pieces named as
// the game names them (in Chinese by side: 兵 and 卒, 帅 and 将).
func TestText(t *testing.T) {
	start := rules.StartPosition()
	cases := []struct {
		pos        rules.Position
		move       string
		vi, en, zh string
	}{
		{board(t, "w", "Kd0", "ke9", "Ra8", "Rb0"), "b0b9", "chiếu bí", "checkmates", "将死对方"},
		{board(t, "w", "Kd0", "ke9", "Rc0", "cc5"), "c0c5", "ăn pháo", "wins the cannon", "吃掉炮"},
		{board(t, "w", "Kd0", "ke9", "Rc0", "rc5", "nb7"), "c0c5", "đổi xe", "trades chariots", "吃车，对方吃回"},
		{board(t, "w", "Kd0", "ke9", "Nb3", "cc5", "rc9"), "b3c5", "đổi mã lấy pháo", "trades the horse for the cannon", "用马吃炮，对方吃回"},
		{board(t, "w", "Kd0", "ke9", "Ne5", "rb8", "cf6"), "e5d7", "chiếu tướng và bắt đôi xe, pháo", "checks and forks the chariot and cannon", "将军，同时捉车和炮"},
		{board(t, "w", "Kd0", "ke9", "Nc3", "rc7", "cf6"), "c3d5", "bắt đôi xe và pháo", "forks the chariot and cannon", "同时捉车和炮"},
		{board(t, "w", "Kd0", "ke9", "Ra7", "nh7"), "a7e7", "chiếu tướng và dọa ăn mã", "checks and attacks the horse", "将军并捉马"},
		{board(t, "w", "Kd0", "ke9", "Ra1", "Rb0"), "a1a8", "dọa chiếu bí", "threatens mate", "叫杀"},
		{board(t, "w", "Kd0", "ke9", "Rb0"), "b0b9", "chiếu tướng", "gives check", "将军"},
		{start, "h2e2", "dọa ăn tốt", "attacks the soldier", "捉卒"},
		{board(t, "w", "Kd0", "kf9", "rd5"), "d0e0", "thoát chiếu", "gets out of check", "应将"},
		{board(t, "w", "Kd0", "ke9", "Nb2", "rb7"), "b2c0", "cứu mã khỏi bị ăn", "moves the horse to safety", "让马逃开"},
		{board(t, "w", "Kd0", "ke9", "Nc3", "rc7", "Ra0"), "a0a3", "bảo vệ mã ở cột 7", "defends the horse on file 7", "保七路马"},
		{board(t, "b", "Kd0", "ke9", "nc6", "Rc2", "ra9"), "a9a6", "bảo vệ mã ở cột 3", "defends the horse on file 3", "保３路马"}, // Black counts from its own right
		{start, "h0g2", "phát triển quân mã", "develops the horse", "出马"},
		{board(t, "w", "Kd0", "ke9", "Nc2", "pc6", "pe6"), "c2d4", "bắt đôi hai tốt", "forks two soldiers", "同时捉两个卒"},
		{board(t, "w", "Kd0", "ke9", "Rc0", "pc5", "nb7"), "c0c5", "thí xe", "sacrifices the chariot", "弃车"},
		{start, "a3a4", "cải thiện vị trí của tốt", "brings the soldier to a better point", "调整兵的位置"},
	}
	for _, c := range cases {
		e := Explain(c.pos, move(t, c.move))
		for l, want := range map[i18n.Lang]string{i18n.LangVi: c.vi, i18n.LangEn: c.en, i18n.LangZh: c.zh} {
			if got := Text(l, e); got != want {
				t.Errorf("%s in %s (%s): %q, want %q", c.move, c.pos.FEN(), l.Code(), got, want)
			}
		}
	}
	if got := Text(i18n.LangEn, Explanation{}); got != "" {
		t.Errorf("None says %q", got)
	}
}

func TestThreatText(t *testing.T) {
	p := board(t, "w", "Kd0", "ke9", "Nc3", "rc7")
	th := Threats(p, 1)
	if len(th) != 1 {
		t.Fatalf("threats %+v", th)
	}
	for l, want := range map[i18n.Lang]string{i18n.LangVi: "xe có thể ăn mã", i18n.LangEn: "the chariot can take the horse", i18n.LangZh: "车可以吃马"} {
		if got := ThreatText(l, th[0]); got != want {
			t.Errorf("%s: %q, want %q", l.Code(), got, want)
		}
	}
	mate := Threats(board(t, "w", "Ke0", "kd9", "ra1", "rb9"), 1)
	if len(mate) != 1 || ThreatText(i18n.LangEn, mate[0]) != "the opponent threatens mate" {
		t.Errorf("mate threat %+v says %q", mate, ThreatText(i18n.LangEn, mate[0]))
	}
	// In Chinese each side's soldier has its own character.
	if Name(i18n.LangZh, piece(rules.Red, rules.Soldier), 1) != "兵" || Name(i18n.LangZh, piece(rules.Black, rules.Soldier), 1) != "卒" {
		t.Errorf("soldiers: %q, %q", Name(i18n.LangZh, piece(rules.Red, rules.Soldier), 1), Name(i18n.LangZh, piece(rules.Black, rules.Soldier), 1))
	}
}
