package rules

import "strings"

// Notation is a way of writing moves for people.
//
// The relative notations (all but ICCS) name a piece by its kind and the
// file it stands on, numbered 1–9 from the mover's right, then say how it
// moves: forward, back or along its rank, and by how many points or to
// which file (the horse, elephant and advisor always give the file).
//
// # Like pieces on one file
//
// When two or more like pieces of a side share a file, the file no longer
// tells them apart and each notation marks the piece's place instead,
// counted from the mover's front (the end nearer the opponent). Advisors
// and elephants are never marked: where two share a file, only the front
// one can retreat and only the rear one can advance, so the move says
// which. The rules written here:
//
// Chinese, as xqbase's move-notation description (the reference of the
// ElephantEye and XQWizard programs) gives it for one file:
//   - two pieces: 前 front, 后 rear (traditional 後): 前车平六, 後俥退一;
//   - three soldiers: 前, 中, 后: 中兵平六;
//   - four or five soldiers: 一, 二, 三, 四, 五 from the front, Chinese
//     numerals for Black as well, since they count pieces, not files:
//     二兵平四, 三卒平４ (some boards write 前 for 一; ReadMove takes it);
//   - soldiers doubled on two files: the mark as above and the file number
//     after the piece name, the form of the books and of the DhtmlXQ boards
//     (前兵九平八): 前兵三进一, 中兵三平二, 后卒７平８. (xqbase instead counts
//     the soldiers of both files 一 to 五, right to left and front to back,
//     without a file: 一兵平四; ReadMove takes that too.)
//
// WXF, as the AXF/WXF notation page gives it:
//   - two pieces, or the front and rear of three soldiers: the piece
//     letter and + (front) or - (rear) in place of the file: R+=6, C--1
//     (the page's own examples are R+.3 and C--1; the sign before the
//     letter, +R=6, which some programs and books write, is read too);
//     the middle of three keeps its file: P5=6;
//   - four or five soldiers: ++ the foremost, P+ the second, P and the file
//     the middle of five, P- the second from the rear, -- the rearmost;
//   - soldiers doubled on two files: the file in place of the letter:
//     3++1, 33=2 (the middle one), 7-=6.
//
// This package writes = for a move along the rank, as many books do; the
// WXF page writes a full stop, which ReadMove also takes.
//
// Vietnamese, the short form of Vietnamese books and sites: the letters
// Tg (tướng), S (sĩ), T (tượng), M (mã), X (xe), P (pháo), B (binh); then
// the file; then . tấn (advance), / thoái (retreat) or - bình (traverse);
// then the points or the file: P2-5, M8.7, X1/2.
//   - two pieces: t (trước, front) and s (sau, rear) in place of the file:
//     Xt-6, Xs/1;
//   - three soldiers: t, g (giữa, middle), s: Bg-6;
//   - four or five soldiers, for which Vietnamese usage has no settled
//     form: t, gt (giữa trước, the middle one nearer the front), g (the
//     middle of five), gs (giữa sau), s, so that every mark is still a
//     word of the short form and never a digit that reads as a file;
//   - soldiers doubled on two files: the file follows the mark: Bt3.1.
type Notation uint8

const (
	// ICCS writes coordinates: h2e2.
	ICCS Notation = iota
	// WXF writes piece, file, direction, file or distance: C2=5, H8+7, R+=3.
	WXF
	// Chinese writes 炮二平五 for Red and 炮８平５ for Black, simplified characters.
	Chinese
	// ChineseTraditional is Chinese with traditional characters: 炮二平五, 砲８平５.
	ChineseTraditional
	// Vietnamese writes P2-5 (Pháo 2 bình 5), M8.7 (tấn), X1/2 (thoái).
	Vietnamese
)

// described holds what the relative notations say about a move; the
// writers print it and ReadMove compares what it read with it.
type described struct {
	kind  Kind
	color Color
	file  int  // the mover's file number 1–9, counted from its own right
	place int  // place among like pieces on its file, from the front, 1-based
	stack int  // how many like pieces stand on its file, itself included
	many  bool // like pieces stand two or more to a file on more than one file
	// global is, for a soldier on a file of two or more soldiers, its place
	// counted over all such files, right to left and then front to back:
	// how xqbase numbers soldiers doubled on several files (一兵平四).
	global int
	op     byte // '+' advance, '-' retreat, '=' traverse
	arg    int  // destination file, or points moved
}

