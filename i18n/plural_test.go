package i18n

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"golang.org/x/text/feature/plural"
)

// TestPluralCategories: each language's categories, which a group's forms
// follow, are the ones CLDR's rules (x/text) give whole numbers: found
// by asking for every count 0-1000. Vietnamese and Chinese have only
// "other"; English "one" (1 alone) and "other".
func TestPluralCategories(t *testing.T) {
	order := []plural.Form{plural.Zero, plural.One, plural.Two, plural.Few, plural.Many, plural.Other}
	for l := Lang(0); l < NumLangs; l++ {
		seen := map[plural.Form]bool{}
		for n := 0; n <= 1000; n++ {
			seen[plural.Cardinal.MatchPlural(l.Tag(), n, 0, 0, 0, 0)] = true
		}
		var got []plural.Form
		for _, f := range order {
			if seen[f] {
				got = append(got, f)
			}
		}
		if !slices.Equal(got, categories[l]) {
			t.Errorf("%s: x/text gives categories %v, the table %v", l.Code(), got, categories[l])
		}
	}
	for _, n := range []int{0, 2, 5, 11, 21, 101} {
		if f := plural.Cardinal.MatchPlural(LangEn.Tag(), n, 0, 0, 0, 0); f != plural.Other {
			t.Errorf("en %d: %v, want other", n, f)
		}
	}
	if f := plural.Cardinal.MatchPlural(LangEn.Tag(), 1, 0, 0, 0, 0); f != plural.One {
		t.Errorf("en 1: %v, want one", f)
	}
}

// counted formats m in l with every argument n (strings "x").
func counted(l Lang, m Msg, n int) string {
	vs, _ := verbs(LangEn.Text(m))
	args := make([]any, len(vs))
	for i := range args {
		switch v := vs[i+1]; v[len(v)-1] {
		case 'd':
			args[i] = n
		case 'f':
			args[i] = 0.5
		default:
			args[i] = "x"
		}
	}
	return fmt.Sprintf(l.Format(m, args...), args...)
}

// TestEnglishCounts: the English count texts at 0, 1, 2, 5 and 21, word
// for word ("Imported 1 games" was the fault).
func TestEnglishCounts(t *testing.T) {
	for m, want := range map[Msg][5]string{
		MsgImported:       {"Imported 0 games", "Imported 1 game", "Imported 2 games", "Imported 5 games", "Imported 21 games"},
		MsgImportedFiles:  {"Imported 0 games from 0 files", "Imported 1 game from 1 file", "Imported 2 games from 2 files", "Imported 5 games from 5 files", "Imported 21 games from 21 files"},
		MsgMovesCount:     {"0 moves", "1 move", "2 moves", "5 moves", "21 moves"},
		MsgLastSearch:     {"Computer: depth 0, 0 nodes, 0.5 s", "Computer: depth 1, 1 node, 0.5 s", "Computer: depth 2, 2 nodes, 0.5 s", "Computer: depth 5, 5 nodes, 0.5 s", "Computer: depth 21, 21 nodes, 0.5 s"},
		MsgRecordsDamaged: {"0 damaged records were kept aside in x: x", "1 damaged record was kept aside in x: x", "2 damaged records were kept aside in x: x", "5 damaged records were kept aside in x: x", "21 damaged records were kept aside in x: x"},
		MsgImportPartial:  {"Could not save: x — 0 of 0 games kept", "Could not save: x — 1 of 1 game kept", "Could not save: x — 2 of 2 games kept", "Could not save: x — 5 of 5 games kept", "Could not save: x — 21 of 21 games kept"},
		MsgFilesProblems:  {"0 of 0 files had problems — x", "1 of 1 file had problems — x", "2 of 2 files had problems — x", "5 of 5 files had problems — x", "21 of 21 files had problems — x"},
		MsgLessonsDone:    {"0 / 0 exercises done", "1 / 1 exercise done", "2 / 2 exercises done", "5 / 5 exercises done", "21 / 21 exercises done"},
		MsgProbTooMany:    {"x has more than 0 x", "x has more than 1 x", "x has more than 2 x", "x has more than 5 x", "x has more than 21 x"},
	} {
		for i, n := range []int{0, 1, 2, 5, 21} {
			if got := counted(LangEn, m, n); got != want[i] {
				t.Errorf("message %d at %d: %q, want %q", m, n, got, want[i])
			}
		}
	}
	// Counts that differ: the group follows the verb before it.
	for _, c := range []struct {
		m    Msg
		args []any
		want string
	}{
		{MsgImportedFiles, []any{1, 3}, "Imported 1 game from 3 files"},
		{MsgImportedFiles, []any{4, 1}, "Imported 4 games from 1 file"},
		{MsgImportPartial, []any{"disk full", 0, 1}, "Could not save: disk full — 0 of 1 game kept"},
		{MsgImportPartial, []any{"disk full", 1, 2}, "Could not save: disk full — 1 of 2 games kept"},
		{MsgLastSearch, []any{9, uint64(1), 0.5}, "Computer: depth 9, 1 node, 0.5 s"},
		{MsgLessonsDone, []any{1, 30}, "1 / 30 exercises done"},
	} {
		if got := fmt.Sprintf(LangEn.Format(c.m, c.args...), c.args...); got != c.want {
			t.Errorf("message %d %v: %q, want %q", c.m, c.args, got, c.want)
		}
	}
	for k, want := range map[Msg][2]string{
		MsgKindGeneral: {"general", "generals"}, MsgKindSoldier: {"soldier", "soldiers"}, MsgKindHorse: {"horse", "horses"},
	} {
		if one, two := LangEn.Count(k, 1), LangEn.Count(k, 2); one != want[0] || two != want[1] {
			t.Errorf("message %d: %q, %q; want %q", k, one, two, want)
		}
	}
}

