#!/usr/bin/env bash
# make-fonts.sh rebuilds the font subsets embedded in assets/fonts from the
# fonts of Debian's fonts-noto-cjk and fonts-dejavu-core packages, keeping
# only the characters that the message table (game/i18n/messages.go), the move
# notation, the lessons (learn/lessons.go) and the piece sets
# (game/pieceset: the pieces, the river, the file numerals, the sets' names)
# use, so that the game ships a few hundred kilobytes instead of tens of
# megabytes.
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
	"$root/game/i18n/messages.go" # the message table
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
