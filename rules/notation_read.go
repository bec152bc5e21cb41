package rules

import (
	"errors"
	"fmt"
	"strings"
	"unicode"
)

// ReadMove reads a move written in any notation players use and returns
// it when it is legal in p. It takes:
//
//   - ICCS coordinates in either case, with or without the dash: h2e2,
//     H2-E2; a trailing check mark + or # is ignored;
//   - WXF: C2=5, C2.5, H8+7, tandem pieces +C=5 or C+=5, -R+1 or R-+1,
//     soldiers P+, P-, ++, --, 3+, 33, the letters G (general), B
//     (elephant) and N (horse) beside K, E and H;
//   - Chinese, simplified or traditional, with any of the usual characters
//     (帅帥将將 仕士 相象 马馬傌 车車俥伡 炮砲包 兵卒; 进進上 退下 平; 前 中
//     后後), numbers as Chinese numerals or as digits for either side, and
//     tandem pieces marked 前/中/后 or 一 to 五, with or without the file
//     after the piece name (前兵三进一), or with the name left out (前三进一);
//     without a file while soldiers are doubled on several files, 一 to 五
//     count over all those files as xqbase does (一兵平四);
//   - Vietnamese, in the short form the writer uses (P2-5, Xt-6, Bt3.1)
//     or in words (Pháo 2 bình 5, Mã 8 tấn 7, Xe 1 thoái 2, Xe trước
//     bình 6, with tiến for tấn and lùi for thoái, Binh or Tốt), in either
//     case, with or without the accents;
//   - full-width letters, digits and signs (Ｃ２＝５) and surrounding space.
//
// A piece is named by its kind whatever the colour of the character
// (兵 serves Black too); the side to move is p's.
//
// Relative notations are read by describing every legal move of p as the
// writers do and keeping those that fit what was read, so the reader and
// Notate share one model. A text that fits no legal move, or more than one,
// is an error. The one clash between notations is a full stop after P: a
// Vietnamese advance of a cannon (P3.4, pháo tấn) or a WXF traverse of a
// soldier written with the WXF page's full stop; the Vietnamese reading,
// which is what Notate writes, is taken when it fits a legal move.
func (p *Position) ReadMove(s string) (Move, error) {
	text := strings.TrimSpace(s)
	if text == "" {
		return NoMove, errors.New("an empty text is not a move")
	}
	if len(text) > maxMoveText {
		return NoMove, fmt.Errorf("%s… is not a move", cut(text, maxMoveText/2))
	}
	plain := foldWidth(text)
	if m, ok := readICCS(plain); ok {
		if !p.IsLegal(m) {
			return NoMove, fmt.Errorf("%s is not a legal move", text)
		}
		return m, nil
	}
	var rs []reading
	rs = appendWXF(rs, plain)
	rs = appendChinese(rs, plain)
	rs = appendVietnamese(rs, plain)
	if len(rs) == 0 {
		return NoMove, fmt.Errorf("%s is not a move", text)
	}
	return p.resolve(text, rs)
}

// maxMoveText bounds the length of a move text in bytes; the longest
// spellings, Vietnamese words with decomposed accents, are well within it.
const maxMoveText = 80

// cut returns the longest start of s, whole characters only, of at most n bytes.
func cut(s string, n int) string {
	if len(s) <= n {
		return s
	}
	end := 0
	for i := range s {
		if i > n {
			break
		}
		end = i
	}
	return s[:end]
}

// foldWidth turns the full-width forms of ASCII (Ｃ２＝５, and Black's
// numbers １–９ in Chinese), the ideographic space and the dash and minus
// characters into ASCII, so that each reader meets one spelling.
func foldWidth(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 0xFF01 && r <= 0xFF5E:
			return r - 0xFEE0
		case r == 0x3000:
			return ' '
		case r >= 0x2010 && r <= 0x2015, r == 0x2212:
			return '-'
		}
		return r
	}, s)
}

// readICCS reads h2e2, H2-E2, with a check mark allowed after it.
func readICCS(s string) (Move, bool) {
	t := strings.ToLower(s)
	if n := len(t); n > 0 && (t[n-1] == '+' || t[n-1] == '#') {
		t = t[:n-1]
	}
	m, err := ParseMoveText(t)
	return m, err == nil
}

