package session

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"xiangqi/clock"
	"xiangqi/learn"
	"xiangqi/puzzle"
	"xiangqi/rules"
	"xiangqi/train"
)

// saveVersion is the format of the save file; a file of another version is
// kept aside, never guessed at. Version 2 added the puzzle progress; a
// version 1 file is read as having solved none. Version 3 added the game's
// place in the library (its id and when it began); an older file's game
// gets them when it is read. Version 4 added the piece set (in place of
// "simplified", which a version 1–3 file is read by), the board theme,
// face to face, deep analysis, the lessons solved, and the hints each
// puzzle was solved with (a puzzle of an older file is solved with its
// hints unknown). All of version 4 came in one release. Version 5 added
// the handicap (and for two players the side that gives it) and the
// adaptive level with its streak; an older file has neither, and a file
// older than 5 that names them is refused as corrupt. A handicap game
// needs nothing new in the game: its start position says it
// (rules.HandicapOf). Version 6 has the ladder of levels (Level) in
// place of five: a level of an older file is one of the five old names,
// read onto the ladder by ai.LegacyLevel (each to the level nearest it in
// strength), and a name of the ladder's new levels ("level 3") in an
// older file is refused as corrupt. Version 7 added the game's origin
// (SavedGame.Origin): a game played on from another's position names that
// game; an older file's game has none. The Newcomer levels below Beginner
// ("newcomer 1" to "newcomer 5") came without a new version: every name a
// version 6 or 7 file holds keeps its level and strength, and an old
// five-level name maps by ai.LegacyLevel as before (its Beginner and Easy
// now to Newcomer 1 and 5, the levels nearest them). Version 8 added the
// clocks (issue 30): the time control chosen for new games
// (Settings.TimeControl, in the PGN TimeControl form, clock.Parse) and, for
// a game under a clock, its control, each side's time left when it was
// saved and each move's clock (SavedGame.Control, ClockLeft, MoveClocks, in
// milliseconds); a game restored from it goes on with the times as saved.
// An older file has no clock; one that names a clock is refused as corrupt.
// Version 8 also added, in the same release, the
// training (SaveData.Training, "training": the deck of the player's own
// mistakes with each card's Leitner box and due date, the daily streak, the
// player's and the tried puzzles' ratings, the rushes' bests); an older
// file has none, and an older file that holds it is refused as corrupt.
// Version 8 also added the threats switch (Settings.Threats, "threats",
// left out when off): an older file has it off.
// Version 8 also added the coach (Settings.Coach "coach": "on" or "off",
// absent for CoachAuto, with the total of warnings taken back
// "coachHelped"; SavedGame.Coach "coachWarned" and "coachHelped", the
// game's own), all optional: an older file has the coach as a new player
// has it, and an older file that names it is refused as corrupt.
// Version 8 also added the opening explorer's source (Settings.
// ExplorerSource, "explorer": "mine", absent for the master games); an
// older file that names it is refused as corrupt.
// Version 8 also added the Games screen's order and filter (Settings.
// GamesSort, GamesFilter: "gamesOrder", "gamesFilter", absent for Newest
// and All); an older file that names them is refused as corrupt.
const (
	saveVersion       = 8
	oldestSaveVersion = 1
)

// saveName is the save file in the data directory.
const saveName = "xiangqi-save.json"

