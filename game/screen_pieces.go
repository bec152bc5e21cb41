package game

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game/settings"
	"xiangqi/rules"
)

// pieceChoiceScreen is the view of settings.PieceChoice, the first
// start's question: a tile per piece set, a few of its pieces on the
// left and its name on the right, under the question and where to change
// it later.
type pieceChoiceScreen struct {
	m     *settings.PieceChoice
	press buttonPress
}

func newPieceChoiceScreen(c *ctx) *pieceChoiceScreen {
	return &pieceChoiceScreen{m: settings.NewPieceChoice(c.env())}
}

// The question's sizes (dp).
const (
	pcTitleDP   = 40  // the title's middle
	pcNoteDP    = 74  // the note's middle
	pcTopDP     = 100 // the first tile's top
	pcTileMaxDP = 120 // a tile's height, at most…
	pcTileMinDP = 72  // …and at least
	pcGapDP     = 10  // between tiles
	pcLabelDP   = 18  // a tile's name
)

// samplePieces are the pieces a tile shows: enough of Red's to tell a set
// by (its letters or characters), and Black's general for the colour.
var samplePieces = []rules.Piece{
	rules.MakePiece(rules.Red, rules.General), rules.MakePiece(rules.Red, rules.Chariot),
	rules.MakePiece(rules.Red, rules.Horse), rules.MakePiece(rules.Red, rules.Cannon),
	rules.MakePiece(rules.Black, rules.General),
}

// buttons are the sets' tiles: a column of four, two columns of two on a
// landscape screen.
func (s *pieceChoiceScreen) buttons(c *ctx) []button {
	dp := c.dp
	col := c.column()
	cols := 1
	if float64(c.w) > float64(c.h)*1.1 {
		cols = 2
		cw := math.Min(float64(c.w)-32*dp, 760*dp)
		col = rect{X: (float64(c.w) - cw) / 2, W: cw, H: float64(c.h)}
	}
	mb := s.m.Buttons()
	rows := (len(mb) + cols - 1) / cols
	n := float64(rows)
	tile := (float64(c.h) - pcTopDP*dp - 16*dp - (n-1)*pcGapDP*dp) / n
	tile = math.Max(pcTileMinDP*dp, math.Min(pcTileMaxDP*dp, tile))
	tw := (col.W - float64(cols-1)*pcGapDP*dp) / float64(cols)
	bs := make([]button, len(mb))
	for i, b := range mb {
		x := col.X + float64(i%cols)*(tw+pcGapDP*dp)
		y := pcTopDP*dp + float64(i/cols)*(tile+pcGapDP*dp)
		bs[i] = button{r: rect{X: x, Y: y, W: tw, H: tile}, label: b.Label, sub: b.Sub, selected: b.Selected,
			act: func() { c.apply(b.Tap()) }}
	}
	return bs
}

// drawTile draws set's tile b: a row of its pieces, its name under them
// (and under the name, smaller, "Chinese characters" for the Chinese
// sets).
func (s *pieceChoiceScreen) drawTile(c *ctx, dst *ebiten.Image, b button, set boardStyle, down bool) {
	dp := c.dp
	p := c.paint
	bg := colButton
	switch {
	case down:
		bg = colButtonDown
	case b.selected:
		bg = colSelected
	}
	p.fillRoundRect(dst, b.r, 10*dp, bg)
	text := (pcLabelDP + 10) * dp
	if b.sub != "" {
		text += pcLabelDP * 0.8 * dp
	}
	n := float64(len(samplePieces))
	rad := math.Min((b.r.H-text-8*dp)/2, (b.r.W-24*dp)/(1.6*(n-1)+2))
	step := rad * 1.6
	x := b.r.X + b.r.W/2 - step*(n-1)/2
	y := b.r.Y + 6*dp + rad
	for i, pc := range samplePieces {
		p.drawPiece(dst, x+float64(i)*step, y, rad, pc, set, false)
	}
	ly := y + rad + 6*dp + pcLabelDP*0.6*dp
	p.drawLine(dst, b.label, p.fitFace(b.label, pcLabelDP*dp, b.r.W-16*dp), b.r.X+b.r.W/2, ly, alignCenter, colText)
	if b.sub != "" {
		ink := colStar
		if b.selected {
			ink = colText
		}
		p.drawLine(dst, b.sub, p.fitFace(b.sub, pcLabelDP*0.75*dp, b.r.W-16*dp), b.r.X+b.r.W/2, ly+pcLabelDP*1.05*dp, alignCenter, ink)
	}
}

func (s *pieceChoiceScreen) pointer(c *ctx, ps pointerState) {
	s.press.pointer(c, ps, s.buttons(c))
}

// back keeps the set the settings have (settings.PieceChoice.Back).
func (s *pieceChoiceScreen) back(c *ctx) bool {
	c.apply(s.m.Back())
	return true
}

func (s *pieceChoiceScreen) draw(c *ctx, dst *ebiten.Image) {
	dp := c.dp
	p := c.paint
	w := float64(c.w)
	title, note := s.m.Title(), s.m.Note()
	p.drawLine(dst, title, p.fitFace(title, 26*dp, w-24*dp), w/2, pcTitleDP*dp, alignCenter, colText)
	p.drawLine(dst, note, p.fitFace(note, 15*dp, w-24*dp), w/2, pcNoteDP*dp, alignCenter, colTextDim)
	sets := s.m.Sets()
	for i, b := range s.buttons(c) {
		s.drawTile(c, dst, b, boardStyle{set: sets[i], theme: c.settings.Theme}, s.press.pressed(i))
	}
}
