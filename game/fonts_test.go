//go:build display

package game

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/sfnt"

	"xiangqi/assets"
	"xiangqi/rules"
)

// TestFontsCoverText: every character the game draws on the board, and
// every move in every notation, is in an embedded font subset, so a glyph
// added without re-running scripts/make-fonts.sh fails here instead of
// showing an empty box on a phone (the messages: i18n's
// TestFontsCoverMessages).
func TestFontsCoverText(t *testing.T) {
	parse := func(name string, b []byte) *sfnt.Font {
		f, err := sfnt.Parse(b)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		return f
	}
	latin, cjk := parse("latin", assets.LatinFont), parse("cjk", assets.CJKFont)
	var buf sfnt.Buffer
	has := func(f *sfnt.Font, r rune) bool {
		i, err := f.GlyphIndex(&buf, r)
		return err == nil && i != 0
	}
	check := func(where, s string, fonts ...*sfnt.Font) {
		for _, r := range s {
			if r == ' ' || r == '\n' || r == '%' {
				continue
			}
			found := false
			for _, f := range fonts {
				found = found || has(f, r)
			}
			if !found {
				t.Errorf("%s: %q (U+%04X) is in no font subset; run scripts/make-fonts.sh", where, r, r)
			}
		}
	}
	// What the piece sets draw on the board and their names:
	// game/pieceset's TestFontsCoverSets, without a display.
	// Move notation in every style, over the moves of a few positions:
	// the start, and soldiers five to a file and on two files (the tandem
	// marks 前中后後, 一…五).
	for _, fen := range []string{rules.StartFEN, "3k5/2P6/2P6/2P6/2P6/2P6/9/9/9/4K4 w", "3k5/9/2P1P4/2P1P4/2P6/9/9/9/9/4K4 w", "4k4/9/9/9/2p1p4/2p1p4/9/9/9/4K4 b"} {
		p, err := rules.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		var l rules.MoveList
		p.GenerateMoves(&l)
		for _, m := range l.Slice() {
			for _, n := range []rules.Notation{rules.WXF, rules.Chinese, rules.ChineseTraditional, rules.Vietnamese} {
				check("notation", p.Notate(m, n), latin, cjk)
			}
		}
	}
}

// TestUIFaceDrawsRecordNames: the interface face draws the players of an
// imported XQWizard record, Traditional Chinese and Vietnamese names with
// real glyphs, none with the .notdef box (glyph 0) that every character
// outside the subsets got before the broad Chinese subset (issue 32).
func TestUIFaceDrawsRecordNames(t *testing.T) {
	f, err := loadFonts()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"相眼竞技 – 棋乐无穷", "友誼賽 陳紅 – 黃黑", "Nguyễn Văn Đỏ – Trần Thị Đen, Giải cờ tướng mùa xuân"} {
		for _, px := range []float64{13, 16, 28} {
			glyphs := text.AppendGlyphs(nil, s, f.UI(px), &text.LayoutOptions{})
			if len(glyphs) == 0 {
				t.Fatalf("%q: no glyphs", s)
			}
			for _, g := range glyphs {
				ch := s[g.StartIndexInBytes:g.EndIndexInBytes]
				if ch == " " {
					continue
				}
				if g.GID == 0 {
					t.Errorf("%q at %v px: %q is drawn as the .notdef box", s, px, ch)
				}
				if g.Image == nil {
					t.Errorf("%q at %v px: %q has no image", s, px, ch)
				}
			}
		}
	}
}
