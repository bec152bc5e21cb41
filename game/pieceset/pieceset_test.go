package pieceset

import (
	"testing"

	"golang.org/x/image/font/sfnt"

	"xiangqi/assets"
	"xiangqi/rules"
)

// TestFontsCoverSets: every character a set draws on the board is in the
// embedded piece font, and its names are in the interface fonts (Latin
// first, Chinese for the rest), so that a set added without re-running
// scripts/make-fonts.sh fails here instead of showing empty boxes.
func TestFontsCoverSets(t *testing.T) {
	parse := func(name string, b []byte) *sfnt.Font {
		f, err := sfnt.Parse(b)
		if err != nil {
			t.Fatalf("%s font: %v", name, err)
		}
		return f
	}
	latin, cjk, piece := parse("latin", assets.LatinFont), parse("cjk", assets.CJKFont), parse("piece", assets.PieceFont)
	var buf sfnt.Buffer
	covered := func(r rune, fonts ...*sfnt.Font) bool {
		for _, f := range fonts {
			if i, err := f.GlyphIndex(&buf, r); err == nil && i != 0 {
				return true
			}
		}
		return false
	}
	for _, id := range All() {
		s := id.Set()
		for _, r := range s.BoardText() {
			if !covered(r, piece) {
				t.Errorf("%v: %q (U+%04X) is not in the piece font; run scripts/make-fonts.sh", id, r, r)
			}
		}
		for _, r := range s.NameText() {
			if r != ' ' && !covered(r, latin, cjk) {
				t.Errorf("%v: %q (U+%04X) of its names is in no interface font; run scripts/make-fonts.sh", id, r, r)
			}
		}
	}
	// The test reads the fonts: a character missing from them must fail.
	if covered('\uE000', piece) {
		t.Error("the piece font covers a private-use character: the coverage check checks nothing")
	}
}

// TestSetsComplete: each set has a unique key that reads back, a name in
// every language (distinct from the other sets' in that language), and a
// glyph on each of the 14 pieces and none elsewhere.
func TestSetsComplete(t *testing.T) {
	if len(All()) != int(Count) || Count < 2 {
		t.Fatalf("%d sets", len(All()))
	}
	keys := map[string]ID{}
	names := map[string]ID{}
	for _, id := range All() {
		s := id.Set()
		if s.Key == "" {
			t.Errorf("set %d has no key", id)
		}
		if other, ok := keys[s.Key]; ok {
			t.Errorf("%v and %v share the key %q", other, id, s.Key)
		}
		keys[s.Key] = id
		if got, err := Parse(id.String()); err != nil || got != id {
			t.Errorf("Parse(%q) = %v, %v", id.String(), got, err)
		}
		for _, lang := range []string{"vi", "en", "zh"} {
			n := s.Names.In(lang)
			if n == "" {
				t.Errorf("%v has no name in %s", id, lang)
			}
			if other, ok := names[lang+n]; ok {
				t.Errorf("%v and %v are both %q in %s", other, id, n, lang)
			}
			names[lang+n] = id
		}
		for pc := rules.Piece(0); pc < rules.NumPieces; pc++ {
			if real := pc.Kind() != rules.NoKind; real != (s.Glyphs[pc] != "") {
				t.Errorf("%v: piece %d has glyph %q", id, pc, s.Glyphs[pc])
			}
		}
		if s.River[0] == "" || s.River[1] == "" {
			t.Errorf("%v: river %q", id, s.River)
		}
		for c, side := range s.Numerals {
			for f, n := range side {
				if n == "" {
					t.Errorf("%v: no numeral for file %d of side %d", id, f, c)
				}
			}
		}
	}
	if _, err := Parse("cursive"); err == nil {
		t.Error("Parse took an unknown set")
	}
	if Count.Valid() || ID(-1).Valid() || ID(-1).Set() != Traditional.Set() {
		t.Error("an ID off the list is valid, or its Set is not Traditional's")
	}
}

// TestGlyphsAsBefore: the sets draw what the game drew before the list
// existed (game/messages.go's table of glyphs, the river and the
// numerals), piece by piece, so that moving them changed nothing on
// screen.
func TestGlyphsAsBefore(t *testing.T) {
	before := [Count][16]string{
		{"", "帥", "仕", "相", "傌", "俥", "炮", "兵", "", "將", "士", "象", "馬", "車", "砲", "卒"},
		{"", "帅", "仕", "相", "马", "车", "炮", "兵", "", "将", "士", "象", "马", "车", "炮", "卒"},
		{"", "Tg", "S", "T", "M", "X", "P", "B", "", "Tg", "S", "T", "M", "X", "P", "B"},
		{"", "K", "A", "E", "H", "R", "C", "P", "", "K", "A", "E", "H", "R", "C", "P"},
	}
	river := [Count][2]string{{"楚河", "漢界"}, {"楚河", "汉界"}, {"楚河", "漢界"}, {"楚河", "漢界"}}
	for _, id := range All() {
		s := id.Set()
		if s.Glyphs != before[id] {
			t.Errorf("%v: glyphs %q, before %q", id, s.Glyphs, before[id])
		}
		if s.River != river[id] {
			t.Errorf("%v: river %q, before %q", id, s.River, river[id])
		}
		chinese := id == Traditional || id == Simplified
		if got := s.Numerals[rules.Red][0]; (got == "一") != chinese || s.Numerals[rules.Black][8] != "9" {
			t.Errorf("%v: numerals %q", id, s.Numerals)
		}
	}
}
