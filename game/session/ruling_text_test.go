package session

import (
	"strings"
	"testing"

	"xiangqi/i18n"
	"xiangqi/rules"
)

// rulingGame plays cycle (four ICCS moves) twice from fen: the third
// occurrence of the start ends the game by a ruling.
func rulingGame(t *testing.T, fen, cycle string) *rules.Game {
	t.Helper()
	pos, err := rules.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	g := rules.NewGame(pos)
	ms := strings.Fields(cycle)
	for i := 0; i < 2*len(ms); i++ {
		if err := g.PlayText(ms[i%len(ms)]); err != nil {
			t.Fatalf("%s: %v", ms[i%len(ms)], err)
		}
	}
	return g
}

// The positions of the rulings (rules' TestRulingExplains; the mutual
// chase found by playing two-move shuttles in small positions).
const (
	fenPerpetualCheck     = "4k4/8R/9/9/9/9/9/9/9/3K5 w"
	cyclePerpetualCheck   = "i8i9 e9e8 i9i8 e8e9"
	fenPerpetualChase     = "3k5/9/9/1r1N5/9/9/9/B8/4AK3/3A5 w"
	cyclePerpetualChase   = "d6c8 b6b7 c8d6 b7b6"
	fenUnprotectedChase   = "3k5/7r1/9/9/9/9/9/3A1A3/4K2N1/6B2 w"
	cycleUnprotectedChase = "h1i3 h8i8 i3h1 i8h8"
	fenMutualChase        = "4k4/2n6/9/3R5/2c2R3/9/9/3K5/9/9 w"
	cycleMutualChase      = "d6d5 c8b6 d5d6 b6c8"
	fenMutualCheck        = "9/9/3r1k3/3c5/9/9/3R5/3K1C3/9/9 w"
	cycleMutualCheck      = "d3f3 d6f6 f3d3 f6d6"
	fenIdle               = "1n1k5/9/9/9/9/9/9/9/9/1N2K4 w"
	cycleIdle             = "b0c2 b9c7 c2b0 c7b9"
)

