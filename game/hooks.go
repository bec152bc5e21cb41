//go:build automation

package game

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
	"xiangqi/game/ui"

	"xiangqi/clock"
	"xiangqi/game/analyse"
	"xiangqi/game/games"
	"xiangqi/game/geom"
	"xiangqi/game/puzzles"
	"xiangqi/game/session"
	"xiangqi/gamedb"
	"xiangqi/rules"
)

// The entry points below set the game up from outside, for the desktop
// program's flags (screenshots) and for tests, through Drive (driver.go)
// only; OpenRecords and ExportLibrary, the program's own features, are
// in records_io.go.

// setClockLeft sets the time left on the current game's clocks ("-clock-left").
func (g *Game) setClockLeft(red, black time.Duration) error {
	m := g.c.game.Match()
	if m == nil || m.Clock() == nil {
		return errors.New("-clock-left: the game has no clock (-tc)")
	}
	pos := m.Position()
	st := clock.State{Left: [2]time.Duration{red, black}, Side: pos.SideToMove()}
	m.SetClock(clock.Restore(m.Clock().Control(), st, nil), m.MoveClocks())
	g.c.dirty = true
	return nil
}

// preset plays ICCS moves on the current game and selects a point, for
// screenshots and tests ("-moves", "-select"). The computer stays paused
// until Resume.
func (g *Game) preset(moves []string, sel string) error {
	c := g.c
	if c.game.Match() == nil {
		c.startMatch(rules.NewGame(c.settings.StartPosition()))
	}
	old := c.game.Match()
	old.Stop()
	rg := rules.NewGame(old.Game().Start())
	for _, s := range old.Game().Moves() {
		if err := rg.Play(s); err != nil {
			return err
		}
	}
	for _, s := range moves {
		if s == "" {
			continue
		}
		if err := rg.PlayText(s); err != nil {
			return fmt.Errorf("move %s: %w", s, err)
		}
	}
	computer := [2]bool{old.Computer(rules.Red), old.Computer(rules.Black)}
	nm := session.NewPausedMatch(c.engine, rg, computer, old.Level())
	nm.SetCoachStats(old.CoachStats())
	if clk := old.Clock(); clk != nil {
		// The same clocks: moves added this way take no time.
		nm.SetClock(clock.Restore(clk.Control(), clk.State(), nil), old.MoveClocks())
	}
	c.game.Replace(nm) // the same game, moves added
	p := newPlayScreen(c)
	c.reset(p)
	if c.game.Match().Over() {
		p.m.SetLevelNote(c.countGame()) // ended by these moves, as if played
	}
	if sel != "" {
		sq, err := rules.ParseSquare(sel)
		if err != nil {
			return err
		}
		pos := c.game.Match().Position()
		if pc := pos.At(sq); pc == rules.Empty || pc.Color() != pos.SideToMove() {
			return errors.New("-select: no piece of the side to move there")
		}
		p.board.selectSquare(pos, sq)
	}
	c.save()
	return nil
}

// showReview opens Review on the current game at its last move (for
// screenshots: "-review").
func (g *Game) showReview() {
	c := g.c
	if c.game.Match() == nil {
		return
	}
	p, ok := c.top().(*playScreen)
	if !ok {
		p = newPlayScreen(c)
		c.reset(p)
	}
	p.startReview(c)
}

// openEditor shows the board editor with the board of fen, which may be
// an illegal position ("" for the current game's position or the start).
func (g *Game) openEditor(fen string) error {
	c := g.c
	pos := rules.StartPosition()
	if match := c.game.Match(); match != nil {
		pos = match.Position()
	}
	showEditor(c, &pos)
	if fen != "" {
		if err := startMenu(c).editor.SetFEN(fen); err != nil {
			return err
		}
	}
	return nil
}