// Settings are the player's choices, kept between games.
type Settings struct {
	Level      Level
	Side       rules.Color // the player's side against the computer
	TwoPlayers bool
	Sound      bool
	Animation  bool
	ShowMoves  bool
	Pieces     PieceSet   // what is written on the pieces
	Theme      BoardTheme // the board's and pieces' colours
	FaceToFace bool       // two players: the top side's pieces turned to it
	Lang       string     // "vi", "en", "zh"; "" follows the system
	Notation   string     // move notation: one of Notations; "" follows the language
	EngineInfo bool       // show the computer's search figures (depth, nodes)
	// DeepAnalysis gives each position of a game's analysis three times
	// the search.
	DeepAnalysis bool
	// Handicap is what the stronger side gives in a new game: the
	// computer, or HandicapSide between two players.
	Handicap     rules.Handicap
	HandicapSide rules.Color
	// Adaptive moves Level after two wins or two losses in a row
	// (adaptive.go); Streak counts them (wins > 0, losses < 0) and
	// Counted names the last game counted.
	Adaptive bool
	Streak   int
	Counted  string
	// TimeControl is the clock of new games (the zero Control: none).
	TimeControl clock.Control
	// Threats draws, on the player's turn, what the opponent would do if
	// it were its move again (package explain).
	Threats bool
	// Coach is the coach's switch (settings_coach.go); CoachHelped counts
	// the coach's warnings the player took back, in every game.
	Coach       CoachMode
	CoachHelped int
	// ExplorerSource is the opening explorer's collection, the last
	// chosen.
	ExplorerSource ExploreSource
	// GamesSort and GamesFilter are the Games screen's order and filter,
	// the last chosen, by their names (games.SortNames, games.
	// FilterNames; "" for Newest and All): kept across restarts (issue
	// 52: the Date order chosen was Newest again after one). A name the
	// screen does not know is its first.
	GamesSort, GamesFilter string
}

// Notations are the move notations a player can choose, after "" (the
// language's own: Vietnamese, WXF in English, Chinese).
var Notations = []string{"wxf", "chinese", "vietnamese", "iccs"}

// DefaultSettings are a new player's: the lowest level (Newcomer 1) with
// the adaptive level on, so that a first game is one a beginner can win
// and the level follows the results; the New game screen shows both, for
// a player who knows the game to change.
func DefaultSettings() Settings {
	return Settings{Level: Newcomer, Side: rules.Red, Sound: true, Animation: true, ShowMoves: true, Adaptive: true}
}

// SavedGame is a game in progress (or just finished).
type SavedGame struct {
	Start    rules.Position
	Moves    []rules.Move
	Computer [2]bool
	Level    Level
	Resigned rules.Color // meaningful when HasResigned
	Resign   bool
	Flipped  bool
	// ID names the game in the library; Started is when it began.
	ID      string
	Started time.Time
	// Origin names the game this one was played on from (OriginNote),
	// "" for a game begun here; its record carries it (TagOrigin).
	Origin string
	// Control is the game's clock (zero: none); ClockLeft each side's
	// time left when it was saved (Red, Black); MoveClocks[i] the
	// mover's time left after move i (0: unknown). Version 8.
	Control    clock.Control
	ClockLeft  [2]time.Duration
	MoveClocks []time.Duration
	// Coach counts the coach's warnings in this game (version 8).
	Coach CoachStats
}

// SaveData is everything the save file holds.
type SaveData struct {
	Settings Settings
	Game     *SavedGame // nil when there is none
	Puzzles  puzzle.Progress
	// Lessons are the Learn screen's solved exercises.
	Lessons learn.Progress
	// Training is the mistakes to review, the streak, the ratings and the
	// rushes' bests (version 8).
	Training train.Progress
	// NewPlayer is not saved: Load sets it when there was no save file
	// (a first run), so that the game can welcome a new player.
	NewPlayer bool
}

