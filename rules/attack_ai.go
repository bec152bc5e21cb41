package rules

// Attacked reports whether side by has a piece (of any kind, the general
// included) that could capture on s, whether or not that capture would be
// legal. The search uses it to recognise captures that lose material.
func (p *Position) Attacked(s Square, by Color) bool { return p.attacked(s, by) }
