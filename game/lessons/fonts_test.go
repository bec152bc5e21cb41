package lessons

import (
	"testing"

	"golang.org/x/image/font/sfnt"

	"xiangqi/assets"
	"xiangqi/i18n"
	"xiangqi/learn"
)

// TestFontsCoverLessons: every character of the lessons (titles,
// explanations, tasks) is in the interface fonts' subsets.
func TestFontsCoverLessons(t *testing.T) {
	var fonts []*sfnt.Font
	for _, b := range [][]byte{assets.LatinFont, assets.CJKFont} {
		f, err := sfnt.Parse(b)
		if err != nil {
			t.Fatal(err)
		}
		fonts = append(fonts, f)
	}
	var buf sfnt.Buffer
	check := func(id string, s string) {
		for _, r := range s {
			if r == ' ' {
				continue
			}
			found := false
			for _, f := range fonts {
				if i, err := f.GlyphIndex(&buf, r); err == nil && i != 0 {
					found = true
				}
			}
			if !found {
				t.Errorf("%s: %q (U+%04X) is in no font subset; run scripts/make-fonts.sh", id, r, r)
			}
		}
	}
	for _, l := range learn.All {
		for lang := range i18n.NumLangs {
			check(l.ID, l.Title[lang]+l.Intro[lang])
			for _, e := range l.Exercises {
				check(l.ID, e.Task[lang])
			}
		}
	}
}