// The JSON shapes, with names and strings a person can read.
type (
	saveJSON struct {
		Version  int              `json:"version"`
		Settings settingsJSON     `json:"settings"`
		Game     *savedGameDTO    `json:"game,omitempty"`
		Puzzles  *puzzle.Progress `json:"puzzles,omitempty"`
		// Lessons is additive in version 4: a file without it has solved
		// no lesson.
		Lessons *learn.Progress `json:"lessons,omitempty"`
		// Training is additive in version 8.
		Training *train.Progress `json:"training,omitempty"`
	}
	settingsJSON struct {
		Level        string `json:"level"`
		Side         string `json:"side"`
		TwoPlayers   bool   `json:"twoPlayers"`
		Sound        bool   `json:"sound"`
		Animation    bool   `json:"animation"`
		ShowMoves    bool   `json:"showMoves"`
		Simplified   bool   `json:"simplified,omitempty"` // versions 1–3: the piece set
		Pieces       string `json:"pieces,omitempty"`     // version 4
		Theme        string `json:"theme,omitempty"`
		FaceToFace   bool   `json:"faceToFace,omitempty"`
		Lang         string `json:"lang"`
		Notation     string `json:"notation,omitempty"`
		EngineInfo   bool   `json:"engineInfo,omitempty"`
		DeepAnalysis bool   `json:"deepAnalysis,omitempty"`
		// Version 5.
		Handicap     string `json:"handicap,omitempty"`
		HandicapSide string `json:"handicapSide,omitempty"` // two players: who gives it
		Adaptive     bool   `json:"adaptive,omitempty"`
		Streak       int    `json:"streak,omitempty"`
		Counted      string `json:"counted,omitempty"`
		TimeControl  string `json:"timeControl,omitempty"` // version 8
		Threats      bool   `json:"threats,omitempty"`     // version 8
		Coach        string `json:"coach,omitempty"`       // version 8: "on", "off"; absent: CoachAuto
		CoachHelped  int    `json:"coachHelped,omitempty"` // version 8
		Explorer     string `json:"explorer,omitempty"`    // version 8: "mine"; absent: the master games
		GamesOrder   string `json:"gamesOrder,omitempty"`  // version 8: the Games screen's order; absent: newest
		GamesFilter  string `json:"gamesFilter,omitempty"` // version 8: its filter; absent: all
	}
	savedGameDTO struct {
		Start    string   `json:"start"`
		Moves    []string `json:"moves"`
		Computer []string `json:"computer"` // colours the computer plays
		Level    string   `json:"level"`
		Resigned string   `json:"resigned,omitempty"` // colour that resigned
		Flipped  bool     `json:"flipped,omitempty"`
		ID       string   `json:"id,omitempty"`
		Started  string   `json:"started,omitempty"` // RFC 3339
		Origin   string   `json:"origin,omitempty"`  // version 7
		// Version 8: the clock, times in milliseconds.
		TimeControl string  `json:"timeControl,omitempty"`
		ClockLeft   []int64 `json:"clockLeft,omitempty"`  // red, black
		MoveClocks  []int64 `json:"moveClocks,omitempty"` // the mover's time left after each move
		// Version 8: the coach's warnings in this game.
		CoachWarned int `json:"coachWarned,omitempty"`
		CoachHelped int `json:"coachHelped,omitempty"`
	}
)

func colorName(c rules.Color) string {
	if c == rules.Black {
		return "black"
	}
	return "red"
}

func parseColor(s string) (rules.Color, error) {
	switch s {
	case "red":
		return rules.Red, nil
	case "black":
		return rules.Black, nil
	}
	return rules.Red, fmt.Errorf("unknown side %q", s)
}

// errSaveVersion marks a well-formed save of another version.
var errSaveVersion = errors.New("unknown save version")

// MarshalSave writes d in the current format.
func MarshalSave(d SaveData) ([]byte, error) {
	s := d.Settings
	out := saveJSON{
		Version: saveVersion,
		Settings: settingsJSON{
			Level: LevelName(s.Level), Side: colorName(s.Side), TwoPlayers: s.TwoPlayers,
			Sound: s.Sound, Animation: s.Animation, ShowMoves: s.ShowMoves,
			Pieces: s.Pieces.String(), Theme: s.Theme.String(), FaceToFace: s.FaceToFace,
			Lang: s.Lang, Notation: s.Notation, EngineInfo: s.EngineInfo, DeepAnalysis: s.DeepAnalysis,
			Adaptive: s.Adaptive, Streak: s.Streak, Counted: s.Counted, Threats: s.Threats,
			Coach: s.Coach.String(), CoachHelped: s.CoachHelped, Explorer: s.ExplorerSource.saveName(),
			GamesOrder: s.GamesSort, GamesFilter: s.GamesFilter,
		},
	}
	if s.Handicap != rules.NoHandicap {
		out.Settings.Handicap = s.Handicap.String()
	}
	if s.HandicapSide == rules.Black {
		out.Settings.HandicapSide = colorName(s.HandicapSide)
	}
	if s.TimeControl.On() {
		out.Settings.TimeControl = s.TimeControl.String()
	}
	if d.Puzzles.Count() > 0 {
		out.Puzzles = &d.Puzzles
	}
	if !d.Lessons.Empty() {
		out.Lessons = &d.Lessons
	}
	if !d.Training.Empty() {
		out.Training = &d.Training
	}
	if g := d.Game; g != nil {
		dto := &savedGameDTO{Start: g.Start.FEN(), Moves: []string{}, Computer: []string{}, Level: LevelName(g.Level), Flipped: g.Flipped, ID: g.ID, Origin: g.Origin}
		if !g.Started.IsZero() {
			dto.Started = g.Started.UTC().Format(time.RFC3339)
		}
		for _, m := range g.Moves {
			dto.Moves = append(dto.Moves, m.String())
		}
		for c, on := range g.Computer {
			if on {
				dto.Computer = append(dto.Computer, colorName(rules.Color(c)))
			}
		}
		if g.Resign {
			dto.Resigned = colorName(g.Resigned)
		}
		marshalClock(g, dto)
		dto.CoachWarned, dto.CoachHelped = g.Coach.Warned, g.Coach.Helped
		out.Game = dto
	}
	return json.MarshalIndent(out, "", "  ")
}