// reading is one way to understand a relative-notation text: which piece
// it names and how that piece moves. The reader keeps every reading a text
// allows and lets the legal moves decide between them.
type reading struct {
	kinds kindSet
	file  int // 1–9, or 0 when the text names the piece by its place only
	mark  mark
	nth   int  // for markOrdinal: 1–5
	op    byte // '+', '-' or '='
	arg   int
	// loose marks a spelling that another notation writes with another
	// meaning (WXF's full stop); it is tried only when nothing else fits.
	loose bool
}

// kindSet holds piece kinds, bit k for Kind k: a text may leave the kind
// open (Tuong without accents is the general or an elephant).
type kindSet uint8

func kinds(ks ...Kind) kindSet {
	var s kindSet
	for _, k := range ks {
		s |= 1 << k
	}
	return s
}

func (s kindSet) has(k Kind) bool { return s&(1<<k) != 0 }

// mark says how a text picks a piece on its file.
type mark uint8

const (
	markNone       mark = iota // no mark: the piece is alone on its file (or an advisor or elephant)
	markAloneOrMid             // WXF and Vietnamese file form: alone, or the middle of three or five, which WXF names by its file
	markFront                  // 前, t: the front one
	markRear                   // 后, s: the rear one
	markMiddle                 // 中, g, WXF 33: the middle of three or five
	markSecond                 // Vietnamese gt: the second of four or five
	markSecondRear             // Vietnamese gs: the second from the rear of four or five
	markWXFPlus                // WXF +: the front of two or three, the second of four or five
	markWXFMinus               // WXF -: the rear of two or three, the second from the rear of four or five
	markWXFFirst               // WXF ++: the foremost of four or five
	markWXFLast                // WXF --: the rearmost of four or five
	markOrdinal                // 一 to 五: the nth from the front (see described.global when no file is given)
)

// picks reports whether the mark names the described piece.
func (r *reading) picks(d *described) bool {
	big := d.stack >= 4
	switch r.mark {
	case markNone:
		return !d.tandem()
	case markAloneOrMid:
		return !d.tandem() || d.middle()
	case markFront:
		return d.stack >= 2 && d.place == 1
	case markRear:
		return d.stack >= 2 && d.place == d.stack
	case markMiddle:
		return d.middle()
	case markSecond:
		return big && d.place == 2
	case markSecondRear:
		return big && d.place == d.stack-1
	case markWXFPlus:
		return (big && d.place == 2) || (!big && d.stack >= 2 && d.place == 1)
	case markWXFMinus:
		return (big && d.place == d.stack-1) || (!big && d.stack >= 2 && d.place == d.stack)
	case markWXFFirst:
		return big && d.place == 1
	case markWXFLast:
		return big && d.place == d.stack
	case markOrdinal:
		if r.file == 0 && d.many {
			return d.global == r.nth
		}
		return d.stack >= 2 && d.place == r.nth
	}
	return false
}

func (r *reading) matches(d *described) bool {
	return r.kinds.has(d.kind) && r.op == d.op && r.arg == d.arg &&
		(r.file == 0 || r.file == d.file) && r.picks(d)
}

// resolve finds the one legal move that a reading of text fits, trying
// loose readings only when no other fits.
func (p *Position) resolve(text string, rs []reading) (Move, error) {
	var l MoveList
	p.GenerateMoves(&l)
	st := p.stacksOf(p.side)
	var ds [MaxMoves]described
	for i, m := range l.Slice() {
		ds[i] = p.describeWith(m, &st)
	}
	for _, loose := range []bool{false, true} {
		var found []Move
		for i, m := range l.Slice() {
			for j := range rs {
				if rs[j].loose == loose && rs[j].matches(&ds[i]) {
					found = append(found, m)
					break
				}
			}
		}
		switch len(found) {
		case 0:
			continue
		case 1:
			return found[0], nil
		}
		names := make([]string, len(found))
		for i, m := range found {
			names[i] = m.String()
		}
		return NoMove, fmt.Errorf("%s is ambiguous: it fits %s", text, strings.Join(names, ", "))
	}
	return NoMove, fmt.Errorf("%s is not a legal move", text)
}

// number reads a digit 0–9.
func number(b byte) (int, bool) {
	if b >= '0' && b <= '9' {
		return int(b - '0'), true
	}
	return 0, false
}

// fileOK reports whether n is a file number.
func fileOK(n int) bool { return n >= 1 && n <= 9 }

