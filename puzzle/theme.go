package puzzle

import "xiangqi/rules"

// Theme is a classic mating pattern, recognised in the position a
// puzzle's solution ends in (see DetectTheme). The table stores it by its
// Key; NoTheme is an empty column.
type Theme uint8

const (
	NoTheme        Theme = iota
	Smothered            // 闷宫: the general's own pieces fill every point it could step to
	DoubleCannon         // 重炮: a cannon checks over the attacker's other cannon
	HorseCannon          // 马后炮: a cannon checks over the attacker's horse
	HorseTrough          // 卧槽马: a horse checks from the trough point (c/g file, the third rank)
	HorseCorner          // 挂角马: a horse checks from a corner of the palace
	IronBolt             // 铁门栓: a chariot mates while the attacker's general holds the centre file
	TwoChariots          // 双车错: a chariot checks on a line next to the other chariot's
	FacingGenerals       // 白脸将: the attacker's general takes a point the general needs
	NumThemes
)

var themeKeys = [NumThemes]string{"", "smothered", "double-cannon", "horse-cannon", "horse-trough", "horse-corner", "iron-bolt", "two-chariots", "facing-generals"}

// Key is the theme's name in the table ("" for NoTheme).
func (t Theme) Key() string {
	if t < NumThemes {
		return themeKeys[t]
	}
	return ""
}

// ParseTheme reads a Key; ok is false for an unknown one.
func ParseTheme(s string) (Theme, bool) {
	for t, k := range themeKeys {
		if k == s {
			return Theme(t), true
		}
	}
	return NoTheme, false
}

// ThemeOf detects the theme of a mate puzzle from the position its
// solution ends in; won endings (MateIn 0) have none.
func ThemeOf(p *Puzzle) Theme {
	if p.MateIn < 1 {
		return NoTheme
	}
	pos := p.Start
	for _, m := range p.Solution {
		pos.MakeMove(m)
	}
	return DetectTheme(pos)
}

// DetectTheme names the mating pattern of a final position: the side to
// move is in check and has no legal move (else NoTheme). The patterns are
// tried in the order of the constants, the first that fits wins; each is
// a geometric fact about the mate, so the detection is exact for what it
// claims and silent about everything else:
//
//   - Smothered: every point of the palace next to the general holds a piece
//     of its own side.
//   - DoubleCannon / HorseCannon: a checking cannon's screen is the
//     attacker's cannon / horse.
//   - HorseTrough: a checking horse stands on the c or g file on the third
//     rank from the defender's home rank.
//   - HorseCorner: a checking horse stands on a corner of the defender's
//     palace.
//   - IronBolt: a chariot checks, the defender's general is off the centre
//     file, and the attacker's general on the centre file sees the centre
//     point of the defender's general's rank along an open file.
//   - TwoChariots: a chariot checks along a rank (file) and the attacker's
//     other chariot stands on the next rank (file) towards the palace's
//     inside or outside, that is, on an adjacent parallel line.
//   - FacingGenerals: a point of the palace next to the general, empty or
//     the attacker's, is seen by the attacker's general along an open file.
func DetectTheme(pos rules.Position) Theme {
	if !pos.InCheck() || pos.HasLegalMove() {
		return NoTheme
	}
	d := pos.SideToMove()
	a := d.Other()
	g := pos.GeneralSquare(d)
	var checkers []rules.Square
	for s := rules.Square(0); s < rules.NumSquares; s++ {
		if pc := pos.At(s); pc != rules.Empty && pc.Color() == a && attacksGeneral(&pos, s, g) {
			checkers = append(checkers, s)
		}
	}
	neighbours := palaceNeighbours(d, g)
	smothered := len(neighbours) > 0
	for _, n := range neighbours {
		if pc := pos.At(n); pc == rules.Empty || pc.Color() != d {
			smothered = false
		}
	}
	if smothered {
		return Smothered
	}
	kindAt := func(s rules.Square) rules.Kind { return pos.At(s).Kind() }
	for _, s := range checkers {
		if kindAt(s) != rules.Cannon {
			continue
		}
		n, screen := between(&pos, s, g)
		if n != 1 || pos.At(screen).Color() != a {
			continue
		}
		switch kindAt(screen) {
		case rules.Cannon:
			return DoubleCannon
		case rules.Horse:
			return HorseCannon
		}
	}
	home := 0
	if d == rules.Black {
		home = 9
	}
	third := 2
	if d == rules.Black {
		third = 7
	}
	for _, s := range checkers {
		if kindAt(s) == rules.Horse && (s.File() == 2 || s.File() == 6) && s.Rank() == third {
			return HorseTrough
		}
	}
	for _, s := range checkers {
		if kindAt(s) == rules.Horse && (s.File() == 3 || s.File() == 5) && (s.Rank() == home || s.Rank() == third) {
			return HorseCorner
		}
	}
	ag := pos.GeneralSquare(a)
	sees := func(t rules.Square) bool { // the attacker's general sees t along a file
		if ag.File() != t.File() {
			return false
		}
		if pc := pos.At(t); pc != rules.Empty && pc.Color() == d {
			return false
		}
		n, _ := between(&pos, ag, t)
		return n == 0
	}
	for _, s := range checkers {
		if kindAt(s) == rules.Chariot && g.File() != 4 && ag.File() == 4 && sees(rules.SquareAt(4, g.Rank())) {
			return IronBolt
		}
	}
	for _, s := range checkers {
		if kindAt(s) != rules.Chariot {
			continue
		}
		for t := rules.Square(0); t < rules.NumSquares; t++ {
			if t == s || pos.At(t) != rules.MakePiece(a, rules.Chariot) {
				continue
			}
			if (s.Rank() == g.Rank() && abs(t.Rank()-g.Rank()) == 1) || (s.File() == g.File() && abs(t.File()-g.File()) == 1) {
				return TwoChariots
			}
		}
	}
	for _, n := range neighbours {
		if sees(n) {
			return FacingGenerals
		}
	}
	return NoTheme
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// palaceNeighbours are the points of c's palace orthogonally next to s.
func palaceNeighbours(c rules.Color, s rules.Square) []rules.Square {
	lo, hi := 0, 2
	if c == rules.Black {
		lo, hi = 7, 9
	}
	var out []rules.Square
	for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
		f, r := s.File()+d[0], s.Rank()+d[1]
		if f >= 3 && f <= 5 && r >= lo && r <= hi {
			out = append(out, rules.SquareAt(f, r))
		}
	}
	return out
}