// ParseSave reads a save file. It returns errSaveVersion (wrapped) for a
// file of another version and another error for anything malformed,
// including a game whose moves are not legal from its start. Store.Load
// reads part by part instead (readSave).
func ParseSave(b []byte) (SaveData, error) {
	d, dropped, err := readSave(b)
	if err != nil {
		return SaveData{}, err
	}
	if len(dropped) > 0 {
		return SaveData{}, dropped[0].err
	}
	return d, nil
}

// The parts of a save that readSave can leave out, each on its own: the
// settings, the game in progress, the puzzles solved, the lessons, the
// training as a whole (not an object, or in a file older than 8) and the
// training's own parts (train.PartDeck, PartStreak, PartRating,
// PartPuzzleRatings, PartBests).
const (
	PartSettings = "settings"
	PartGame     = "game"
	PartPuzzles  = "puzzles"
	PartLessons  = "lessons"
	PartTraining = "training"
)

// droppedPart is a part of a save left out, and why.
type droppedPart struct {
	part string
	err  error
}

// readSave reads a save file part by part: a part that fails its check is
// left out (a newcomer's: DefaultSettings, no game, nothing solved) and
// named in dropped, and the others are kept, so that one bad value does
// not cost the rest. err is for a file that is not a save (not a JSON
// object of the known fields, or without a version) and errSaveVersion
// (wrapped) for another version.
func readSave(b []byte) (SaveData, []droppedPart, error) {
	var head struct {
		Version *int `json:"version"`
	}
	if err := json.Unmarshal(b, &head); err != nil {
		return SaveData{}, nil, fmt.Errorf("not a save file: %w", err)
	}
	if head.Version == nil {
		return SaveData{}, nil, errors.New("not a save file: no version")
	}
	version := *head.Version
	if version < oldestSaveVersion || version > saveVersion {
		return SaveData{}, nil, fmt.Errorf("%w %d (this game reads %d to %d)", errSaveVersion, version, oldestSaveVersion, saveVersion)
	}
	var in struct {
		Version  int             `json:"version"`
		Settings json.RawMessage `json:"settings"`
		Game     json.RawMessage `json:"game"`
		Puzzles  json.RawMessage `json:"puzzles"`
		Lessons  json.RawMessage `json:"lessons"`
		Training json.RawMessage `json:"training"`
	}
	if err := decodeStrict(b, &in); err != nil {
		return SaveData{}, nil, fmt.Errorf("bad save file: %w", err)
	}
	var dropped []droppedPart
	drop := func(part string, err error) { dropped = append(dropped, droppedPart{part, err}) }
	d := SaveData{Settings: DefaultSettings()}
	var sj settingsJSON
	err := decodeStrict(orNull(in.Settings), &sj)
	if err == nil {
		d.Settings, err = parseSettings(sj, version)
	}
	if err != nil {
		d.Settings = DefaultSettings()
		drop(PartSettings, fmt.Errorf("bad settings: %w", err))
	}
	if present(in.Game) {
		var dto savedGameDTO
		err := decodeStrict(in.Game, &dto)
		if err == nil {
			d.Game, err = parseSavedGame(&dto, version)
		}
		if err != nil {
			d.Game = nil
			drop(PartGame, fmt.Errorf("bad game: %w", err))
		}
	}
	if present(in.Puzzles) {
		var p puzzle.Progress
		switch err := json.Unmarshal(in.Puzzles, &p); {
		case version < 2:
			drop(PartPuzzles, errors.New("bad save file: puzzle progress in a version 1 file"))
		case err != nil:
			drop(PartPuzzles, err)
		case p.Count() > 0: // an empty list is no progress, as written
			d.Puzzles = p
		}
	}
	if present(in.Lessons) {
		if err := json.Unmarshal(in.Lessons, &d.Lessons); err != nil {
			d.Lessons = learn.Progress{}
			drop(PartLessons, err)
		}
	}
	if present(in.Training) {
		if version < 8 {
			drop(PartTraining, fmt.Errorf("bad save file: training in a version %d file", version))
		} else if t, tdrop, err := train.ReadProgress(in.Training); err != nil {
			drop(PartTraining, err)
		} else {
			d.Training = t
			for _, x := range tdrop {
				drop(x.Part, x.Err)
			}
		}
	}
	return d, dropped, nil
}

