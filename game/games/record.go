package games

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"time"

	"xiangqi/game/session"
	"xiangqi/game/texts"
	"xiangqi/game/ui"
	"xiangqi/gamedb"
	"xiangqi/i18n"
	"xiangqi/record"
	"xiangqi/rules"
)

// Record is the model of a record's screen: one game of the library (or
// one just imported, or a position pasted) shown at any move, with what
// can be done with it: step through its moves, continue it when it is an
// unfinished game played here, play on from the move shown as a new
// game, analyse it, open the explorer there, and in More… share it, copy
// its PGN or delete it (asked again).
type Record struct {
	env    ui.Env
	svc    Services
	list   *Library // the list to read again after a delete; nil for none
	id     string   // its name in the library; "" when it is not kept
	rec    *record.Game
	info   session.GameInfo
	game   *rules.Game // the record's moves replayed
	review *session.Review
	path   record.Path // the move shown: on the main line, the review's ply; or in a variation
	moves  texts.Moves
	note   string
	ruling session.RulingPanel // ruling.go
}

// NewRecord is the record screen's model of rec (id in the library, ""
// when it is not kept) at its last move; list is the Games list it was
// opened from (nil for none), read again after a delete.
func NewRecord(env ui.Env, svc Services, list *Library, id string, rec *record.Game) *Record {
	if svc.Now == nil {
		svc.Now = time.Now
	}
	rg := rules.NewGame(rec.Start)
	for _, m := range rec.Moves {
		if rg.Play(m) != nil {
			break // Read gave legal moves; a record's result may still end it early
		}
	}
	r := &Record{env: env, svc: svc, list: list, id: id, rec: rec, info: session.InfoOf(rec),
		game: rg, review: session.NewReview(rg)}
	r.path = mainPath(r.review.Ply())
	return r
}

// ID is the record's name in the library ("" when it is not kept).
func (r *Record) ID() string { return r.id }

// Record is the record, with its analysis as last written.
func (r *Record) Record() *record.Game { return r.rec }

// SetRecord takes the record as the analysis wrote it (ui.ToAnalysis.Kept).
// The analysis puts its line first among a move's variations, so a
// variation shown gives way to the main line's move it branches from.
func (r *Record) SetRecord(rec *record.Game) {
	r.rec = rec
	if r.inVariation() {
		r.setPath(mainPath(r.path[0]))
	}
}

// Game is the record's moves replayed.
func (r *Record) Game() *rules.Game { return r.game }

// Flipped reports whether the board is seen from Black's side: a game
// where the computer played Red is seen from the player's.
func (r *Record) Flipped() bool { return r.info.Computer[rules.Red] }

// Ply is the move shown: the board after that many moves (in a
// variation, of its moves and those of the lines it branches from).
func (r *Record) Ply() int {
	if r.inVariation() {
		moves, _ := r.rec.MovesTo(r.path)
		return len(moves)
	}
	return r.review.Ply()
}

// Len is how many moves there are to step through.
func (r *Record) Len() int { return r.review.Len() }

// Position is the board shown, LastMove the move that led to it (false at
// the start).
func (r *Record) Position() rules.Position {
	if r.inVariation() {
		if _, pos, err := r.rec.At(r.path); err == nil {
			return pos
		}
	}
	return r.review.Position()
}

// LastMove is the move that led to the board shown (false at the start).
func (r *Record) LastMove() (rules.Move, bool) {
	if r.inVariation() {
		m, _, err := r.rec.At(r.path)
		return m, err == nil
	}
	return r.review.LastMove()
}

// SetPly shows the board after ply moves of the main line (the move
// list's tap, Home, End); nothing changes out of range or at the move
// shown.
func (r *Record) SetPly(ply int) ui.Outcome {
	if ply < 0 || ply > r.review.Len() {
		return ui.Outcome{}
	}
	return r.goTo(mainPath(ply))
}

// Step steps d moves on in the line shown (back when negative, from a
// variation's first move into the line it branches from), as far as
// there are moves: the arrow keys and the wheel.
func (r *Record) Step(d int) ui.Outcome {
	p := r.path
	for ; d < 0 && len(p) > 0; d++ {
		p = record.Before(p)
	}
	for ; d > 0; d-- {
		q, ok := r.nextOf(p)
		if !ok {
			break
		}
		p = q
	}
	return r.goTo(p)
}

