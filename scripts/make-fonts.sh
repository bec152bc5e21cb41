#!/usr/bin/env bash
# make-fonts.sh rebuilds the font subsets embedded in assets/fonts from the
# fonts of Debian's fonts-noto-cjk and fonts-dejavu-core packages, keeping
# only the characters that game/i18n/messages.go (the message table),
# game/labels.go (the piece characters, the river and the file numerals)
# and learn/lessons.go use, so that the game ships
# a few hundred kilobytes instead of tens of megabytes.
#
# Needs: fonts-noto-cjk fonts-dejavu-core python3-fonttools (Debian).
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

# Collect the characters of every string literal in the message table
# (and in the rules' move notation).
# The message table is the user interface; game/labels.go is what is drawn
# on the board in the serif piece font.
"$py" - "$root/game/i18n/messages.go" "$tmp" "$root/rules/notation.go" "$root/learn/lessons.go" "$root/game/labels.go" <<'PY'
import re, sys
ui = open(sys.argv[1], encoding="utf-8").read()
board = open(sys.argv[5], encoding="utf-8").read().split("var pieceGlyphs", 1)[1]
# The rules' Chinese move notation (炮二平五, 砲８平５), which Review shows
# in the interface font.
ui += open(sys.argv[3], encoding="utf-8").read()
# The lessons of Learn (package learn), in the interface font.
ui += open(sys.argv[4], encoding="utf-8").read()
def chars(text):
    s = set()
    for lit in re.findall(r'"((?:[^"\\\n]|\\.)*)"', text):
        s.update(lit)
    return s
def cjk(c):
    return ord(c) >= 0x2E80
ui_chars, board_chars = chars(ui), chars(board)
with open(sys.argv[2] + "/latin.txt", "w", encoding="utf-8") as f:
    f.write("".join(sorted(c for c in ui_chars if not cjk(c))))
with open(sys.argv[2] + "/cjk.txt", "w", encoding="utf-8") as f:
    # The board's Han characters too, so that Chinese text can name a piece.
    f.write("".join(sorted(c for c in ui_chars | board_chars if cjk(c))))
with open(sys.argv[2] + "/board.txt", "w", encoding="utf-8") as f:
    # The Chinese characters, the digits, and the letters of the letter
    # piece sets (Tg, X, R…).
    f.write("".join(sorted(c for c in board_chars if cjk(c) or c.isalnum())))
PY

common=(--layout-features='*' --no-hinting --desubroutinize --name-IDs='*' --name-languages='*' --notdef-outline)

# Latin: all of ASCII, Latin-1, Latin Extended-A/B and the Vietnamese block
# (any Vietnamese word, e.g. in a file name in a notice), the punctuation we
# use, plus whatever the table holds.
"$py" -m fontTools.subset "$dejavu" "${common[@]}" \
	--unicodes='U+0020-007E,U+00A0-024F,U+0300-0323,U+1EA0-1EF9,U+2013-2014,U+2018-201D,U+2026,U+25B6,U+25C0' \
	--text-file="$tmp/latin.txt" --output-file="$out/DejaVuSans-subset.ttf"

# Chinese interface text: Noto Sans CJK SC (index 2 of the collection).
"$py" -m fontTools.subset "$noto_sans" --font-number=2 "${common[@]}" \
	--unicodes='U+3000-3002,U+FF01,U+FF0C,U+FF1A,U+FF1B,U+FF1F' \
	--text-file="$tmp/cjk.txt" --output-file="$out/NotoSansCJKsc-subset.otf"

# Pieces, river and numerals: Noto Serif CJK TC Bold (index 3), the look of
# carved wooden pieces; its Latin letters serve the letter piece sets.
"$py" -m fontTools.subset "$noto_serif_bold" --font-number=3 "${common[@]}" \
	--text-file="$tmp/board.txt" --output-file="$out/NotoSerifCJKtc-Bold-subset.otf"

cp /usr/share/doc/fonts-noto-cjk/copyright "$out/LICENSE-NotoCJK.txt"
cp /usr/share/doc/fonts-dejavu-core/copyright "$out/LICENSE-DejaVu.txt"
ls -l "$out"