// openPuzzle starts the built-in puzzle id ("list" shows the list,
// "daily" opens the puzzle of the day as the start screen does), plays
// the first moves of its solution (the player's and the defender's
// replies, waiting for the judge; for a won ending only while the engine
// replies as the solution does) and asks for a hint if hint is set: for
// screenshots and tests.
func (g *Game) openPuzzle(id string, moves int, hint bool) error {
	c := g.c
	book := builtinPuzzles(c)
	if book.Err != nil {
		return book.Err
	}
	list := openPuzzleList(c)
	if id == "list" {
		return nil
	}
	i := book.Find(id)
	open := list.m.Open
	if id == "daily" {
		d, _ := puzzles.DailyOf(c.env(), c.puzzleServices(), c.now())
		i, open = d.Index, list.m.OpenDaily
	}
	if i < 0 {
		return fmt.Errorf("no built-in puzzle %q", id)
	}
	p := book.List[i]
	c.apply(open(i))
	s := c.top().(*puzzleScreen)
	m := s.m
	for k := 0; k < moves && 2*k < len(p.Solution) && puzzles.OnSolution(p, m.Moves()); k++ {
		if _, ok := m.Play(p.Solution[2*k]); !ok {
			return fmt.Errorf("puzzle %s: %v is not the player's to play", id, p.Solution[2*k])
		}
		if err := s.wait(c); err != nil {
			return err
		}
	}
	if hint && m.Tap(puzzles.AttemptHint).Changed {
		if err := s.wait(c); err != nil {
			return err
		}
	}
	s.board.anim = rules.NoMove
	return nil
}

// puzzleWrong plays move (ICCS text) on the open puzzle, for screenshots
// and tests: a move that fails is answered by its refutation; it waits
// for the judge.
func (g *Game) puzzleWrong(move string) error {
	s, ok := g.c.top().(*puzzleScreen)
	if !ok {
		return errors.New("no puzzle is open")
	}
	m, err := rules.ParseMoveText(move)
	if err != nil {
		return err
	}
	if _, ok := s.m.Play(m); !ok {
		return fmt.Errorf("%s cannot be played now", move)
	}
	if err := s.wait(g.c); err != nil {
		return err
	}
	s.board.anim = rules.NoMove
	return nil
}

// setPuzzleDay sets the date the puzzle of the day is picked for (the
// local date by default), for screenshots and tests.
func (g *Game) setPuzzleDay(day time.Time) {
	builtinPuzzles(g.c).Day = func() time.Time { return day }
}

// open shows one of the screens that no other entry point reaches, for
// screenshots and tests ("-open"): "newgame", "settings", "games",
// "pieces" (the first start's question), "quit"
// (the question Back asks on the start screen), or "play-menu" (the
// in-game menu over the current game).
func (g *Game) open(name string) error {
	c := g.c
	switch name {
	case "newgame":
		c.push(newNewGameScreen(c, nil))
	case "clock-custom":
		// The custom clock's editor, over New game, at the clock set.
		c.push(newNewGameScreen(c, nil))
		c.push(newClockCustomScreen(c))
	case "settings":
		c.push(newSettingsScreen(c))
	case "games":
		openGames(c)
	case "lessons":
		openLessons(c)
	case "setup":
		openEditor(c)
	case "pieces":
		c.push(newPieceChoiceScreen(c))
	case "quit":
		// The desktop's Back on the start screen: it asks first.
		if _, ok := c.top().(*menuScreen); !ok {
			return errors.New("quit: not on the start screen")
		}
		g.Back()
	case "play-menu":
		p, ok := c.top().(*playScreen)
		if !ok {
			return errors.New("play-menu: no game on the board")
		}
		p.openMenu(c)
	case "record-more":
		r, ok := c.top().(*recordScreen)
		if !ok {
			return errors.New("record-more: no record on the screen (give a PGN file)")
		}
		r.more(c)
	case "record-variation", "record-comment":
		// The first variation's first move shown, and its comment's
		// dialog over it.
		r, ok := c.top().(*recordScreen)
		if !ok {
			return fmt.Errorf("%s: no record on the screen (give a PGN file)", name)
		}
		if !r.showVariation(c) {
			return fmt.Errorf("%s: the record has no variation", name)
		}
		if name == "record-comment" {
			c.apply(r.m.Comment())
		}
	case "analysis", "analysis-better", "analysis-refutation", "analysis-help":
		return g.openAnalysis(name)
	case "explorer", "explorer-mine":
		return g.openExplorer(name == "explorer-mine")
	case "board":
		return g.openBoard()
	case "train", "review", "review-wrong", "rush3", "rush5", "streak", "rush3-over", "rush5-over", "streak-over":
		return g.openTrainScreen(name)
	default:
		return fmt.Errorf("unknown screen %q (want newgame, clock-custom, settings, games, lessons, setup, pieces, quit, play-menu, record-more, record-variation, record-comment, analysis[-better|-refutation|-help], explorer[-mine], board, train, review[-wrong], rush3, rush5 or streak[-over])", name)
	}
	return nil
}