// present reports whether a part is in the file (and not null).
func present(raw json.RawMessage) bool { return raw != nil && string(raw) != "null" }

// orNull is raw, or null for a part the file leaves out.
func orNull(raw json.RawMessage) json.RawMessage {
	if raw == nil {
		return json.RawMessage("null")
	}
	return raw
}

// decodeStrict decodes b into v, refusing unknown fields.
func decodeStrict(b []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	return dec.Decode(v)
}

// parseSettings reads and checks the settings of a save of version
// version.
func parseSettings(s settingsJSON, version int) (Settings, error) {
	var err error
	out := Settings{TwoPlayers: s.TwoPlayers, Sound: s.Sound, Animation: s.Animation,
		ShowMoves: s.ShowMoves, FaceToFace: s.FaceToFace, Notation: s.Notation, EngineInfo: s.EngineInfo, DeepAnalysis: s.DeepAnalysis,
		Threats: s.Threats}
	switch {
	case s.Pieces != "":
		if out.Pieces, err = ParsePieceSet(s.Pieces); err != nil {
			return Settings{}, err
		}
	case s.Simplified:
		out.Pieces = PiecesSimplified
	}
	if s.Theme != "" {
		if out.Theme, err = ParseBoardTheme(s.Theme); err != nil {
			return Settings{}, err
		}
	}
	if s.Notation != "" && !slices.Contains(Notations, s.Notation) {
		return Settings{}, fmt.Errorf("unknown notation %q", s.Notation)
	}
	if out.Level, err = parseSaveLevel(s.Level, version); err != nil {
		return Settings{}, err
	}
	if out.Side, err = parseColor(s.Side); err != nil {
		return Settings{}, err
	}
	if err := parseVersion5(s, version, &out); err != nil {
		return Settings{}, err
	}
	if out.TimeControl, err = parseSaveControl(s.TimeControl, version); err != nil {
		return Settings{}, err
	}
	if out.Coach, err = parseCoachMode(s.Coach, version); err != nil {
		return Settings{}, err
	}
	if out.CoachHelped, err = parseCoachCount(s.CoachHelped, version); err != nil {
		return Settings{}, err
	}
	if out.ExplorerSource, err = parseExploreSource(s.Explorer, version); err != nil {
		return Settings{}, err
	}
	if out.GamesSort, out.GamesFilter, err = parseGamesView(s.GamesOrder, s.GamesFilter, version); err != nil {
		return Settings{}, err
	}
	switch s.Lang {
	case "", "vi", "en", "zh":
		out.Lang = s.Lang
	default:
		return Settings{}, fmt.Errorf("unknown language %q", s.Lang)
	}
	return out, nil
}

