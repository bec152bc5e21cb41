package i18n

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"golang.org/x/image/font/sfnt"
	"golang.org/x/text/message"
	"golang.org/x/text/unicode/norm"

	"xiangqi/assets"
)

// allTexts calls f with every text of the table.
func allTexts(f func(m Msg, l Lang, s string)) {
	for m := Msg(0); m < NumMsgs; m++ {
		for l := Lang(0); l < NumLangs; l++ {
			f(m, l, l.Text(m))
		}
	}
}

// TestEveryMessageInEveryLanguage: a constant added without its row, or
// a row missing a language, shows an empty label in the game.
func TestEveryMessageInEveryLanguage(t *testing.T) {
	allTexts(func(m Msg, l Lang, s string) {
		if strings.TrimSpace(s) == "" {
			t.Errorf("message %d has no %s text", m, l.Code())
		}
	})
}

// verbRE matches one fmt verb: flags, an argument index, width,
// precision (each index or number optional) and the verb letter.
var verbRE = regexp.MustCompile(`%([-+# 0]*)(?:\[(\d+)\])?(\d*|\*)(?:\.(\d*|\*))?(?:\[(\d+)\])?([a-zA-Z%])`)

// verbs maps each argument (from 1) of format s to its verb as written
// without the index, following fmt's numbering: an explicit [n] sets the
// argument, every verb moves on to the next one.
func verbs(s string) (map[int]string, error) {
	out := map[int]string{}
	arg := 1
	for _, m := range verbRE.FindAllStringSubmatch(s, -1) {
		if m[6] == "%" {
			continue
		}
		for _, idx := range []string{m[2], m[5]} {
			if idx != "" {
				n, err := strconv.Atoi(idx)
				if err != nil {
					return nil, err
				}
				arg = n
			}
		}
		spec := m[1] + m[3]
		if m[4] != "" || strings.Contains(m[0], ".") {
			spec += "." + m[4]
		}
		spec += m[6]
		if old, ok := out[arg]; ok && old != spec {
			return nil, fmt.Errorf("argument %d is both %%%s and %%%s", arg, old, spec)
		}
		out[arg] = spec
		arg++
	}
	return out, nil
}

func TestVerbsParser(t *testing.T) {
	for s, want := range map[string]map[int]string{
		"plain":                   {},
		"100%% sure":              {},
		"%s gives %d":             {1: "s", 2: "d"},
		"%[2]d nodes, %[1]s":      {1: "s", 2: "d"},
		"%[3]s then %[1]s, %[2]d": {1: "s", 2: "d", 3: "s"},
		"%+.2f and %.1f%%":        {1: "+.2f", 2: ".1f"},
	} {
		got, err := verbs(s)
		if err != nil {
			t.Errorf("%q: %v", s, err)
			continue
		}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("verbs(%q) = %v, want %v", s, got, want)
		}
	}
	if _, err := verbs("%[1]s %[1]d"); err == nil {
		t.Error("one argument as both a string and a number: no error")
	}
}

// TestFormatVerbsAgree: a text with a verb the others lack prints
// %!d(MISSING) or %!(EXTRA …) in one language only.
func TestFormatVerbsAgree(t *testing.T) {
	withVerbs := 0
	for m := Msg(0); m < NumMsgs; m++ {
		want, err := verbs(LangEn.Text(m))
		if err != nil {
			t.Errorf("message %d, en %q: %v", m, LangEn.Text(m), err)
			continue
		}
		if len(want) > 0 {
			withVerbs++
		}
		for _, l := range []Lang{LangVi, LangZh} {
			got, err := verbs(l.Text(m))
			if err != nil {
				t.Errorf("message %d, %s %q: %v", m, l.Code(), l.Text(m), err)
				continue
			}
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("message %d: %s %q has verbs %v, en %q has %v", m, l.Code(), l.Text(m), got, LangEn.Text(m), want)
			}
		}
	}
	// The table holds formats (level names, counts, ratings): a parser
	// that finds none is broken, not the table.
	if withVerbs < 20 {
		t.Errorf("only %d messages with verbs found", withVerbs)
	}
}

