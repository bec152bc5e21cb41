package opening

import "xiangqi/rules"

// MaxPlies is how many plies Classify reads at most.
const MaxPlies = 20

// Result is a game's opening.
type Result struct {
	// ECCO is the code, such as "C45"; "" when the game did not start
	// from the standard position or is too short to say.
	ECCO string
	// Plies is how many plies of the game the classifier read.
	Plies int
}

// Name is the opening's full name (the code's line) in lang ("vi", "en"
// or "zh"; anything else is English); "" without a code.
func (r Result) Name(lang string) string { return Name(r.ECCO, lang) }

// Family is the opening's family name in lang; "" without a code.
func (r Result) Family(lang string) string { return Family(r.ECCO, lang) }

// startBoard is the standard position, a FEN letter per point a0…i9.
const startBoard = "RNBAKABNR" + "........." + ".C.....C." + "P.P.P.P.P" + "........." +
	"........." + "p.p.p.p.p" + ".c.....c." + "........." + "rnbakabnr"

// isStart reports whether p is the standard start with Red to move (the
// move counters do not matter).
func isStart(p *rules.Position) bool {
	if p.SideToMove() != rules.Red {
		return false
	}
	for s := rules.Square(0); s < rules.NumSquares; s++ {
		if p.At(s).Letter() != startBoard[s] {
			return false
		}
	}
	return true
}

// Classify names the opening of the game that starts at start and plays
// moves. It reads at most MaxPlies plies and stops at the first move that
// is not legal. It allocates nothing.
func Classify(start rules.Position, moves []rules.Move) Result {
	if !isStart(&start) {
		return Result{}
	}
	if len(moves) > MaxPlies {
		moves = moves[:MaxPlies]
	}
	mirror := mirrored(moves)
	var f features
	n := f.read(start, moves, mirror)
	if n < 2 {
		return Result{Plies: n}
	}
	code := f.code()
	if f.horseFirst() {
		// 马二进三 against a horse, then 炮八平五: the central cannon's
		// position by another order, read in the other frame (where the
		// cannon is 炮二平五 and the horse 马八进七).
		f = features{}
		f.read(start, moves, !mirror)
		code = f.central()
	}
	return Result{ECCO: code, Plies: n}
}

// read notes the moves' features from start, mirrored or not, up to the
// first illegal move, and returns how many plies it read.
func (f *features) read(start rules.Position, moves []rules.Move, mirror bool) int {
	p := start
	n := 0
	for _, m := range moves {
		if mirror {
			m = rules.NewMove(m.From().Mirror(), m.To().Mirror())
		}
		if !p.IsLegal(m) {
			break
		}
		f.note(&p, m, n)
		p.MakeMove(m)
		n++
	}
	return n
}

// mirrored reports whether the game is to be read mirrored: the first
// move that leaves the centre file decides, Red's on the left half (files
// a–d, Red's 六–九) or Black's on its right half (the same files seen
// from Black) is mirrored, so that ECCO's canonical side (炮二平五,
// 相三进五, 马二进三, 兵三进一 …) is the one read.
func mirrored(moves []rules.Move) bool {
	for i, m := range moves {
		if i >= MaxPlies {
			break
		}
		f := m.From().File()
		if f == 4 {
			f = m.To().File()
		}
		if f == 4 {
			continue
		}
		if i%2 == 0 {
			return f < 4
		}
		return f > 4
	}
	return false
}
