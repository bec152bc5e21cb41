package game

import "xiangqi/game/geom"

// picker is a choice among a few options, shown as buttons with the chosen
// one marked, all at once: every choice of the New game screen and of
// Settings.
type picker struct {
	rects    []rect   // where each option is
	labels   []string // what each says
	chosen   int      // the option marked as chosen; -1 for none
	disabled bool     // the choice does not apply now
	choose   func(i int)
}

func (pk picker) buttons() []button {
	bs := make([]button, len(pk.rects))
	for i, r := range pk.rects {
		bs[i] = button{r: r, label: pk.labels[i], selected: i == pk.chosen, disabled: pk.disabled, act: func() { pk.choose(i) }}
	}
	return bs
}

// rowRects splits r into n rects side by side with gap between them.
func rowRects(r rect, n int, gap float64) []rect { return geom.Row(r, n, gap) }
