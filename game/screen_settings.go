package game

import (
	"image"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"xiangqi/game/session"
	"xiangqi/game/settings"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// settingsScreen is the view of Settings (settings.Model): it lays the
// choices out, each with all its options at once — a row (or a few rows)
// of options under each choice's name, the one chosen marked, and On/Off
// beside the name of each switch — turns taps into the model's choices
// and draws the model. In landscape the choices stand in two columns;
// when they do not fit, they scroll between the title and Back.
type settingsScreen struct {
	m      *settings.Model
	press  buttonPress
	scroll scroller
}

func newSettingsScreen(c *ctx) *settingsScreen {
	return &settingsScreen{m: settings.New(c.env(), c.game, c.levelRatings())}
}

// settingsItem is one choice of a form (Settings, New game) as its view
// lays it out: the model's choice and how its options look.
type settingsItem struct {
	ui.Choice
	// sample, when set, draws option i's look in the left sampleDP of
	// its button (the piece sets and themes).
	sample   func(dst *ebiten.Image, r rect, i int)
	sampleDP float64
	// withPrev keeps the choice in the column of the one before it (New
	// game's custom clock under the clock's presets).
	withPrev bool
}

// formItems are a form's choices as laid out: the piece sets and themes
// with their looks, the custom clock kept with the clock's presets.
func formItems(c *ctx, cs []ui.Choice) []settingsItem {
	items := make([]settingsItem, len(cs))
	for i, ch := range cs {
		it := settingsItem{Choice: ch}
		switch ch.Name {
		case i18n.MsgPieceSet:
			it.sampleDP = 40
			it.sample = func(dst *ebiten.Image, r rect, i int) {
				st := boardStyle{set: session.PieceSet(i), theme: c.settings.Theme}
				drawSamplePieces(c, dst, r, st, rules.MakePiece(rules.Red, rules.Chariot))
			}
		case i18n.MsgBoardTheme:
			it.sampleDP = 62
			it.sample = func(dst *ebiten.Image, r rect, i int) {
				st := boardStyle{set: c.pieceSet(), theme: session.BoardTheme(i)}
				drawSamplePieces(c, dst, r, st, rules.MakePiece(rules.Red, rules.Chariot), rules.MakePiece(rules.Black, rules.Chariot))
			}
		case i18n.MsgClockCustomTitle:
			it.withPrev = true
		}
		items[i] = it
	}
	return items
}

// items are the model's choices as laid out.
func (st *settingsScreen) items(c *ctx) []settingsItem { return formItems(c, st.m.Choices()) }

// drawSamplePieces draws pieces side by side, overlapping a little, in the
// middle of r: an option's look.
func drawSamplePieces(c *ctx, dst *ebiten.Image, r rect, st boardStyle, pcs ...rules.Piece) {
	rad := math.Min(r.H*0.32, 15*c.dp)
	step := rad * 1.6
	x := r.X + r.W/2 - step*float64(len(pcs)-1)/2
	for i, pc := range pcs {
		c.paint.drawPiece(dst, x+float64(i)*step, r.Y+r.H/2, rad, pc, st, false)
	}
}

// Sizes of the settings screen, in dp.
const (
	settingsTitleDP = 30 // the title's middle
	settingsNoteDP  = 60 // the note's middle
	settingsTopDP   = 76 // where the choices begin
	settingsRowDP   = 48 // an option's height: the least touch target
	settingsGapDP   = 6  // between rows of options
	settingsNameDP  = 26 // a choice's name over its options
	settingsItemDP  = 12 // between choices
	settingsMinPxDP = 15 // the least label size before fewer options go in a row
	settingsHintDP  = 20 // a line of a choice's hint under its options
	settingsHintPx  = 14 // the hint's text size…
	settingsHintMin = 13 // …and the least before it goes on two lines
)

// hintLines are a choice's hint as drawn in width w: one line, or two
// (split at its " · ") when one would be smaller than settingsHintMin.
func hintLines(c *ctx, hint string, w float64) []string {
	if hint == "" {
		return nil
	}
	if c.paint.fitPx(hint, settingsHintPx*c.dp, w) >= settingsHintMin*c.dp {
		return []string{hint}
	}
	if a, b, ok := strings.Cut(hint, " · "); ok {
		return []string{a, b}
	}
	return []string{hint}
}

// settingsGeometry places the choices: their names, their options' rects
// in the scrolled content (before the scroll), the view they show
// through, and Back.
type settingsGeometry struct {
	names   []rect    // each choice's name
	hints   []rect    // each choice's hint line (zero without one)
	options [][]rect  // each choice's options
	px      []float64 // each choice's label size
	view    rect      // the part of the screen the choices show through
	content float64   // the height of the choices (of the taller column)
	back    rect
}

func (g settingsGeometry) maxScroll() float64 {
	return math.Max(0, g.content-g.view.H)
}

// settingsColumns is how many options of it go in one row of width w
// (each less room for a sample): as many as keep every label at least
// settingsMinPxDP (on two lines if need be), spread evenly over the rows.
// Options with a second line (subs: the levels' ratings) keep their
// labels on one line in cells at least settingsSubCellDP wide: a grid.
func settingsColumns(c *ctx, it settingsItem, w float64) int {
	labels, room := it.Options, it.sampleDP*c.dp
	n := len(labels)
	for n > 1 && (settingsLabelPx(c, it, n, w, room) < settingsMinPxDP*c.dp || it.Subs != nil && !subsFit(c, it, n, w)) {
		n--
	}
	rows := (len(labels) + n - 1) / n
	return (len(labels) + rows - 1) / rows
}

// settingsSubMinDP is the least size of an option's second line (a
// level's rating), and settingsSubCellDP the least width of an option
// that has one, so that a grid of them does not crowd.
const (
	settingsSubMinDP  = 13
	settingsSubCellDP = 64
)

// subsFit reports whether n options of it to a row of width w have cells
// wide enough for their second lines.
func subsFit(c *ctx, it settingsItem, n int, w float64) bool {
	dp := c.dp
	cw := (w - float64(n-1)*settingsGapDP*dp) / float64(n)
	if cw < settingsSubCellDP*dp {
		return false
	}
	for _, sub := range it.Subs {
		if c.paint.fitPx(sub, settingsSubMinDP*dp, cw-12*dp) < settingsSubMinDP*dp {
			return false
		}
	}
	return true
}

// settingsLabelPx is the size of a choice's labels at n options to a row
// of width w: the largest at which every one fits (on two lines if need
// be), so that the options of a choice share one size.
func settingsLabelPx(c *ctx, it settingsItem, n int, w, room float64) float64 {
	dp := c.dp
	cw := (w-float64(n-1)*settingsGapDP*dp)/float64(n) - room
	px := 18 * dp
	for _, l := range it.Options {
		px = min(px, optionLabelPx(c, it, l, rect{X: 0, Y: 0, W: cw, H: settingsRowDP * dp}))
	}
	return px
}

// optionLabelPx is the largest size of label that fits r as an option of
// it: on one line over its second line when it has one (subs), else on
// one or two lines.
func optionLabelPx(c *ctx, it settingsItem, label string, r rect) float64 {
	if it.Subs == nil {
		return c.paint.largestLabel(label, r)
	}
	return min(c.paint.fitPx(label, 18*c.dp, r.W-12*c.dp), (r.H-8*c.dp)/2.1)
}

func settingsLayout(c *ctx, items []settingsItem) settingsGeometry {
	dp := c.dp
	w, h := float64(c.w), float64(c.h)
	var g settingsGeometry
	g.back = settingsBackRect(c)
	g.view = rect{X: 0, Y: settingsTopDP * dp, W: w, H: g.back.Y - 8*dp - settingsTopDP*dp}
	colW := math.Min(w-32*dp, 440*dp)
	cols := 1
	if w > h && w >= 2*300*dp+48*dp {
		cols = 2
		colW = math.Min((w-48*dp)/2, 440*dp)
	}
	x0 := (w - float64(cols)*colW - float64(cols-1)*16*dp) / 2
	// The height of each choice, then the columns: the first holds the
	// choices up to half of the whole.
	heights := make([]float64, len(items))
	perRow := make([]int, len(items))
	total := 0.0
	for i, it := range items {
		if it.Inline {
			heights[i] = settingsRowDP * dp
		} else {
			perRow[i] = settingsColumns(c, it, colW)
			rows := (len(it.Options) + perRow[i] - 1) / perRow[i]
			heights[i] = settingsNameDP*dp + float64(rows)*(settingsRowDP+settingsGapDP)*dp - settingsGapDP*dp
		}
		if n := hintRows(c, it, colW); n > 0 {
			heights[i] += float64(n)*settingsHintDP*dp + 4*dp
		}
		total += heights[i] + settingsItemDP*dp
	}
	col, y := 0, 0.0
	for i, it := range items {
		if cols == 2 && col == 0 && y > 0 && y+heights[i]/2 > total/2 && !it.withPrev {
			col, y = 1, 0
		}
		x := x0 + float64(col)*(colW+16*dp)
		var opts []rect
		if it.Inline {
			g.names = append(g.names, rect{X: x, Y: y, W: colW * 0.5, H: settingsRowDP * dp})
			opts = rowRects(rect{X: x + colW*0.5, Y: y, W: colW * 0.5, H: settingsRowDP * dp}, len(it.Options), 4*dp)
		} else {
			g.names = append(g.names, rect{X: x, Y: y, W: colW, H: settingsNameDP * dp})
			n := perRow[i]
			oy := y + settingsNameDP*dp
			for k := 0; k < len(it.Options); k += n {
				row := rowRects(rect{X: x, Y: oy, W: colW, H: settingsRowDP * dp}, n, settingsGapDP*dp)
				opts = append(opts, row[:min(n, len(it.Options)-k)]...)
				oy += (settingsRowDP + settingsGapDP) * dp
			}
		}
		var hint rect
		if n := hintRows(c, it, colW); n > 0 {
			hh := float64(n)*settingsHintDP*dp + 4*dp
			hint = rect{X: x, Y: y + heights[i] - hh, W: colW, H: hh}
		}
		g.hints = append(g.hints, hint)
		px := 18 * dp
		for k, r := range opts {
			if it.sampleDP > 0 {
				r.W -= it.sampleDP * dp
			}
			px = min(px, optionLabelPx(c, it, it.Options[k], r))
		}
		g.options = append(g.options, opts)
		g.px = append(g.px, px)
		y += heights[i] + settingsItemDP*dp
		g.content = math.Max(g.content, y-settingsItemDP*dp)
	}
	return g
}

// hintRows is how many lines the room under a choice's options holds:
// its hint's, or its hintRoom's when that has more.
func hintRows(c *ctx, it settingsItem, colW float64) int {
	return max(len(hintLines(c, it.Hint, colW)), len(hintLines(c, it.HintRoom, colW)))
}

// settingsBackRect is where Back is, under the choices (on the New game
// screen, Back and Start side by side).
func settingsBackRect(c *ctx) rect {
	dp := c.dp
	w, h := float64(c.w), float64(c.h)
	bw := math.Min(w-32*dp, 440*dp)
	return rect{X: (w - bw) / 2, Y: h - (buttonDP+10)*dp, W: bw, H: buttonDP * dp}
}

// buttons are the options at least half in view (only those can be
// tapped), shifted by the scroll, then Back.
func (st *settingsScreen) buttons(c *ctx) []button {
	items := st.items(c)
	g := settingsLayout(c, items)
	bs := choiceButtons(c, items, g, &st.scroll, st.choose(c))
	return append(bs, button{r: g.back, label: c.text(i18n.MsgBack), primary: true, act: func() { c.apply(st.m.Back()) }})
}

// choose chooses option k of choice i; the language chosen becomes the
// shell's at once (the player's choice now rules over the flag's).
func (st *settingsScreen) choose(c *ctx) func(i, k int) {
	return func(i, k int) {
		before := c.lang
		o := st.m.Choose(i, k) // a language chosen is the shell's at once (ui.Env)
		if c.lang != before {
			c.cfg.Lang = ""
		}
		c.apply(o)
	}
}

// choiceButtons are the options of items at least half in view (only
// those can be tapped), shifted by the scroll; choose applies one.
func choiceButtons(c *ctx, items []settingsItem, g settingsGeometry, scroll *scroller, choose func(i, k int)) []button {
	return layChoices(c, items, g, scroll, choose, false)
}

// layChoices are choiceButtons, or with edge the options only partly in
// view (less than half), which are drawn to the view's edge but cannot
// be tapped.
func layChoices(c *ctx, items []settingsItem, g settingsGeometry, scroll *scroller, choose func(i, k int), edge bool) []button {
	scroll.clamp(g.maxScroll())
	var bs []button
	for i, it := range items {
		pk := picker{labels: it.Options, chosen: it.Chosen, disabled: it.Disabled, choose: func(k int) { choose(i, k) }}
		for _, r := range g.options[i] {
			r.Y += g.view.Y - scroll.offset
			pk.rects = append(pk.rects, r)
		}
		for k, b := range pk.buttons() {
			mid := b.r.Y + b.r.H/2
			half := mid >= g.view.Y && mid <= g.view.Y+g.view.H
			if half == edge || (edge && (b.r.Y+b.r.H <= g.view.Y || b.r.Y >= g.view.Y+g.view.H)) {
				continue
			}
			b.px = g.px[i]
			if it.Subs != nil {
				b.sub = it.Subs[k]
			}
			if it.sample != nil {
				b.iconW = it.sampleDP * c.dp
				b.icon = func(dst *ebiten.Image, r rect) { it.sample(dst, r, k) }
			}
			bs = append(bs, b)
		}
	}
	return bs
}

func (st *settingsScreen) pointer(c *ctx, ps pointerState) {
	g := settingsLayout(c, st.items(c))
	if ps.ev == pointerPress && !g.view.Contains(ps.x, ps.y) {
		// Back, below the view, is not the list's.
		st.press.pointer(c, ps, st.buttons(c))
		return
	}
	if !st.scroll.take(c, ps, g.maxScroll(), &st.press) {
		st.press.pointer(c, ps, st.buttons(c))
	}
}

func (st *settingsScreen) draw(c *ctx, dst *ebiten.Image) {
	dp := c.dp
	p := c.paint
	w := float64(c.w)
	title := c.text(i18n.MsgSettings)
	p.drawLine(dst, title, p.fitFace(title, 26*dp, w-24*dp), w/2, settingsTitleDP*dp, alignCenter, colText)
	if note := st.m.Note; note != "" {
		p.drawLine(dst, note, p.fitFace(note, 15*dp, w-24*dp), w/2, settingsNoteDP*dp, alignCenter, colGood)
	}
	items := st.items(c)
	g := settingsLayout(c, items)
	drawChoices(c, dst, items, g, &st.scroll, st.buttons(c), 1, &st.press)
}

// drawChoices draws the choices of items through g's view: their names,
// hints and options (bs, of which the last fixed stay put below the
// view), and the scroll bar when they scroll.
func drawChoices(c *ctx, dst *ebiten.Image, items []settingsItem, g settingsGeometry, scroll *scroller, bs []button, fixed int, press *buttonPress) {
	dp := c.dp
	p := c.paint
	w := float64(c.w)
	v := g.view
	view := dst.SubImage(image.Rect(0, int(v.Y), c.w, int(v.Y+v.H))).(*ebiten.Image)
	dy := v.Y - scroll.offset
	for i, it := range items {
		r := g.names[i]
		name := c.text(it.Name)
		ink := colText
		if !it.Inline {
			ink = colTextDim
		}
		p.drawLine(view, name, p.fitFace(name, 18*dp, r.W-4*dp), r.X, r.Y+dy+r.H/2, alignLeft, ink)
		h := g.hints[i]
		for k, line := range hintLines(c, it.Hint, h.W) {
			y := h.Y + dy + 2*dp + (float64(k)+0.5)*settingsHintDP*dp
			p.drawLine(view, line, p.fitFace(line, settingsHintPx*dp, h.W), h.X, y, alignLeft, colTextDim)
		}
	}
	for _, b := range layChoices(c, items, g, scroll, func(int, int) {}, true) {
		p.drawButton(view, b, false) // scrolled half out
	}
	for i, b := range bs {
		on := view // the options; the buttons after them stay put
		if i >= len(bs)-fixed {
			on = dst
		}
		p.drawButton(on, b, press.pressed(i))
	}
	if g.maxScroll() > 0 {
		// A thin line where the list goes under the buttons and the title.
		vector.DrawFilledRect(dst, float32(v.X), float32(v.Y+v.H+3*dp), float32(v.W), float32(math.Max(1, dp)), colButton, false)
		scroll.drawBar(c, dst, rect{X: w - 10*dp, Y: v.Y, W: 0, H: v.H}, g.maxScroll())
	}
}