// Moves is what the move list shows.
func (r *Record) Moves() ui.MovesShown {
	start := r.game.Start()
	ms := ui.MovesShown{
		Texts:      r.moves.Of(r.game, r.notation()),
		BlackFirst: start.SideToMove() == rules.Black,
		FirstMove:  start.MoveNumber(),
		Ply:        r.review.Ply(),
		Checks:     r.game.Checks(),
		Cycle:      r.cycle(),
	}
	if r.treeShown() {
		ms.Tree, _ = r.treeItems()
	}
	return ms
}

func (r *Record) notation() rules.Notation {
	return r.env.Settings.MoveNotation(r.env.Lang().Code())
}

// NavButtons is how many of Buttons are the row of steps and Back; the
// actions follow.
const NavButtons = 5

// Buttons are the record's targets: the steps through the moves (to the
// start, back, on, to the end) and Back, then the actions: Continue (an
// unfinished game played here, at its last move) or Play from here,
// Analyse, Openings (the explorer at the move shown) and More….
func (r *Record) Buttons() []ui.Button {
	ply := r.Ply()
	bs := append(r.navButtons(),
		ui.Button{Label: r.env.Text(i18n.MsgBack), Press: func() ui.Outcome { return ui.Outcome{Close: true} }})
	first := ui.Button{Label: r.env.Text(i18n.MsgPlayFromHere), Primary: true, Press: func() ui.Outcome { return r.PlayFrom(ply) }}
	if r.CanContinue() {
		first = ui.Button{Label: r.env.Text(i18n.MsgContinue), Primary: true, Press: r.Continue}
	}
	// Four buttons, whose labels fit a small phone's width (TestButtonLabelsFit);
	// what is done less often is behind More….
	return append(bs, first,
		ui.Button{Label: r.env.Text(i18n.MsgAnalyse), Press: r.Analyse},
		ui.Button{Label: r.env.Text(i18n.MsgExplore), Press: r.Explore},
		ui.Button{Label: r.env.Text(i18n.MsgMore), Press: r.More})
}

// CanContinue reports whether the record goes on under its own name: an
// unfinished game played here, shown at its last move. A record from
// elsewhere is played on as a new game, and never rewritten.
func (r *Record) CanContinue() bool {
	return !r.info.Status.Over() && !r.inVariation() && r.review.Ply() == r.review.Len() && r.id != "" && r.info.Own
}

// Continue makes the unfinished game played here the one in progress
// again, under its own name in the library, and shows its board.
func (r *Record) Continue() ui.Outcome {
	if !r.CanContinue() {
		return ui.Outcome{}
	}
	cur := r.svc.Game
	if cur == nil {
		return ui.Outcome{}
	}
	if r.id == cur.ID() && cur.Match() != nil {
		return ui.Outcome{Start: &ui.Start{Continue: true}} // it is the game in progress
	}
	computer, level := r.info.Computer, r.info.Level
	m, err := session.RecordMatch(r.svc.Engine, r.rec, -1, computer, level)
	if err != nil {
		r.note = err.Error()
		return ui.Redraw()
	}
	m.SetOrigin(r.rec.Tag(session.TagOrigin))
	session.ContinueClock(m, r.rec, cur.Now) // its time control and clocks go on with it
	return r.askFirst(func() ui.Outcome {
		cur.Continue(m, computer[rules.Red], r.id, r.info.Started) // a failed write is the shell's to show
		return ui.Outcome{Changed: true, Save: true, Start: &ui.Start{Continue: true}}
	})
}

// PlayFrom starts a new game from the board after ply moves, with the
// sides and level chosen in the settings; the record is left as it is,
// and the new game names it as its origin.
func (r *Record) PlayFrom(ply int) ui.Outcome {
	return r.askFirst(func() ui.Outcome {
		return ui.Outcome{Start: &ui.Start{Record: r.recordTo(ply)}}
	})
}

// recordTo is the record up to the move shown when it is in a variation
// (its line from the start, as the main line of a record without notes),
// else recordTo(rec, ply).
func (r *Record) recordTo(ply int) *record.Game {
	if !r.inVariation() {
		return recordTo(r.rec, ply)
	}
	moves, _ := r.rec.MovesTo(r.path)
	out := recordTo(r.rec, 0)
	out.Moves, out.Notes, out.Comment = moves, nil, ""
	return out
}

