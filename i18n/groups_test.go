package i18n

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// pickers are texts shown side by side as the options of one choice: two
// alike could not be told apart.
var pickers = map[string][]Msg{
	"levels":      {MsgLevelBeginner, MsgLevelEasy, MsgLevelMedium, MsgLevelHard, MsgLevelMaster},
	"sides":       {MsgRed, MsgBlack, MsgTwoPlayers},
	"handicaps":   {MsgHandicapNone, MsgHandicapHorse, MsgHandicapTwoHorses, MsgHandicapChariot, MsgHandicapChariotHorse},
	"notations":   {MsgNotationAuto, MsgNotationWXF, MsgNotationChinese, MsgNotationVietnamese, MsgNotationICCS},
	"judgements":  {MsgJudgeBest, MsgJudgeGood, MsgJudgeOnly, MsgJudgeInaccuracy, MsgJudgeMistake, MsgJudgeBlunder},
	"end reasons": {MsgReasonCheckmate, MsgReasonStalemate, MsgReasonPerpetualCheck, MsgReasonPerpetualChase, MsgReasonRepetition, MsgReasonMoveLimit, MsgReasonNoAttackers, MsgReasonResignation},
	"filters":     {MsgFilterAll, MsgFilterUnsolved, MsgFilterSolved},
	"puzzle themes": {MsgThemeSmothered, MsgThemeDoubleCannon, MsgThemeHorseCannon, MsgThemeHorseTrough, MsgThemeHorseCorner,
		MsgThemeIronBolt, MsgThemeTwoChariots, MsgThemeFacingGenerals},
	"board themes": {MsgThemeWood, MsgThemeContrast},
	"pieces":       {MsgKindGeneral, MsgKindAdvisor, MsgKindElephant, MsgKindHorse, MsgKindChariot, MsgKindCannon, MsgKindSoldier},
	"results":      {MsgRedWins, MsgBlackWins, MsgDraw},
}

func TestPickerOptionsDistinct(t *testing.T) {
	for name, ms := range pickers {
		for l := Lang(0); l < NumLangs; l++ {
			seen := map[string]Msg{}
			for _, m := range ms {
				s := strings.ToLower(l.Text(m))
				if o, ok := seen[s]; ok {
					t.Errorf("%s, %s: messages %d and %d both say %q", name, l.Code(), o, m, l.Text(m))
				}
				seen[s] = m
			}
		}
	}
}

// TestQuestionsAsked: the confirmations are questions in every language
// (the dialog answers them with Yes and No), the Chinese with its
// full-width mark.
func TestQuestionsAsked(t *testing.T) {
	marks := [NumLangs]string{LangVi: "?", LangEn: "?", LangZh: "？"}
	for _, m := range []Msg{MsgConfirmResign, MsgConfirmNewGame, MsgConfirmLeave, MsgConfirmDelete, MsgConfirmReplace, MsgConfirmDeleteLine} {
		for l := Lang(0); l < NumLangs; l++ {
			s := l.Text(m)
			if first, _, _ := strings.Cut(s, marks[l]); first == s {
				t.Errorf("message %d, %s: %q asks no question", m, l.Code(), s)
			}
		}
	}
}

// TestLangTags: the number formats' language is the language itself.
func TestLangTags(t *testing.T) {
	for l := Lang(0); l < NumLangs; l++ {
		if base, _ := l.Tag().Base(); base.String() != l.Code() {
			t.Errorf("%s formats numbers as %s", l.Code(), base)
		}
	}
}

// TestFontScriptInputs: scripts/make-fonts.sh builds the font subsets from
// this table (and the rules' notation and the lessons), listed by file name
// in its ui_sources, and from the piece sets' characters, which
// scripts/piece-chars prints from the registry (game/pieceset). If a file
// moves, the script would stop or make subsets without its text: this test
// names the file to fix.
func TestFontScriptInputs(t *testing.T) {
	script, err := os.ReadFile("../scripts/make-fonts.sh")
	if err != nil {
		t.Fatal(err)
	}
	list := regexp.MustCompile(`(?s)ui_sources=\((.*?)\n\)`).FindSubmatch(script)
	if list == nil {
		t.Fatal("make-fonts.sh: no ui_sources list found")
	}
	var files []string
	for _, f := range regexp.MustCompile(`"\$root/([^"]+)"`).FindAllSubmatch(list[1], -1) {
		files = append(files, string(f[1]))
	}
	want := map[string]string{
		"i18n/messages.go":  "messages = [numMsgs][numLangs]string{",
		"rules/notation.go": "",
		"learn/lessons.go":  "",
	}
	for path, marker := range want {
		if !slices.Contains(files, path) {
			t.Errorf("make-fonts.sh does not read %s (it reads %v)", path, files)
			continue
		}
		b, err := os.ReadFile("../" + path)
		if err != nil {
			t.Errorf("make-fonts.sh reads %s: %v", path, err)
			continue
		}
		if !strings.Contains(string(b), marker) {
			t.Errorf("%s has no %q, which make-fonts.sh relies on", path, marker)
		}
	}
	if !strings.Contains(string(script), "go run ./scripts/piece-chars") {
		t.Error("make-fonts.sh no longer takes the piece sets' characters from scripts/piece-chars")
	}
	if _, err := os.Stat("../scripts/piece-chars/main.go"); err != nil {
		t.Errorf("make-fonts.sh runs scripts/piece-chars: %v", err)
	}
}
