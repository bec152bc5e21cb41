package rules

import "strings"

// Notation is a way of writing moves for people.
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

// describe holds the parts shared by the relative notations.
type described struct {
	kind   Kind
	color  Color
	file   int  // the mover's file number 1–9, counted from its own right
	tandem int  // 0: alone on its file; else its place from the front, 1-based
	ntand  int  // how many of its kind share its file
	many   bool // tandem soldiers on more than one file
	op     byte // '+' advance, '-' retreat, '=' traverse
	arg    int  // destination file, or points moved
}

func fileNumber(c Color, s Square) int {
	if c == Red {
		return 9 - s.File()
	}
	return s.File() + 1
}

func (p *Position) describe(m Move) described {
	from, to := m.From(), m.To()
	pc := p.board[from]
	d := described{kind: pc.Kind(), color: pc.Color(), file: fileNumber(pc.Color(), from)}
	ahead := func(r int) int { // how far forward rank r is for the mover
		if d.color == Red {
			return r
		}
		return 9 - r
	}
	if d.kind != Advisor && d.kind != Elephant {
		tandemFiles := 0
		for f := 0; f < 9; f++ {
			n, front := 0, 0
			for r := 0; r < 10; r++ {
				if p.board[SquareAt(f, r)] == pc {
					n++
					if ahead(r) > ahead(from.Rank()) {
						front++
					}
				}
			}
			if n >= 2 {
				tandemFiles++
			}
			if f == from.File() && n >= 2 {
				d.tandem, d.ntand = front+1, n
			}
		}
		d.many = tandemFiles > 1
	}
	dr := ahead(to.Rank()) - ahead(from.Rank())
	switch {
	case dr == 0:
		d.op, d.arg = '=', fileNumber(d.color, to)
	case dr > 0:
		d.op = '+'
	default:
		d.op = '-'
	}
	if d.op != '=' {
		switch d.kind {
		case Advisor, Elephant, Horse:
			d.arg = fileNumber(d.color, to)
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

func (d described) wxf() string {
	letter := string("?KAEHRCP"[d.kind])
	var who string
	switch {
	case d.tandem == 0:
		who = letter + digit(d.file)
	case d.ntand == 2 || (d.ntand == 3 && d.tandem != 2):
		who = letter + map[bool]string{true: "+", false: "-"}[d.tandem == 1]
		if d.many {
			who = digit(d.file) + who[1:]
		}
	case d.ntand == 3:
		who = letter + digit(d.file)
	default: // four or five soldiers on one file
		switch {
		case d.tandem == 1:
			who = "++"
		case d.tandem == d.ntand:
			who = "--"
		case d.tandem == 2:
			who = "P+"
		case d.tandem == d.ntand-1:
			who = "P-"
		default:
			who = "P" + digit(d.file)
		}
	}
	return who + string(d.op) + digit(d.arg)
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

func (d described) chinese(traditional bool) string {
	t := 0
	if traditional {
		t = 1
	}
	num := func(n int) string {
		if d.color == Red {
			return cnNumerals[n]
		}
		return fwDigits[n]
	}
	name := cnNames[d.color][t][d.kind]
	var who string
	switch {
	case d.tandem == 0:
		who = name + num(d.file)
	case d.ntand <= 3:
		pos := []string{"前", "中", "后"}
		if traditional {
			pos[2] = "後"
		}
		i := d.tandem - 1
		if d.ntand == 2 && i == 1 {
			i = 2
		}
		who = pos[i] + name
		if d.many {
			who += num(d.file)
		}
	default:
		who = cnNumerals[d.tandem] + name
	}
	ops := map[byte]string{'+': "进", '-': "退", '=': "平"}
	if traditional {
		ops['+'] = "進"
	}
	return who + ops[d.op] + num(d.arg)
}

func (d described) vietnamese() string {
	letters := [NumKinds]string{"", "Tg", "S", "T", "M", "X", "P", "B"}
	var b strings.Builder
	b.WriteString(letters[d.kind])
	switch {
	case d.tandem == 0:
		b.WriteString(digit(d.file))
	case d.tandem == 1:
		b.WriteString("t") // trước: the front one
	case d.tandem == d.ntand:
		b.WriteString("s") // sau: the rear one
	default:
		b.WriteString(digit(d.file))
	}
	b.WriteByte(map[byte]byte{'+': '.', '-': '/', '=': '-'}[d.op])
	b.WriteString(digit(d.arg))
	return b.String()
}