// wxfKind reads a WXF piece letter, with the Western G, B and N.
func wxfKind(b byte) (kindSet, bool) {
	switch b {
	case 'K', 'G':
		return kinds(General), true
	case 'A':
		return kinds(Advisor), true
	case 'E', 'B':
		return kinds(Elephant), true
	case 'H', 'N':
		return kinds(Horse), true
	case 'R':
		return kinds(Chariot), true
	case 'C':
		return kinds(Cannon), true
	case 'P':
		return kinds(Soldier), true
	}
	return 0, false
}

// wxfSign reads + or - standing for a place on the file.
func wxfSign(b byte) (mark, bool) {
	switch b {
	case '+':
		return markWXFPlus, true
	case '-':
		return markWXFMinus, true
	}
	return 0, false
}

// appendWXF adds the WXF reading of s, if it has one: two characters
// naming the piece, the direction, the number.
func appendWXF(rs []reading, s string) []reading {
	t := strings.ToUpper(strings.Join(strings.Fields(s), ""))
	if len(t) != 4 {
		return rs
	}
	r := reading{op: t[2]}
	var ok bool
	if r.arg, ok = number(t[3]); !ok {
		return rs
	}
	switch t[2] {
	case '+', '-', '=':
	case '.':
		r.op, r.loose = '=', true
	default:
		return rs
	}
	if !wxfPiece(&r, t[0], t[1]) {
		return rs
	}
	return append(rs, r)
}

// wxfPiece reads the two characters that name the piece in WXF: letter
// and file (C2), letter and sign (C+, +C), two signs (++ and -- for four or
// five soldiers), or, while soldiers stand doubled on several files, file
// and sign (3+) or the file twice for the middle one (33).
func wxfPiece(r *reading, a, b byte) bool {
	ka, letterA := wxfKind(a)
	kb, letterB := wxfKind(b)
	sa, signA := wxfSign(a)
	sb, signB := wxfSign(b)
	fa, digitA := number(a)
	fb, digitB := number(b)
	switch {
	case letterA && digitB && fileOK(fb):
		r.kinds, r.file, r.mark = ka, fb, markAloneOrMid
	case letterA && signB:
		r.kinds, r.mark = ka, sb
	case signA && letterB:
		r.kinds, r.mark = kb, sa
	case signA && a == b:
		r.kinds, r.mark = kinds(Soldier), markWXFFirst
		if a == '-' {
			r.mark = markWXFLast
		}
	case digitA && fileOK(fa) && signB:
		r.kinds, r.file, r.mark = kinds(Soldier), fa, sb
	case digitA && fileOK(fa) && a == b:
		r.kinds, r.file, r.mark = kinds(Soldier), fa, markMiddle
	default:
		return false
	}
	return true
}

// cnPiece reads a Chinese piece character, any of its usual forms.
func cnPiece(r rune) (kindSet, bool) {
	switch r {
	case '帅', '帥', '将', '將':
		return kinds(General), true
	case '仕', '士':
		return kinds(Advisor), true
	case '相', '象':
		return kinds(Elephant), true
	case '马', '馬', '傌':
		return kinds(Horse), true
	case '车', '車', '俥', '伡':
		return kinds(Chariot), true
	case '炮', '砲', '包':
		return kinds(Cannon), true
	case '兵', '卒':
		return kinds(Soldier), true
	}
	return 0, false
}

// cnNumber reads a Chinese numeral 一–十 or a digit.
func cnNumber(r rune) (int, bool) {
	if r < 0x80 {
		return number(byte(r))
	}
	if r == '十' {
		return 10, true
	}
	for n, s := range cnNumerals {
		if s == string(r) && n > 0 {
			return n, true
		}
	}
	return 0, false
}

// cnOpOf reads 进/進/上 (advance), 退/下 (retreat) or 平 (traverse).
func cnOpOf(r rune) (byte, bool) {
	switch r {
	case '进', '進', '上':
		return '+', true
	case '退', '下':
		return '-', true
	case '平':
		return '=', true
	}
	return 0, false
}

// cnMarkOf reads a place on the file: 前, 中, 后/後, or 一–五 counted from the front.
func cnMarkOf(r rune) (mark, int, bool) {
	switch r {
	case '前':
		return markFront, 0, true
	case '中':
		return markMiddle, 0, true
	case '后', '後':
		return markRear, 0, true
	}
	if n, ok := cnNumber(r); ok && n >= 1 && n <= 5 {
		return markOrdinal, n, true
	}
	return 0, 0, false
}