// between counts the occupied points strictly between a and b on a rank or
// file (0 when they share neither) and returns the first of them (from a);
// without allocating, as Load detects every puzzle's theme.
func between(pos *rules.Position, a, b rules.Square) (n int, first rules.Square) {
	df, dr := sign(b.File()-a.File()), sign(b.Rank()-a.Rank())
	if df != 0 && dr != 0 || a == b {
		return 0, 0
	}
	f, r := a.File()+df, a.Rank()+dr
	for rules.SquareAt(f, r) != b {
		if s := rules.SquareAt(f, r); pos.At(s) != rules.Empty {
			if n == 0 {
				first = s
			}
			n++
		}
		f, r = f+df, r+dr
	}
	return n, first
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// attacksGeneral reports whether the piece on s attacks the general on g.
func attacksGeneral(pos *rules.Position, s, g rules.Square) bool {
	pc := pos.At(s)
	df, dr := g.File()-s.File(), g.Rank()-s.Rank()
	line := (df == 0) != (dr == 0)
	switch pc.Kind() {
	case rules.Chariot:
		return line && betweenN(pos, s, g) == 0
	case rules.Cannon:
		return line && betweenN(pos, s, g) == 1
	case rules.Horse:
		var leg rules.Square
		switch {
		case abs(df) == 1 && abs(dr) == 2:
			leg = rules.SquareAt(s.File(), s.Rank()+sign(dr))
		case abs(df) == 2 && abs(dr) == 1:
			leg = rules.SquareAt(s.File()+sign(df), s.Rank())
		default:
			return false
		}
		return pos.At(leg) == rules.Empty
	case rules.Soldier:
		fwd := 1
		if pc.Color() == rules.Black {
			fwd = -1
		}
		return (df == 0 && dr == fwd) || (dr == 0 && abs(df) == 1)
	case rules.General:
		return df == 0 && betweenN(pos, s, g) == 0
	}
	return false
}

// betweenN is between's count alone.
func betweenN(pos *rules.Position, a, b rules.Square) int {
	n, _ := between(pos, a, b)
	return n
}