// onePluralRE finds a count of one followed by an English plural ("1
// games", "of 1 files"); the table's words that end in s without being
// plurals are listed.
var onePluralRE = regexp.MustCompile(`\b1 ([a-z]+s)\b`)

var notPlurals = map[string]bool{"has": true, "is": true, "was": true}

// TestCountsReadRight: every text with a count, at 0, 1, 2, 5 and 21 in
// every language, has no group syntax left and no fmt complaint; in
// English a count of one is never followed by a plural; in Vietnamese
// and Chinese, which have no plural forms, the text is the same for
// every count but the number.
func TestCountsReadRight(t *testing.T) {
	kinds := []Msg{MsgKindGeneral, MsgKindAdvisor, MsgKindElephant, MsgKindHorse, MsgKindChariot, MsgKindCannon, MsgKindSoldier}
	counts := 0
	for m := Msg(0); m < NumMsgs; m++ {
		vs, _ := verbs(LangEn.Text(m))
		if !slices.Contains(mapValues(vs), "d") && !slices.Contains(kinds, m) {
			continue
		}
		counts++
		for l := Lang(0); l < NumLangs; l++ {
			for _, n := range []int{0, 1, 2, 5, 21} {
				got := counted(l, m, n)
				if slices.Contains(kinds, m) {
					got = "1 " + l.Count(m, n)
				}
				if strings.ContainsAny(got, "{|}") || strings.Contains(got, "%!") {
					t.Errorf("message %d, %s at %d: %q", m, l.Code(), n, got)
				}
				if l == LangEn && n == 1 {
					for _, w := range onePluralRE.FindAllStringSubmatch(got, -1) {
						if !notPlurals[w[1]] {
							t.Errorf("message %d: %q says 1 %s", m, got, w[1])
						}
					}
				}
				if a, b := l.Format(m, n, n, n, n), l.Format(m, 2, 2, 2, 2); l != LangEn && a != b {
					t.Errorf("message %d, %s: %q at %d, %q at 2: one form only was expected", m, l.Code(), a, n, b)
				}
			}
		}
	}
	if counts < 25 {
		t.Errorf("only %d count texts found: the search is broken", counts)
	}
	// Vietnamese and Chinese, word for word at one and at 21.
	for _, c := range []struct {
		l       Lang
		m       Msg
		one, tw string
	}{
		{LangVi, MsgImported, "Đã nhập 1 ván", "Đã nhập 21 ván"},
		{LangZh, MsgImported, "已导入 1 局", "已导入 21 局"},
		{LangVi, MsgMovesCount, "1 nước", "21 nước"},
		{LangZh, MsgMovesCount, "1 回合", "21 回合"},
		{LangZh, MsgImportedFiles, "已从 1 个文件导入 1 局", "已从 21 个文件导入 21 局"},
	} {
		if one, tw := counted(c.l, c.m, 1), counted(c.l, c.m, 21); one != c.one || tw != c.tw {
			t.Errorf("message %d, %s: %q, %q; want %q, %q", c.m, c.l.Code(), one, tw, c.one, c.tw)
		}
	}
	// The check itself: a plural after one is found.
	if !onePluralRE.MatchString("Imported 1 games") {
		t.Error("onePluralRE misses \"Imported 1 games\"")
	}
}

