package games

import (
	"cmp"
	"slices"
	"strings"

	"xiangqi/game/session"
	"xiangqi/game/texts"
	"xiangqi/gamedb"
	"xiangqi/i18n"
)

// levelWords is a level's name in one of the game's languages, folded
// and split into words, and the token its games' Level tag has in the
// index (gamedb.LevelToken).
type levelWords struct {
	words []string
	token string
}

// allLevelWords are every level's names in every language, the names of
// most words first, then the longest: "cấp 10" is tried before "cấp 1".
func allLevelWords() []levelWords {
	var out []levelWords
	for l := session.Level(0); l < session.NumLevels; l++ {
		token := gamedb.LevelToken(session.LevelName(l))
		for lang := range i18n.NumLangs {
			out = append(out, levelWords{strings.Fields(gamedb.Fold(texts.LevelName(lang, l))), token})
		}
	}
	slices.SortStableFunc(out, func(a, b levelWords) int {
		if c := cmp.Compare(len(b.words), len(a.words)); c != 0 {
			return c
		}
		return cmp.Compare(len(strings.Join(b.words, " ")), len(strings.Join(a.words, " ")))
	})
	return out
}

// searchText is the search typed on the Games screen as the index
// is asked it: a level named as the game names it, in any of its
// languages ("Cấp 3", "trung binh", "3级", "Level 3"), becomes the
// token of the level's tag, which the records keep in English ("level
// 3"); the other words are left as typed (the index folds them). A
// level's name is matched by whole words only: "de" in "Đẹp" is no level.
func searchText(typed string, levels []levelWords) string {
	words := strings.Fields(typed)
	folded := make([]string, len(words))
	for i, w := range words {
		folded[i] = gamedb.Fold(w)
	}
	var out []string
	for i := 0; i < len(words); {
		k := 0
		for _, lv := range levels {
			if len(lv.words) > 0 && slices.Equal(folded[i:min(i+len(lv.words), len(folded))], lv.words) {
				out, k = append(out, lv.token), len(lv.words)
				break
			}
		}
		if k == 0 {
			out, k = append(out, words[i]), 1
		}
		i += k
	}
	return strings.Join(out, " ")
}