// appendChinese adds the Chinese reading of s, if it has one: 炮二平五;
// 前车平六; 前兵三进一; 前三进一 (a soldier, the name left out).
func appendChinese(rs []reading, s string) []reading {
	t := []rune(strings.Join(strings.Fields(s), ""))
	n := len(t)
	if n != 4 && n != 5 {
		return rs
	}
	var r reading
	var ok bool
	if r.op, ok = cnOpOf(t[n-2]); !ok {
		return rs
	}
	if r.arg, ok = cnNumber(t[n-1]); !ok {
		return rs
	}
	if !cnPieceAndPlace(&r, t[:n-2]) {
		return rs
	}
	return append(rs, r)
}

// cnPieceAndPlace reads the characters before the direction.
func cnPieceAndPlace(r *reading, head []rune) bool {
	if k, ok := cnPiece(head[0]); ok { // 炮二
		r.kinds = k
		return len(head) == 2 && cnFile(r, head[1])
	}
	var ok bool
	if r.mark, r.nth, ok = cnMarkOf(head[0]); !ok {
		return false
	}
	if k, ok := cnPiece(head[1]); ok { // 前车, 前兵三
		r.kinds = k
		return len(head) == 2 || cnFile(r, head[2])
	}
	r.kinds = kinds(Soldier) // 前三: only soldiers are written so
	return len(head) == 2 && cnFile(r, head[1])
}

func cnFile(r *reading, c rune) bool {
	n, ok := cnNumber(c)
	r.file = n
	return ok && fileOK(n)
}

// vnToken is a word, a number or a sign of a Vietnamese move. Words are
// kept without accents, but the tone marks that tell tướng (general, with
// a sắc) from tượng (elephant, with a nặng) are noted.
type vnToken struct {
	text  string
	class byte // 'a' word, '0' number, or the sign itself
	sac   bool // a rising tone mark (sắc)
	nang  bool // a dot below (nặng)
}

// vnVowels are the Vietnamese vowels by base letter, each group in the
// order: no tone, huyền, sắc, hỏi, ngã, nặng.
var vnVowels = [...]struct {
	base  byte
	forms string
}{
	{'a', "aàáảãạ"}, {'a', "ăằắẳẵặ"}, {'a', "âầấẩẫậ"},
	{'e', "eèéẻẽẹ"}, {'e', "êềếểễệ"},
	{'i', "iìíỉĩị"},
	{'o', "oòóỏõọ"}, {'o', "ôồốổỗộ"}, {'o', "ơờớởỡợ"},
	{'u', "uùúủũụ"}, {'u', "ưừứửữự"},
	{'y', "yỳýỷỹỵ"},
}

const (
	toneSac  = 2
	toneNang = 5
)

// vnLetter folds a lower-case letter to its ASCII base and tells its tone
// (0 for none).
func vnLetter(r rune) (byte, int, bool) {
	if r >= 'a' && r <= 'z' {
		return byte(r), 0, true
	}
	if r == 'đ' {
		return 'd', 0, true
	}
	for _, v := range vnVowels {
		tone := 0
		for _, f := range v.forms {
			if f == r {
				return v.base, tone, true
			}
			tone++
		}
	}
	return 0, 0, false
}

// vnTokens splits a Vietnamese move into words, numbers and the signs . / -,
// folding case and accents; decomposed accents (combining marks) are taken
// too. It fails on any other character.
func vnTokens(s string) ([]vnToken, bool) {
	var toks []vnToken
	var word []byte
	cur := vnToken{}
	flush := func() {
		if len(word) > 0 {
			cur.text = string(word)
			toks = append(toks, cur)
		}
		word, cur = word[:0], vnToken{}
	}
	for _, r := range s {
		r = unicode.ToLower(r)
		switch {
		case unicode.IsSpace(r):
			flush()
		case r >= '0' && r <= '9':
			if cur.class != '0' {
				flush()
				cur.class = '0'
			}
			word = append(word, byte(r))
		case r == '.' || r == '/' || r == '-':
			flush()
			toks = append(toks, vnToken{text: string(r), class: byte(r)})
		case r >= 0x300 && r <= 0x36F: // a combining accent
			if cur.class != 'a' || len(word) == 0 {
				return nil, false
			}
			cur.sac = cur.sac || r == 0x301
			cur.nang = cur.nang || r == 0x323
		default:
			b, tone, ok := vnLetter(r)
			if !ok {
				return nil, false
			}
			if cur.class != 'a' {
				flush()
				cur.class = 'a'
			}
			word = append(word, b)
			cur.sac = cur.sac || tone == toneSac
			cur.nang = cur.nang || tone == toneNang
		}
	}
	flush()
	return toks, true
}

