// Package i18n holds every text the game shows, in Vietnamese, English and
// Chinese: one table indexed by Msg and Lang. It does not import Ebitengine,
// so its checks run without a display.
package i18n

import (
	"os"
	"strings"

	"golang.org/x/text/language"
)

// Lang is a user-interface language.
type Lang int

// The languages of the message table, in the order of its columns.
const (
	LangVi Lang = iota
	LangEn
	LangZh
	numLangs
)

// Tag is the language for formatting numbers (golang.org/x/text).
func (l Lang) Tag() language.Tag {
	switch l {
	case LangVi:
		return language.Vietnamese
	case LangZh:
		return language.SimplifiedChinese
	}
	return language.English
}

// Code is the language's ISO 639-1 code, used in saves and the -lang flag.
func (l Lang) Code() string {
	switch l {
	case LangVi:
		return "vi"
	case LangZh:
		return "zh"
	}
	return "en"
}

// ParseLang reads a language code or a locale such as "vi_VN.UTF-8" or
// "zh-Hans-CN"; ok is false when it names none of the table's languages.
func ParseLang(s string) (l Lang, ok bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	switch {
	case strings.HasPrefix(s, "vi"):
		return LangVi, true
	case strings.HasPrefix(s, "zh"):
		return LangZh, true
	case strings.HasPrefix(s, "en"):
		return LangEn, true
	}
	return LangEn, false
}

// SystemLang follows the POSIX locale variables in their order of
// precedence; phones pass their locale in the game's Config instead.
func SystemLang() Lang {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"} {
		if l, ok := ParseLang(os.Getenv(v)); ok {
			return l
		}
	}
	return LangEn
}

// Msg names one text of the message table.
type Msg int

