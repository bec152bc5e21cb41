//go:build display

package game

import (
	"strings"
	"testing"

	"xiangqi/game/textfit"
)

// longNames is an imported record whose players and event make a first
// line far wider than a phone's row.
const longNames = `[Event "第三届全国象棋电脑博弈锦标赛 决赛"]
[Red "相眼竞技 – 棋乐无穷 XQWizard 2006 冠军版"]
[Black "棋乐无穷 Nguyễn Văn Đỏ – Trần Thị Đen"]

1. h2e2 h9g7 2. h0g2 i9h9

[Event "Club evening"]
[Red "Lan"]
[Black "Minh"]

1. h2e2 h9g7
`

// TestGamesRowsCutAtReadableSize: on the narrowest phone, a Games row
// whose first line is too long is cut with "…" at 14 dp or more (it used
// to be shrunk until it fitted, to some 8 px), fits its row, and keeps the
// start of the line; a line that fits is left whole, at its full size.
func TestGamesRowsCutAtReadableSize(t *testing.T) {
	g, _ := newTestGame(t, Config{})
	c := g.c
	c.setSize(360, 640, 1)
	if _, err := c.game.Library.Import([]byte(longNames), nil, c.now()); err != nil {
		t.Fatal(err)
	}
	gs := openGames(c)
	rows := gamesRows(t, g, gs)
	if len(rows) != 2 {
		t.Fatalf("%d games in the library, want 2", len(rows))
	}
	long := -1
	for i, r := range rows {
		if r.Black != "Minh" {
			long = i
		}
	}
	w := gs.geometry(c).col.W - 24
	whole, _ := gs.m.Describe(rows[long])
	lines := rowLines(c, gs.m, rows[long], w)
	first := lines[0]
	if first.px < 14 {
		t.Errorf("first line drawn at %.1f px, want 14 or more", first.px)
	}
	if !strings.HasSuffix(first.s, textfit.Ellipsis) || !strings.HasPrefix(whole, strings.TrimSuffix(first.s, textfit.Ellipsis)) {
		t.Errorf("first line %q is not a start of %q cut with an ellipsis", first.s, whole)
	}
	if fw := measure(first.s, c.paint.fonts.UI(first.px)); fw > w {
		t.Errorf("first line %q is %.0f px wide in a row of %.0f", first.s, fw, w)
	}
	if !strings.Contains(first.s, "相眼竞技") {
		t.Errorf("first line %q lost the players' names", first.s)
	}
	// The second line ("No result · 2 moves · the opening") keeps its
	// result and length whole, at 14 px or more; the opening's name, last,
	// may be cut.
	if lines[1].px < 14 || !strings.HasPrefix(lines[1].s, "No result recorded · 2 moves · ") {
		t.Errorf("second line %q at %.1f px, want its result and length whole at 14 or more", lines[1].s, lines[1].px)
	}
	// A short row is whole, at its full size.
	short := 1 - long
	want, _ := gs.m.Describe(rows[short])
	if l := rowLines(c, gs.m, rows[short], w)[0]; l.s != want || l.px != 16 {
		t.Errorf("the short row's first line is %q at %.1f px, want %q at 16", l.s, l.px, want)
	}
	t.Logf("cut to %q at %.1f px", first.s, first.px)
}
