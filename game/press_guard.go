package game

// armTicks is how long a button takes no press after it appears: 24
// ticks, 400 ms at Ebitengine's 60 ticks a second (the game keeps that
// default). A fast second tap, the rest of a double or triple click, comes
// within that time of the first, and one that closed a dialog must not
// land on what was under it: triple-clicking "Yes" on "Resign this game?"
// opened Review from the game-over banner before the player saw "You
// lose" (issue 32). A tap aimed at a button just shown takes longer than
// that: the player has to see it first.
const armTicks = 24

// buttonScreen is a screen with buttons (nearly all of them).
type buttonScreen interface{ buttons(c *ctx) []button }

// pressGuard knows since when each button of the top screen has been
// shown, by its label: a button only acts on a press that began once it
// had been shown for armTicks (buttonPress asks it). A button whose
// label changes, or that comes back after its screen was covered (a
// dialog closed over it), has appeared anew.
type pressGuard struct {
	ticks uint64            // the game's ticks so far
	top   screen            // the screen whose buttons shown holds
	shown map[string]uint64 // label → the tick it appeared
	spare map[string]uint64 // the map before, reused
}

// see notes bs as the buttons of s now on the screen.
func (g *pressGuard) see(s screen, bs []button) {
	if s != g.top {
		clear(g.shown)
		g.top = s
	}
	if g.spare == nil {
		g.spare = map[string]uint64{}
	}
	next := g.spare
	clear(next)
	for _, b := range bs {
		at, ok := g.shown[b.label]
		if !ok {
			at = g.ticks
		}
		if old, dup := next[b.label]; !dup || at < old {
			next[b.label] = at
		}
	}
	g.spare, g.shown = g.shown, next
}

// look notes the top screen's buttons as they are now.
func (g *pressGuard) look(c *ctx) {
	top := c.top()
	var bs []button
	if s, ok := top.(buttonScreen); ok {
		bs = s.buttons(c)
	}
	g.see(top, bs)
}

// armed reports whether a press now on the button labelled label may act:
// it has been shown for armTicks.
func (g *pressGuard) armed(label string) bool {
	at, ok := g.shown[label]
	return ok && g.ticks-at >= armTicks
}