// parseGamesView reads the Games screen's order and filter of a save of
// version: names of a few letters, which the screen reads (a name it does
// not know is its first choice); an older file has neither.
func parseGamesView(order, filter string, version int) (string, string, error) {
	if version < 8 && (order != "" || filter != "") {
		return "", "", fmt.Errorf("bad save file: the Games screen's order in a version %d file", version)
	}
	for _, s := range []string{order, filter} {
		if len(s) > 16 || strings.Trim(s, "abcdefghijklmnopqrstuvwxyz") != "" {
			return "", "", fmt.Errorf("bad Games screen order or filter %q", s)
		}
	}
	return order, filter, nil
}

// parseVersion5 reads the settings version 5 added: the handicap and the
// adaptive level.
func parseVersion5(s settingsJSON, version int, out *Settings) error {
	if version < 5 && (s.Handicap != "" || s.HandicapSide != "" || s.Adaptive || s.Streak != 0 || s.Counted != "") {
		return fmt.Errorf("bad save file: version 5 settings in a version %d file", version)
	}
	var err error
	if s.Handicap != "" {
		if out.Handicap, err = rules.ParseHandicap(s.Handicap); err != nil {
			return err
		}
	}
	if s.HandicapSide != "" {
		if out.HandicapSide, err = parseColor(s.HandicapSide); err != nil {
			return err
		}
	}
	if s.Streak <= -streakToMove || s.Streak >= streakToMove {
		return fmt.Errorf("bad adaptive streak %d", s.Streak)
	}
	if s.Counted != "" && !ValidGameID(s.Counted) {
		return fmt.Errorf("bad game id %q", s.Counted)
	}
	out.Adaptive, out.Streak, out.Counted = s.Adaptive, s.Streak, s.Counted
	return nil
}

// parseSaveLevel reads a level of a save of version version.
func parseSaveLevel(s string, version int) (Level, error) {
	if version < 6 {
		return parseLegacyLevel(s)
	}
	return ParseLevel(s)
}

func parseSavedGame(dto *savedGameDTO, version int) (*SavedGame, error) {
	start, err := rules.ParseFEN(dto.Start)
	if err != nil {
		return nil, fmt.Errorf("bad start position: %w", err)
	}
	g := &SavedGame{Start: start, Flipped: dto.Flipped, ID: dto.ID, Origin: dto.Origin}
	if dto.Origin != "" && version < 7 {
		return nil, fmt.Errorf("bad save file: a game's origin in a version %d file", version)
	}
	if dto.ID != "" && !ValidGameID(dto.ID) {
		return nil, fmt.Errorf("bad game id %q", dto.ID)
	}
	if dto.Started != "" {
		if g.Started, err = time.Parse(time.RFC3339, dto.Started); err != nil {
			return nil, fmt.Errorf("bad start time: %w", err)
		}
	}
	if g.Level, err = parseSaveLevel(dto.Level, version); err != nil {
		return nil, err
	}
	for _, s := range dto.Computer {
		c, err := parseColor(s)
		if err != nil {
			return nil, err
		}
		g.Computer[c] = true
	}
	if dto.Resigned != "" {
		if g.Resigned, err = parseColor(dto.Resigned); err != nil {
			return nil, err
		}
		g.Resign = true
	}
	// Replay the moves: a save whose game the rules refuse is corrupt.
	rg := rules.NewGame(start)
	for i, s := range dto.Moves {
		m, err := rules.ParseMoveText(s)
		if err != nil {
			return nil, fmt.Errorf("move %d: %w", i+1, err)
		}
		if err := rg.Play(m); err != nil {
			return nil, fmt.Errorf("move %d (%s): %w", i+1, s, err)
		}
		g.Moves = append(g.Moves, m)
	}
	if err := parseClock(dto, version, g); err != nil {
		return nil, err
	}
	if g.Coach.Warned, err = parseCoachCount(dto.CoachWarned, version); err != nil {
		return nil, err
	}
	if g.Coach.Helped, err = parseCoachCount(dto.CoachHelped, version); err != nil {
		return nil, err
	}
	if g.Coach.Helped > g.Coach.Warned {
		return nil, fmt.Errorf("bad save file: the coach helped %d times in %d warnings", g.Coach.Helped, g.Coach.Warned)
	}
	return g, nil
}

