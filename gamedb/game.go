package gamedb

import (
	"crypto/sha256"
	"encoding/binary"
	"strings"

	"xiangqi/record"
	"xiangqi/rules"
)

// Result is a game's result as the index keeps it.
type Result int

// The results; Unknown is a game without a result recorded or reached.
const (
	Unknown Result = iota
	RedWins
	Draw
	BlackWins
)

// Kind is who played a game, as the Games screen filters it.
type Kind int

// The kinds.
const (
	KindImported   Kind = iota // a record from elsewhere
	KindComputer               // played here against the computer
	KindTwoPlayers             // played here by two players on one device
)

// Class is what Options.Classify says about a record: its kind, the side
// the computer played and its level's name.
type Class struct {
	Kind     Kind
	Computer int // 0 none, 1 Red, 2 Black
	Level    string
}

// ResultOf is a record's result: its Result tag when it names one, else
// the rules' verdict on its final position when the game ended there in
// mate or stalemate, else Unknown. A result is never guessed.
func ResultOf(g *record.Game) Result {
	switch g.Result() {
	case "1-0":
		return RedWins
	case "0-1":
		return BlackWins
	case "1/2-1/2":
		return Draw
	}
	p := g.Final()
	switch record.ResultOf(p.Status()) {
	case "1-0":
		return RedWins
	case "0-1":
		return BlackWins
	case "1/2-1/2":
		return Draw
	}
	return Unknown
}

// DupKey recognises one game recorded twice: the same start, moves,
// players and date (other tags, the notation and the notes may differ).
func DupKey(g *record.Game) []byte {
	h := sha256.New()
	h.Write([]byte(g.Start.FEN()))
	h.Write([]byte{0})
	var b [2]byte
	for _, m := range g.Moves {
		binary.LittleEndian.PutUint16(b[:], uint16(m))
		h.Write(b[:])
	}
	for _, t := range []string{"Red", "Black", "Date"} {
		h.Write([]byte{0})
		h.Write([]byte(strings.TrimSpace(g.Tag(t))))
	}
	return h.Sum(nil)[:16]
}

// packLine keeps a game's moves in the index (two bytes a move), so that a
// game's rows can be removed without its file.
func packLine(ms []rules.Move) []byte {
	b := make([]byte, 2*len(ms))
	for i, m := range ms {
		binary.LittleEndian.PutUint16(b[2*i:], uint16(m))
	}
	return b
}

func unpackLine(b []byte) []rules.Move {
	ms := make([]rules.Move, len(b)/2)
	for i := range ms {
		ms[i] = rules.Move(binary.LittleEndian.Uint16(b[2*i:]))
	}
	return ms
}

// ClassOf classifies a record as the game's Games screen does
// (session.InfoOf and session.OwnRecord; a test there holds the two
// together): a Computer tag names the computer's side; without one, a
// record this game wrote (its event, players' names and Termination are
// the game's own) is of two players, any other imported.
func ClassOf(g *record.Game) Class {
	switch strings.ToLower(g.Tag("Computer")) {
	case "red":
		return Class{Kind: KindComputer, Computer: 1, Level: g.Tag("Level")}
	case "black":
		return Class{Kind: KindComputer, Computer: 2, Level: g.Tag("Level")}
	}
	if ownRecord(g) {
		return Class{Kind: KindTwoPlayers}
	}
	return Class{Kind: KindImported}
}

// TermRulesInfraction is PGN's Termination for a game lost by breaking a
// rule: the game's export writes it for a loss by perpetual check or
// chase (session.ExplainRecord), and a record of its own that says it is
// still its own.
const TermRulesInfraction = "rules infraction"

func ownRecord(g *record.Game) bool {
	if g.Tag("Event") != "Casual game" {
		return false
	}
	for _, t := range []string{"Red", "Black"} {
		if n := g.Tag(t); n != "Player" && !(strings.HasPrefix(n, "Computer (") && strings.HasSuffix(n, ")")) {
			return false
		}
	}
	term := g.Tag("Termination")
	if term == "unterminated" || term == TermRulesInfraction {
		return true
	}
	for r := rules.Checkmate; r <= rules.Timeout; r++ {
		if term == r.String() {
			return true
		}
	}
	return false
}

// RowOf is record g, kept as id, as the index lists it (the writer's
// columns, which Memory keeps too).
func RowOf(id string, g *record.Game) Row {
	c := ClassOf(g)
	op := OpeningOf(g)
	return Row{ID: id, Date: g.Tag("Date"), Red: g.Tag("Red"), Black: g.Tag("Black"), Event: g.Tag("Event"),
		Result: ResultOf(g), Plies: len(g.Moves), Kind: c.Kind, Computer: c.Computer, Level: c.Level,
		Opening: op.Name, ECCO: op.ECCO, Names: op.Names, Start: g.Start.FEN(), Time: g.Tag("Time"), Term: g.Tag("Termination")}
}
