#!/usr/bin/env bash
# make-fonts.sh rebuilds the font subsets embedded in assets/fonts from the
# fonts of Debian's fonts-noto-cjk and fonts-dejavu-core packages, keeping
# only the characters that the message table (i18n/messages.go), the move
# notation, the lessons (learn/lessons.go) and the piece sets
# (game/pieceset: the pieces, the river, the file numerals, the sets' names)
# use, so that these three are a few hundred kilobytes instead of tens of
# megabytes.
#
# A record imported from elsewhere names players and events the table does
# not hold (相眼竞技, 棋乐无穷), so a fourth, broad subset follows the
# interface's Chinese one: every character of GB2312 (the Simplified set:
# 6,763 hanzi and its symbols) and of Big5's symbols and level 1 (its
# 5,401 common Traditional hanzi), 9,700 characters of the same Noto Sans
# CJK SC in 4.2 MB. Rarer characters (Big5 level 2, the rest of GBK) still
# show as a box: GB2312 with all of Big5 would be 7.4 MB, the whole CJK
# Unified Ideographs block (20,992) 9.3 MB.
#
# Needs: Go, fonts-noto-cjk fonts-dejavu-core python3-fonttools (Debian).
# Run from anywhere: scripts/make-fonts.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=$root/assets/fonts
mkdir -p "$out"
py=/usr/bin/python3

noto_sans=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
noto_serif_bold=/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc
dejavu=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
for f in "$noto_sans" "$noto_serif_bold" "$dejavu"; do
	[ -r "$f" ] || { echo "missing $f: apt-get install fonts-noto-cjk fonts-dejavu-core" >&2; exit 1; }
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The piece sets' characters come from their registry, game/pieceset:
# what the board draws in the piece font, and the sets' names.
(cd "$root" && go run ./scripts/piece-chars) >"$tmp/board-src.txt"
(cd "$root" && go run ./scripts/piece-chars -names) >"$tmp/names.txt"

# The interface text: every string literal of these files. A file that
# moves must be renamed here; a missing one stops the script.
ui_sources=(
	"$root/i18n/messages.go" # the message table
	"$root/rules/notation.go" # Chinese move notation (炮二平五, 砲８平５), which Review shows
	"$root/learn/lessons.go"  # the lessons of Learn
)
"$py" - "$tmp" "${ui_sources[@]}" <<'PY'
import re, sys
tmp = sys.argv[1]
ui = "".join(open(f, encoding="utf-8").read() for f in sys.argv[2:])
def chars(text):
    s = set()
    for lit in re.findall(r'"((?:[^"\\\n]|\\.)*)"', text):
        s.update(lit)
    return s
def cjk(c):
    return ord(c) >= 0x2E80
ui_chars = chars(ui) | set(open(tmp + "/names.txt", encoding="utf-8").read().strip("\n"))
board_chars = set(open(tmp + "/board-src.txt", encoding="utf-8").read().strip())
with open(tmp + "/latin.txt", "w", encoding="utf-8") as f:
    f.write("".join(sorted(c for c in ui_chars if not cjk(c))))
with open(tmp + "/cjk.txt", "w", encoding="utf-8") as f:
    # The board's Han characters too, so that Chinese text can name a piece.
    f.write("".join(sorted(c for c in ui_chars | board_chars if cjk(c))))
with open(tmp + "/board.txt", "w", encoding="utf-8") as f:
    # The Chinese characters, the digits, and the letters of the letter
    # piece sets (Tg, X, R…).
    f.write("".join(sorted(board_chars)))
PY

common=(--layout-features='*' --no-hinting --desubroutinize --name-IDs='*' --name-languages='*' --notdef-outline)

# Names, events and comments of imported records: GB2312 and Big5's
# symbols and common hanzi (listed by Python's own codecs), CJK
# punctuation and the fullwidth forms; the broad subset is made below.
"$py" - "$tmp" "$noto_sans" <<'PY'
import sys
from fontTools.ttLib import TTCollection
tmp, noto = sys.argv[1], sys.argv[2]
def decode(codec, leads, trails):
    s = set()
    for a in leads:
        for b in trails:
            try:
                c = bytes([a, b]).decode(codec)
            except UnicodeDecodeError:
                continue
            if len(c) == 1 and ord(c) > 0x7F:
                s.add(c)
    return s
