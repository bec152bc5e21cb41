package rules

// Who chases and who can be chased (WXF/AXF rules, "Terms": a chase is an
// attack by a piece other than the general or a soldier on a piece other
// than the general and an uncrossed soldier).

// canChase reports whether a piece of kind k can chase: generals and
// soldiers attack freely, their threats are never a chase.
func canChase(k Kind) bool { return k != General && k != Soldier && k != NoKind }

// isVictim reports whether the piece pc standing on s can be chased: never
// the general (an attack on it is a check), and a soldier only once it has
// crossed the river (an uncrossed soldier is worth too little to chase).
func isVictim(pc Piece, s Square) bool {
	switch pc.Kind() {
	case General, NoKind:
		return false
	case Soldier:
		return soldierCrossed(pc.Color(), s)
	}
	return true
}

// soldierCrossed reports whether a soldier of side c on s is across the
// river: Red's from rank 5 up, Black's from rank 4 down.
func soldierCrossed(c Color, s Square) bool { return (c == Red) == (s.Rank() >= 5) }

// generalMoves reports whether m moves the general. A general's move never
// chases, not even by what it uncovers or by the pieces it works with
// (rule 28 and diagrams 67 and 68: "the King can perpetually chase", "the
// King can work with another piece to perpetually chase"; a draw).
func generalMoves(p *Position, m Move) bool { return p.board[m.From()].Kind() == General }