// Store reads and writes the save file in a directory.
type Store struct {
	Dir  string
	Now  func() time.Time // for the name of a file kept aside; nil: time.Now
	disk disk             // nil: the platform's (disk.go)
}

func (s Store) path() string { return filepath.Join(s.Dir, saveName) }

// NoticeKind says what happened to the save file.
type NoticeKind int

const (
	SaveCorrupt NoticeKind = iota + 1 // unreadable: kept aside
	SaveVersion                       // another version: kept aside
	SaveFailed                        // could not be read or moved
	// SavePartial: parts of the save failed their checks and were left
	// out (Notice.Parts), the rest kept; the file as it was is kept
	// aside.
	SavePartial
)

// Notice is what the player must be told about the save file, in one line.
type Notice struct {
	Kind NoticeKind
	Arg  string // the name of the file kept aside, or the error
	Kept string // full path of the file kept aside, if any
	// Parts are the parts left out of a SavePartial save, in the file's
	// order: PartSettings, PartGame, PartPuzzles, PartLessons,
	// PartTraining, or the training's (train.PartDeck…).
	Parts []string
}

// Load reads the save file. A missing file gives defaults. A corrupt file or
// one of another version is renamed to <name>.corrupt-<time> so that
// nothing is lost, and Load returns defaults with a notice. A save of which
// only some parts fail their checks (readSave: a rating out of range, an
// illegal move in the game…) keeps its other parts: the file as it was is
// copied to <name>.corrupt-<time>, the parts kept are written in its
// place, and the notice (SavePartial) names the parts left out.
func (s Store) Load() (SaveData, *Notice) {
	fresh := SaveData{Settings: DefaultSettings()}
	b, err := orPlatform(s.disk).ReadFile(s.path())
	if errors.Is(err, fs.ErrNotExist) {
		fresh.NewPlayer = true
		return fresh, nil
	}
	if err != nil {
		return fresh, &Notice{Kind: SaveFailed, Arg: err.Error()}
	}
	now := time.Now
	if s.Now != nil {
		now = s.Now
	}
	kept := s.path() + ".corrupt-" + now().UTC().Format("20060102T150405Z")
	d, dropped, err := readSave(b)
	if err == nil && len(dropped) == 0 {
		return d, nil
	}
	if err == nil {
		if err := orPlatform(s.disk).WriteAtomic(s.Dir, filepath.Base(kept), b); err != nil {
			return fresh, &Notice{Kind: SaveFailed, Arg: err.Error()}
		}
		n := &Notice{Kind: SavePartial, Arg: filepath.Base(kept), Kept: kept}
		for _, x := range dropped {
			if !slices.Contains(n.Parts, x.part) {
				n.Parts = append(n.Parts, x.part)
			}
		}
		// The file as it was is aside; should this write fail, the game's
		// next save writes the parts kept.
		_ = s.Save(d)
		return d, n
	}
	kind := SaveCorrupt
	if errors.Is(err, errSaveVersion) {
		kind = SaveVersion
	}
	if err := orPlatform(s.disk).Rename(s.path(), kept); err != nil {
		return fresh, &Notice{Kind: SaveFailed, Arg: err.Error()}
	}
	return fresh, &Notice{Kind: kind, Arg: filepath.Base(kept), Kept: kept}
}

// SavedLang is the language the save file names ("vi", "en", "zh"), ""
// when it names none or cannot be read. Unlike Load it writes nothing,
// ever: a second copy of the game, refused the folder another holds,
// reads it to speak the player's language, and must leave the folder to
// the first.
func (s Store) SavedLang() string {
	b, err := orPlatform(s.disk).ReadFile(s.path())
	if err != nil {
		return ""
	}
	d, _, err := readSave(b)
	if err != nil {
		return ""
	}
	return d.Settings.Lang
}

// Save writes d atomically (see writeAtomic).
func (s Store) Save(d SaveData) error {
	b, err := MarshalSave(d)
	if err != nil {
		return err
	}
	return orPlatform(s.disk).WriteAtomic(s.Dir, saveName, b)
}