// tandem reports whether the writers mark the piece's place on its file.
func (d *described) tandem() bool {
	return d.stack > 1 && d.kind != Advisor && d.kind != Elephant
}

// middle reports whether the piece is the middle one of three or five.
func (d *described) middle() bool {
	return d.stack%2 == 1 && d.stack >= 3 && d.place == (d.stack+1)/2
}

func fileNumber(c Color, s Square) int {
	if c == Red {
		return 9 - s.File()
	}
	return s.File() + 1
}

// boardFile is the board file (0–8, a–i) of c's file number n.
func boardFile(c Color, n int) int {
	if c == Red {
		return 9 - n
	}
	return n - 1
}

// rankFromFront is the rank i points behind c's front edge.
func rankFromFront(c Color, i int) int {
	if c == Red {
		return 9 - i
	}
	return i
}

// ahead is how far forward rank r is for c.
func ahead(c Color, r int) int {
	if c == Red {
		return r
	}
	return 9 - r
}

// fileStacks records how one side's pieces stand on the files, for naming
// a piece by its place on its file.
type fileStacks struct {
	count  [NumKinds][9]int8 // like pieces per kind and board file
	place  [NumSquares]int8  // a piece's place from the front among like pieces on its file
	global [NumSquares]int8  // see described.global
	files  [NumKinds]int8    // files holding two or more of a kind
}

func (p *Position) stacksOf(c Color) fileStacks {
	var st fileStacks
	for f := 0; f < 9; f++ {
		for i := 0; i < 10; i++ {
			s := SquareAt(f, rankFromFront(c, i))
			if pc := p.board[s]; pc != Empty && pc.Color() == c {
				st.count[pc.Kind()][f]++
				st.place[s] = st.count[pc.Kind()][f]
			}
		}
	}
	p.countStacks(&st, c)
	return st
}

// countStacks fills st's files and global from its counts: the files with
// two or more of a kind, and c's soldiers on such files numbered across
// them, files right to left (c's numbers 1–9), then front to back.
func (p *Position) countStacks(st *fileStacks, c Color) {
	for k := range st.count {
		for f := range st.count[k] {
			if st.count[k][f] > 1 {
				st.files[k]++
			}
		}
	}
	if st.files[Soldier] == 0 {
		return
	}
	soldier, n := MakePiece(c, Soldier), int8(0)
	for num := 1; num <= 9; num++ {
		f := boardFile(c, num)
		if st.count[Soldier][f] < 2 {
			continue
		}
		for i := 0; i < 10; i++ {
			if s := SquareAt(f, rankFromFront(c, i)); p.board[s] == soldier {
				n++
				st.global[s] = n
			}
		}
	}
}

func (p *Position) describe(m Move) described {
	st := p.stacksOf(p.board[m.From()].Color())
	return p.describeWith(m, &st)
}

// describeWith describes m, whose piece belongs to the side st was made for.
func (p *Position) describeWith(m Move, st *fileStacks) described {
	from, to := m.From(), m.To()
	pc := p.board[from]
	c, k := pc.Color(), pc.Kind()
	d := described{
		kind:   k,
		color:  c,
		file:   fileNumber(c, from),
		place:  int(st.place[from]),
		stack:  int(st.count[k][from.File()]),
		many:   st.files[k] > 1,
		global: int(st.global[from]),
	}
	dr := ahead(c, to.Rank()) - ahead(c, from.Rank())
	switch {
	case dr == 0:
		d.op, d.arg = '=', fileNumber(c, to)
	case dr > 0:
		d.op = '+'
	default:
		d.op = '-'
	}
	if d.op != '=' {
		switch k {
		case Advisor, Elephant, Horse:
			d.arg = fileNumber(c, to)
		default:
			d.arg = max(dr, -dr)
		}
	}
	return d
}

// Notate writes the legal move m, played from p, in notation n.
func (p *Position) Notate(m Move, n Notation) string {
	if n == ICCS || !m.From().Valid() || p.board[m.From()] == Empty {
		return m.String()
	}
	d := p.describe(m)
	switch n {
	case WXF:
		return d.wxf()
	case Vietnamese:
		return d.vietnamese()
	}
	return d.chinese(n == ChineseTraditional)
}

