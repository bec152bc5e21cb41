package session

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"xiangqi/analysis"
	"xiangqi/gamedb"
	"xiangqi/record"
	"xiangqi/rules"
)

// The tags the game adds to PGN's standard ones, so that a record says
// enough to continue the game: who the computer played and at what level,
// and why the game ended (Termination, as in chess PGN).
const (
	tagComputer    = "Computer"    // "red", "black", or absent: two players
	tagLevel       = "Level"       // the computer's level by name
	tagTermination = "Termination" // the reason the game ended, or "unterminated"
	// tagHandicap is a note for people and other programs: "black gives
	// two-horses". The start FEN (with SetUp) is what decides; the tag is
	// never read back (GameInfo takes the handicap from the start
	// position), so a record whose tag is missing, garbled or edited is
	// read as its position says.
	tagHandicap = "Handicap"
	// TagOrigin names the game a game was played on from and its move
	// (OriginNote): a note for people, never read back but to keep it.
	TagOrigin = "Origin"
)

// GameInfo is what a record says about its game.
type GameInfo struct {
	Started  time.Time // zero when the record has no date
	Clock    bool      // Started has a time of day (a Time tag)
	Computer [2]bool
	Level    Level
	Status   rules.Status // Ongoing for an unfinished game
	Plies    int
	// Handicap is the handicap the start position is (rules.HandicapOf),
	// given by Giver; NoHandicap for any other start.
	Handicap rules.Handicap
	Giver    rules.Color
	// Own is set for a record of a game played here (OwnRecord), which
	// can be continued under its own name; an unfinished record from
	// elsewhere has no result recorded and is played on as a new game.
	Own bool
}

// VsComputer reports whether the computer played one side.
func (gi GameInfo) VsComputer() bool { return gi.Computer[0] || gi.Computer[1] }

// Outcome is the ending as the game-over banner says it (see
// Match.Outcome).
func (gi GameInfo) Outcome() Outcome {
	st := gi.Status
	switch {
	case !st.Over():
		return NotOver
	case st.Result == rules.Draw:
		return Drawn
	case gi.VsComputer():
		if gi.Computer[winner(st)] {
			return PlayerLost
		}
		return PlayerWon
	case st.Result == rules.RedWins:
		return RedWon
	}
	return BlackWon
}

func winner(st rules.Status) rules.Color {
	if st.Result == rules.BlackWins {
		return rules.Black
	}
	return rules.Red
}

// MatchRecord is the record of match m, begun at started.
func MatchRecord(m *Match, started time.Time) *record.Game {
	rg := m.Game()
	g := &record.Game{Start: rg.Start(), Moves: append([]rules.Move(nil), rg.Moves()...)}
	g.SetTag("Game", "Chinese Chess")
	g.SetTag("Event", "Casual game")
	g.SetTag("Site", "?")
	date, clock := "????.??.??", ""
	if !started.IsZero() {
		date, clock = started.Format("2006.01.02"), started.Format("15:04:05")
	}
	g.SetTag("Date", date)
	name := func(c rules.Color) string {
		if m.Computer(c) {
			return "Computer (" + LevelName(m.Level()) + ")"
		}
		return "Player"
	}
	g.SetTag("Red", name(rules.Red))
	g.SetTag("Black", name(rules.Black))
	st := m.Status()
	g.SetTag("Result", record.ResultOf(st))
	if clock != "" {
		g.SetTag("Time", clock)
	}
	for c, on := range [2]bool{m.Computer(rules.Red), m.Computer(rules.Black)} {
		if on {
			g.SetTag(tagComputer, colorName(rules.Color(c)))
			g.SetTag(tagLevel, LevelName(m.Level()))
		}
	}
	if h, giver, ok := rules.HandicapOf(rg.Start()); ok {
		g.SetTag(tagHandicap, HandicapNote(h, giver))
	}
	if o := m.Origin(); o != "" {
		g.SetTag(TagOrigin, o)
	}
	term := "unterminated"
	if st.Over() {
		term = st.Reason.String()
	}
	g.SetTag(tagTermination, term)
	recordClock(m, g)
	return g
}

// InfoOf reads what a record says about its game. A record from another
// program has no Computer tag: two players; its result stands as written,
// with the rules' reason when the rules decided it.
func InfoOf(g *record.Game) GameInfo {
	gi := GameInfo{Plies: len(g.Moves)}
	if t, err := time.ParseInLocation("2006.01.02 15:04:05", g.Tag("Date")+" "+g.Tag("Time"), time.Local); err == nil {
		gi.Started, gi.Clock = t, true
	} else if t, err := time.ParseInLocation("2006.01.02", g.Tag("Date"), time.Local); err == nil {
		gi.Started = t
	}
	if c, err := parseColor(strings.ToLower(g.Tag(tagComputer))); err == nil {
		gi.Computer[c] = true
		gi.Level = Beginner // a tag naming no level: Beginner, as before the Newcomer levels
		if l, err := ParseLevel(g.Tag(tagLevel)); err == nil {
			gi.Level = l
		}
	}
	gi.Status = recordStatus(g)
	gi.Handicap, gi.Giver, _ = rules.HandicapOf(g.Start)
	gi.Own = OwnRecord(g)
	return gi
}

// OwnRecord reports whether g is a record this game wrote of a game
// played here (MatchRecord): its event, its players' names and its
// Termination tag are the game's own. A record from elsewhere (imported)
// is never one, so play never rewrites it; a record of this game
// exported and imported again is read as its own, as it is.
func OwnRecord(g *record.Game) bool {
	if g.Tag("Event") != "Casual game" {
		return false
	}
	for _, t := range []string{"Red", "Black"} {
		if n := g.Tag(t); n != "Player" && !(strings.HasPrefix(n, "Computer (") && strings.HasSuffix(n, ")")) {
			return false
		}
	}
	term := g.Tag(tagTermination)
	if term == "unterminated" || term == gamedb.TermRulesInfraction {
		return true
	}
	for r := rules.Checkmate; r <= rules.Timeout; r++ {
		if term == r.String() {
			return true
		}
	}
	return false
}