// TestFormatsPrintCleanly formats each text with arguments of the
// English text's verbs: fmt's complaints (%!) mean a bad verb or index.
func TestFormatsPrintCleanly(t *testing.T) {
	for m := Msg(0); m < NumMsgs; m++ {
		vs, err := verbs(LangEn.Text(m))
		if err != nil {
			continue // reported by TestFormatVerbsAgree
		}
		args := make([]any, len(vs))
		for i := range args {
			switch v := vs[i+1]; v[len(v)-1] {
			case 'd':
				args[i] = 7
			case 'f', 'g':
				args[i] = 1.5
			default:
				args[i] = "x"
			}
		}
		for l := Lang(0); l < NumLangs; l++ {
			if out := fmt.Sprintf(l.Text(m), args...); strings.Contains(out, "%!") {
				t.Errorf("message %d, %s: %q", m, l.Code(), out)
			}
		}
	}
}

// TestTextsTidy: no text starts or ends with a space or holds a tab or a
// line break where a label is drawn on one line, and the Vietnamese texts
// are in composed form (NFC), the form the font subsets and the text
// layout expect for letters such as ộ.
func TestTextsTidy(t *testing.T) {
	allTexts(func(m Msg, l Lang, s string) {
		if s != strings.TrimSpace(s) {
			t.Errorf("message %d, %s: %q has spaces at an end", m, l.Code(), s)
		}
		if strings.ContainsAny(s, "\t\r") {
			t.Errorf("message %d, %s: %q holds a tab or a carriage return", m, l.Code(), s)
		}
		if !norm.NFC.IsNormalString(s) {
			t.Errorf("message %d, %s: %q is not in NFC", m, l.Code(), s)
		}
	})
}

// TestChineseTextsAreChinese: each Chinese text has a Han character
// (an English text pasted into the wrong column fails here), and each
// Vietnamese text that differs from the English has a letter.
func TestChineseTextsAreChinese(t *testing.T) {
	for m := Msg(0); m < NumMsgs; m++ {
		s := LangZh.Text(m)
		if !strings.ContainsFunc(s, func(r rune) bool { return unicode.Is(unicode.Han, r) }) && s != LangEn.Text(m) {
			t.Errorf("message %d: the Chinese text %q has no Han character", m, s)
		}
		if v := LangVi.Text(m); strings.ContainsFunc(v, func(r rune) bool { return unicode.Is(unicode.Han, r) }) &&
			!strings.ContainsFunc(LangEn.Text(m), func(r rune) bool { return unicode.Is(unicode.Han, r) }) {
			t.Errorf("message %d: the Vietnamese text %q has Han characters the English has not", m, v)
		}
	}
}

func TestTextOutOfRange(t *testing.T) {
	for _, c := range []struct {
		l Lang
		m Msg
	}{{-1, MsgTitle}, {NumLangs, MsgTitle}, {LangEn, -1}, {LangEn, NumMsgs}} {
		if s := c.l.Text(c.m); s != "" {
			t.Errorf("Lang(%d).Text(%d) = %q, want \"\"", c.l, c.m, s)
		}
	}
	if got := LangEn.Text(MsgTitle); got != "Xiangqi" {
		t.Errorf("the English title is %q", got)
	}
	if got := LangVi.Text(MsgTitle); got != "Cờ Tướng" {
		t.Errorf("the Vietnamese title is %q", got)
	}
	if got := LangZh.Text(MsgTitle); got != "中国象棋" {
		t.Errorf("the Chinese title is %q", got)
	}
}

func TestParseLang(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Lang
		ok   bool
	}{
		{"vi", LangVi, true},
		{"vi_VN.UTF-8", LangVi, true},
		{" VI ", LangVi, true},
		{"zh-Hans-CN", LangZh, true},
		{"zh_TW.Big5", LangZh, true},
		{"en", LangEn, true},
		{"en_GB", LangEn, true},
		{"fr_FR.UTF-8", LangEn, false},
		{"C.UTF-8", LangEn, false},
		{"", LangEn, false},
	} {
		got, ok := ParseLang(c.in)
		if got != c.want || ok != c.ok {
			t.Errorf("ParseLang(%q) = %d, %v; want %d, %v", c.in, got, ok, c.want, c.ok)
		}
	}
}