// TestExplainRuling: the sentence, arrows and cycle of each kind of
// ruling, in the three languages and in coordinates and Chinese notation.
func TestExplainRuling(t *testing.T) {
	type want struct {
		lang i18n.Lang
		n    rules.Notation
		text string
	}
	cases := []struct {
		name, fen, cycle string
		rule             rules.Rule
		arrows           string
		texts            []want
	}{
		{"perpetual check", fenPerpetualCheck, cyclePerpetualCheck, rules.RulePerpetualCheck, "i8e8", []want{
			{i18n.LangEn, rules.ICCS, "Red's chariot gave check 4 times in a row (i8i9, i9i8, i8i9, i9i8). Rule: perpetual check loses."},
			{i18n.LangVi, rules.ICCS, "Xe Đỏ chiếu 4 lần liên tiếp (i8i9, i9i8, i8i9, i9i8). Luật: chiếu dai thì xử thua."},
			{i18n.LangZh, rules.Chinese, "红方的车连续将军4次（车一进一、车一退一、车一进一、车一退一）。规则：长将判负。"},
		}},
		{"horse chases a chariot", fenPerpetualChase, cyclePerpetualChase, rules.RulePerpetualChase, "d6b7", []want{
			{i18n.LangEn, rules.ICCS, "Red's horse chased Black's chariot 4 times in a row (d6c8, c8d6, d6c8, c8d6). A horse or cannon attacking a chariot chases it even when it is protected. Rule: perpetual chase loses."},
			{i18n.LangVi, rules.ICCS, "Mã Đỏ đuổi bắt xe Đen 4 lần liên tiếp (d6c8, c8d6, d6c8, c8d6). Mã hay pháo đuổi xe thì tính là bắt, dù xe có quân bảo vệ. Luật: đuổi bắt dai thì xử thua."},
			{i18n.LangZh, rules.Chinese, "红方的马连续捉黑方的车4次（马六进七、马七退六、马六进七、马七退六）。马或炮捉车，车有根也算捉。规则：长捉判负。"},
		}},
		{"chariot chases an unprotected horse", fenUnprotectedChase, cycleUnprotectedChase, rules.RulePerpetualChase, "h8h1", []want{
			{i18n.LangEn, rules.Chinese, "Black's chariot chased Red's horse 4 times in a row (车８平９, 车９平８, 车８平９, 车９平８). The horse had no protector able to take back. Rule: perpetual chase loses."},
			{i18n.LangVi, rules.ICCS, "Xe Đen đuổi bắt mã Đỏ 4 lần liên tiếp (h8i8, i8h8, h8i8, i8h8). Mã không có quân bảo vệ ăn lại được. Luật: đuổi bắt dai thì xử thua."},
			{i18n.LangZh, rules.ICCS, "黑方的车连续捉红方的马4次（h8i8、i8h8、h8i8、i8h8）。马无根：它被吃了，没有子能吃回。规则：长捉判负。"},
		}},
		{"mutual chase", fenMutualChase, cycleMutualChase, rules.RuleMutualChase, "f5c5 c8d6", []want{
			{i18n.LangEn, rules.ICCS, "Red's chariot chased Black's cannon 4 times in a row (d6d5, d5d6, d6d5, d5d6). The cannon had no protector able to take back. Black's horse chased Red's chariot 4 times in a row (c8b6, b6c8, c8b6, b6c8). A horse or cannon attacking a chariot chases it even when it is protected. Rule: when both sides chase perpetually, it is a draw."},
			{i18n.LangVi, rules.ICCS, "Xe Đỏ đuổi bắt pháo Đen 4 lần liên tiếp (d6d5, d5d6, d6d5, d5d6). Pháo không có quân bảo vệ ăn lại được. Mã Đen đuổi bắt xe Đỏ 4 lần liên tiếp (c8b6, b6c8, c8b6, b6c8). Mã hay pháo đuổi xe thì tính là bắt, dù xe có quân bảo vệ. Luật: hai bên cùng đuổi bắt dai thì xử hòa."},
			{i18n.LangZh, rules.Chinese, "红方的车连续捉黑方的炮4次（车六退一、车六进一、车六退一、车六进一）。炮无根：它被吃了，没有子能吃回。黑方的马连续捉红方的车4次（马３进２、马２退３、马３进２、马２退３）。马或炮捉车，车有根也算捉。规则：双方长捉，判和。"},
		}},
		{"chariot held by a horse (rule 19)", "3ak4/5rN2/9/9/9/9/5R3/9/9/3K5 w", "f3f2 d9e8 f2f3 e8d9", rules.RulePerpetualChase, "f3f8", []want{
			{i18n.LangEn, rules.ICCS, "Red's chariot chased Black's chariot 4 times in a row (f3f2, f2f3, f3f2, f2f3). The chariot had no protector able to take back. The chariot was pinned to its general and could not move away, so every move that attacked it again counted as a new chase. Rule: perpetual chase loses."},
			{i18n.LangVi, rules.ICCS, "Xe Đỏ đuổi bắt xe Đen 4 lần liên tiếp (f3f2, f2f3, f3f2, f2f3). Xe không có quân bảo vệ ăn lại được. Xe bị ghim vào tướng, không thể tránh đi, nên mỗi nước tấn công lại nó đều tính là một lần bắt mới. Luật: đuổi bắt dai thì xử thua."},
			{i18n.LangZh, rules.ICCS, "红方的车连续捉黑方的车4次（f3f2、f2f3、f3f2、f2f3）。车无根：它被吃了，没有子能吃回。车不能走开：走开了自己的将就被将军，所以每步再攻击它都算一次新的捉。规则：长捉判负。"},
		}},
		{"mutual check", fenMutualCheck, cycleMutualCheck, rules.RuleMutualCheck, "d6d2 f2f7", []want{
			{i18n.LangEn, rules.ICCS, "Red's chariot and cannon gave check 4 times in a row (d3f3, f3d3, d3f3, f3d3). Black's chariot and cannon gave check 4 times in a row (d6f6, f6d6, d6f6, f6d6). Rule: when both sides check perpetually, it is a draw."},
		}},
		{"idle", fenIdle, cycleIdle, rules.RuleIdle, "", []want{
			{i18n.LangEn, rules.ICCS, "The position came three times and neither side checked or chased with every move. Rule: such a repetition is a draw."},
			{i18n.LangZh, rules.ICCS, "局面重复三次，双方都不是每步将军或捉子。规则：这样的重复判和。"},
		}},
	}
	for _, c := range cases {
		g := rulingGame(t, c.fen, c.cycle)
		for _, w := range c.texts {
			e, ok := ExplainGame(g, w.lang, w.n)
			if !ok {
				t.Fatalf("%s: no ruling (%v)", c.name, g.Status())
			}
			if e.Rule != c.rule || e.From != 0 || e.To != 8 {
				t.Errorf("%s: %v [%d:%d], want %v [0:8]", c.name, e.Rule, e.From, e.To, c.rule)
			}
			if e.Text != w.text {
				t.Errorf("%s (%s):\n got %s\nwant %s", c.name, w.lang.Code(), e.Text, w.text)
			}
			var as []string
			for _, a := range e.Arrows {
				as = append(as, a.From.String()+a.To.String())
			}
			if got := strings.Join(as, " "); got != c.arrows {
				t.Errorf("%s: arrows %q, want %q", c.name, got, c.arrows)
			}
		}
	}
	// A game that ended otherwise has no explanation.
	g := rulingGame(t, fenIdle, cycleIdle)
	g.Undo()
	if _, ok := ExplainGame(g, i18n.LangEn, rules.ICCS); ok {
		t.Error("an explanation for a game going on")
	}
}

