package assets

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
	"unicode"

	"golang.org/x/image/font/sfnt"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
	"golang.org/x/text/unicode/norm"

	"xiangqi/record"
)

// uiFonts parses UIFonts.
func uiFonts(t *testing.T) []*sfnt.Font {
	t.Helper()
	var fs []*sfnt.Font
	for _, a := range UIFonts() {
		f, err := sfnt.Parse(a.Data)
		if err != nil {
			t.Fatalf("%s: %v", a.Name, err)
		}
		fs = append(fs, f)
	}
	return fs
}

// coverage reports the characters of s that no font of fs has, each once.
func coverage(fs []*sfnt.Font, s string) []rune {
	var missing []rune
	var buf sfnt.Buffer
	seen := map[rune]bool{}
	for _, r := range s {
		if seen[r] || unicode.IsSpace(r) || unicode.IsControl(r) {
			continue
		}
		seen[r] = true
		found := false
		for _, f := range fs {
			if i, err := f.GlyphIndex(&buf, r); err == nil && i != 0 {
				found = true
				break
			}
		}
		if !found {
			missing = append(missing, r)
		}
	}
	return missing
}

func checkCovered(t *testing.T, fs []*sfnt.Font, where, s string) {
	t.Helper()
	if m := coverage(fs, s); len(m) > 0 {
		shown := m[:min(len(m), 20)]
		t.Errorf("%s: %d characters in no interface font, e.g. %q; run scripts/make-fonts.sh", where, len(m), string(shown))
	}
}

// gb2312 is every character of GB2312 (rows 1-9 symbols, 16-87 hanzi),
// decoded through HZ (x/text decodes it as GBK, so with GBK's few
// additions in those rows, such as ⅰ and €).
func gb2312(t *testing.T) string {
	var hz bytes.Buffer
	hz.WriteString("~{")
	for a := byte(0x21); a <= 0x77; a++ {
		for b := byte(0x21); b <= 0x7e; b++ {
			hz.Write([]byte{a, b})
		}
	}
	hz.WriteString("~}")
	out, err := simplifiedchinese.HZGB2312.NewDecoder().Bytes(hz.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	return string(bytes.ReplaceAll(out, []byte("\uFFFD"), nil)) // unassigned codes
}

// big5Common is Big5's symbols (A140-A3BF) and common hanzi, level 1
// (A440-C67E).
func big5Common(t *testing.T) string {
	var b5 bytes.Buffer
	for a := 0xA1; a <= 0xC6; a++ {
		for b := 0x40; b <= 0xFE; b++ {
			if b > 0x7E && b < 0xA1 || a == 0xA3 && b > 0xBF || a == 0xC6 && b > 0x7E {
				continue
			}
			b5.Write([]byte{byte(a), byte(b)})
		}
	}
	out, err := traditionalchinese.Big5.NewDecoder().Bytes(b5.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	return string(bytes.ReplaceAll(out, []byte("\uFFFD"), nil))
}

// vietnamese is every letter of Vietnamese with every tone, capital and
// small, composed (NFC, as records write them), and the combining marks
// for text written decomposed.
func vietnamese() string {
	var s []rune
	for _, base := range "aăâeêioôơuưyAĂÂEÊIOÔƠUƯY" {
		for _, tone := range []rune{0, 0x300, 0x301, 0x303, 0x309, 0x323} {
			x := string(base)
			if tone != 0 {
				x += string(tone)
			}
			s = append(s, []rune(norm.NFC.String(x))...)
		}
	}
	return string(s) + "đĐ\u0300\u0301\u0303\u0309\u0323"
}

// TestUIFontsCoverRecords: any name, event or comment of a record from
// elsewhere is drawn, not shown as a box: the XQWizard players of issue
// 32, the common Simplified (GB2312) and Traditional (Big5 level 1)
// character sets, Vietnamese with all its tones, the tags and comments of
// the Chinese and Vietnamese sample records, and (when the shared data is
// there) the names and events of 2,516 master games.
func TestUIFontsCoverRecords(t *testing.T) {
	fs := uiFonts(t)
	checkCovered(t, fs, "XQWizard players", "相眼竞技 – 棋乐无穷")
	gb := gb2312(t)
	if n := len([]rune(gb)); n < 7400 {
		t.Fatalf("GB2312 decoded to %d characters, want 7,445", n)
	}
	checkCovered(t, fs, "GB2312", gb)
	b5 := big5Common(t)
	if n := len([]rune(b5)); n < 5700 {
		t.Fatalf("Big5 symbols and level 1 decoded to %d characters, want about 5,800", n)
	}
	checkCovered(t, fs, "Big5 level 1", b5)
	checkCovered(t, fs, "Vietnamese", vietnamese())

	files := []string{
		"../record/testdata/chinese_gbk.pgn",
		"../record/testdata/vietnamese.pgn",
		"../cmd/xiangqi/testdata/one-game-gbk.pgn",
	}
	// The master games live beside the project, not in it.
	masters, _ := filepath.Glob("../../shared/data/master-games/*.pgn")
	if len(masters) == 0 {
		t.Log("no master games at ../../shared/data/master-games: their names are not checked")
	}
	for _, p := range append(files, masters...) {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		f := record.ReadFile(b)
		if len(f.Games) == 0 {
			t.Fatalf("%s: no game read", p)
		}
		var text bytes.Buffer
		for _, g := range f.Games {
			for _, tag := range g.Tags {
				text.WriteString(tag.Value)
			}
			for _, n := range g.Notes {
				text.WriteString(n.Comment)
			}
		}
		checkCovered(t, fs, p, text.String())
	}
}
