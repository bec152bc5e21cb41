package rules

import (
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
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
// Relative notations are read by describing the legal moves of the pieces
// the text can name as the writers do and keeping those that fit what was
// read, so the reader and Notate share one model. A text whose marks fit no
// legal move is read by legality, as players' readers do: a move of one of
// two like pieces on a file written by its file alone, or with a 前/后/中
// that does not fit, is the one legal move of those pieces that goes the
// written way, when there is exactly one. A text that fits no legal move,
// or more than one, is an error. The one clash between notations is a
// full stop after P: a Vietnamese advance of a cannon (P3.4, pháo tấn) or a
// WXF traverse of a soldier written with the WXF page's full stop; the
// Vietnamese reading, which is what Notate writes, is taken when it fits a
// legal move.
//
// A game record calls ReadMove for every move, so reading allocates
// nothing unless it fails: the text's characters are folded once into an
// array on the stack, each reader looks at them only as far as they can
// still fit its notation, and only the moves of the named pieces are
// generated and described.
func (p *Position) ReadMove(s string) (Move, error) {
	text := trimSpace(s)
	if text == "" {
		return NoMove, errors.New("an empty text is not a move")
	}
	if len(text) > maxMoveText {
		return NoMove, fmt.Errorf("%s… is not a move", cut(text, maxMoveText/2))
	}
	// An ICCS text folds to ASCII throughout and a Chinese reading has a
	// Chinese direction (进, 退, 平): a text that reads as either reads in
	// no other notation. So a text that starts in ASCII is tried as ICCS first, any
	// other as Chinese first, the notation of most game records, and
	// whichever reads is the only reading.
	iccsFirst := text[0] < utf8.RuneSelf
	if iccsFirst {
		if m, ok := readICCS(text); ok {
			return p.legalICCS(text, m)
		}
	}
	var chars [maxMoveText]rune
	plain := foldWidth(chars[:0], text)
	// WXF and Chinese are read without the spaces; neither has more than
	// five characters, so one more tells a text too long for both.
	var packed [6]rune
	n := 0
	for _, r := range plain {
		if !unicode.IsSpace(r) {
			packed[n] = r
			if n++; n == len(packed) {
				break
			}
		}
	}
	var rs [3]reading
	if r, ok := readChinese(packed[:n]); ok {
		rs[0] = r
		return p.resolve(text, rs[:1])
	}
	if !iccsFirst {
		if m, ok := readICCS(text); ok {
			return p.legalICCS(text, m)
		}
	}
	found := 0
	if r, ok := readWXF(packed[:n]); ok {
		rs[found] = r
		found++
	}
	if r, ok := readVietnamese(plain); ok {
		rs[found] = r
		found++
	}
	if found == 0 {
		return NoMove, fmt.Errorf("%s is not a move", text)
	}
	return p.resolve(text, rs[:found])
}

// legalICCS returns m, read as ICCS from text, if it is legal.
func (p *Position) legalICCS(text string, m Move) (Move, error) {
	if !p.IsLegal(m) {
		return NoMove, fmt.Errorf("%s is not a legal move", text)
	}
	return m, nil
}

// trimSpace is strings.TrimSpace without its detour: that turns to the
// slower strings.TrimFunc on the first character outside ASCII, which
// every Chinese move starts with.
func trimSpace(s string) string {
	for s != "" {
		r, n := utf8.DecodeRuneInString(s)
		if !unicode.IsSpace(r) {
			break
		}
		s = s[n:]
	}
	for s != "" {
		r, n := utf8.DecodeLastRuneInString(s)
		if !unicode.IsSpace(r) {
			break
		}
		s = s[:len(s)-n]
	}
	return s
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

// foldWidth appends the characters of s to dst with the full-width forms
// of ASCII (Ｃ２＝５, and Black's numbers １–９ in Chinese), the ideographic
// space and the dash and minus characters turned into ASCII, so that each
// reader meets one spelling. A byte that is not UTF-8 becomes U+FFFD,
// which no reader takes. Given room for len(s) characters, it allocates
// nothing.
func foldWidth(dst []rune, s string) []rune {
	for _, r := range s {
		dst = append(dst, foldRune(r))
	}
	return dst
}

// foldRune folds one character as foldWidth does.
func foldRune(r rune) rune {
	switch {
	case r >= 0xFF01 && r <= 0xFF5E:
		return r - 0xFEE0
	case r == 0x3000:
		return ' '
	case r >= 0x2010 && r <= 0x2015, r == 0x2212:
		return '-'
	}
	return r
}

// readICCS reads h2e2, H2-E2, with a check mark allowed after it. It
// folds the text's characters as foldWidth does, and lowers them as
// strings.ToLower does, so a character that lowers to ASCII counts as that
// letter; any other character outside ASCII, or a seventh character, rules
// ICCS out.
func readICCS(s string) (Move, bool) {
	var b [6]byte // h2-e2+
	n := 0
	for i := 0; i < len(s); n++ {
		c := s[i]
		if c < utf8.RuneSelf { // folds to itself: only the case changes
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			i++
		} else {
			r, size := utf8.DecodeRuneInString(s[i:])
			r = unicode.ToLower(foldRune(r))
			if r >= utf8.RuneSelf {
				return NoMove, false
			}
			c = byte(r)
			i += size
		}
		if n == len(b) {
			return NoMove, false
		}
		b[n] = c
	}
	t := b[:n]
	if n > 0 && (t[n-1] == '+' || t[n-1] == '#') {
		t = t[:n-1]
	}
	if len(t) == 5 && t[2] == '-' {
		t = append(t[:2], t[3:]...)
	}
	if len(t) != 4 {
		return NoMove, false
	}
	from, okFrom := iccsSquare(t[0], t[1])
	to, okTo := iccsSquare(t[2], t[3])
	if !okFrom || !okTo || from == to {
		return NoMove, false
	}
	return NewMove(from, to), true
}

// iccsSquare reads a lower-case ICCS point, as ParseSquare does.
func iccsSquare(f, r byte) (Square, bool) {
	if f < 'a' || f > 'i' || r < '0' || r > '9' {
		return NoSquare, false
	}
	return SquareAt(int(f-'a'), int(r-'0')), true
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

// mayFit is a sieve for the move m of a piece of c: it reports whether m
// goes the way r says and by r's number, either as a distance or as the
// destination file, whichever describeWith takes for the piece's kind, so
// that most moves are passed over without being described.
func (r *reading) mayFit(c Color, m Move) bool {
	from, to := m.From(), m.To()
	dr := ahead(c, to.Rank()) - ahead(c, from.Rank())
	switch r.op {
	case '=':
		return dr == 0 && fileNumber(c, to) == r.arg
	case '+':
		return dr > 0 && (dr == r.arg || fileNumber(c, to) == r.arg)
	case '-':
		return dr < 0 && (-dr == r.arg || fileNumber(c, to) == r.arg)
	}
	return false
}

// resolve finds the one legal move that a reading of text fits, trying
// loose readings only when no other fits.
//
// A reading names the piece's kind and mostly its file, so only the moves
// of the side's pieces of those kinds, on those files, are generated and
// described, and only those that fit are tested for legality. They come in
// the order GenerateMoves gives them, which an ambiguous text's error lists.
func (p *Position) resolve(text string, rs []reading) (Move, error) {
	var want kindSet
	var files uint16 // bit n for file number n
	for i := range rs {
		want |= rs[i].kinds
		if rs[i].file == 0 {
			files = allFiles
		} else {
			files |= 1 << rs[i].file
		}
	}
	var pieces pieceList
	st := new(fileStacks)
	p.stacksFor(st, p.side, want, files, &pieces)
	var l MoveList
	for _, s := range pieces.at[:pieces.n] {
		p.genPiece(&l, s, p.board[s], false)
	}
	var strictFits, looseFits [4]Move
	strict, loose := strictFits[:0], looseFits[:0]
	for _, m := range l.Slice() {
		sieved := false
		for j := range rs {
			sieved = sieved || rs[j].mayFit(p.side, m)
		}
		if !sieved {
			continue
		}
		d := p.describeWith(m, st)
		fitStrict, fitLoose := false, false
		for j := range rs {
			if rs[j].matches(&d) {
				if rs[j].loose {
					fitLoose = true
				} else {
					fitStrict = true
				}
			}
		}
		if (!fitStrict && !fitLoose) || !p.kingSafeAfter(m) {
			continue
		}
		if fitStrict {
			strict = append(strict, m)
		}
		if fitLoose {
			loose = append(loose, m)
		}
	}
	found := strict
	if len(found) == 0 {
		found = loose
	}
	if len(found) == 0 {
		found = p.byLegality(l.Slice(), rs, st, strict)
	}
	switch len(found) {
	case 0:
		return NoMove, fmt.Errorf("%s is not a legal move", text)
	case 1:
		return found[0], nil
	}
	names := make([]string, len(found))
	for i, m := range found {
		names[i] = m.String()
	}
	return NoMove, fmt.Errorf("%s is ambiguous: it fits %s", text, strings.Join(names, ", "))
}

// byLegality is resolve's last resort, the tandem rule of players'
// readers: the place a text gives on the file (前, 后, 中, or none where two
// like pieces share it) is set aside, and the moves of the named kind from
// the named file (any file when none is named) that go the way and by the
// number the text says are kept. Records often leave 前/后 out when only one
// of the two pieces can make the move (炮八进四 with two cannons on file
// 八), or write the wrong one; such a text reads when exactly one legal move
// fits, and one that fits two stays an error. It appends to found, which
// has room for the usual few.
func (p *Position) byLegality(moves []Move, rs []reading, st *fileStacks, found []Move) []Move {
	for _, m := range moves {
		fits := false
		for j := range rs {
			if rs[j].mayFit(p.side, m) {
				d := p.describeWith(m, st)
				r := &rs[j]
				fits = fits || (r.kinds.has(d.kind) && r.op == d.op && r.arg == d.arg && (r.file == 0 || r.file == d.file))
			}
		}
		if fits && p.kingSafeAfter(m) {
			found = append(found, m)
		}
	}
	return found
}

// allFiles has the bits of the file numbers 1–9.
const allFiles = 1<<10 - 2

// pieceList holds the points of some of a side's pieces in the board's
// order, GenerateMoves's.
type pieceList struct {
	at [16]Square
	n  int
}

// insert adds s in its place in the board's order.
func (pl *pieceList) insert(s Square) {
	i := pl.n
	for ; i > 0 && pl.at[i-1] > s; i-- {
		pl.at[i] = pl.at[i-1]
	}
	pl.at[i] = s
	pl.n++
}

// stacksFor is stacksOf cut down to what matching readings need: it
// looks only at c's pieces of the kinds in want standing on the files in
// files (bit n for file number n), fills their entries as stacksOf does
// and lists them in pl. The other entries are left zero, and so are
// files and global unless all files are looked at: only a reading
// without a file (一兵平四) asks for them.
func (p *Position) stacksFor(st *fileStacks, c Color, want kindSet, files uint16, pl *pieceList) {
	// One bit per Piece value wanted: most points are empty or hold
	// another piece, and a single test for them keeps the walk fast.
	var pieces uint16
	for k := General; k <= Soldier; k++ {
		if want.has(k) {
			pieces |= 1 << MakePiece(c, k)
		}
	}
	for num := 1; num <= 9; num++ {
		if files&(1<<num) == 0 {
			continue
		}
		f := boardFile(c, num)
		for i := 0; i < 10; i++ { // from c's front rank back
			s := SquareAt(f, rankFromFront(c, i))
			pc := p.board[s]
			if pieces&(1<<pc) == 0 {
				continue
			}
			k := pc.Kind()
			st.count[k][f]++
			st.place[s] = st.count[k][f]
			pl.insert(s)
		}
	}
	if files == allFiles {
		p.countStacks(st, c) // the counts of kinds not wanted are zero
	}
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

// readWXF reads s, the text's characters without its spaces, as WXF:
// two characters naming the piece, the direction, the number. They are
// raised as strings.ToUpper does, character by character; WXF has only
// ASCII, so any other character rules it out.
func readWXF(s []rune) (reading, bool) {
	if len(s) != 4 {
		return reading{}, false
	}
	var t [4]byte
	for i, c := range s {
		c = unicode.ToUpper(c)
		if c >= utf8.RuneSelf {
			return reading{}, false
		}
		t[i] = byte(c)
	}
	r := reading{op: t[2]}
	var ok bool
	if r.arg, ok = number(t[3]); !ok {
		return reading{}, false
	}
	switch t[2] {
	case '+', '-', '=':
	case '.':
		r.op, r.loose = '=', true
	default:
		return reading{}, false
	}
	if !wxfPiece(&r, t[0], t[1]) {
		return reading{}, false
	}
	return r, true
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
	switch r {
	case '一':
		return 1, true
	case '二':
		return 2, true
	case '三':
		return 3, true
	case '四':
		return 4, true
	case '五':
		return 5, true
	case '六':
		return 6, true
	case '七':
		return 7, true
	case '八':
		return 8, true
	case '九':
		return 9, true
	case '十':
		return 10, true
	}
	if r < utf8.RuneSelf {
		return number(byte(r))
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

// readChinese reads s, the text's characters without its spaces, as
// Chinese: 炮二平五; 前车平六; 前兵三进一; 前三进一 (a soldier, the name left out).
func readChinese(t []rune) (reading, bool) {
	n := len(t)
	if n != 4 && n != 5 {
		return reading{}, false
	}
	var r reading
	var ok bool
	if r.op, ok = cnOpOf(t[n-2]); !ok {
		return reading{}, false
	}
	if r.arg, ok = cnNumber(t[n-1]); !ok {
		return reading{}, false
	}
	if !cnPieceAndPlace(&r, t[:n-2]) {
		return reading{}, false
	}
	return r, true
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
	start, end uint8 // the token's text in vnText.buf
	class      byte  // 'a' word, '0' number, or the sign itself
	sac        bool  // a rising tone mark (sắc)
	nang       bool  // a dot below (nặng)
}

// vnMaxTokens is the most tokens a Vietnamese move has: piece, place mark,
// file, direction, number (Binh trước 3 tấn 1).
const vnMaxTokens = 5

// vnText is a Vietnamese move split into tokens, their folded text in one
// buffer, so that splitting allocates nothing.
type vnText struct {
	toks [vnMaxTokens]vnToken
	n    int
	buf  [maxMoveText]byte // one byte at most for each character of the text
	used int
}

// text is t's folded text: a word, the digits of a number or a sign.
func (v *vnText) text(t *vnToken) []byte { return v.buf[t.start:t.end] }

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
	if r < 'à' || r > 'ỹ' { // outside every form of vnVowels
		return 0, 0, false
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

// split splits a Vietnamese move into words, numbers and the signs . / -,
// folding case and accents; decomposed accents (combining marks) are taken
// too. It fails on any other character, and on more tokens than a move
// has, which no reading could take.
func (v *vnText) split(s []rune) bool {
	var cur vnToken // the word or number being read; class 0 between them
	for _, r := range s {
		r = unicode.ToLower(r)
		switch {
		case unicode.IsSpace(r):
			if !v.flush(&cur) {
				return false
			}
		case r >= '0' && r <= '9':
			if cur.class != '0' {
				if !v.flush(&cur) {
					return false
				}
				cur.class = '0'
			}
			v.add(&cur, byte(r))
		case r == '.' || r == '/' || r == '-':
			if !v.flush(&cur) {
				return false
			}
			cur.class = byte(r)
			v.add(&cur, byte(r))
			if !v.flush(&cur) {
				return false
			}
		case r >= 0x300 && r <= 0x36F: // a combining accent
			if cur.class != 'a' || cur.end == cur.start {
				return false
			}
			cur.sac = cur.sac || r == 0x301
			cur.nang = cur.nang || r == 0x323
		default:
			b, tone, ok := vnLetter(r)
			if !ok {
				return false
			}
			if cur.class != 'a' {
				if !v.flush(&cur) {
					return false
				}
				cur.class = 'a'
			}
			v.add(&cur, b)
			cur.sac = cur.sac || tone == toneSac
			cur.nang = cur.nang || tone == toneNang
		}
	}
	return v.flush(&cur)
}

// add appends b to the token being read.
func (v *vnText) add(cur *vnToken, b byte) {
	v.buf[v.used] = b
	v.used++
	cur.end = uint8(v.used)
}

// flush ends the token being read, if it has any text, and starts the
// next; it fails when there would be more tokens than a move has.
func (v *vnText) flush(cur *vnToken) bool {
	if cur.end > cur.start {
		if v.n == len(v.toks) {
			return false
		}
		v.toks[v.n] = *cur
		v.n++
	}
	*cur = vnToken{start: uint8(v.used), end: uint8(v.used)}
	return true
}

// vnWordPiece reads a piece named in words.
func vnWordPiece(t *vnToken, text []byte) (kindSet, bool) {
	switch string(text) {
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
func vnMarkOf(s []byte) (mark, bool) {
	switch string(s) {
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
func vnShortPiece(s []byte) (kindSet, mark, bool) {
	if len(s) >= 2 && s[0] == 't' && s[1] == 'g' {
		m, ok := vnPlace(s[2:])
		return kinds(General), m, ok
	}
	if len(s) == 0 {
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
func vnPlace(s []byte) (mark, bool) {
	if len(s) == 0 {
		return markNone, true
	}
	return vnMarkOf(s)
}

// vnOpOf reads the direction, a sign or a word.
func vnOpOf(s []byte) (byte, bool) {
	switch string(s) {
	case ".", "tan", "tien":
		return '+', true
	case "/", "thoai", "lui":
		return '-', true
	case "-", "binh":
		return '=', true
	}
	return 0, false
}

// vnFirstLetters are the letters a Vietnamese piece, word or short form,
// starts with: binh, chot, ma, phao, si, soai, tot, tuong, v, xe.
const vnFirstLetters = "bcmpstvx"

// readVietnamese reads s as Vietnamese: a piece (letter or word) with any
// place mark, the file unless a mark stands for it, the direction and the
// number. A text whose first character starts no piece is not split.
func readVietnamese(s []rune) (reading, bool) {
	first := 0
	for first < len(s) && unicode.IsSpace(s[first]) {
		first++
	}
	if first == len(s) {
		return reading{}, false
	}
	if c := unicode.ToLower(s[first]); c >= utf8.RuneSelf || strings.IndexByte(vnFirstLetters, byte(c)) < 0 {
		return reading{}, false
	}
	var v vnText
	if !v.split(s) || v.n < 3 || v.toks[0].class != 'a' {
		return reading{}, false
	}
	toks := v.toks[:v.n]
	var r reading
	var ok bool
	if r.kinds, ok = vnWordPiece(&toks[0], v.text(&toks[0])); ok {
		r.mark = markNone
	} else if r.kinds, r.mark, ok = vnShortPiece(v.text(&toks[0])); !ok {
		return reading{}, false
	}
	i := 1
	if r.mark == markNone && toks[i].class == 'a' {
		if m, ok := vnMarkOf(v.text(&toks[i])); ok {
			r.mark = m
			i++
		}
	}
	if i < len(toks) && toks[i].class == '0' {
		r.file = vnNumber(v.text(&toks[i]))
		if !fileOK(r.file) {
			return reading{}, false
		}
		i++
	}
	if r.mark == markNone {
		if r.file == 0 {
			return reading{}, false
		}
		r.mark = markAloneOrMid
	}
	if i+2 != len(toks) || toks[i+1].class != '0' {
		return reading{}, false
	}
	if r.op, ok = vnOpOf(v.text(&toks[i])); !ok {
		return reading{}, false
	}
	r.arg = vnNumber(v.text(&toks[i+1]))
	return r, true
}

// vnNumber reads a number of one or two digits; longer ones read as -1,
// which no move has.
func vnNumber(s []byte) int {
	if len(s) > 2 {
		return -1
	}
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
	}
	return n
}