// OriginNote is the Origin tag of a game played on from g after ply
// moves: its players, event and date as g names them, and the move,
// "Hu Ronghua – Yang Guanlin, National Championship, 1960.05.01, after
// 23... h9g7" ("at the start" for ply 0).
func OriginNote(g *record.Game, ply int) string {
	if ply < 0 || ply > len(g.Moves) {
		ply = len(g.Moves)
	}
	var parts []string
	known := func(v string) bool { return v != "" && v != "?" && !strings.HasPrefix(v, "????") }
	if r, b := g.Tag("Red"), g.Tag("Black"); known(r) || known(b) {
		parts = append(parts, r+" – "+b)
	}
	for _, t := range []string{"Event", "Date"} {
		if v := g.Tag(t); known(v) {
			parts = append(parts, v)
		}
	}
	at := "at the start"
	if ply > 0 {
		// Move numbers as the record's start counts them.
		i := ply - 1
		if g.Start.SideToMove() == rules.Black {
			i++
		}
		dots := "."
		if i%2 == 1 {
			dots = "..."
		}
		at = fmt.Sprintf("after %d%s %s", g.Start.MoveNumber()+i/2, dots, g.Moves[ply-1])
	}
	return strings.Join(append(parts, at), ", ")
}

// HandicapNote is the Handicap tag's text: "black gives two-horses".
func HandicapNote(h rules.Handicap, giver rules.Color) string {
	return giver.String() + " gives " + h.String()
}

// recordStatus is how the game ended: as the rules judge the final
// position and its history, else as the Result tag says (a resignation,
// a result agreed or adjudicated elsewhere).
func recordStatus(g *record.Game) rules.Status {
	if st, ok := ownStatus(g); ok {
		return st
	}
	rg := rules.NewGame(g.Start)
	for _, m := range g.Moves {
		if rg.Play(m) != nil {
			break
		}
	}
	if st := rg.Status(); st.Over() {
		return st
	}
	var res rules.Result
	switch g.Result() {
	case "1-0":
		res = rules.RedWins
	case "0-1":
		res = rules.BlackWins
	case "1/2-1/2":
		res = rules.Draw
	default:
		return rules.Status{}
	}
	// Decided off the board (a resignation, an agreement, a time
	// forfeit): the record does not say which.
	return rules.Status{Result: res}
}

// ownStatus reads the status of one of the game's own records from its
// Termination and Result tags, which it writes as the rules judged: no
// need to replay the game (the library lists thousands).
func ownStatus(g *record.Game) (rules.Status, bool) {
	term := g.Tag(tagTermination)
	if term == "unterminated" && g.Result() == "*" {
		return rules.Status{}, true
	}
	for r := rules.Checkmate; r <= rules.Timeout; r++ {
		if term != r.String() {
			continue
		}
		switch g.Result() {
		case "1-0":
			return rules.Status{Result: rules.RedWins, Reason: r}, true
		case "0-1":
			return rules.Status{Result: rules.BlackWins, Reason: r}, true
		case "1/2-1/2":
			return rules.Status{Result: rules.Draw, Reason: r}, true
		}
	}
	return rules.Status{}, false
}

// RecordMatch rebuilds the match of a record, paused, to continue it or
// play from one of its positions: ply moves of it are played (all of them
// when ply is out of range). computer and level are used when the record
// names no computer side (a game from elsewhere, played on as chosen).
func RecordMatch(eng Engine, g *record.Game, ply int, computer [2]bool, level Level) (*Match, error) {
	if ply < 0 || ply > len(g.Moves) {
		ply = len(g.Moves)
	}
	rg := rules.NewGame(g.Start)
	for i, m := range g.Moves[:ply] {
		if err := rg.Play(m); err != nil {
			return nil, fmt.Errorf("move %d: %w", i+1, err)
		}
	}
	m := NewPausedMatch(eng, rg, computer, level)
	gi := InfoOf(g)
	if ply == len(g.Moves) && gi.Status.Reason == rules.Resignation {
		m.ResignSide(winner(gi.Status).Other())
	}
	return m, nil
}

// Tally counts a level's finished games against the computer from the
// player's side.
type Tally struct{ Won, Drawn, Lost int }

// Summary tallies the library's finished games against the computer by
// level.
func Summary(infos []GameInfo) [NumLevels]Tally {
	var t [NumLevels]Tally
	for _, gi := range infos {
		if !gi.VsComputer() || gi.Level < 0 || gi.Level >= NumLevels {
			continue
		}
		switch gi.Outcome() {
		case PlayerWon:
			t[gi.Level].Won++
		case PlayerLost:
			t[gi.Level].Lost++
		case Drawn:
			t[gi.Level].Drawn++
		}
	}
	return t
}

// CarryAnalysis copies the analysis in from (its notes and the analysis
// tags) to to when both records hold the same game, so that a game saved
// again keeps the analysis its earlier record had.
func CarryAnalysis(from, to *record.Game) {
	if from.Notes == nil || from.Start != to.Start || !slices.Equal(from.Moves, to.Moves) {
		return
	}
	to.Notes = from.Notes
	for _, tag := range []string{analysis.TagAnnotator, analysis.TagStartEval} {
		if v := from.Tag(tag); v != "" {
			to.SetTag(tag, v)
		}
	}
}
