package i18n

import (
	"math"
	"strings"

	"golang.org/x/text/feature/plural"
)

// Counts in the texts
//
// A text that shows a count writes the words that agree with it as a
// group of forms in braces, one form for each plural category of the
// language, in CLDR's order (zero, one, two, few, many, other) of the
// categories the language has: "Imported %d {game|games}". A group takes
// its count from the verb before it (fmt's numbering, so %[2]d counts for
// the group after it), a text whose group comes first from its first
// argument. Vietnamese and Chinese have one category, so their texts need
// no groups; English has two, one (1) and other.
//
// The plural rules are CLDR's, from golang.org/x/text/feature/plural.

// categories are each language's cardinal plural categories for whole
// numbers, in CLDR's order: the forms of a group, in turn.
// TestPluralCategories checks them against x/text's rules.
var categories = [numLangs][]plural.Form{
	LangVi: {plural.Other},
	LangEn: {plural.One, plural.Other},
	LangZh: {plural.Other},
}

// form is the place in l's groups of the form that count n takes.
func (l Lang) form(n int) int {
	if l < 0 || l >= numLangs {
		return 0
	}
	f := plural.Cardinal.MatchPlural(l.Tag(), abs(n), 0, 0, 0, 0)
	for i, c := range categories[l] {
		if c == f {
			return i
		}
	}
	return len(categories[l]) - 1 // other
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// Format is message m in language l with its groups of forms replaced by
// the forms its counts take: a fmt format for the same arguments. Use it
// (or Count) for every text with a group: fmt.Sprintf(l.Format(m, args...),
// args...), or a message.Printer's Sprintf for the language's digits.
func (l Lang) Format(m Msg, args ...any) string {
	return l.choose(l.Text(m), func(arg int) (int, bool) {
		if arg < 1 || arg > len(args) {
			return 0, false
		}
		return toInt(args[arg-1])
	})
}

// Count is message m in language l with every group replaced by the form
// that count n takes: a noun to print beside a number, "general" or
// "generals".
func (l Lang) Count(m Msg, n int) string {
	return l.choose(l.Text(m), func(int) (int, bool) { return n, true })
}

// choose replaces each group of s by the form the count of the argument
// before it takes, count reading argument n (from 1); a group without a
// count gets its last form.
func (l Lang) choose(s string, count func(arg int) (int, bool)) string {
	return l.pick(s, func(arg int) int {
		if n, ok := count(arg); ok {
			return l.form(n)
		}
		return len(categories[l]) - 1
	})
}

// pick replaces each {a|b…} group of s by the form index(arg) chooses, arg
// being the argument of the verb before the group (1 when none is). The
// last form is "other", also for an index past the group's end.
func (l Lang) pick(s string, index func(arg int) int) string {
	if !strings.Contains(s, "{") {
		return s
	}
	var b strings.Builder
	last, next := 1, 1 // the last verb's argument, the next verb's
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '%':
			j := i + 1
			for j < len(s) && strings.IndexByte("+-# 0123456789.*[]", s[j]) >= 0 {
				j++
			}
			verb := s[i:min(j+1, len(s))]
			b.WriteString(verb)
			i = j
			if strings.HasSuffix(verb, "%") && len(verb) == 2 {
				continue // %%
			}
			if k := strings.LastIndexByte(verb, '['); k >= 0 {
				if n, ok := atoi(verb[k+1 : strings.IndexByte(verb[k:], ']')+k]); ok {
					next = n
				}
			}
			last, next = next, next+1
		case '{':
			end := strings.IndexByte(s[i:], '}')
			if end < 0 {
				b.WriteString(s[i:])
				return b.String()
			}
			forms := strings.Split(s[i+1:i+end], "|")
			k := index(last)
			if k >= len(categories[l])-1 || k >= len(forms) {
				k = len(forms) - 1 // "other" is always the last form
			}
			b.WriteString(forms[k])
			i += end
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

func atoi(s string) (int, bool) {
	n := 0
	if s == "" {
		return 0, false
	}
	for _, c := range []byte(s) {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, true
}

// toInt reads a count: any integer type.
func toInt(v any) (int, bool) {
	switch n := v.(type) {
	case int:
		return n, true
	case int8:
		return int(n), true
	case int16:
		return int(n), true
	case int32:
		return int(n), true
	case int64:
		return int(n), true
	case uint:
		return int(n), true
	case uint8:
		return int(n), true
	case uint16:
		return int(n), true
	case uint32:
		return int(n), true
	case uint64:
		return int(min(n, math.MaxInt64)), true
	}
	return 0, false
}
