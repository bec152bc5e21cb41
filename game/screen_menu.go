package game

import (
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game/home"
	"xiangqi/game/puzzles"
	"xiangqi/game/session"
	"xiangqi/rules"
)

// menuScreen is the start screen, at the bottom of the stack: the view
// of home.Menu (its rows: Continue, New game, Puzzles and the puzzle of
// the day, Learn and the mistakes due, Games, Set up position, Settings).
type menuScreen struct {
	m     *home.Menu // made on first use, once the shell is up
	press buttonPress
	// What the screens opened from here keep between visits, made on
	// first use: the board editor's board, the built-in puzzles with
	// their solver and drawing cache, and the Games list's lines laid out.
	editor *session.Editor
	book   *puzzleBook
	games  *gamesCache
}

// startMenu is the start screen, always at the bottom of the stack.
func startMenu(c *ctx) *menuScreen { return c.stack[0].(*menuScreen) }

// model is the start screen's model.
func (s *menuScreen) model(c *ctx) *home.Menu {
	if s.m == nil {
		s.m = home.New(c.env(), home.Services{Game: c.game, Lessons: &c.lessons, Training: &c.training,
			Daily: func() (home.Daily, bool) {
				d, ok := puzzles.DailyOf(c.env(), c.puzzleServices(), c.now())
				return home.Daily{Index: d.Index, Sub: d.Sub, Solved: d.Solved}, ok
			},
			Now: func() time.Time { return c.now() }, Notice: c.startNotice, Mobile: c.cfg.Mobile})
	}
	return s.m
}

// menuLandscape reports whether the title goes left of the buttons: a
// landscape screen too low for them under it.
func menuLandscape(c *ctx, n int) bool {
	return float64(c.w) > float64(c.h)*1.1 && float64(c.h)*0.46+float64(n)*(buttonDP+14)*c.dp > float64(c.h)
}

// buttons lays the model's rows out in a column (the title left of it on
// a low landscape screen); a row of two shares its width.
func (s *menuScreen) buttons(c *ctx) []button {
	rows := s.model(c).Rows()
	col := c.column()
	dp := c.dp
	y, step := menuRows(c, len(rows))
	if menuLandscape(c, len(rows)) {
		col.X = float64(c.w)/2 + (float64(c.w)/2-col.W)/2
		y = (float64(c.h) - float64(len(rows))*(buttonDP+14)*dp + 14*dp) / 2
		step = (buttonDP + 14) * dp
	}
	var bs []button
	for _, row := range rows {
		r := rect{X: col.X, Y: y, W: col.W, H: buttonDP * dp}
		rs := []rect{r}
		if len(row) == 2 {
			gap := 8 * dp
			w := (r.W - gap) / 2
			rs = []rect{{X: r.X, Y: r.Y, W: w, H: r.H}, {X: r.X + w + gap, Y: r.Y, W: w, H: r.H}}
		}
		for i, b := range row {
			bs = append(bs, modelButton(b, rs[i], c.apply))
		}
		y += step
	}
	return bs
}

// menuRows is where the first button goes and the distance between rows:
// under the title, moved up and closer together (gaps down to 4 dp) when
// they do not all fit below it on a low portrait screen.
func menuRows(c *ctx, n int) (y, step float64) {
	dp, h := c.dp, float64(c.h)
	y, step = h*0.46, (buttonDP+14)*dp
	if need := float64(n)*step - 14*dp; y+need > h-8*dp {
		step = math.Max((h-8*dp-y+14*dp)/float64(n), (buttonDP+4)*dp)
		y = math.Min(y, h-8*dp-float64(n)*step+(step-buttonDP*dp))
	}
	return y, step
}

// back asks before the desktop's Back quits (home.Menu.Back); on a phone
// it leaves Back to the system.
func (s *menuScreen) back(c *ctx) bool {
	o, handled := s.model(c).Back()
	c.apply(o)
	return handled
}

func (s *menuScreen) pointer(c *ctx, ps pointerState) {
	s.press.pointer(c, ps, s.buttons(c))
}

func (s *menuScreen) draw(c *ctx, dst *ebiten.Image) {
	dp := c.dp
	p := c.paint
	w, h := float64(c.w), float64(c.h)
	bs := s.buttons(c)
	cx := w / 2
	cy, ty := h*0.18, h*0.32
	if top := bs[0].r.Y; !menuLandscape(c, len(bs)) && ty > top-36*dp {
		// Rows moved up on a low screen: the title and the generals too,
		// the title's foot clear of the first row.
		ty = top - 36*dp
		cy = math.Min(cy, ty-math.Min(w*0.12, 54*dp)-30*dp)
	}
	if menuLandscape(c, len(bs)) {
		w /= 2 // the title in the left half
		cx, cy, ty = w/2, h*0.36, h*0.58
	}
	// Two generals face each other above the title.
	r := math.Min(w*0.12, 54*dp)
	st := c.style()
	p.drawPiece(dst, cx-r*1.25, cy, r, rules.MakePiece(rules.Red, rules.General), st, false)
	p.drawPiece(dst, cx+r*1.25, cy, r, rules.MakePiece(rules.Black, rules.General), st, false)
	title := s.model(c).Title()
	p.drawLine(dst, title, p.fitFace(title, 44*dp, w-32*dp), cx, ty, alignCenter, colText)
	p.drawButtons(dst, bs, &s.press)
	if n := s.model(c).Notice(); n != "" {
		p.drawLine(dst, n, p.fitFace(n, 15*dp, w-24*dp), cx, h-28*dp, alignCenter, colTextDim)
	}
}