// TestWarningExplained: one move before a perpetual chase loses, the
// warning names the move and the rule, and its explanation counts the move.
func TestWarningExplained(t *testing.T) {
	g := rulingGame(t, fenUnprotectedChase, cycleUnprotectedChase)
	g.Undo() // Black's i8h8 would end it
	mv, err := rules.ParseMoveText("i8h8")
	if err != nil {
		t.Fatal(err)
	}
	r, ok := g.Warning(mv)
	if !ok {
		t.Fatal("no warning before the losing move")
	}
	for _, c := range []struct {
		lang i18n.Lang
		n    rules.Notation
		want string
	}{
		{i18n.LangEn, rules.ICCS, "Repeating i8h8 loses by perpetual chase"},
		{i18n.LangVi, rules.Chinese, "Lặp lại 车９平８ sẽ thua vì đuổi bắt dai"},
		{i18n.LangZh, rules.Chinese, "再走车９平８：长捉判负"},
	} {
		if got := WarningText(g, mv, r, c.lang, c.n); got != c.want {
			t.Errorf("%s: %q, want %q", c.lang.Code(), got, c.want)
		}
	}
	e := ExplainWarning(g, mv, r, i18n.LangEn, rules.ICCS)
	if e.To != 8 || len(e.Arrows) != 1 || e.Arrows[0] != (Arrow{mustSquare(t, "h8"), mustSquare(t, "h1")}) {
		t.Errorf("warning explained %+v", e)
	}
	if !strings.HasPrefix(e.Text, "Black's chariot chased Red's horse 4 times in a row (h8i8, i8h8, h8i8, i8h8).") {
		t.Errorf("warning's explanation %q", e.Text)
	}
}

func mustSquare(t *testing.T, s string) rules.Square {
	t.Helper()
	q, err := rules.ParseSquare(s)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

// TestEveryRulingHasText walks the rules and the reasons a piece counts as
// chased up to the last one defined (the last whose String does not run
// past its table): a value added to rules without a text here fails.
func TestEveryRulingHasText(t *testing.T) {
	defined := func(f func()) (ok bool) {
		defer func() {
			if recover() != nil {
				ok = false
			}
		}()
		f()
		return true
	}
	n := 0
	for r := rules.RulePerpetualCheck; defined(func() { _ = r.String() }); r++ {
		n++
		msg, ok := ruleMsgs[r]
		if !ok {
			t.Errorf("rule %v has no text", r)
			continue
		}
		for _, l := range []i18n.Lang{i18n.LangVi, i18n.LangEn, i18n.LangZh} {
			if l.Text(msg) == "" {
				t.Errorf("rule %v: no %s text", r, l.Code())
			}
		}
	}
	if n < 5 {
		t.Errorf("%d rules walked, want at least 5", n)
	}
	n = 0
	for w := rules.Unprotected; defined(func() { _ = w.String() }); w++ {
		n++
		msg, ok := whyMsgs[w]
		if !ok {
			t.Errorf("chase reason %v has no text", w)
			continue
		}
		for _, l := range []i18n.Lang{i18n.LangVi, i18n.LangEn, i18n.LangZh} {
			if l.Text(msg) == "" {
				t.Errorf("chase reason %v: no %s text", w, l.Code())
			}
		}
	}
	if n < 3 {
		t.Errorf("%d chase reasons walked, want at least 3", n)
	}
}