// openExplorer opens the opening explorer on the board of the screen on
// top (the game in progress, a record opened at its move shown), else on
// the start position, counting in the player's games (mine) or the
// masters'; it waits until the counts and every score are in, so that a
// screenshot shows them.
func (g *Game) openExplorer(mine bool) error {
	c := g.c
	src := session.MasterGames
	if mine {
		src = session.OwnGames
	}
	c.settings.ExplorerSource = src
	var s *explorerScreen
	switch top := c.top().(type) {
	case *recordScreen:
		c.apply(top.m.Explore())
		s = c.top().(*explorerScreen)
	case *playScreen:
		s = openExplorer(c, c.game.Match().Game(), top.board.flipped)
	default:
		s = openExplorer(c, rules.NewGame(rules.StartPosition()), false)
	}
	deadline := time.Now().Add(60 * time.Second)
	for {
		s.m.Poll()
		if _, ok := s.m.Rows(); ok && !s.m.Searching() {
			return nil
		}
		if time.Now().After(deadline) {
			return errors.New("explorer: no answer in 60 s")
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// openAnalysis opens the analysis of the game on top (a record opened
// from a file, or the game in progress) at its last move; with -better or
// -refutation at its first mistake, showing that line; with -help showing
// what its numbers mean.
func (g *Game) openAnalysis(name string) error {
	c := g.c
	var s *analysisScreen
	switch top := c.top().(type) {
	case *recordScreen:
		c.apply(top.m.Analyse())
		s = c.top().(*analysisScreen)
	case *playScreen:
		c.apply(top.m.Analyse(len(c.game.Match().Game().Moves())))
		s = c.top().(*analysisScreen)
	default:
		return errors.New("analysis: no game on the screen")
	}
	if name == "analysis-help" {
		c.apply(s.m.Tap(analyse.Help))
	}
	t := map[string]analyse.Target{"analysis-better": analyse.Better, "analysis-refutation": analyse.Refutation}[name]
	if t == 0 {
		return nil
	}
	rep := s.m.Report()
	for i := range rep.Moves {
		if rep.Better(i) != nil {
			c.apply(s.m.GoTo(i + 1))
			c.apply(s.m.Tap(t))
			return nil
		}
	}
	return errors.New("analysis: the game has no mistake analysed (open an annotated record)")
}

// controlPoint returns the centre of a button on a w×h screen at scale
// dp, for tests that click: "play N" (the play screen's row, 0–4), "record
// nav N" (a game's review: |◀ ◀ ▶ ▶| Back), "record action N" (Play from
// here or Continue, Analyse, Openings, More…), "analysis nav N" (|◀ ◀ ▶
// ▶| Back Engine), "analysis action N" (Better move, Refutation, Play from here,
// Openings),
// "analysis graph N" (the graph, N tenths from its left edge), "dialog2 N"
// (a question's Yes and No), "games N" (Paste PGN, Copy all, Back; with
// share, a platform that has a share sheet: Paste PGN, Share all, Copy
// all, Back).
func controlPoint(w, h int, dp float64, name string, share bool) (x, y float64, err error) {
	c := &ctx{surface: surface{w: w, h: h, dp: dp}}
	var i int
	var rs []rect
	switch {
	case strings.HasPrefix(name, "play "):
		_, err = fmt.Sscanf(name, "play %d", &i)
		rs = c.playLayout().ButtonRects(5)
	case strings.HasPrefix(name, "record nav "):
		_, err = fmt.Sscanf(name, "record nav %d", &i)
		_, nav, _ := recordLayout(c)
		rs = rowRects(nav, 5, 6*dp)
	case strings.HasPrefix(name, "record action "):
		// Play from here (or Continue), Analyse, Openings, More….
		_, err = fmt.Sscanf(name, "record action %d", &i)
		_, _, actions := recordLayout(c)
		rs = rowRects(actions, 4, 6*dp)
	case strings.HasPrefix(name, "analysis nav "):
		_, err = fmt.Sscanf(name, "analysis nav %d", &i)
		_, _, nav, _ := analysisLayout(c)
		rs = geom.StepsRow(nav, 4, 2, 6*dp, dp) // and Engine, issue 51
	case strings.HasPrefix(name, "analysis action "):
		_, err = fmt.Sscanf(name, "analysis action %d", &i)
		_, _, _, actions := analysisLayout(c)
		rs = rowRects(actions, 4, 6*dp)
	case strings.HasPrefix(name, "analysis graph "):
		// A point of the graph, i tenths from its left edge.
		_, err = fmt.Sscanf(name, "analysis graph %d", &i)
		_, graph, _, _ := analysisLayout(c)
		for k := 0; k <= 10; k++ {
			rs = append(rs, rect{X: graph.X + (graph.W-1)*float64(k)/10, Y: graph.Y + graph.H/2, W: 0, H: 0})
		}
	case strings.HasPrefix(name, "dialog2 "):
		_, err = fmt.Sscanf(name, "dialog2 %d", &i)
		d := newDialog(&ui.Dialog{Choices: make([]ui.Button, 2)})
		for _, b := range d.buttons(c) {
			rs = append(rs, b.r)
		}
	case strings.HasPrefix(name, "games "):
		// With a share sheet Share all is the second of four.
		_, err = fmt.Sscanf(name, "games %d", &i)
		n := 3
		if share {
			n = 4
		}
		rs = rowRects((&gamesScreen{}).geometry(c).actions, n, 6*dp)
	default:
		return 0, 0, fmt.Errorf("unknown control %q", name)
	}
	if err != nil || i < 0 || i >= len(rs) {
		return 0, 0, fmt.Errorf("bad control %q", name)
	}
	x, y = rs[i].Center()
	return x, y, nil
}

// startDrag shows a piece held by a finger over a point, for screenshots and
// tests ("-drag FROM:TO"): FROM is a point of the board on top (the play,
// puzzle or editor screen; on the play and puzzle screens a piece of the
// side to move) or, in the editor, "paletteN" (0–6 Red's pieces, 8–14
// Black's); TO is the point under the finger. The piece is taken up at
// the first tick, when the screen's size is known.
func (g *Game) startDrag(spec string) error {
	from, to, ok := strings.Cut(spec, ":")
	if !ok {
		return fmt.Errorf("-drag %q: want FROM:TO", spec)
	}
	toSq, err := rules.ParseSquare(to)
	if err != nil {
		return err
	}
	switch g.c.top().(type) {
	case *editorScreen, *playScreen, *puzzleScreen:
	default:
		return errors.New("-drag: no board on the screen")
	}
	g.later = func() error { return g.drag(from, toSq) }
	return nil
}

func (g *Game) drag(from string, toSq rules.Square) error {
	c := g.c
	switch s := c.top().(type) {
	case *editorScreen:
		s.board.flipped = s.m.Flipped()
		x, y := editorLayout(c).Point(toSq, s.board.flipped)
		if n, ok := strings.CutPrefix(from, "palette"); ok {
			var i int
			if _, err := fmt.Sscan(n, &i); err != nil || i < 0 || i > 14 || i == 7 {
				return fmt.Errorf("-drag: bad palette cell %q", n)
			}
			_, pieces := paletteRects(c)
			s.carry = carry{piece: pieces[i], x: x, y: y, touch: true, dragging: true}
			s.m.Carry(pieces[i])
			return nil
		}
		sq, err := rules.ParseSquare(from)
		if err != nil || s.m.At(sq) == rules.Empty {
			return fmt.Errorf("-drag: no piece on %q", from)
		}
		holdPiece(&s.board, sq, x, y)
	case *playScreen:
		return holdLegal(&s.board, c.game.Match().Position(), from, c.playLayout(), toSq)
	case *puzzleScreen:
		return holdLegal(&s.board, s.m.Position(), from, c.playLayout(), toSq)
	default:
		return errors.New("-drag: no board on the screen")
	}
	return nil
}

// holdLegal selects the piece of the side to move on from and holds it
// over to.
func holdLegal(b *boardWidget, pos rules.Position, from string, l layout, to rules.Square) error {
	sq, err := rules.ParseSquare(from)
	if err != nil {
		return err
	}
	if pc := pos.At(sq); pc == rules.Empty || pc.Color() != pos.SideToMove() {
		return errors.New("-drag: no piece of the side to move there")
	}
	b.selectSquare(pos, sq)
	x, y := l.Point(to, b.flipped)
	holdPiece(b, sq, x, y)
	return nil
}

// holdPiece makes the board look as if a finger had pressed on sq and
// dragged its piece to (x, y).
func holdPiece(b *boardWidget, sq rules.Square, x, y float64) {
	b.sel, b.pressedOn = sq, sq
	b.pressing, b.dragging, b.touch = true, true, true
	b.dragX, b.dragY = x, y
}

// showHint shows move (ICCS) as the hint of the current game, for
// screenshots ("-hint").
func (g *Game) showHint(move string) error {
	m := g.c.game.Match()
	if m == nil {
		return errors.New("no game")
	}
	var ideas []rules.Move
	for _, s := range strings.Split(move, ",") {
		mv, err := rules.ParseMoveText(s)
		if err != nil {
			return err
		}
		ideas = append(ideas, mv)
	}
	if err := m.ShowHint(ideas[0]); err != nil {
		return err
	}
	if len(ideas) > 1 {
		if err := m.ShowIdeas(ideas); err != nil {
			return err
		}
	}
	g.c.dirty = true
	return nil
}

// settle waits for the library's index, for the imports begun and for
// the Games screen's questions, then lets the screens show what they
// did: a screenshot of the Games screen is then the same every time.
func (g *Game) settle() {
	c := g.c
	c.index.Wait()
	for {
		busy := false
		for _, s := range c.stack {
			if gs, ok := s.(*gamesScreen); ok && gs.m.Wait() { // its poll takes the ends
				busy = true
			}
		}
		for _, s := range slices.Clone(c.stack) {
			if p, ok := s.(poller); ok {
				p.poll(c)
			}
			if gs, ok := s.(*gamesScreen); ok {
				gs.settle(c) // its questions to the index
			}
		}
		if !busy {
			return
		}
	}
}

// gamesQuery sets up the Games screen on top for a screenshot
// ("-games-search", "-games-filter", "-games-sort", "-games-stats").
func (g *Game) gamesQuery(search, filter, sort string, stats bool) error {
	c := g.c
	s, ok := c.top().(*gamesScreen)
	if !ok {
		return errors.New("no Games screen on top (-open games)")
	}
	g.settle()
	if filter != "" {
		i := slices.Index(games.FilterNames[:], filter)
		if i < 0 {
			return fmt.Errorf("unknown filter %q (want %s)", filter, strings.Join(games.FilterNames[:], ", "))
		}
		c.apply(s.m.SetFilter(i))
	}
	if sort != "" {
		i := slices.Index(games.SortNames[:], sort)
		if i < 0 {
			return fmt.Errorf("unknown order %q (want %s)", sort, strings.Join(games.SortNames[:], ", "))
		}
		c.apply(s.m.SetSort(gamedb.Sort(i)))
	}
	if search != "" {
		s.search.Edit(search)
		s.search.Editing = false
		s.setSearch(c)
	}
	if stats {
		c.apply(s.m.SetStats(true))
	}
	s.settle(c)
	return nil
}

// openBoard opens the analysis board on the game's board (the record's
// shown, when a record is open) and waits until its lines are in: to
// the depth set (SetBoardDepth), else the first.
func (g *Game) openBoard() error {
	c := g.c
	var s *boardScreen
	switch top := c.top().(type) {
	case *recordScreen:
		c.apply(ui.Outcome{Open: ui.ToBoard{Game: session.GameTo(top.m.Game(), top.m.Ply()), Flipped: top.m.Flipped()}})
		s = c.top().(*boardScreen)
	case *playScreen:
		s = openBoard(c, c.game.Match().Game(), top.board.flipped)
	default:
		s = openBoard(c, rules.NewGame(rules.StartPosition()), false)
	}
	want := max(c.boardDepth, 1)
	for deadline := time.Now().Add(60 * time.Second); ; {
		s.m.Poll()
		if s.m.Analysis().Found().Depth >= want {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("analysis board: no depth %d in 60 s", want)
		}
		time.Sleep(5 * time.Millisecond)
	}
}