// Every text the game shows. scripts/make-fonts.sh reads this file to find
// the characters the embedded font subsets must hold, so any new text must
// be added here, never written elsewhere.
const (
	MsgTitle Msg = iota
	MsgContinue
	MsgNewGame
	MsgSettings
	MsgPlayAs
	MsgRed
	MsgBlack
	MsgTwoPlayers
	MsgLevel
	MsgLevelBeginner
	MsgLevelEasy
	MsgLevelMedium
	MsgLevelHard
	MsgLevelMaster
	MsgLevelN      // a level without a landmark's name, by its number
	MsgLevelRating // a level's rating, under its name on the level picker
	MsgStart
	MsgCancel
	MsgUndo
	MsgHint
	MsgFlip
	MsgMenu
	MsgMenuClockStopped // the in-game menu's title while it stops the clock
	MsgClockWasStopped  // under the board, back from a screen that covered it in a timed game
	MsgResign
	MsgResume
	MsgMainMenu
	MsgConfirmResign
	MsgConfirmNewGame
	MsgConfirmLeave
	MsgYes
	MsgNo
	MsgRedToMove
	MsgBlackToMove
	MsgYourMove
	MsgCheck
	MsgThinking
	MsgThinkingDepth
	MsgLastSearch
	MsgBookMove
	MsgRedWins
	MsgBlackWins
	MsgDraw
	MsgReasonCheckmate
	MsgReasonStalemate
	MsgReasonPerpetualCheck
	MsgReasonPerpetualChase
	MsgReasonRepetition
	MsgReasonMoveLimit
	MsgReasonNoAttackers
	MsgReasonResignation
	MsgReview
	MsgReviewMove
	MsgAnalyse
	MsgAnalysing
	MsgBetterMove
	MsgRefutation
	MsgJudgeBest
	MsgJudgeGood
	MsgJudgeOnly
	MsgJudgeInaccuracy
	MsgJudgeMistake
	MsgJudgeBlunder
	MsgBetterLine
	MsgRefutedBy
	MsgAccuracy
	MsgScore
	MsgSideMatesIn
	MsgWonOnBoard
	MsgDeepAnalysis
	MsgDeepAnalysisNote
	MsgRefusedNotItsMove
	MsgRefusedHorseLeg
	MsgRefusedElephantEye
	MsgRefusedElephantRiver
	MsgRefusedPalace
	MsgRefusedPath
	MsgRefusedCannonScreen
	MsgRefusedSoldierBack
	MsgRefusedSoldierSideways
	MsgRefusedInCheck
	MsgRefusedGeneralsFace
	// How each kind moves: a move the piece never makes is refused with its
	// kind's way of moving.
	MsgMovesGeneral
	MsgMovesAdvisor
	MsgMovesElephant
	MsgMovesHorse
	MsgMovesChariot
	MsgMovesCannon
	MsgMovesSoldier
	MsgSound
	MsgAnimation
	MsgShowMoves
	MsgPieceSet
	MsgNotation
	MsgNotationAuto
	MsgNotationWXF
	MsgNotationChinese
	MsgNotationVietnamese
	MsgNotationICCS
	MsgLanguage
	MsgOn
	MsgOff
	MsgBack
	MsgSaveCorrupt
	MsgSaveVersion
	MsgSaveFailed
	MsgReadOnly
	MsgHintBusy
	MsgComputer
	MsgYouWin
	MsgYouLose
	MsgPuzzles
	MsgSetUp
	MsgClear
	MsgStartPosition
	MsgCopyFEN
	MsgPasteFEN
	MsgPlay
	MsgFENField
	MsgFENTyping
	MsgFENBad
	MsgFENCopied
	MsgNoClipboard
	MsgFENFieldPhone
	MsgClipboardEmpty
	MsgClipboardFailed
	MsgPositionLegal
	MsgProbGeneralOutside
	MsgProbNoGeneral
	MsgProbTooMany
	MsgProbAdvisor
	MsgProbElephant
	MsgProbSoldier
	MsgProbFacing
	MsgProbInCheck
	MsgProbGameOver
	MsgProbOther
	MsgKindGeneral
	MsgKindAdvisor
	MsgKindElephant
	MsgKindHorse
	MsgKindChariot
	MsgKindCannon
	MsgKindSoldier
	MsgPuzzleGoalRed
	MsgPuzzleGoalBlack
	MsgMateIn
	MsgSolvedCount
	MsgMovesLeft
	MsgPuzzleSolved
	MsgPuzzleFailed
	MsgPuzzleError
	MsgDefending
	MsgRetry
	MsgNext
	MsgPuzzleList
	MsgSolvedMark
	MsgPuzzleTitle
	MsgWonEndings
	MsgEndingGoalRed
	MsgEndingGoalBlack
	MsgEndingFailed
	MsgEraser
	MsgEngineInfo
	MsgComputerMoved
	MsgYouPlay
	MsgMaterial
	MsgBackToGame
	MsgBrowsing
	MsgGames
	MsgGameYouVs
	MsgRowYouVs
	MsgInProgress
	MsgMovesCount
	MsgSummary
	MsgNoGames
	MsgPastePGN
	MsgCopyAll
	MsgCopyPGN
	MsgCopied
	MsgImported
	MsgImportNone
	MsgImportBadMove
	MsgImportBad
	MsgDelete
	MsgConfirmDelete
	MsgPlayFromHere
	MsgLastGame
	MsgRecordDamaged
	MsgShare
	MsgShareAll
	MsgShareFailed
	MsgFromPosition
	MsgLevelNow
	MsgSideNext
	MsgBoardTheme
	MsgThemeWood
	MsgThemeContrast
	MsgFaceToFace
	MsgFaceToFaceNote
	MsgStar
	MsgNoStar
	MsgGrade
	MsgFilterAll
	MsgFilterUnsolved
	MsgFilterSolved
	MsgNoPuzzleMatches
	MsgPuzzleRefuted
	MsgDailyPuzzle
	MsgThemeSmothered
	MsgThemeDoubleCannon
	MsgThemeHorseCannon
	MsgThemeHorseTrough
	MsgThemeHorseCorner
	MsgThemeIronBolt
	MsgThemeTwoChariots
	MsgThemeFacingGenerals
	MsgLearn
	MsgLessonsDone
	MsgLessonsPieces
	MsgLessonsRules
	MsgLessonsPatterns
	MsgExerciseOf
	MsgLessonSolved
	MsgLessonFailed
	MsgLessonNoCheck
	MsgLessonTapPiece
	MsgLessonPrev
	MsgLessonNext
	MsgLessonList
	MsgNextLesson
	MsgLessonsFinish
	MsgConfirmQuit
	MsgAnotherCopy
	MsgDataFolder
	MsgQuit
	MsgChoosePieces
	MsgChangeInSettings
	MsgChineseCharacters
	MsgHandicap
	MsgHandicapNone
	MsgHandicapHorse
	MsgHandicapTwoHorses
	MsgHandicapChariot
	MsgHandicapChariotHorse
	MsgHandicapNoteComputer
	MsgHandicapNoteTwo
	MsgHandicapGiver
	MsgGivesHorse
	MsgGivesTwoHorses
	MsgGivesChariot
	MsgGivesChariotHorse
	MsgAdaptive
	MsgAdaptiveNote
	MsgLevelRaised
	MsgLevelLowered
	MsgLevelNextGame
	// Issue 25 (the data helper): an imported game without a result, the
	// damaged records named together, an import cut short by a failed
	// write, files dropped together.
	MsgNoResult
	MsgRecordsDamaged
	MsgImportPartial
	MsgImportedFiles
	MsgFilesProblems
	MsgUnfinished
	MsgImportRepaired
	// Issue 32 (the words helper): where Set up position starts, and why
	// a lesson's move did not reach its goal.
	MsgSetUpFrom
	MsgEmptyBoard
	MsgCurrentPosition
	MsgEditorAsLeft
	MsgLessonMissNoCheck
	MsgLessonMissTarget
	MsgLessonMissEscape
	MsgLessonMissCapture
	MsgLessonMissCover
	// Issue 32 (the panels helper): the puzzle's panel in landscape.
	MsgHintsUsed // the hints seen, then the stars a solve now earns
	MsgHintMove  // the hint's move, in the notation
	// Issue 32 (the screens helper).
	MsgClipboardInstall
	// The levels below Beginner, by their place (1 the weakest), and the
	// New game screen's line for a new player (no save yet).
	MsgLevelNewcomer
	MsgFirstGameNote
	// What the ratings under the levels' names mean (issue 32).
	MsgRatingNote
	// Issue 32 (the analysis helper): what the analysis screen's numbers
	// mean, shown by a tap on its status lines.
	MsgHelpGraph
	MsgHelpScore
	MsgHelpAccuracy
	// issue 30: clocks
	MsgTimeControl       // the New game choice
	MsgClockNone         // no clock
	MsgClockMinutes      // sudden death: %s minutes (clock.FormatMinutes)
	MsgClockPerMove      // a fixed time per move: %s seconds (clock.FormatSeconds)
	MsgReasonTimeout     // the banner's reason: a flag fell
	MsgReasonTimeoutDraw // a flag fell, but the other side cannot mate
	// Issue 29: training (the player's mistakes reviewed, the rushes, the
	// puzzle ratings).
	MsgTraining
	MsgReviewDue
	MsgReviewMistakes
	MsgRush3
	MsgRush5
	MsgStreakMode
	MsgBestScore
	MsgYourRating
	MsgDayStreak
	MsgReviewGoal
	MsgReviewRefuted
	MsgReviewJudging
	MsgReviewNone
	MsgRushStatus
	MsgRushTime
	MsgRushResult
	MsgNewBest
	MsgAgain
	MsgPuzzleRatings
	MsgFilterFits
	MsgReviewLeft
	// issue 52: a rush's miss, said without the puzzle screen's retry (the
	// next puzzle comes by itself; the streak ends), and Back asking
	// before it ends a rush.
	MsgRushRefuted
	MsgConfirmEndRush
	// issue 29: training — where a puzzle found in a master game comes
	// from, one small line on the puzzle screen (red, black, event, move).
	MsgPuzzleSourceGame
	// issue 29: material puzzles
	MsgMaterialGoalRed
	MsgMaterialGoalBlack
	MsgMaterialPuzzles
	MsgMaterialFailed
	// issue 30 (clock custom): the New game screen's custom clock and
	// its editor.
	MsgClockCustom       // the option before a custom clock is set
	MsgClockCustomIs     // the option once set: %s is the clock (7+3)
	MsgClockCustomTitle  // the editor's title
	MsgClockKind         // the editor's choice of the kind of clock
	MsgClockKindGame     // a time for the whole game (with an increment)
	MsgClockKindMove     // a fixed time for each move
	MsgClockBase         // the minutes each side has
	MsgClockInc          // the seconds added after each move
	MsgClockMove         // the seconds for each move
	MsgClockSeconds      // a number of seconds: %d
	MsgClockRangeMinutes // a range of minutes: %d–%d
	MsgClockRangeSeconds // a range of seconds: %d–%d
	MsgClockDone         // the editor's button that keeps the clock
	// issue 51 (countdown clocks): 读秒 / byo-yomi.
	MsgClockKindCountdown // the editor's kind: main time, then a countdown
	MsgClockPeriodsField  // the countdown's number of periods
	MsgClockPeriodField   // the seconds of a countdown period
	MsgClockPeriods       // %d periods of %s seconds ("3×30 s"), on the clock and in labels
	MsgClockCountdown     // a countdown control's label: %s minutes main time + %s (MsgClockPeriods)
	MsgClockMovesIn       // moves in a time: %d moves in %s minutes
	MsgClockMovesToGo     // on the clock: %d moves to the next control
	MsgClockRangePeriods  // a range of countdown periods: %d–%d
	// The custom clock's moves in a time.
	MsgClockKindMovesIn // the editor's kind: a number of moves in a time, repeated
	MsgClockMovesField  // the number of moves a time is for
	MsgClockMovesBase   // the minutes for those moves
	MsgClockRangeMoves  // a range of moves: %d–%d
	MsgClockMovesValue  // the moves field's value: %d moves
	// issue 30 (threats and hints): what a move does (package explain),
	// a threat in words, and the switch that draws the threats.
	MsgExplainMates
	MsgExplainWins
	MsgExplainChecksForks
	MsgExplainForks
	MsgExplainChecksAttacks
	MsgExplainThreatensMate
	MsgExplainTradesSame
	MsgExplainTradesFor
	MsgExplainChecks
	MsgExplainAttacks
	MsgExplainEscapes
	MsgExplainSaves
	MsgExplainDefends
	MsgExplainDevelops
	MsgExplainImproves
	MsgThreatTakes
	MsgThreatMate
	MsgThreatCheck
	MsgThreats
	MsgHideThreats
	MsgExplainForksTwo
	MsgExplainChecksForksTwo
	MsgExplainSacrifices
	// issue 30 (coach): the Settings switch, the warning before a blunder
	// and its buttons, the pieces' names by side, the counts of the
	// warnings taken back.
	MsgCoach
	MsgCoachHint
	MsgCoachHelpedTotal
	MsgCoachHelpedGame
	MsgCoachTakenFile
	MsgCoachTakenSquare
	MsgCoachLoses
	MsgCoachMate
	MsgCoachTakeBack
	MsgCoachPlayAnyway
	MsgCoachJudging
	MsgCoachRedPieces
	MsgCoachBlackPieces
	// issue 28 (games db): the Games screen over the library's index —
	// search, order, filters, statistics, the import's progress.
	MsgGamesSearch
	MsgGamesCount
	MsgGamesCountOf
	MsgGamesLoading
	MsgSortNewest
	MsgSortDate
	MsgSortOpponent
	MsgSortResult
	MsgSortLength
	MsgSortOpening
	MsgFilterWon
	MsgFilterDrawn
	MsgFilterLost
	MsgFilterComputer
	MsgFilterTwoPlayers
	MsgFilterImported
	MsgGamesStats
	MsgGamesList
	MsgStatsByLevel
	MsgStatsByOpening
	MsgStatsNoOpening
	MsgStatsLevelTally
	MsgStatsOpeningTally
	MsgImportProgress
	MsgImportResult
	MsgImportCanceled
	MsgGamesOrder
	MsgGamesFilter
	// issue 28 (explorer): the opening explorer — its sources, its
	// table's head, what it says while it counts or finds nothing, and
	// the buttons and menu item that open it.
	MsgExplore
	MsgExplorerMenu
	MsgExplorerMasters
	MsgExplorerMine
	MsgExplorerHeadMove
	MsgExplorerHeadGames
	MsgExplorerHeadResults
	MsgExplorerHeadScore
	MsgExplorerCounting
	MsgExplorerNone
	MsgExplorerNoIndex
	MsgExplorerGames
	MsgExplorerTapMove
	MsgExplorerNoResults
	MsgExplorerCredit
	MsgExplorerCount
	MsgExplorerPercent
	// issue 28 (import counts): of the games an import added, those kept
	// only up to a problem (each game is counted once: added, duplicate
	// or failed).
	MsgImportCut
	// issue 28 (record's row): the record screen's More… and its dialog's
	// title (Share, Copy PGN, Delete behind it).
	MsgMore
	MsgThisGame
	// issue 28 (export): Copy all and Share all read and write the whole
	// library off the frame loop, and say how far they are.
	MsgExportProgress
	// issue 28 (tally): the Games screen's tally with more levels played
	// than its two lines hold counts the others.
	MsgSummaryMore
	// issue 49: Play from here and Continue in Games ask before they
	// replace a game in progress (which is kept in Games, unfinished).
	MsgConfirmReplace
	// issue 49 (save read part by part): a save of which some parts were
	// damaged keeps the others; the notice names the parts reset (the
	// MsgSavePart… texts, joined by ", " or in Chinese "、") and the file
	// kept.
	MsgSavePartial
	MsgSavePartSettings
	MsgSavePartGame
	MsgSavePartPuzzles
	MsgSavePartLessons
	MsgSavePartTraining
	MsgSavePartDeck
	MsgSavePartStreak
	MsgSavePartRating
	MsgSavePartPuzzleRatings
	MsgSavePartBests
	// issue 50 (files from anywhere): a file dropped, opened with the app
	// or shared to it that could not be read, or was too large to read.
	MsgFileUnreadable
	MsgFileTooLarge
	// issue 51 (variations): a record's moves get variations, comments,
	// and are promoted or deleted from the record screen's More….
	MsgComment
	MsgCommentOn
	MsgSaveComment
	MsgPaste
	MsgPromote
	MsgDeleteLine
	MsgConfirmDeleteLine
	MsgVariationOnly
	MsgNotInProgress
	// issue 53 (rulings explained): a repetition ruling told to the
	// player (session.ExplainRuling): a piece named by its side
	// (MsgRulingPiece: the side, the piece), what the offender did (a
	// piece, a count, its moves in the player's notation joined by ", "
	// or in Chinese "、"), why the victim counted as chased, which rule it
	// is; the warning one move before, and its question.
	MsgRulingPiece
	MsgRulingAnd
	MsgRulingChecked
	MsgRulingChased
	MsgRulingWhyUnprotected
	MsgRulingWhyChariot
	MsgRulingWhyFalse
	MsgRulingWhyDefender
	MsgRulingWhyPinned
	MsgRulingPerpetualCheck
	MsgRulingPerpetualChase
	MsgRulingMutualCheck
	MsgRulingMutualChase
	MsgRulingIdle
	MsgRulingWarning
	MsgRulingConfirm
	MsgRulingPlayIt
	// issue 51 (the analysis board): its name in menus, the short label
	// of the buttons that open it, the number of lines chosen, the
	// search's depth, the search under way, and the hint's second tap.
	MsgAnalysisBoard
	MsgAnalysisBoardShort
	MsgBoardLines
	MsgBoardDepth
	MsgBoardSearching
	MsgBoardTapLine
	MsgHintIdeas
	MsgHintIdeasBusy
	numMsgs
)