big5_trails = list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF))
# GB2312's rows 1-9 (symbols) and 16-87 (hanzi), with GBK's few additions
# there (ⅰ, €), as decoders that read GB2312 as GBK give them.
chars = decode("gb2312", range(0xA1, 0xF8), range(0xA1, 0xFF))
chars |= decode("gbk", range(0xA1, 0xF8), range(0xA1, 0xFF))
# Big5's symbols (A140-A3BF) and level 1, the common hanzi (A440-C67E),
# in both its usual mappings (Big5 and Microsoft's, which the web uses).
for codec in ("big5", "cp950"):
    chars |= decode(codec, range(0xA1, 0xC7), big5_trails)
with open(tmp + "/broad.txt", "w", encoding="utf-8") as f:
    f.write("".join(sorted(chars)))
# The few symbols Noto Sans CJK SC lacks (ˍ, ≒) go to the Latin subset,
# which DejaVu Sans may have.
cmap = TTCollection(noto).fonts[2].getBestCmap()
with open(tmp + "/latin.txt", "a", encoding="utf-8") as f:
    f.write("".join(sorted(c for c in chars if ord(c) not in cmap)))
PY

# Latin: all of ASCII, Latin-1, Latin Extended-A/B and the Vietnamese block
# (any Vietnamese word, e.g. in a file name in a notice), the punctuation we
# use, plus whatever the table holds.
"$py" -m fontTools.subset "$dejavu" "${common[@]}" \
	--unicodes='U+0020-007E,U+00A0-024F,U+0300-0323,U+1EA0-1EF9,U+2013-2014,U+2018-201D,U+2026,U+25B6,U+25C0' \
	--text-file="$tmp/latin.txt" --output-file="$out/DejaVuSans-subset.ttf"

# DejaVu Sans has a version 1 OS/2 table, without x-height and cap height:
# Ebitengine's text then shapes "x" and "H" again for every glyph drawn
# (GoTextFace.Metrics). Version 4 with the two heights measured from the
# glyphs made the Games screen's first frame 16% quicker
# (BenchmarkGamesScreenFirstFrame, 3 runs each, same machine).
"$py" - "$out/DejaVuSans-subset.ttf" <<'PY'
import sys
from fontTools.ttLib import TTFont
from fontTools.pens.boundsPen import BoundsPen
from fontTools.otlLib.maxContextCalc import maxCtxFont
path = sys.argv[1]
f = TTFont(path)
os2 = f["OS/2"]
if os2.version < 2:
    gs, cmap = f.getGlyphSet(), f.getBestCmap()
    def top(c):
        p = BoundsPen(gs)
        gs[cmap[ord(c)]].draw(p)
        return round(p.bounds[3])
    os2.version = 4
    os2.sxHeight, os2.sCapHeight = top("x"), top("H")
    os2.usDefaultChar, os2.usBreakChar = 0, 32
    os2.usMaxContext = maxCtxFont(f)
    f.save(path)
PY

# Chinese interface text: Noto Sans CJK SC (index 2 of the collection).
"$py" -m fontTools.subset "$noto_sans" --font-number=2 "${common[@]}" \
	--unicodes='U+3000-3002,U+FF01,U+FF0C,U+FF1A,U+FF1B,U+FF1F' \
	--text-file="$tmp/cjk.txt" --output-file="$out/NotoSansCJKsc-subset.otf"

# Pieces, river and numerals: Noto Serif CJK TC Bold (index 3), the look of
# carved wooden pieces; its Latin letters serve the letter piece sets.
"$py" -m fontTools.subset "$noto_serif_bold" --font-number=3 "${common[@]}" \
	--text-file="$tmp/board.txt" --output-file="$out/NotoSerifCJKtc-Bold-subset.otf"

# The broad Chinese subset, for records from elsewhere.
# Unlike the small subsets it keeps the font's subroutines (4.2 MB instead
# of 4.5) and is plain OpenType: as WOFF it would be 3.3 MB, but the game
# would inflate it at every start (60 ms against 7 ms, measured with
# go-text on a desktop), and the APK compresses the Go library anyway.
"$py" -m fontTools.subset "$noto_sans" --font-number=2 --no-hinting --name-IDs='*' --name-languages='*' --notdef-outline \
	--unicodes='U+3000-303F,U+FF00-FFEF' --text-file="$tmp/broad.txt" \
	--output-file="$out/NotoSansCJKsc-GB2312-Big5.otf"

cp /usr/share/doc/fonts-noto-cjk/copyright "$out/LICENSE-NotoCJK.txt"
cp /usr/share/doc/fonts-dejavu-core/copyright "$out/LICENSE-DejaVu.txt"
ls -l "$out"