func digit(n int) string { return string(rune('0' + n)) }

// wxfLetters are the WXF piece letters by Kind.
const wxfLetters = "?KAEHRCP"

func (d *described) wxf() string {
	return d.wxfPiece() + string(d.op) + digit(d.arg)
}

// wxfPiece writes the first two characters of a WXF move, which name the piece.
func (d *described) wxfPiece() string {
	letter, file := wxfLetters[d.kind:d.kind+1], digit(d.file)
	switch {
	case !d.tandem():
		return letter + file
	case d.stack >= 4: // four or five soldiers
		switch d.place {
		case 1:
			return "++"
		case d.stack:
			return "--"
		case 2:
			return "P+"
		case d.stack - 1:
			return "P-"
		}
		return "P" + file // the middle of five
	}
	sign := ""
	switch d.place {
	case 1:
		sign = "+"
	case d.stack:
		sign = "-"
	default: // the middle of three
		if d.many {
			return file + file
		}
		return letter + file
	}
	if d.many {
		return file + sign
	}
	return letter + sign
}

var (
	cnNumerals = []string{"", "一", "二", "三", "四", "五", "六", "七", "八", "九"}
	fwDigits   = []string{"", "１", "２", "３", "４", "５", "６", "７", "８", "９"}
	// Piece names by colour and kind: simplified, then traditional.
	cnNames = [2][2][NumKinds]string{
		{{"", "帅", "仕", "相", "马", "车", "炮", "兵"}, {"", "帥", "仕", "相", "傌", "俥", "炮", "兵"}},
		{{"", "将", "士", "象", "马", "车", "炮", "卒"}, {"", "將", "士", "象", "馬", "車", "砲", "卒"}},
	}
)

// cnOp writes the direction: 进 (traditional 進) advance, 退 retreat, 平 traverse.
func cnOp(op byte, traditional bool) string {
	switch {
	case op == '-':
		return "退"
	case op == '=':
		return "平"
	case traditional:
		return "進"
	}
	return "进"
}

// cnNumber writes a file number or distance: Chinese numerals for Red,
// full-width digits for Black.
func (d *described) cnNumber(n int) string {
	if d.color == Red {
		return cnNumerals[n]
	}
	return fwDigits[n]
}

// cnMark writes a tandem piece's place: 前/后 for two, 前/中/后 for three,
// 一 to 五 for four or five.
func (d *described) cnMark(traditional bool) string {
	if d.stack >= 4 {
		return cnNumerals[d.place]
	}
	switch d.place {
	case 1:
		return "前"
	case d.stack:
		if traditional {
			return "後"
		}
		return "后"
	}
	return "中"
}

func (d *described) chinese(traditional bool) string {
	t := 0
	if traditional {
		t = 1
	}
	name := cnNames[d.color][t][d.kind]
	who := name + d.cnNumber(d.file)
	if d.tandem() {
		who = d.cnMark(traditional) + name
		if d.many {
			who += d.cnNumber(d.file)
		}
	}
	return who + cnOp(d.op, traditional) + d.cnNumber(d.arg)
}

// vnLetters are the Vietnamese piece letters by Kind.
var vnLetters = [NumKinds]string{"", "Tg", "S", "T", "M", "X", "P", "B"}

// vnMark writes a tandem piece's place: t front, s rear, g the middle of
// three or five, gt and gs the others of four or five.
func (d *described) vnMark() string {
	switch {
	case d.place == 1:
		return "t" // trước
	case d.place == d.stack:
		return "s" // sau
	case d.middle():
		return "g" // giữa
	case d.place == 2:
		return "gt" // giữa trước
	}
	return "gs" // giữa sau
}

// vnOp writes the direction: . tấn (advance), / thoái (retreat), - bình (traverse).
func vnOp(op byte) byte {
	switch op {
	case '+':
		return '.'
	case '-':
		return '/'
	}
	return '-'
}

func (d *described) vietnamese() string {
	var b strings.Builder
	b.WriteString(vnLetters[d.kind])
	if d.tandem() {
		b.WriteString(d.vnMark())
		if d.many {
			b.WriteString(digit(d.file))
		}
	} else {
		b.WriteString(digit(d.file))
	}
	b.WriteByte(vnOp(d.op))
	b.WriteString(digit(d.arg))
	return b.String()
}