// TestCodeRoundTrip: the code saved is read back as the same language.
func TestCodeRoundTrip(t *testing.T) {
	seen := map[string]bool{}
	for l := Lang(0); l < NumLangs; l++ {
		code := l.Code()
		if seen[code] {
			t.Errorf("code %q twice", code)
		}
		seen[code] = true
		if got, ok := ParseLang(code); !ok || got != l {
			t.Errorf("ParseLang(%q) = %d, %v; want %d", code, got, ok, l)
		}
	}
}

// TestNumberFormats: numbers are grouped the way each language writes
// them (the computer's node counts, the analysis' scores).
func TestNumberFormats(t *testing.T) {
	for l, want := range map[Lang]string{LangVi: "4.741.632 0,5", LangEn: "4,741,632 0.5", LangZh: "4,741,632 0.5"} {
		if got := message.NewPrinter(l.Tag()).Sprintf("%d %.1f", 4741632, 0.5); got != want {
			t.Errorf("%s: %q, want %q", l.Code(), got, want)
		}
	}
}

// TestSystemLang: the POSIX locale variables in their precedence; one
// that names no language of the table is passed over.
func TestSystemLang(t *testing.T) {
	for _, c := range []struct {
		all, messages, lang, language string
		want                          Lang
	}{
		{"", "", "", "", LangEn},
		{"", "", "vi_VN.UTF-8", "", LangVi},
		{"", "zh_CN.UTF-8", "vi_VN.UTF-8", "", LangZh},
		{"en_US.UTF-8", "zh_CN.UTF-8", "vi_VN.UTF-8", "", LangEn},
		{"C.UTF-8", "", "", "vi", LangVi},
		{"POSIX", "fr_FR", "de_DE", "", LangEn},
	} {
		t.Setenv("LC_ALL", c.all)
		t.Setenv("LC_MESSAGES", c.messages)
		t.Setenv("LANG", c.lang)
		t.Setenv("LANGUAGE", c.language)
		if got := SystemLang(); got != c.want {
			t.Errorf("%+v: %s, want %s", c, got.Code(), c.want.Code())
		}
	}
}

func TestNames(t *testing.T) {
	names := Names()
	if len(names) != int(NumLangs) {
		t.Fatalf("%d names for %d languages", len(names), NumLangs)
	}
	if names[LangEn] != "English" || names[LangVi] != "Tiếng Việt" || names[LangZh] != "中文" {
		t.Errorf("names %q out of the order of Lang", names)
	}
	names[0] = "changed"
	if Names()[0] == "changed" {
		t.Error("Names returns the table itself: a caller can change it")
	}
}

// TestFontsCoverMessages: every character of the table is in an embedded
// font subset (the interface's Latin or CJK font), so a message added
// without re-running scripts/make-fonts.sh fails here instead of showing
// an empty box on a phone.
func TestFontsCoverMessages(t *testing.T) {
	var fonts []*sfnt.Font
	for name, b := range map[string][]byte{"latin": assets.LatinFont, "cjk": assets.CJKFont} {
		f, err := sfnt.Parse(b)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		fonts = append(fonts, f)
	}
	var buf sfnt.Buffer
	missing := map[rune]bool{}
	check := func(s string) {
		for _, r := range s {
			if r == ' ' || r == '\n' || missing[r] {
				continue
			}
			if !slices.ContainsFunc(fonts, func(f *sfnt.Font) bool {
				i, err := f.GlyphIndex(&buf, r)
				return err == nil && i != 0
			}) {
				missing[r] = true
				t.Errorf("%q (U+%04X) of %q is in no font subset; run scripts/make-fonts.sh", r, r, s)
			}
		}
	}
	allTexts(func(_ Msg, _ Lang, s string) { check(s) })
	for _, n := range Names() {
		check(n)
	}
	// The subset must be a subset: a check that passes any rune is none.
	if i, err := fonts[0].GlyphIndex(&buf, '\u0b95'); err == nil && i != 0 {
		t.Error("the Latin subset has a Tamil letter: the check proves nothing")
	}
}