// messages holds every text in Vietnamese, English and Chinese (the
// simplified script), in the order of Lang. Entries with verbs are
// fmt formats. It is read-only.
var messages = [numMsgs][numLangs]string{
	MsgTitle:                  {"Cờ Tướng", "Xiangqi", "中国象棋"},
	MsgContinue:               {"Tiếp tục", "Continue", "继续"},
	MsgNewGame:                {"Ván mới", "New game", "新对局"},
	MsgSettings:               {"Cài đặt", "Settings", "设置"},
	MsgPlayAs:                 {"Cầm quân", "Play as", "执子"},
	MsgRed:                    {"Đỏ", "Red", "红方"},
	MsgBlack:                  {"Đen", "Black", "黑方"},
	MsgTwoPlayers:             {"Hai người", "Two players", "双人对弈"},
	MsgLevel:                  {"Cấp độ", "Level", "难度"},
	MsgLevelBeginner:          {"Mới học", "Beginner", "入门"},
	MsgLevelEasy:              {"Dễ", "Easy", "简单"},
	MsgLevelMedium:            {"Trung bình", "Medium", "中等"},
	MsgLevelHard:              {"Khó", "Hard", "困难"},
	MsgLevelMaster:            {"Cao thủ", "Master", "大师"},
	MsgLevelN:                 {"Cấp %d", "Level %d", "%d级"},
	MsgLevelRating:            {"≈%d", "≈%d", "≈%d"},
	MsgStart:                  {"Bắt đầu", "Start", "开始"},
	MsgCancel:                 {"Hủy", "Cancel", "取消"},
	MsgUndo:                   {"Đi lại", "Undo", "悔棋"},
	MsgHint:                   {"Gợi ý", "Hint", "提示"},
	MsgFlip:                   {"Xoay bàn", "Flip", "翻转"},
	MsgMenu:                   {"Menu", "Menu", "菜单"},
	MsgMenuClockStopped:       {"Menu · Đồng hồ đã dừng", "Menu · The clock is stopped", "菜单 · 计时中断"},
	MsgClockWasStopped:        {"Đồng hồ đã dừng trong lúc đó", "The clock was stopped meanwhile", "计时已中断"},
	MsgResign:                 {"Xin thua", "Resign", "认输"},
	MsgResume:                 {"Chơi tiếp", "Resume", "继续对局"},
	MsgMainMenu:               {"Màn hình chính", "Start screen", "主菜单"},
	MsgConfirmResign:          {"Xin thua ván này?", "Resign this game?", "确定认输吗？"},
	MsgConfirmNewGame:         {"Bỏ ván này và chơi ván mới?", "Abandon this game for a new one?", "放弃当前对局并开始新对局？"},
	MsgConfirmLeave:           {"Rời ván cờ? Ván được lưu lại.", "Leave the game? It is saved.", "离开对局？对局已保存。"},
	MsgYes:                    {"Có", "Yes", "是"},
	MsgNo:                     {"Không", "No", "否"},
	MsgRedToMove:              {"Đỏ đi", "Red to move", "红方走棋"},
	MsgBlackToMove:            {"Đen đi", "Black to move", "黑方走棋"},
	MsgYourMove:               {"Đến lượt bạn", "Your move", "轮到你了"},
	MsgCheck:                  {"Chiếu tướng!", "Check!", "将军！"},
	MsgThinking:               {"Máy đang nghĩ…", "Thinking…", "思考中…"},
	MsgThinkingDepth:          {"Máy đang nghĩ… độ sâu %d", "Thinking… depth %d", "思考中… 深度 %d"},
	MsgLastSearch:             {"Máy: độ sâu %d, %d nút, %.1f giây", "Computer: depth %d, %d {node|nodes}, %.1f s", "电脑：深度 %d，%d 节点，%.1f 秒"},
	MsgBookMove:               {"Máy: nước đi theo sách khai cuộc", "Computer: opening book move", "电脑：开局库着法"},
	MsgRedWins:                {"Đỏ thắng", "Red wins", "红方胜"},
	MsgBlackWins:              {"Đen thắng", "Black wins", "黑方胜"},
	MsgDraw:                   {"Hòa", "Draw", "和棋"},
	MsgReasonCheckmate:        {"chiếu bí", "checkmate", "将死"},
	MsgReasonStalemate:        {"hết nước đi", "no legal move", "困毙"},
	MsgReasonPerpetualCheck:   {"chiếu dai", "perpetual check", "长将"},
	MsgReasonPerpetualChase:   {"đuổi bắt dai", "perpetual chase", "长捉"},
	MsgReasonRepetition:       {"lặp lại thế cờ", "repetition", "重复局面"},
	MsgReasonMoveLimit:        {"luật 60 nước", "60-move rule", "六十回合限着"},
	MsgReasonNoAttackers:      {"không còn quân tấn công", "no attacking pieces left", "双方均无进攻棋子"},
	MsgReasonResignation:      {"xin thua", "resignation", "认输"},
	MsgReview:                 {"Xem lại", "Review", "复盘"},
	MsgReviewMove:             {"Nước %d / %d", "Move %d / %d", "第 %d / %d 步"},
	MsgAnalyse:                {"Phân tích", "Analyse", "分析"},
	MsgAnalysing:              {"Đang phân tích… %d/%d", "Analysing… %d of %d", "分析中… %d/%d"},
	MsgBetterMove:             {"Nước hay hơn", "Better move", "更好着法"},
	MsgRefutation:             {"Nước phạt", "Refutation", "对方应着"},
	MsgJudgeBest:              {"nước tốt nhất", "best move", "最佳着法"},
	MsgJudgeGood:              {"nước được", "good move", "好棋"},
	MsgJudgeOnly:              {"nước duy nhất", "only move", "唯一着法"},
	MsgJudgeInaccuracy:        {"chưa chính xác", "inaccuracy", "缓着"},
	MsgJudgeMistake:           {"sai lầm", "mistake", "错着"},
	MsgJudgeBlunder:           {"sai lầm lớn", "blunder", "败着"},
	MsgBetterLine:             {"Hay hơn: %s", "Better: %s", "更好：%s"},
	MsgRefutedBy:              {"Bị phạt: %s", "Refuted by: %s", "对方应以：%s"},
	MsgAccuracy:               {"%s %d%% · %d ?! · %d ? · %d ??", "%s %d%% · %d ?! · %d ? · %d ??", "%s %d%% · %d ?! · %d ? · %d ??"},
	MsgScore:                  {"%+.2f", "%+.2f", "%+.2f"},
	MsgSideMatesIn:            {"%s chiếu bí sau %d nước", "%s mates in %d", "%s %d 步杀"},
	MsgWonOnBoard:             {"%s thắng", "%s has won", "%s胜"},
	MsgDeepAnalysis:           {"Phân tích sâu", "Deep analysis", "深度分析"},
	MsgDeepAnalysisNote:       {"Phân tích lâu gấp ba, thấy xa hơn", "Three times as long a look at each move", "每个局面用三倍时间，看得更深"},
	MsgRefusedNotItsMove:      {"Quân này không đi được như vậy", "That piece does not move that way", "这个棋子不能这样走"},
	MsgRefusedHorseLeg:        {"Mã bị cản chân", "The horse's leg is blocked", "蹩马腿，马走不了"},
	MsgRefusedElephantEye:     {"Tượng bị chặn mắt", "The elephant's eye is blocked", "塞象眼，象走不了"},
	MsgRefusedElephantRiver:   {"Tượng không được qua sông", "Elephants may not cross the river", "象（相）不能过河"},
	MsgRefusedPalace:          {"Tướng và sĩ không được ra khỏi cung", "The general and advisors stay in the palace", "将（帅）和士不能出九宫"},
	MsgRefusedPath:            {"Có quân cản đường", "A piece is in the way", "中间有棋子挡路"},
	MsgRefusedCannonScreen:    {"Pháo ăn quân phải cách đúng một quân", "A cannon captures by jumping exactly one piece", "炮吃子必须隔一个棋子"},
	MsgRefusedSoldierBack:     {"Tốt không được đi lùi", "Soldiers never move back", "兵（卒）不能后退"},
	MsgRefusedSoldierSideways: {"Tốt chỉ đi ngang sau khi qua sông", "Soldiers move sideways only after crossing the river", "兵（卒）过河后才能横走"},
	MsgRefusedInCheck:         {"Nước này để tướng bị chiếu", "That would leave your general in check", "这步会让己方将（帅）被将军"},
	MsgRefusedGeneralsFace:    {"Hai tướng không được đối mặt", "The generals may not face each other", "将帅不能照面"},
	MsgMovesGeneral:           {"Tướng đi một bước ngang hoặc dọc, trong cung", "The general moves one point along a line, within the palace", "将（帅）在九宫内直走一步"},
	MsgMovesAdvisor:           {"Sĩ đi một bước chéo, trong cung", "An advisor moves one point diagonally, within the palace", "士在九宫内斜走一步"},
	MsgMovesElephant:          {"Tượng đi chéo đúng hai bước", "An elephant moves exactly two points diagonally", "象（相）斜走两步，走“田”字"},
	MsgMovesHorse:             {"Mã đi một bước thẳng rồi một bước chéo", "A horse moves one point straight, then one diagonally outward", "马走“日”字：先直走一步，再斜走一步"},
	MsgMovesChariot:           {"Xe đi thẳng theo hàng ngang hoặc dọc", "A chariot moves any distance along a line", "车沿直线走，步数不限"},
	MsgMovesCannon:            {"Pháo đi thẳng như xe, ăn quân phải cách một quân", "A cannon moves along a line, as a chariot does", "炮沿直线走，走法同车"},
	MsgMovesSoldier:           {"Tốt đi một bước lên trước, qua sông được đi ngang", "A soldier moves one point forward, and sideways once across the river", "兵（卒）向前走一步，过河后可横走"},
	MsgSound:                  {"Âm thanh", "Sound", "音效"},
	MsgAnimation:              {"Hiệu ứng", "Animation", "动画"},
	MsgShowMoves:              {"Hiện nước đi", "Show legal moves", "显示可走位置"},
	MsgPieceSet:               {"Chữ trên quân", "Piece characters", "棋子字体"},
	MsgNotation:               {"Ký hiệu nước đi", "Move notation", "记谱方式"},
	MsgNotationAuto:           {"Tự động", "Automatic", "自动"},
	MsgNotationWXF:            {"WXF (C2=5)", "WXF (C2=5)", "WXF (C2=5)"},
	MsgNotationChinese:        {"Chữ Hán (炮二平五)", "Chinese (炮二平五)", "中文 (炮二平五)"},
	MsgNotationVietnamese:     {"Việt (P2-5)", "Vietnamese (P2-5)", "越南 (P2-5)"},
	MsgNotationICCS:           {"Tọa độ (h2e2)", "Coordinates (h2e2)", "坐标 (h2e2)"},
	MsgLanguage:               {"Ngôn ngữ", "Language", "语言"},
	MsgOn:                     {"Bật", "On", "开"},
	MsgOff:                    {"Tắt", "Off", "关"},
	MsgBack:                   {"Quay lại", "Back", "返回"},
	MsgSaveCorrupt:            {"Bản lưu bị hỏng, đã cất ở %s", "The save was damaged; it is kept as %s", "存档已损坏，已另存为 %s"},
	MsgSaveVersion:            {"Bản lưu của phiên bản khác, đã cất ở %s", "The save is from another version; kept as %s", "存档版本未知，已另存为 %s"},
	MsgSaveFailed:             {"Không lưu được: %s", "Could not save: %s", "无法保存：%s"},
	MsgReadOnly:               {"Thư mục dữ liệu chỉ đọc được, sẽ không lưu được gì: %s", "The data folder is read-only; nothing will be saved: %s", "存档目录不能保存，本次不会保存：%s"},
	MsgHintBusy:               {"Đang tìm gợi ý…", "Looking for a hint…", "正在寻找提示…"},
	MsgComputer:               {"Máy", "Computer", "电脑"},
	MsgYouWin:                 {"Bạn thắng!", "You win!", "你赢了！"},
	MsgYouLose:                {"Bạn thua", "You lose", "你输了"},
	MsgPuzzles:                {"Giải cờ thế", "Puzzles", "残局练习"},
	MsgSetUp:                  {"Bày cờ thế", "Set up position", "摆局"},
	MsgClear:                  {"Xóa bàn", "Clear", "清空"},
	MsgStartPosition:          {"Thế ban đầu", "Start position", "初始局面"},
	MsgCopyFEN:                {"Chép FEN", "Copy FEN", "复制 FEN"},
	MsgPasteFEN:               {"Dán FEN", "Paste FEN", "粘贴 FEN"},
	MsgPlay:                   {"Chơi thế này", "Play it", "开始对弈"},
	MsgFENField:               {"FEN (chạm để gõ):", "FEN (tap to type):", "FEN（点击输入）："},
	MsgFENTyping:              {"Gõ hoặc dán FEN, Enter để dùng, Esc để hủy", "Type or paste a FEN; Enter applies, Esc cancels", "输入或粘贴 FEN，回车确认，Esc 取消"},
	MsgFENBad:                 {"FEN không hợp lệ", "That is not a valid FEN", "FEN 格式有误"},
	MsgFENCopied:              {"Đã chép FEN", "FEN copied", "已复制 FEN"},
	MsgNoClipboard:            {"Không có bộ nhớ tạm: hãy gõ FEN vào ô", "No clipboard here: type the FEN in the field", "无法使用剪贴板：请在输入框中输入 FEN"},
	MsgFENFieldPhone:          {"FEN (chạm để dán):", "FEN (tap to paste):", "FEN（点击粘贴）："},
	MsgClipboardEmpty:         {"Bộ nhớ tạm không có chữ", "The clipboard holds no text", "剪贴板里没有文字"},
	MsgClipboardFailed:        {"Không dùng được bộ nhớ tạm", "The clipboard cannot be used", "无法使用剪贴板"},
	MsgPositionLegal:          {"Thế cờ hợp lệ", "Legal position", "局面合法"},
	MsgProbGeneralOutside:     {"Tướng bên %s nằm ngoài cung", "%s's general is outside the palace", "%s的将帅在九宫之外"},
	MsgProbNoGeneral:          {"Bên %s chưa có tướng", "%s has no general", "%s没有将帅"},
	MsgProbTooMany:            {"Bên %[1]s có quá %[2]d quân %[3]s", "%[1]s has more than %[2]d %[3]s", "%[1]s的%[3]s超过 %[2]d 个"},
	MsgProbAdvisor:            {"Sĩ bên %s không đứng trên đường chéo cung", "%s's advisor is off the palace diagonals", "%s的仕士不在九宫斜线上"},
	MsgProbElephant:           {"Tượng bên %s không đứng ở 7 điểm của nó", "%s's elephant is off its seven points", "%s的相象不在它的七个位置上"},
	MsgProbSoldier:            {"Tốt bên %s đứng sau hàng xuất phát", "%s's soldier is behind its starting rank", "%s的兵卒在起始线之后"},
	MsgProbFacing:             {"Hai tướng đối mặt nhau", "The generals face each other", "将帅照面"},
	MsgProbInCheck:            {"Bên %s đang bị chiếu nhưng lại đến lượt bên %s", "%s is in check but it is %s's turn", "%s正被将军，却轮到%s走棋"},
	MsgProbGameOver:           {"Ván đã kết thúc: %s", "The game is already over: %s", "棋局已结束：%s"},
	MsgProbOther:              {"Thế cờ không hợp lệ: %s", "Not a legal position: %s", "局面不合法：%s"},
	MsgKindGeneral:            {"tướng", "{general|generals}", "将帅"},
	MsgKindAdvisor:            {"sĩ", "{advisor|advisors}", "仕士"},
	MsgKindElephant:           {"tượng", "{elephant|elephants}", "相象"},
	MsgKindHorse:              {"mã", "{horse|horses}", "马"},
	MsgKindChariot:            {"xe", "{chariot|chariots}", "车"},
	MsgKindCannon:             {"pháo", "{cannon|cannons}", "炮"},
	MsgKindSoldier:            {"tốt", "{soldier|soldiers}", "兵卒"},
	MsgPuzzleGoalRed:          {"Đỏ đi trước, chiếu bí sau %d nước", "Red to move, mate in %d", "红先，%d 步杀"},
	MsgPuzzleGoalBlack:        {"Đen đi trước, chiếu bí sau %d nước", "Black to move, mate in %d", "黑先，%d 步杀"},
	MsgMateIn:                 {"Chiếu bí %d nước", "Mate in %d", "%d 步杀"},
	MsgSolvedCount:            {"Đã giải %d / %d", "Solved %d / %d", "已解 %d / %d"},
	MsgMovesLeft:              {"Còn %d nước", "Moves left: %d", "还剩 %d 步"},
	MsgPuzzleSolved:           {"Giải được rồi!", "Solved!", "解题成功！"},
	MsgPuzzleFailed:           {"Nước này không còn chiếu bí kịp", "That move no longer mates in time", "此着已无法在限定步数内将死"},
	MsgPuzzleError:            {"Máy không xét được nước này: %s", "The computer could not judge the move: %s", "电脑无法判断此着：%s"},
	MsgDefending:              {"Máy đang chống đỡ…", "The computer defends…", "电脑应着中…"},
	MsgRetry:                  {"Thử lại", "Retry", "重试"},
	MsgNext:                   {"Bài tiếp", "Next", "下一题"},
	MsgPuzzleList:             {"Danh sách", "List", "题目列表"},
	MsgSolvedMark:             {"✓", "✓", "✓"},
	MsgPuzzleTitle:            {"Bài %s", "Puzzle %s", "第 %s 题"},
	MsgWonEndings:             {"Cờ tàn thắng", "Won endgames", "必胜残局"},
	MsgEndingGoalRed:          {"Đỏ đi trước và thắng", "Red to move and win", "红先胜"},
	MsgEndingGoalBlack:        {"Đen đi trước và thắng", "Black to move and win", "黑先胜"},
	MsgEndingFailed:           {"Mất thế thắng: hòa, hết nước hoặc máy thấy không còn thắng", "The win slipped away: a draw, the move limit, or no longer winning", "胜势已失：和棋、步数用尽或已无胜势"},
	MsgEraser:                 {"Xóa", "Erase", "擦除"},
	MsgEngineInfo:             {"Thông số của máy", "Engine details", "引擎信息"},
	MsgComputerMoved:          {"Máy: %s", "Computer: %s", "电脑：%s"},
	MsgYouPlay:                {"%s · bạn cầm %s", "%s · you play %s", "%s · 你执%s"},
	MsgMaterial:               {"%s hơn %d", "%s +%d", "%s多 %d"},
	MsgBackToGame:             {"Về ván", "To game", "回到对局"},
	MsgBrowsing:               {"Đang xem nước %d / %d", "Viewing move %d / %d", "查看第 %d / %d 步"},
	MsgGames:                  {"Ván đã chơi", "Games", "对局记录"},
	MsgGameYouVs:              {"Bạn (%s) đấu máy (%s)", "You (%s) vs computer (%s)", "你（%s）对电脑（%s）"},
	MsgRowYouVs:               {"%s đấu máy (%s)", "%s vs computer (%s)", "%s对电脑（%s）"},
	MsgInProgress:             {"Đang chơi", "In progress", "未完"},
	MsgMovesCount:             {"%d nước", "%d {move|moves}", "%d 回合"},
	MsgSummary:                {"Thắng/hòa/thua:", "Won/drawn/lost:", "胜/和/负："},
	MsgNoGames:                {"Chưa có ván nào: mọi ván bạn chơi đều được lưu ở đây", "No games yet: every game you play is kept here", "还没有对局：你下的每一局都会保存在这里"},
	MsgPastePGN:               {"Dán PGN", "Paste PGN", "粘贴棋谱"},
	MsgCopyAll:                {"Chép tất cả", "Copy all", "全部复制"},
	MsgCopyPGN:                {"Chép PGN", "Copy PGN", "复制棋谱"},
	MsgCopied:                 {"Đã chép vào bộ nhớ tạm", "Copied to the clipboard", "已复制到剪贴板"},
	MsgImported:               {"Đã nhập %d ván", "Imported %d {game|games}", "已导入 %d 局"},
	MsgImportNone:             {"Không thấy ván nào", "No game found", "没有找到棋谱"},
	MsgImportBadMove:          {"Ván %d, nước %d: %s không phải nước hợp lệ", "Game %d, move %d: %s is not a legal move", "第 %d 局第 %d 回合：%s 不是合法着法"},
	MsgImportBad:              {"Ván %d: %s", "Game %d: %s", "第 %d 局：%s"},
	MsgDelete:                 {"Xóa ván", "Delete", "删除"},
	MsgConfirmDelete:          {"Xóa ván này?", "Delete this game?", "删除这局棋？"},
	MsgPlayFromHere:           {"Chơi từ đây", "Play from here", "从此处对弈"},
	MsgLastGame:               {"Ván vừa rồi", "Last game", "上一局"},
	MsgRecordDamaged:          {"Bản ghi hỏng, đã cất ở %s", "A damaged record was kept aside as %s", "棋谱已损坏，已另存为 %s"},
	MsgShare:                  {"Chia sẻ", "Share", "分享"},
	MsgShareAll:               {"Chia sẻ hết", "Share all", "全部分享"},
	MsgShareFailed:            {"Không chia sẻ được: %s", "Could not share: %s", "无法分享：%s"},
	MsgFromPosition:           {"từ thế cờ bày sẵn", "from a set-up position", "自设局面"},
	MsgLevelNow:               {"Ván đang chơi cũng đổi sang %s", "The game in progress now plays at %s too", "当前对局也改为%s"},
	MsgSideNext:               {"Bên cầm quân áp dụng từ ván sau", "Play as applies from the next game", "执子从下一局开始生效"},
	MsgBoardTheme:             {"Màu bàn cờ", "Board colours", "棋盘配色"},
	MsgThemeWood:              {"Gỗ", "Wood", "木纹"},
	MsgThemeContrast:          {"Tương phản cao", "High contrast", "高对比度"},
	MsgFaceToFace:             {"Hai người đối mặt", "Face to face", "双人面对面"},
	MsgFaceToFaceNote:         {"Khi hai người chơi: quân bên trên quay về người ngồi phía trên", "Two players: the top side's pieces turn to the player across", "双人对弈时，上方的棋子朝向对面的棋手"},
	MsgStar:                   {"★", "★", "★"},
	MsgNoStar:                 {"☆", "☆", "☆"},
	MsgGrade:                  {"Cấp %d", "Grade %d", "%d 级"},
	MsgFilterAll:              {"Tất cả", "All", "全部"},
	MsgFilterUnsolved:         {"Chưa giải", "Unsolved", "未解"},
	MsgFilterSolved:           {"Đã giải", "Solved", "已解"},
	MsgNoPuzzleMatches:        {"Không có bài nào như vậy", "No puzzle matches", "没有符合条件的题目"},
	MsgPuzzleRefuted:          {"Nước đáp trên bàn phá được nước ấy · Thử lại từ trước nước đó", "The reply shown refutes it · Retry from before your move", "对方这步应着破解了此着 · 重试回到此着之前"},
	MsgDailyPuzzle:            {"Bài của ngày", "Puzzle of the day", "每日一题"},
	MsgThemeSmothered:         {"Muộn cung", "Smothered general", "闷宫"},
	MsgThemeDoubleCannon:      {"Trùng pháo", "Double cannon", "重炮"},
	MsgThemeHorseCannon:       {"Mã hậu pháo", "Horse behind cannon", "马后炮"},
	MsgThemeHorseTrough:       {"Ngọa tào mã", "Horse in the trough", "卧槽马"},
	MsgThemeHorseCorner:       {"Quải giác mã", "Horse on the corner", "挂角马"},
	MsgThemeIronBolt:          {"Thiết môn xuyên", "Iron bolt", "铁门栓"},
	MsgThemeTwoChariots:       {"Song xa thác", "Two chariots", "双车错"},
	MsgThemeFacingGenerals:    {"Bạch kiểm tướng", "Facing generals", "白脸将"},
	MsgLearn:                  {"Học chơi", "Learn", "学棋"},
	MsgLessonsDone:            {"Đã làm %d / %d bài tập", "%d / %d {exercise|exercises} done", "已完成 %d / %d 个练习"},
	MsgLessonsPieces:          {"Cách đi của các quân", "How the pieces move", "棋子的走法"},
	MsgLessonsRules:           {"Những luật dễ gây bất ngờ", "Rules that surprise newcomers", "新手容易忽略的规则"},
	MsgLessonsPatterns:        {"Các đòn sát cục kinh điển", "Classic mating patterns", "经典杀法"},
	MsgExerciseOf:             {"Bài %d/%d", "Exercise %d/%d", "练习 %d/%d"},
	MsgLessonSolved:           {"Đúng rồi!", "Well done!", "做对了！"},
	MsgLessonFailed:           {"Chưa đạt · bấm Thử lại", "Not this time · tap Retry", "没有完成 · 请点重试"},
	MsgLessonNoCheck:          {"Bài này không chiếu tướng: Đen không đi quân", "No checks here: Black does not move in this exercise", "本练习不要将军：黑方不走棋"},
	MsgLessonTapPiece:         {"Chạm vào một quân để xem nó đi được đến đâu", "Tap a piece to see where it may go", "点一下棋子，看它能走到哪里"},
	MsgLessonPrev:             {"Bài trước", "Previous", "上一题"},
	MsgLessonNext:             {"Bài sau", "Next", "下一题"},
	MsgLessonList:             {"Bài học", "Lessons", "课程"},
	MsgNextLesson:             {"Bài học sau", "Next lesson", "下一课"},
	MsgLessonsFinish:          {"Hoàn thành", "Finish", "完成"},
	MsgConfirmQuit:            {"Thoát trò chơi?", "Quit the game?", "退出象棋？"},
	MsgAnotherCopy:            {"Cờ Tướng đang mở ở một cửa sổ khác, cùng thư mục dữ liệu. Hãy dùng cửa sổ đó, hoặc đóng nó rồi mở lại.", "Xiangqi is already open in another window, on the same data folder. Use that window, or close it and start again.", "象棋已经在另一处打开，用的是同一个存档目录。请用那一个，或先退出它再打开。"},
	MsgDataFolder:             {"Thư mục dữ liệu: %s", "Data folder: %s", "存档目录：%s"},
	MsgQuit:                   {"Thoát", "Quit", "退出"},
	MsgChoosePieces:           {"Chọn kiểu quân cờ", "Choose your pieces", "棋子样式"},
	MsgChangeInSettings:       {"Có thể đổi lại trong Cài đặt", "You can change this in Settings", "以后可在设置中更改"},
	MsgChineseCharacters:      {"Chữ Hán", "Chinese characters", "汉字"},
	MsgHandicap:               {"Chấp quân", "Handicap", "让子"},
	MsgHandicapNone:           {"Không chấp", "None", "不让子"},
	MsgHandicapHorse:          {"Một mã", "Horse", "让单马"},
	MsgHandicapTwoHorses:      {"Hai mã", "Two horses", "让双马"},
	MsgHandicapChariot:        {"Một xe", "Chariot", "让单车"},
	MsgHandicapChariotHorse:   {"Xe và mã", "Chariot + horse", "让车马"},
	MsgHandicapNoteComputer:   {"Máy là bên mạnh · máy bắt đầu thiếu các quân này", "The computer is the stronger side · it starts without these", "电脑是强方 · 开局少这些子"},
	MsgHandicapNoteTwo:        {"Bên chấp bắt đầu thiếu các quân này", "The side that gives starts without these", "让子方开局少这些子"},
	MsgHandicapGiver:          {"Bên chấp quân", "Who gives the handicap", "让子方"},
	MsgGivesHorse:             {"%s chấp một mã", "%s gives a horse", "%s让单马"},
	MsgGivesTwoHorses:         {"%s chấp hai mã", "%s gives both horses", "%s让双马"},
	MsgGivesChariot:           {"%s chấp một xe", "%s gives a chariot", "%s让单车"},
	MsgGivesChariotHorse:      {"%s chấp xe và mã", "%s gives a chariot and a horse", "%s让车马"},
	MsgAdaptive:               {"Tự đổi cấp độ", "Adaptive level", "自动调整难度"},
	MsgAdaptiveNote:           {"Thắng 2 ván liền: lên một cấp · thua 2 ván liền: xuống một cấp", "Two wins in a row: one level up · two losses in a row: one down", "连胜两局升一级 · 连负两局降一级"},
	MsgLevelRaised:            {"Thắng hai ván liền: cấp độ tăng lên %s", "Two wins in a row: level raised to %s", "连胜两局：难度升为%s"},
	MsgLevelLowered:           {"Thua hai ván liền: cấp độ giảm xuống %s", "Two losses in a row: level lowered to %s", "连负两局：难度降为%s"},
	MsgLevelNextGame:          {"Cấp độ này dành cho ván mới; ván đang chơi vẫn ở %s", "This level is for the new game; the game in progress stays at %s", "此难度用于新对局；当前对局仍为%s"},
	// Issue 25 (the data helper).
	MsgNoResult:       {"Không ghi kết quả", "No result recorded", "未记录结果"},
	MsgRecordsDamaged: {"%d bản ghi hỏng, đã cất ở %s: %s", "%d damaged {record was|records were} kept aside in %s: %s", "%d 局棋谱已损坏，已另存到 %s：%s"},
	MsgImportPartial:  {"Không lưu được: %s — đã giữ %d/%d ván", "Could not save: %s — %d of %d {game|games} kept", "无法保存：%s — 已保存 %d/%d 局"},
	MsgImportedFiles:  {"Đã nhập %d ván từ %d tệp", "Imported %d {game|games} from %d {file|files}", "已从 %[2]d 个文件导入 %[1]d 局"},
	MsgFilesProblems:  {"%d/%d tệp có lỗi — %s", "%d of %d {file|files} had problems — %s", "%d/%d 个文件出错 — %s"},
	MsgUnfinished:     {"Bỏ dở", "Unfinished", "未下完"},
	MsgImportRepaired: {"đã sửa %d chỗ — %s", "%d repaired — %s", "已改正 %d 处 — %s"},
	// Issue 32 (the words helper). The lesson's reasons name Black's
	// answer in the move notation (%s).
	MsgSetUpFrom:         {"Bày cờ từ", "Set up from", "摆局起点"},
	MsgEmptyBoard:        {"Bàn trống", "Empty board", "空棋盘"},
	MsgCurrentPosition:   {"Thế cờ hiện tại", "Current position", "当前局面"},
	MsgEditorAsLeft:      {"Thế vừa bày", "As you left it", "上次摆的局面"},
	MsgLessonMissNoCheck: {"Nước này không chiếu tướng", "That move gives no check", "这步没有将军"},
	MsgLessonMissTarget:  {"Hết nước: quân cần ăn vẫn còn", "Out of moves: the piece to take is still there", "步数用完：要吃的棋子还在"},
	MsgLessonMissEscape:  {"Chưa bí: tướng tránh được (%s)", "Not mate: the general steps out of check (%s)", "还没将死：将可以走开（%s）"},
	MsgLessonMissCapture: {"Chưa bí: Đen ăn quân và hết bị chiếu (%s)", "Not mate: Black captures and is out of check (%s)", "还没将死：黑方吃子解将（%s）"},
	MsgLessonMissCover:   {"Chưa bí: Đen đi quân khác và hết bị chiếu (%s)", "Not mate: another black piece moves and ends the check (%s)", "还没将死：黑方走子解将（%s）"},
	// Issue 32 (the panels helper).
	MsgHintsUsed: {"Gợi ý đã dùng: %d · %s", "Hints used: %d · %s", "已用提示：%d · %s"},
	MsgHintMove:  {"Gợi ý: %s", "Hint: %s", "提示：%s"},
	// Issue 32 (the screens helper): the clipboard needs a program the
	// system lacks (%s names it).
	MsgClipboardInstall: {"Không dùng được bộ nhớ tạm: hãy cài %s", "The clipboard cannot be used: install %s", "无法使用剪贴板：电脑上没有 %s"},
	MsgLevelNewcomer:    {"Làm quen %d", "Newcomer %d", "新手%d"},
	MsgFirstGameNote:    {"Mới chơi? Mục Học chơi ở màn hình đầu dạy cách đi quân", "New to xiangqi? Learn, on the start screen, teaches the moves", "新手？在开始画面的“学棋”中看棋子的走法"},
	MsgRatingNote:       {"≈ điểm: hơn 200 điểm thì được khoảng 3 ván trên 4", "≈ rating: 200 higher scores about 3 games in 4", "≈ 等级分：高 200 分的一方每四局平均得三局"},
	// Issue 32 (the analysis helper).
	MsgHelpGraph: {"Đường: cơ hội thắng của Đỏ, càng cao Đỏ càng tốt; chấm là nước bị đánh dấu",
		"Graph: Red's chance of winning, higher is better for Red; dots are the marked moves",
		"线：红方的胜面，上面是红方好；点是有标记的着法"},
	MsgHelpScore: {"Điểm: Đỏ hơn bao nhiêu tốt (+1,00 là hơn một tốt; dưới 0 là Đen hơn)",
		"Score: Red's lead in soldiers (+1.00 is a soldier up; below 0, Black leads)",
		"分数：红方多出的兵数（+1.00 是多一个兵；负数是黑方好）"},
	MsgHelpAccuracy: {"%s %d%%: độ chính xác, 100%% khi không nước nào mất gì; ?! chưa chính xác · ? sai lầm · ?? sai lầm lớn",
		"%s %d%%: accuracy, 100%% when no move gave anything away; ?! inaccuracy · ? mistake · ?? blunder",
		"%s %d%%：正确度，每步都不失分是 100%%；?! 缓着 · ? 错着 · ?? 败着"},
	// issue 30: clocks
	MsgTimeControl:       {"Đồng hồ", "Clock", "计时"},
	MsgClockNone:         {"Không", "None", "不计时"},
	MsgClockMinutes:      {"%s phút", "%s min", "%s 分"},
	MsgClockPerMove:      {"%s giây/nước", "%s s a move", "每步 %s 秒"},
	MsgReasonTimeout:     {"hết giờ", "out of time", "超时"},
	MsgReasonTimeoutDraw: {"hết giờ, nhưng bên kia không còn quân chiếu bí được", "out of time, but the other side cannot mate", "超时，但对方已无可将死的棋子"},
	// Issue 29: training.
	MsgTraining:       {"Luyện tập", "Training", "练习"},
	MsgReviewDue:      {"Hôm nay ôn %d bài", "%d to review today", "要复习 %d 题"},
	MsgReviewMistakes: {"Ôn nước sai", "Review mistakes", "复习错着"},
	MsgRush3:          {"Giải nhanh 3 phút", "Rush 3 min", "限时 3 分"},
	MsgRush5:          {"Giải nhanh 5 phút", "Rush 5 min", "限时 5 分"},
	MsgStreakMode:     {"Chuỗi không sai", "Streak", "连对"},
	MsgBestScore:      {"kỷ lục %d", "best %d", "最佳 %d"},
	MsgYourRating:     {"Điểm giải đố của bạn: %d", "Your puzzle rating: %d", "你的解题等级分：%d"},
	MsgDayStreak:      {"%d ngày liền", "%d-day streak", "连续 %d 日"},
	MsgReviewGoal:     {"Bạn đã đi %s: tìm nước tốt hơn", "You played %s: find a better move", "你下了 %s，找出更好的一着"},
	MsgReviewRefuted:  {"Bị phá bằng %s · nước tốt hơn: %s", "Refuted by %s · the better move: %s", "被 %s 破解 · 更好的是 %s"},
	MsgReviewJudging:  {"Đang xét nước đi…", "Checking your move…", "正在判断…"},
	MsgReviewNone:     {"Hôm nay không còn bài ôn. Phân tích một ván để thêm các nước sai của bạn.", "Nothing left to review today. Analyse a game to add your mistakes.", "没有要复习的了。分析一局棋后，你的错着会在这里。"},
	MsgRushStatus:     {"Giải %d · sai %d/%d", "Solved %d · wrong %d/%d", "解出 %d · 错 %d/%d"},
	MsgRushTime:       {"%d:%02d", "%d:%02d", "%d:%02d"},
	MsgRushResult:     {"Điểm: %d", "Score: %d", "得分：%d"},
	MsgNewBest:        {"Kỷ lục mới!", "New best!", "新的最佳！"},
	MsgAgain:          {"Chơi lại", "Again", "再试"},
	MsgPuzzleRatings:  {"bài %d · bạn %d", "puzzle %d · you %d", "题 %d · 你 %d"},
	MsgFilterFits:     {"Vừa sức", "For me", "相近"},
	MsgReviewLeft:     {"còn %d", "%d left", "还有 %d"},
	// issue 52:
	MsgRushRefuted:    {"Nước đáp trên bàn phá được nước ấy", "The reply shown refutes it", "对方这步应着破解了此着"},
	MsgConfirmEndRush: {"Kết thúc lượt này? Điểm được giữ lại.", "End this run? Its score is kept.", "结束本轮？得分会保存。"},
	// issue 29: training
	MsgPuzzleSourceGame: {"Từ ván %s – %s, %s, nước %d", "From %s – %s, %s, move %d", "出自 %s 对 %s，%s，第 %d 回合"},
	// issue 29: material puzzles
	MsgMaterialGoalRed:   {"Đỏ đi trước, ăn quân", "Red to move, win material", "红先得子"},
	MsgMaterialGoalBlack: {"Đen đi trước, ăn quân", "Black to move, win material", "黑先得子"},
	MsgMaterialPuzzles:   {"Ăn quân", "Win material", "得子"},
	MsgMaterialFailed:    {"Nước này không ăn được quân", "That move does not win material", "此着不能得子"},
	// issue 30 (clock custom):
	MsgClockCustom:       {"Tùy chỉnh…", "Custom…", "自定…"},
	MsgClockCustomIs:     {"Tùy chỉnh %s", "Custom %s", "自定 %s"},
	MsgClockCustomTitle:  {"Đồng hồ tùy chỉnh", "Custom clock", "自定计时"},
	MsgClockKind:         {"Tính giờ", "Timing", "计时方式"},
	MsgClockKindGame:     {"Cả ván", "Whole game", "全局计时"},
	MsgClockKindMove:     {"Mỗi nước", "Each move", "每步限时"},
	MsgClockBase:         {"Thời gian mỗi bên", "Time for each side", "每方用时"},
	MsgClockInc:          {"Cộng thêm sau mỗi nước", "Added after each move", "每走一步再得"},
	MsgClockMove:         {"Thời gian cho mỗi nước", "Time for each move", "每步用时"},
	MsgClockSeconds:      {"%d giây", "%d s", "%d 秒"},
	MsgClockRangeMinutes: {"từ %d đến %d phút", "%d to %d min", "%d 到 %d 分"},
	MsgClockRangeSeconds: {"từ %d đến %d giây", "%d to %d s", "%d 到 %d 秒"},
	MsgClockDone:         {"Xong", "Done", "完成"},
	// issue 51 (countdown clocks):
	MsgClockKindCountdown: {"Đếm giây", "Countdown", "步时"},
	MsgClockPeriodsField:  {"Số lần đếm giây", "Countdown periods", "步时次数"},
	MsgClockPeriodField:   {"Giây mỗi lần đếm", "Seconds in a period", "步时秒数"},
	MsgClockPeriods:       {"%d×%s giây", "%d×%s s", "%d×%s 秒"},
	MsgClockCountdown:     {"%s phút + %s", "%s min + %s", "%s 分 + %s"},
	MsgClockMovesIn:       {"%d nước trong %s phút", "%d {move|moves} in %s min", "%d 步限 %s 分"},
	MsgClockMovesToGo:     {"còn %d nước", "%d to go", "还有 %d 步"},
	MsgClockRangePeriods:  {"từ %d đến %d lần", "%d to %d", "%d 到 %d 次"},
	MsgClockKindMovesIn:   {"Theo số nước", "Moves in time", "步数限时"},
	MsgClockMovesField:    {"Số nước", "Moves", "步数"},
	MsgClockMovesBase:     {"Thời gian cho số nước đó", "Time for these moves", "这些步的用时"},
	MsgClockMovesValue:    {"%d nước", "%d {move|moves}", "%d 步"},
	MsgClockRangeMoves:    {"từ %d đến %d nước", "%d to %d {move|moves}", "%d 到 %d 步"},
	// issue 30 (threats and hints):
	MsgExplainMates:          {"chiếu bí", "checkmates", "将死对方"},
	MsgExplainWins:           {"ăn %s", "wins the %s", "吃掉%s"},
	MsgExplainChecksForks:    {"chiếu tướng và bắt đôi %s, %s", "checks and forks the %s and %s", "将军，同时捉%s和%s"},
	MsgExplainForks:          {"bắt đôi %s và %s", "forks the %s and %s", "同时捉%s和%s"},
	MsgExplainChecksAttacks:  {"chiếu tướng và dọa ăn %s", "checks and attacks the %s", "将军并捉%s"},
	MsgExplainThreatensMate:  {"dọa chiếu bí", "threatens mate", "叫杀"},
	MsgExplainTradesSame:     {"đổi %s", "trades %s", "吃%s，对方吃回"},
	MsgExplainTradesFor:      {"đổi %s lấy %s", "trades the %s for the %s", "用%s吃%s，对方吃回"},
	MsgExplainChecks:         {"chiếu tướng", "gives check", "将军"},
	MsgExplainAttacks:        {"dọa ăn %s", "attacks the %s", "捉%s"},
	MsgExplainEscapes:        {"thoát chiếu", "gets out of check", "应将"},
	MsgExplainSaves:          {"cứu %s khỏi bị ăn", "moves the %s to safety", "让%s逃开"},
	MsgExplainDefends:        {"bảo vệ %s ở cột %s", "defends the %s on file %s", "保%[2]s路%[1]s"},
	MsgExplainDevelops:       {"phát triển quân %s", "develops the %s", "出%s"},
	MsgExplainImproves:       {"cải thiện vị trí của %s", "brings the %s to a better point", "调整%s的位置"},
	MsgThreatTakes:           {"%s có thể ăn %s", "the %s can take the %s", "%s可以吃%s"},
	MsgThreatMate:            {"đối phương dọa chiếu bí", "the opponent threatens mate", "对方叫杀"},
	MsgThreatCheck:           {"%s có thể chiếu tướng", "the %s can give check", "%s可以将军"},
	MsgThreats:               {"Hiện nước đe dọa", "Show threats", "显示对方攻击"},
	MsgHideThreats:           {"Ẩn nước đe dọa", "Hide threats", "不显示对方攻击"},
	MsgExplainForksTwo:       {"bắt đôi hai %s", "forks two %s", "同时捉两个%s"},
	MsgExplainChecksForksTwo: {"chiếu tướng và bắt đôi hai %s", "checks and forks two %s", "将军，同时捉两个%s"},
	MsgExplainSacrifices:     {"thí %s", "sacrifices the %s", "弃%s"},
	// issue 30 (coach): the file or point in MsgCoachTakenFile and
	// MsgCoachTakenSquare is written as the move list writes it; the
	// pieces' names are the seven kinds from the general to the soldier.
	MsgCoach:            {"Huấn luyện viên", "Coach", "导师"},
	MsgCoachHint:        {"Nhắc bạn trước một nước hớ", "Warns you before a blunder", "在你走出败着前提示你"},
	MsgCoachHelpedTotal: {"đã ngăn %d nước hớ", "stopped %d {blunder|blunders} so far", "已挡住 %d 步败着"},
	MsgCoachHelpedGame:  {"Huấn luyện viên đã ngăn %d nước hớ", "The coach stopped %d {blunder|blunders}", "导师挡住了 %d 步败着"},
	MsgCoachTakenFile:   {"%[1]s của bạn ở cột %[2]s sẽ bị %[3]s ăn.", "Your %[1]s on the %[2]s file can be taken by the %[3]s.", "你的%[2]s路%[1]s会被%[3]s吃掉。"},
	MsgCoachTakenSquare: {"%[1]s của bạn ở %[2]s sẽ bị %[3]s ăn.", "Your %[1]s on %[2]s can be taken by the %[3]s.", "你在 %[2]s 的%[1]s会被%[3]s吃掉。"},
	MsgCoachLoses:       {"Sau nước đáp của %[1]s, bạn sẽ mất %[2]s.", "After the %[1]s's reply you lose your %[2]s.", "对方%[1]s一动，你就要失%[2]s。"},
	MsgCoachMate:        {"Nước này để đối phương chiếu bí sau %d nước.", "This walks into mate in %d.", "走这步会被对方 %d 步杀。"},
	MsgCoachTakeBack:    {"Đi lại", "Take back", "退回"},
	MsgCoachPlayAnyway:  {"Vẫn đi", "Play anyway", "照走"},
	MsgCoachJudging:     {"Huấn luyện viên đang xem nước đi…", "The coach looks at your move…", "导师正在看这步棋…"},
	MsgCoachRedPieces:   {"tướng sĩ tượng mã xe pháo binh", "general advisor elephant horse chariot cannon soldier", "帅 仕 相 马 车 炮 兵"},
	MsgCoachBlackPieces: {"tướng sĩ tượng mã xe pháo tốt", "general advisor elephant horse chariot cannon soldier", "将 士 象 马 车 炮 卒"},
	// issue 28 (games db):
	MsgGamesSearch:       {"Tìm người chơi, giải, khai cuộc, cấp", "Search players, event, opening, level", "查找棋手、开局"},
	MsgGamesCount:        {"%d ván", "%d {game|games}", "%d 局"},
	MsgGamesCountOf:      {"%d / %d ván", "%d of %d {game|games}", "%d / %d 局"},
	MsgGamesLoading:      {"Đang đọc thư viện ván…", "Reading the library…", "正在查看对局记录…"},
	MsgSortNewest:        {"Mới nhất", "Newest", "最新"},
	MsgSortDate:          {"Ngày", "Date", "时间"},
	MsgSortOpponent:      {"Đối thủ", "Opponent", "对手"},
	MsgSortResult:        {"Kết quả", "Result", "结果"},
	MsgSortLength:        {"Độ dài", "Length", "长度"},
	MsgSortOpening:       {"Khai cuộc", "Opening", "开局"},
	MsgFilterWon:         {"Thắng", "Won", "胜"},
	MsgFilterDrawn:       {"Hòa", "Drawn", "和"},
	MsgFilterLost:        {"Thua", "Lost", "负"},
	MsgFilterComputer:    {"Với máy", "Vs computer", "对电脑"},
	MsgFilterTwoPlayers:  {"Hai người", "Two players", "双人"},
	MsgFilterImported:    {"Đã nhập", "Imported", "导入"},
	MsgGamesStats:        {"Thống kê", "Statistics", "比分"},
	MsgGamesList:         {"Danh sách", "List", "列表"},
	MsgStatsByLevel:      {"Thắng/hòa/thua theo cấp", "Won/drawn/lost by level", "各级胜/和/负"},
	MsgStatsByOpening:    {"Theo khai cuộc: ván · Đỏ thắng/hòa/Đen thắng", "By opening: games · Red wins/draws/Black wins", "各开局：局数 · 红胜/和/黑胜"},
	MsgStatsNoOpening:    {"(không rõ khai cuộc)", "(no opening name)", "（未知开局）"},
	MsgStatsLevelTally:   {"%d ván · %d/%d/%d", "%d {game|games} · %d/%d/%d", "%d 局 · %d/%d/%d"},
	MsgStatsOpeningTally: {"%d · %d/%d/%d", "%d · %d/%d/%d", "%d 局 · %d/%d/%d"},
	MsgImportProgress:    {"Đang nhập… %d ván", "Importing… %d {game|games}", "正在导入… %d 局"},
	MsgImportResult:      {"Thêm %d · trùng %d · lỗi %d", "%d added · %d {duplicate|duplicates} · %d failed", "导入 %d · 重复 %d · 失败 %d"},
	MsgImportCanceled:    {"Đã hủy nhập", "Import canceled", "已取消导入"},
	MsgGamesOrder:        {"Sắp xếp theo", "Order by", "先后"},
	MsgGamesFilter:       {"Chỉ hiện", "Show only", "只显示"},
	// issue 28 (explorer):
	MsgExplore:             {"Khai cuộc", "Openings", "开局"},
	MsgExplorerMenu:        {"Tra khai cuộc", "Opening explorer", "开局浏览"},
	MsgExplorerMasters:     {"Ván cao thủ", "Master games", "大师对局"},
	MsgExplorerMine:        {"Ván của tôi", "My games", "我的对局"},
	MsgExplorerHeadMove:    {"Nước", "Move", "着法"},
	MsgExplorerHeadGames:   {"Ván", "Games", "局数"},
	MsgExplorerHeadResults: {"Đỏ thắng · hòa · Đen", "Red wins · draws · Black", "红胜 · 和 · 黑胜"},
	MsgExplorerHeadScore:   {"Điểm máy", "Engine", "引擎"},
	MsgExplorerCounting:    {"Đang đếm…", "Counting…", "统计中…"},
	MsgExplorerNone:        {"Không ván nào đi tiếp từ thế cờ này", "No game went on from this position", "没有对局从这个局面走下去"},
	MsgExplorerNoIndex:     {"Chưa mở được chỉ mục thư viện ván", "The library's index could not be opened", "无法打开对局库的索引"},
	MsgExplorerGames:       {"%d ván", "%d {game|games}", "%d 局"},
	MsgExplorerTapMove:     {"chạm một nước để xem tiếp", "tap a move to follow it", "点击着法看下去"},
	MsgExplorerNoResults:   {"ít ván có kết quả", "few results recorded", "多数对局没有记录结果"},
	// issue 50: the credit CC BY 4.0 asks for the master table's data set.
	MsgExplorerCredit: {"Thống kê ván cao thủ từ Chinese Chess Practical Dataset của Yu-Han Tseng, CC BY 4.0",
		"Master game statistics from the Chinese Chess Practical Dataset by Yu-Han Tseng, CC BY 4.0",
		"大师对局统计出自 Yu-Han Tseng 的 Chinese Chess Practical Dataset（CC BY 4.0）"},
	MsgExplorerCount:   {"%d", "%d", "%d"},
	MsgExplorerPercent: {"%.0f%%", "%.0f%%", "%.0f%%"},
	// issue 28 (import counts):
	MsgMore:      {"Thêm…", "More…", "更多…"},
	MsgThisGame:  {"Ván này", "This game", "本局"},
	MsgImportCut: {"%d ván chỉ giữ đến chỗ lỗi", "%d kept up to a problem", "%d 局只保存到出错处"},
	// issue 28 (export):
	MsgExportProgress: {"Đang chuẩn bị… %d/%d ván", "Preparing… %d of %d {game|games}", "正在导出… %d/%d 局"},
	MsgSummaryMore:    {"+%d cấp khác", "+%d more {level|levels}", "另%d级"},
	// issue 49:
	MsgConfirmReplace: {"Bỏ dở ván đang chơi? Ván được giữ trong Ván đã chơi.", "Leave the game in progress? It stays in Games.", "离开当前对局？对局已保存。"},
	// issue 49 (save read part by part):
	MsgSavePartial:           {"Một phần bản lưu bị hỏng, đã đặt lại (%s); bản cũ cất ở %s", "Part of the save was damaged and reset (%s); the file is kept as %s", "存档已损坏（%s），已另存为 %s"},
	MsgSavePartSettings:      {"cài đặt", "settings", "设置"},
	MsgSavePartGame:          {"ván đang chơi", "game in progress", "未完对局"},
	MsgSavePartPuzzles:       {"cờ thế đã giải", "puzzles solved", "残局练习"},
	MsgSavePartLessons:       {"bài học", "lessons", "课程"},
	MsgSavePartTraining:      {"luyện tập", "training", "练习"},
	MsgSavePartDeck:          {"nước sai để ôn", "mistakes to review", "复习错着"},
	MsgSavePartStreak:        {"chuỗi ngày", "daily streak", "连续日"},
	MsgSavePartRating:        {"điểm giải đố", "puzzle rating", "解题等级分"},
	MsgSavePartPuzzleRatings: {"điểm các bài", "puzzles' ratings", "残局等级分"},
	MsgSavePartBests:         {"kỷ lục", "best scores", "最佳"},
	// issue 50 (files from anywhere):
	MsgFileUnreadable: {"Không đọc được tệp: %s", "Could not read the file: %s", "无法打开文件：%s"},
	MsgFileTooLarge:   {"Tệp quá lớn (trên %d MiB), không đọc", "The file is too large to read (over %d MiB)", "文件过大（超过 %d MiB），未打开"},
	// issue 51 (variations):
	MsgComment:           {"Ghi chú…", "Comment…", "心得…"},
	MsgCommentOn:         {"Ghi chú cho %s", "Comment on %s", "心得：%s"},
	MsgSaveComment:       {"Lưu", "Save", "保存"},
	MsgPaste:             {"Dán", "Paste", "粘贴"},
	MsgPromote:           {"Nâng biến lên", "Promote line", "提升此线"},
	MsgDeleteLine:        {"Xóa biến", "Delete line", "删除此线"},
	MsgConfirmDeleteLine: {"Xóa nước này và các nước sau nó?", "Delete this move and the moves after it?", "删除此着和后面的着法？"},
	MsgVariationOnly:     {"Nước mới chỉ thêm được làm biến của các nước đã đi", "A new move can only be a variation of a move played", "新着法只能成为已走着法的另一条线"},
	MsgNotInProgress:     {"Ván đang chơi chưa ghi chú được: hãy chơi tiếp hoặc kết thúc trước", "The game in progress cannot be annotated: finish it first", "未完对局不能改，请先下完"},
	// issue 53 (rulings explained): %[1]s side, %[2]s piece in
	// MsgRulingPiece; in MsgRulingChecked a piece, a count, the moves; in
	// MsgRulingChased the chaser, the victim, a count, the moves; in
	// MsgRulingWarning the move; the why texts take the victim's name.
	MsgRulingPiece:          {"%[2]s %[1]s", "%[1]s's %[2]s", "%[1]s的%[2]s"},
	MsgRulingAnd:            {"%s và %s", "%s and %s", "%s和%s"},
	MsgRulingChecked:        {"%[1]s chiếu %[2]d lần liên tiếp (%[3]s).", "%[1]s gave check %[2]d {time|times} in a row (%[3]s).", "%[1]s连续将军%[2]d次（%[3]s）。"},
	MsgRulingChased:         {"%[1]s đuổi bắt %[2]s %[3]d lần liên tiếp (%[4]s).", "%[1]s chased %[2]s %[3]d {time|times} in a row (%[4]s).", "%[1]s连续捉%[2]s%[3]d次（%[4]s）。"},
	MsgRulingWhyUnprotected: {"%s không có quân bảo vệ ăn lại được.", "The %s had no protector able to take back.", "%s无根：它被吃了，没有子能吃回。"},
	MsgRulingWhyChariot:     {"Mã hay pháo đuổi xe thì tính là bắt, dù xe có quân bảo vệ.", "A horse or cannon attacking a chariot chases it even when it is protected.", "马或炮捉车，车有根也算捉。"},
	MsgRulingWhyFalse:       {"Quân bảo vệ %s là giả: ăn lại sẽ phạm luật.", "The %s's protection was false: taking back would be illegal.", "%s的根不算：吃回不合规则。"},
	MsgRulingWhyDefender:    {"Sĩ hay tượng đuổi mã, pháo hay xe thì tính là bắt, dù quân đó có quân bảo vệ.", "An advisor or elephant attacking a horse, cannon or chariot chases it even when it is protected.", "士或象捉马、炮或车，有根也算捉。"},
	MsgRulingWhyPinned:      {"%s bị ghim vào tướng, không thể tránh đi, nên mỗi nước tấn công lại nó đều tính là một lần bắt mới.", "The %s was pinned to its general and could not move away, so every move that attacked it again counted as a new chase.", "%s不能走开：走开了自己的将就被将军，所以每步再攻击它都算一次新的捉。"},
	MsgRulingPerpetualCheck: {"Luật: chiếu dai thì xử thua.", "Rule: perpetual check loses.", "规则：长将判负。"},
	MsgRulingPerpetualChase: {"Luật: đuổi bắt dai thì xử thua.", "Rule: perpetual chase loses.", "规则：长捉判负。"},
	MsgRulingMutualCheck:    {"Luật: hai bên cùng chiếu dai thì xử hòa.", "Rule: when both sides check perpetually, it is a draw.", "规则：双方长将，判和。"},
	MsgRulingMutualChase:    {"Luật: hai bên cùng đuổi bắt dai thì xử hòa.", "Rule: when both sides chase perpetually, it is a draw.", "规则：双方长捉，判和。"},
	MsgRulingIdle:           {"Thế cờ lặp lại ba lần, không bên nào chiếu hay đuổi bắt ở mọi nước. Luật: lặp lại như vậy thì xử hòa.", "The position came three times and neither side checked or chased with every move. Rule: such a repetition is a draw.", "局面重复三次，双方都不是每步将军或捉子。规则：这样的重复判和。"},
	MsgRulingWarning:        {"Lặp lại %s sẽ thua vì %s", "Repeating %s loses by %s", "再走%s：%s判负"},
	MsgRulingConfirm:        {"Nước này thua vì %s.", "This move loses by %s.", "这步棋是%s，判负。"},
	MsgRulingPlayIt:         {"Vẫn đi", "Play it", "照走"},
	// issue 51 (the analysis board):
	MsgAnalysisBoard:      {"Bàn phân tích", "Analysis board", "分析棋盘"},
	MsgAnalysisBoardShort: {"Máy xét", "Engine", "引擎"},
	MsgBoardLines:         {"%d biến", "%d {line|lines}", "%d 条线"},
	MsgBoardDepth:         {"Độ sâu %d · %d nút", "Depth %d · %d {node|nodes}", "深度 %d · %d 节点"},
	MsgBoardSearching:     {"Máy đang tính…", "The engine is searching…", "引擎计算中…"},
	MsgBoardTapLine:       {"chạm một biến để đi theo", "tap a line to play it", "点击一条线走下去"},
	MsgHintIdeas:          {"Ý khác", "Ideas", "其他着"},
	MsgHintIdeasBusy:      {"Máy đang tìm các ý khác…", "Looking for other ideas…", "正在计算其他着法…"},
}

// NumLangs and NumMsgs count the table's columns and rows.
const (
	NumLangs = numLangs
	NumMsgs  = numMsgs
)

// Names are the languages' names for the language switch, each in its own
// language, in the order of Lang.
func Names() []string { return []string{"Tiếng Việt", "English", "中文"} }

// Text returns the message in language l.
func (l Lang) Text(m Msg) string {
	if l < 0 || l >= numLangs || m < 0 || m >= numMsgs {
		return ""
	}
	return messages[m][l]
}