// askFirst is replace when no game is in progress (none, over, or not
// begun: no move); otherwise a question first, as New game asks, since
// replace puts another game in its place (issue 49).
func (r *Record) askFirst(replace func() ui.Outcome) ui.Outcome {
	if r.svc.Game.InProgress() {
		return ui.Outcome{Open: ui.Confirm(r.env, i18n.MsgConfirmReplace, replace)}
	}
	return replace()
}

// recordTo is rec played up to ply moves: rec itself at its end, else a
// copy of its tags and first moves without its result, which belongs to
// the moves cut (a resignation would end the new game at once).
func recordTo(rec *record.Game, ply int) *record.Game {
	if ply < 0 || ply >= len(rec.Moves) {
		return rec
	}
	out := &record.Game{Start: rec.Start, Moves: slices.Clone(rec.Moves[:ply])}
	for _, t := range rec.Tags {
		if !strings.EqualFold(t.Name, "Result") && !strings.EqualFold(t.Name, "Termination") {
			out.Tags = append(out.Tags, t)
		}
	}
	if rec.Notes != nil {
		out.Notes = slices.Clone(rec.Notes[:ply])
	}
	return out
}

// Analyse opens the record's analysis at the move shown; the record
// takes the analysis as it is written.
func (r *Record) Analyse() ui.Outcome {
	return ui.Outcome{Open: ui.ToAnalysis{ID: r.id, Record: r.rec, Ply: plyOf(r.path[:min(len(r.path), 1)]), Flipped: r.Flipped(), Kept: r.SetRecord}}
}

// Board opens the analysis board on the board shown (issue 51).
func (r *Record) Board() ui.Outcome {
	return ui.Outcome{Open: ui.ToBoard{Game: session.GameTo(r.game, r.review.Ply()), Flipped: r.Flipped()}}
}

// Explore opens the opening explorer on the board shown.
func (r *Record) Explore() ui.Outcome {
	if r.inVariation() {
		moves, _ := r.rec.MovesTo(r.path)
		g := rules.NewGame(r.rec.Start)
		for _, m := range moves {
			if g.Play(m) != nil {
				break
			}
		}
		return ui.Outcome{Open: ui.ToExplorer{Game: g, Flipped: r.Flipped()}}
	}
	return ui.Outcome{Open: ui.ToExplorer{Game: session.GameTo(r.game, r.review.Ply()), Flipped: r.Flipped()}}
}

// More asks what else to do with the record: share it (where the
// platform can), copy its PGN, delete it (asked again; not a record that
// is not kept).
func (r *Record) More() ui.Outcome {
	d := &ui.Dialog{Text: r.env.Text(i18n.MsgThisGame)}
	// What is done to the move shown: its comment, and in a variation
	// promote or delete (the main line's moves are the game played).
	d.Choices = append(d.Choices,
		ui.Button{Label: r.env.Text(i18n.MsgComment), Disabled: len(r.path) == 0, Press: r.Comment},
		ui.Button{Label: r.env.Text(i18n.MsgPromote), Disabled: !r.inVariation(), Press: r.Promote},
		ui.Button{Label: r.env.Text(i18n.MsgDeleteLine), Disabled: !r.inVariation(), Press: r.DeleteLine})
	if r.svc.Sharer != nil {
		d.Choices = append(d.Choices, ui.Button{Label: r.env.Text(i18n.MsgShare), Press: r.Share})
	}
	d.Choices = append(d.Choices,
		ui.Button{Label: r.env.Text(i18n.MsgCopyPGN), Press: r.CopyPGN},
		ui.Button{Label: r.env.Text(i18n.MsgAnalysisBoard), Press: r.Board},
		ui.Button{Label: r.env.Text(i18n.MsgDelete), Disabled: r.id == "", Press: func() ui.Outcome {
			return ui.Outcome{Open: ui.Confirm(r.env, i18n.MsgConfirmDelete, r.Delete)}
		}},
		ui.Button{Label: r.env.Text(i18n.MsgCancel)},
	)
	return ui.Outcome{Open: d}
}

// pgn is the record as PGN in the player's notation.
func (r *Record) pgn() (string, error) {
	var b bytes.Buffer
	err := record.Write(&b, session.ExplainRecord(r.rec, r.notation()), r.notation())
	return b.String(), err
}

// CopyPGN puts the record on the clipboard as PGN, and says how it went.
func (r *Record) CopyPGN() ui.Outcome {
	text, err := r.pgn()
	if err != nil {
		r.note = err.Error()
		return ui.Redraw()
	}
	r.note = ui.CopyText(r.env.Lang(), r.svc.Clipboard, text)
	return ui.Redraw()
}

