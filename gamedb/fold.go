package gamedb

import (
	"strings"
	"sync"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"xiangqi/opening"
)

// Fold is s as a search compares it: lower case, with the marks over and
// under letters dropped (Vietnamese tones and vowel marks: "Nguyễn Văn
// Đỏ" is "nguyen van do"), so that a player who types without them, as
// most do on a phone, or in another case, finds the game all the same.
// Other scripts (Chinese) are left as they are.
func Fold(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	// Bytes that are no UTF-8 (a record in another encoding) become
	// U+FFFD first: norm leaves what follows them composed.
	for _, r := range norm.NFD.String(strings.ToValidUTF8(s, "\uFFFD")) {
		switch {
		case unicode.Is(unicode.Mn, r):
			continue
		case r == 'đ' || r == 'Đ': // a letter of its own, not d with a mark
			r = 'd'
		default:
			r = unicode.ToLower(r)
		}
		b.WriteRune(r)
	}
	return b.String()
}

// LevelToken is a Level tag ("level 3", "Medium") as the search column
// keeps it: folded, without spaces, so that a search for one level's
// name (the game maps the names in its languages to this) does not find
// the games of another that shares a word with it.
func LevelToken(tag string) string {
	return strings.ReplaceAll(Fold(tag), " ", "")
}

// searchText is what a search reads of a game in its row: its players,
// event, opening (its tag, or the Chinese name of its code) and code,
// and its level, folded, one to a line so that a word never spans two.
// The names of its code in the three languages are found by the code
// (openingWords), not kept with every game: they were most of this text,
// and writing them made an import of 20,000 games some 10% slower.
func searchText(r Row) string {
	return Fold(strings.Join([]string{r.Red, r.Black, r.Event, r.Opening, r.ECCO}, "\n")) + "\n" + LevelToken(r.Level)
}

// openingWords are the names of every ECCO code in the three languages,
// folded, made on the first search.
type openingWords struct {
	once   sync.Once
	folded []string // by code: A00 first, E99 last; its names one to a line
}

// codes are the ECCO codes with word (folded) in one of their names.
func (o *openingWords) codes(word string) []string {
	o.once.Do(func() {
		o.folded = make([]string, 0, 500)
		for i := range 500 {
			code := eccoCode(i)
			o.folded = append(o.folded, Fold(opening.Name(code, "vi")+"\n"+opening.Name(code, "en")+"\n"+opening.Name(code, "zh")))
		}
	})
	var out []string
	for i, names := range o.folded {
		if strings.Contains(names, word) {
			out = append(out, eccoCode(i))
		}
	}
	return out
}

// eccoCode is the i-th ECCO code: A00 is 0, E99 is 499.
func eccoCode(i int) string {
	return string([]byte{byte('A' + i/100), byte('0' + i/10%10), byte('0' + i%10)})
}
