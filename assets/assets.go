// Package assets embeds the files the game ships: font subsets made by
// scripts/make-fonts.sh from the message table (and, for imported records,
// the common Chinese character sets), with their licences.
package assets

import _ "embed"

// Fonts. Each is a subset; see fonts/LICENSE-*.txt for their licences
// (SIL Open Font License 1.1 for Noto CJK, the Bitstream Vera/DejaVu licence
// for DejaVu Sans).
var (
	//go:embed fonts/DejaVuSans-subset.ttf
	LatinFont []byte
	//go:embed fonts/NotoSansCJKsc-subset.otf
	CJKFont []byte
	//go:embed fonts/NotoSerifCJKtc-Bold-subset.otf
	PieceFont []byte
	// BroadCJKFont covers what the interface's subset lacks in the names,
	// events and comments of imported records: all of GB2312 and Big5's
	// symbols and common hanzi (4.2 MB).
	//go:embed fonts/NotoSansCJKsc-GB2312-Big5.otf
	BroadCJKFont []byte
)

// Font is one embedded font file.
type Font struct {
	Name string
	Data []byte
}

// UIFonts are the interface's fonts in the order the game asks them for a
// character: Latin (with Vietnamese), the Chinese of the game's own texts,
// then the broad Chinese subset for what records from elsewhere hold. The
// game draws with exactly this list and the coverage test checks it, so
// the two cannot drift apart.
func UIFonts() []Font {
	return []Font{{"latin", LatinFont}, {"cjk", CJKFont}, {"cjk-broad", BroadCJKFont}}
}