// Share hands the record to the platform's share sheet as a .pgn file,
// and says what went wrong (nothing when it went).
func (r *Record) Share() ui.Outcome {
	if r.svc.Sharer == nil {
		return ui.Outcome{}
	}
	text, err := r.pgn()
	if err != nil {
		r.note = fmt.Sprintf(r.env.Text(i18n.MsgShareFailed), err)
		return ui.Redraw()
	}
	r.note = ShareText(r.env.Lang(), r.svc.Sharer, r.svc.Now(), text)
	return ui.Redraw()
}

// Delete removes the record from the library and goes back to the list,
// read again; the game in progress, if it is this one, is forgotten too.
func (r *Record) Delete() ui.Outcome {
	if r.id == "" {
		return ui.Outcome{}
	}
	if err := r.svc.Records.Delete(r.id); err != nil {
		r.note = fmt.Sprintf(r.env.Text(i18n.MsgSaveFailed), err)
		return ui.Redraw()
	}
	o := ui.Outcome{Changed: true, Close: true}
	if cur := r.svc.Game; cur != nil && r.id == cur.ID() && cur.Match() != nil {
		cur.Forget()
		o.Save = true
	}
	if r.list != nil {
		o = o.Merge(r.list.Reload())
	}
	return o
}

// Note is what the last copy, share, delete or continue said ("" for
// nothing).
func (r *Record) Note() string { return r.note }

// Status is the record's two lines under its board: when and who, then
// how it stands or ended and why, its length and its opening (the list,
// which reads the index, says less: Library.Describe); a note replaces
// the second.
func (r *Record) Status() (string, string) {
	first, second := r.describe()
	if r.note != "" {
		second = r.note
	}
	return first, second
}

// inProgress reports whether id is the game in progress, still to be
// played on.
func inProgress(cur *session.Current, id string) bool {
	return cur != nil && id == cur.ID() && cur.CanContinue()
}

func (r *Record) describe() (string, string) {
	gi, rec, env := r.info, r.rec, r.env
	when := ""
	switch {
	case gi.Clock:
		when = gi.Started.Format("2006-01-02 15:04") + "   "
	case !gi.Started.IsZero():
		when = gi.Started.Format("2006-01-02") + "   "
	}
	who := env.Text(i18n.MsgTwoPlayers)
	if gi.VsComputer() {
		side := env.Text(i18n.MsgRed)
		if gi.Computer[rules.Red] {
			side = env.Text(i18n.MsgBlack)
		}
		who = fmt.Sprintf(env.Text(i18n.MsgGameYouVs), side, texts.LevelName(env.Lang(), gi.Level))
	} else if red, black := rec.Tag("Red"), rec.Tag("Black"); red != "" && red != "Player" && red != "?" {
		who = red + " – " + black // a game from elsewhere names its players
	}
	moves := env.Sprintf(i18n.MsgMovesCount, (gi.Plies+1)/2)
	if h := texts.Handicap(env.Lang(), rec.Start, gi.VsComputer()); h != "" {
		moves += " · " + h
	} else if rec.Start.FEN() != rules.StartFEN {
		moves += " · " + env.Text(i18n.MsgFromPosition)
	}
	if name := recordOpening(env.Lang(), rec); name != "" {
		moves += " · " + name
	}
	switch {
	case gi.Status.Over():
	case !gi.Own:
		return when + who, env.Text(i18n.MsgNoResult) + " · " + moves // a record from elsewhere
	case inProgress(r.svc.Game, r.id):
		return when + who, env.Text(i18n.MsgInProgress) + " · " + moves
	default:
		return when + who, env.Text(i18n.MsgUnfinished) + " · " + moves // left for another game
	}
	head := texts.Outcome(env.Lang(), gi.Outcome())
	if gi.Status.Reason != rules.NoReason {
		head += " — " + env.Text(texts.ReasonMsg(gi.Status.Reason))
	}
	return when + who, head + " · " + moves
}

// recordOpening is the record's opening under its board: the name the
// Games list and the export give it too (gamedb.Opening.NameIn; issue 50,
// where this line gave the family's name, "Pawn Opening", and the list
// "Double-Headed Snake vs Right Horse"). The line ends with it, and the
// view cuts it first where it is too long for a phone.
func recordOpening(lang i18n.Lang, rec *record.Game) string {
	return gamedb.OpeningOf(rec).NameIn(lang.Code())
}