func mapValues(m map[int]string) []string {
	var out []string
	for _, v := range m {
		out = append(out, v)
	}
	return out
}

// TestPick: the group's count is the verb before it, explicit indexes
// followed, %% passed over, a group before any verb on the first
// argument, a text without groups unchanged.
func TestPick(t *testing.T) {
	for _, c := range []struct {
		s    string
		args []any
		want string
	}{
		{"%d {a|b}", []any{1}, "%d a"},
		{"%d {a|b}", []any{2}, "%d b"},
		{"{a|b} %d", []any{1}, "a %d"},
		{"%s %d {a|b}, %d {c|d}", []any{"x", 1, 2}, "%s %d a, %d d"},
		{"%[2]d {a|b} %[1]d {c|d}", []any{1, 2}, "%[2]d b %[1]d c"},
		{"100%% %d {a|b}", []any{1}, "100%% %d a"},
		{"%.1f%% %d {a|b}", []any{0.5, 1}, "%.1f%% %d a"},
		{"%d {a}", []any{1}, "%d a"},
		{"%s {a|b}", []any{"x"}, "%s b"}, // no count: the last form
		{"plain %d", []any{1}, "plain %d"},
		{"%d {a|b", []any{1}, "%d {a|b"},
	} {
		got := LangEn.choose(c.s, func(arg int) (int, bool) {
			if arg < 1 || arg > len(c.args) {
				return 0, false
			}
			return toInt(c.args[arg-1])
		})
		if got != c.want {
			t.Errorf("%q %v: %q, want %q", c.s, c.args, got, c.want)
		}
	}
	// Vietnamese has one category, "other": the last form of a group.
	if got := LangVi.choose("%d {a|b}", func(int) (int, bool) { return 1, true }); got != "%d b" {
		t.Errorf("vi: %q", got)
	}
}

// TestGroupsUsedThroughFormat: the game never prints a text with groups
// through c.text (fmt.Sprintf(c.text(m)…) would show the braces): it uses
// c.sprintf or i18n.Lang.Count.
func TestGroupsUsedThroughFormat(t *testing.T) {
	names := msgNames(t)
	files, err := filepath.Glob("../game/*.go")
	if err != nil || len(files) == 0 {
		t.Fatalf("no game sources: %v", err)
	}
	use := regexp.MustCompile(`c\.text\(i18n\.(Msg\w+)\)`)
	found := 0
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, u := range use.FindAllStringSubmatch(string(b), -1) {
			found++
			m, ok := names[u[1]]
			if ok && strings.Contains(LangEn.Text(m), "{") {
				t.Errorf("%s: c.text(i18n.%s) shows its braces: use c.sprintf", filepath.Base(f), u[1])
			}
		}
	}
	if found < 50 {
		t.Errorf("only %d uses of c.text found", found)
	}
}

// msgNames maps the names of the Msg constants to their values, read from
// messages.go in their order.
func msgNames(t *testing.T) map[string]Msg {
	b, err := os.ReadFile("messages.go")
	if err != nil {
		t.Fatal(err)
	}
	src := string(b)
	start := strings.Index(src, "MsgTitle Msg = iota")
	end := strings.Index(src, "numMsgs\n)")
	if start < 0 || end < start {
		t.Fatal("the Msg constants were not found in messages.go")
	}
	out := map[string]Msg{}
	n := Msg(0)
	for _, line := range strings.Split(src[start:end], "\n") {
		f := strings.Fields(line)
		if len(f) == 0 || !strings.HasPrefix(f[0], "Msg") {
			continue
		}
		out[f[0]] = n
		n++
	}
	if n != NumMsgs {
		t.Fatalf("read %d constants, want %d", n, NumMsgs)
	}
	return out
}