// vnWordPiece reads a piece named in words.
func vnWordPiece(t vnToken) (kindSet, bool) {
	switch t.text {
	case "tuong": // tướng, the general, or tượng, an elephant
		switch {
		case t.sac && !t.nang:
			return kinds(General), true
		case t.nang && !t.sac:
			return kinds(Elephant), true
		}
		return kinds(General, Elephant), true
	case "soai":
		return kinds(General), true
	case "si":
		return kinds(Advisor), true
	case "ma":
		return kinds(Horse), true
	case "xe", "xa":
		return kinds(Chariot), true
	case "phao":
		return kinds(Cannon), true
	case "binh", "tot", "chot":
		return kinds(Soldier), true
	}
	return 0, false
}

// vnMarkOf reads a place on the file, a letter of the short form or a word.
func vnMarkOf(s string) (mark, bool) {
	switch s {
	case "t", "truoc":
		return markFront, true
	case "s", "sau":
		return markRear, true
	case "g", "giua":
		return markMiddle, true
	case "gt":
		return markSecond, true
	case "gs":
		return markSecondRear, true
	}
	return 0, false
}

// vnShortPiece reads a letter of the short form with any place marks
// written after it: X, Xt, Bgt, Tg (the general; T is an elephant).
func vnShortPiece(s string) (kindSet, mark, bool) {
	if strings.HasPrefix(s, "tg") {
		m, ok := vnPlace(s[2:])
		return kinds(General), m, ok
	}
	if s == "" {
		return 0, 0, false
	}
	var k kindSet
	switch s[0] {
	case 's':
		k = kinds(Advisor)
	case 't', 'v':
		k = kinds(Elephant)
	case 'm':
		k = kinds(Horse)
	case 'x':
		k = kinds(Chariot)
	case 'p':
		k = kinds(Cannon)
	case 'b':
		k = kinds(Soldier)
	default:
		return 0, 0, false
	}
	m, ok := vnPlace(s[1:])
	return k, m, ok
}

// vnPlace reads the marks after a short-form letter; none is markNone.
func vnPlace(s string) (mark, bool) {
	if s == "" {
		return markNone, true
	}
	return vnMarkOf(s)
}

// vnOpOf reads the direction, a sign or a word.
func vnOpOf(t vnToken) (byte, bool) {
	switch t.text {
	case ".", "tan", "tien":
		return '+', true
	case "/", "thoai", "lui":
		return '-', true
	case "-", "binh":
		return '=', true
	}
	return 0, false
}

// appendVietnamese adds the Vietnamese reading of s, if it has one: a
// piece (letter or word) with any place mark, the file unless a mark
// stands for it, the direction and the number.
func appendVietnamese(rs []reading, s string) []reading {
	toks, ok := vnTokens(s)
	if !ok || len(toks) < 3 || toks[0].class != 'a' {
		return rs
	}
	var r reading
	if r.kinds, ok = vnWordPiece(toks[0]); ok {
		r.mark = markNone
	} else if r.kinds, r.mark, ok = vnShortPiece(toks[0].text); !ok {
		return rs
	}
	i := 1
	if r.mark == markNone && toks[i].class == 'a' {
		if m, ok := vnMarkOf(toks[i].text); ok {
			r.mark = m
			i++
		}
	}
	if i < len(toks) && toks[i].class == '0' {
		r.file = vnNumber(toks[i].text)
		if !fileOK(r.file) {
			return rs
		}
		i++
	}
	if r.mark == markNone {
		if r.file == 0 {
			return rs
		}
		r.mark = markAloneOrMid
	}
	if i+2 != len(toks) || toks[i+1].class != '0' {
		return rs
	}
	if r.op, ok = vnOpOf(toks[i]); !ok {
		return rs
	}
	r.arg = vnNumber(toks[i+1].text)
	return append(rs, r)
}

// vnNumber reads a number of one or two digits; longer ones read as -1,
// which no move has.
func vnNumber(s string) int {
	if len(s) > 2 {
		return -1
	}
	n := 0
	for i := 0; i < len(s); i++ {
		n = n*10 + int(s[i]-'0')
	}
	return n
}
