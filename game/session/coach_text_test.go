package session

import (
	"context"
	"testing"

	"xiangqi/ai"
	"xiangqi/coach"
	"xiangqi/i18n"
	"xiangqi/rules"
)

func square(t *testing.T, s string) rules.Square {
	t.Helper()
	return move(t, s+"a0").From()
}

func TestCoachText(t *testing.T) {
	redChariot := coach.Warning{Kind: coach.Capture, Victim: rules.MakePiece(rules.Red, rules.Chariot),
		Attacker: rules.MakePiece(rules.Black, rules.Horse), At: square(t, "b5")}
	blackCannon := coach.Warning{Kind: coach.Capture, Victim: rules.MakePiece(rules.Black, rules.Cannon),
		Attacker: rules.MakePiece(rules.Red, rules.Horse), At: square(t, "c7")}
	redSoldier := coach.Warning{Kind: coach.Capture, Victim: rules.MakePiece(rules.Red, rules.Soldier),
		Attacker: rules.MakePiece(rules.Black, rules.Soldier), At: square(t, "i4")}
	mate := coach.Warning{Kind: coach.Mate, MateIn: 2, Attacker: rules.MakePiece(rules.Black, rules.Chariot)}
	mate1 := coach.Warning{Kind: coach.Mate, MateIn: 1, Attacker: rules.MakePiece(rules.Black, rules.Chariot)}
	loses := coach.Warning{Kind: coach.Material, Victim: rules.MakePiece(rules.Red, rules.Chariot), Attacker: rules.MakePiece(rules.Black, rules.Horse)}
	for _, tc := range []struct {
		w    coach.Warning
		l    i18n.Lang
		n    rules.Notation
		want string
	}{
		{redChariot, i18n.LangEn, rules.WXF, "Your chariot on the 8th file can be taken by the horse."},
		{redChariot, i18n.LangEn, rules.ICCS, "Your chariot on b5 can be taken by the horse."},
		{redChariot, i18n.LangVi, rules.Vietnamese, "Xe của bạn ở cột 8 sẽ bị mã ăn."},
		{redChariot, i18n.LangVi, rules.ICCS, "Xe của bạn ở b5 sẽ bị mã ăn."},
		{redChariot, i18n.LangZh, rules.Chinese, "你的八路车会被马吃掉。"},
		{redChariot, i18n.LangZh, rules.WXF, "你的8路车会被马吃掉。"},
		{redChariot, i18n.LangZh, rules.ICCS, "你在 b5 的车会被马吃掉。"},
		// Black counts its files from its own right, the board's file a.
		{blackCannon, i18n.LangEn, rules.WXF, "Your cannon on the 3rd file can be taken by the horse."},
		{blackCannon, i18n.LangZh, rules.Chinese, "你的３路炮会被马吃掉。"},
		{blackCannon, i18n.LangVi, rules.Vietnamese, "Pháo của bạn ở cột 3 sẽ bị mã ăn."},
		{redSoldier, i18n.LangZh, rules.Chinese, "你的一路兵会被卒吃掉。"},
		{redSoldier, i18n.LangEn, rules.WXF, "Your soldier on the 1st file can be taken by the soldier."},
		{mate, i18n.LangEn, rules.WXF, "This walks into mate in 2."},
		{mate1, i18n.LangEn, rules.WXF, "This walks into mate in 1."},
		{mate, i18n.LangVi, rules.Vietnamese, "Nước này để đối phương chiếu bí sau 2 nước."},
		{mate, i18n.LangZh, rules.Chinese, "走这步会被对方 2 步杀。"},
		{loses, i18n.LangEn, rules.WXF, "After the horse's reply you lose your chariot."},
		{loses, i18n.LangVi, rules.Vietnamese, "Sau nước đáp của mã, bạn sẽ mất xe."},
		{loses, i18n.LangZh, rules.Chinese, "对方马一动，你就要失车。"},
		{coach.Warning{}, i18n.LangEn, rules.WXF, ""},
	} {
		if got := CoachText(tc.w, tc.l, tc.n); got != tc.want {
			t.Errorf("%+v in %s, notation %d: %q, want %q", tc.w, tc.l.Code(), tc.n, got, tc.want)
		}
	}
}

// From the judgement to the sentence: the cannon that takes the central
// soldier is named with its file and the horse that takes it.
func TestCoachTextOfJudgement(t *testing.T) {
	g := blunderGame(t)
	pos := g.Position()
	keys := g.Keys()
	v := coach.New(4, 0).Check(context.Background(), coach.Request{Pos: pos, Move: move(t, "e2e6"),
		History: aiHistory(keys[:len(keys)-1], g.Checks(), g.Moves())})
	s := Settings{}
	for _, tc := range []struct {
		lang string
		l    i18n.Lang
		want string
	}{
		{"en", i18n.LangEn, "Your cannon on the 5th file can be taken by the horse."},
		{"vi", i18n.LangVi, "Pháo của bạn ở cột 5 sẽ bị mã ăn."},
		{"zh", i18n.LangZh, "你的五路炮会被马吃掉。"},
	} {
		if got := CoachText(v.Warning, tc.l, s.MoveNotation(tc.lang)); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.lang, got, tc.want)
		}
	}
}

func aiHistory(keys []uint64, checks []bool, moves []rules.Move) ai.History {
	return ai.History{Keys: keys, Checks: checks, Moves: moves}
}
