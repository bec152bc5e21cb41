package game

// picker is a choice among a few options, shown as buttons with the chosen
// one marked, all at once: the New game screen's side and level, and
// every choice of Settings.
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
func rowRects(r rect, n int, gap float64) []rect {
	w := (r.W - float64(n-1)*gap) / float64(n)
	out := make([]rect, n)
	for i := range out {
		out[i] = rect{r.X + float64(i)*(w+gap), r.Y, w, r.H}
	}
	return out
}

// columnRects stacks n rects of r's size, the first at r, each step below
// the one before.
func columnRects(r rect, n int, step float64) []rect {
	out := make([]rect, n)
	for i := range out {
		out[i] = rect{r.X, r.Y + float64(i)*step, r.W, r.H}
	}
	return out
}
