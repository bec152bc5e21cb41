// Package game is the Xiangqi game on Ebitengine: screens, board drawing,
// mouse and touch input, the computer's turn in the background
// (session.Match), sounds, settings and the autosave. cmd/xiangqi runs it
// on the desktop and mobile/ binds it for Android.
//
// # Structure
//
// A screen is a model and a view. The model, in its family's package
// under game/ (play, games, puzzles, lessons, training, explorer, editor,
// board, settings, newgame, analyse, home), holds the screen's state and texts, takes the
// player's input as events on named targets (ui.Button, or methods such
// as Try(move), Browse(ply)), owns its work off the frame loop (Poll,
// Close), and answers each event with a ui.Outcome: redraw, save, a
// sound, close, open another screen (a model, a ui.Route, a
// ui.ToExplorer…), begin a game. Models never import Ebitengine; their
// tests tap them by label through game/ui/uitest. The view, a type in
// this package, lays the model out, turns taps into its targets, draws
// it, and hands the Outcome to ctx.apply (views.go), the one place it is
// carried out; viewOf pairs each model with its view.
//
// Game (game.go) is the shell. It implements ebiten.Game and owns the
// stack of views and a ctx (ctx.go): a few services every view may use —
// the player's choices and language (prefs), the data folder with the
// game in progress, its save, library and index (folder), the stack and
// the redraw (nav), where screens draw (surface: size, density, the
// painter) — beside the platform's Config, the engine and the sounds.
// Each tick the shell polls every screen on the stack that runs a search
// (poller), gives the keyboard and then the pointer to the top screen,
// and advances animations (animator). It draws only when something
// changed, the top screen over the ones it covers (overlay). Back —
// Android's back button, Escape on the desktop — goes to the top screen
// first (backHandler) and otherwise pops it; on the start screen it lets
// the platform leave.
//
// The screens (screen.go has the interface), one type and file each:
//
//   - menuScreen: the start screen, always at the bottom of the stack:
//     the view of home.Menu (its rows, their second lines and routes).
//   - newGameScreen: the view of newgame.Form — side, handicap, clock,
//     level and the adaptive level (laid out as Settings is), then Start
//     (ui.Outcome.Start) from the start less the handicap or from the
//     editor's position.
//   - clockCustomScreen: New game's custom clock, its kind and values
//     stepped with – and + within their ranges (clock.Custom).
//   - settingsScreen: the view of settings.Model — the player's choices
//     (ui.Choice), each with all its options shown (pickers), saved at
//     once; they scroll on a small screen.
//   - playScreen (+ play_browse.go, play_clock.go): the view of
//     play.Model, the game in progress: the board with its selection,
//     drags and animations, the move list, status, buttons, clocks,
//     game-over banner and browsing.
//   - editorScreen (+ editor_panel.go): the board editor, the view of
//     the model editor.Editor (game/editor).
//   - explorerScreen: the opening explorer, the view of the model
//     explorer.Explorer (game/explorer), counting and searching off the
//     frame loop.
//   - boardScreen: the analysis board, the view of the model board.Board
//     (game/board): the engine's best lines as arrows and as text,
//     searched off the frame loop for as long as the board is shown.
//   - puzzleListScreen and puzzleScreen: views of the models
//     puzzles.List (the collection by grade, its filters, the puzzle of
//     the day) and puzzles.Attempt (a wrong move answered by its
//     refutation, then retried; hints; the judge off the frame loop); the
//     views keep the miniature boards, the scroll, the board widget and,
//     in landscape, the panel with its place, goal, hints and moves.
//   - lessonsScreen and lessonScreen (+ lesson_panel.go): the views of
//     Learn's models (game/lessons: List, Exercise), the lessons of
//     package learn and an exercise on its board; in landscape the
//     lesson's text and progress beside it.
//   - trainScreen, reviewScreen and rushScreen (screen_train*.go): the
//     views of Training's models (game/training): Training itself, the
//     review of the player's mistakes and the rushes through the puzzles.
//   - gamesScreen: the view of games.Library (the library of games: the
//     list paged from its index, search, filter, order, statistics, import
//     and export on the model's goroutines, the rows' texts); it keeps the
//     layout, the fitting of texts, the search field being typed in and
//     the scroll; the lines it laid out are kept between openings in a
//     gamesCache the start screen holds.
//   - recordScreen: the view of games.Record, one game of the library:
//     review, continue, play from any move, analyse, explore, copy, share,
//     delete.
//   - analysisScreen: the view of analyse.Model (game/analyse): a game
//     with its analysis searched off the frame loop, the graph, the judged
//     moves, the better move and the refutation at a mistake, the summary;
//     opened from the game-over banner, the record screen and browsing.
//   - dialog: the view of a ui.Dialog, a modal question or menu over any
//     screen.
//   - coachDialog: the view of play.Coach, the coach's warning before a
//     blunder over the play screen, Take back or Play anyway
//     (screen_coach.go).
//
// A new screen is its model (with its tests and its texts in i18n), a
// view here, and a line in viewOf; the model that opens it returns it in
// Outcome.Open.
//
// The widgets the screens are built from:
//
//   - boardWidget (widget_board.go, widget_board_draw.go): the board, its
//     pieces, marks, hint arrow, selection, drag and move animation; it
//     turns pointer steps into taps and drags on points, and for screens
//     that play by the rules into legal moves (pickMove).
//   - button and buttonPress (widget_button.go): a tappable rectangle, and
//     the press that acts when released over the same button.
//   - picker (widget_picker.go): a choice among a few options.
//   - boardStyle (theme.go): the piece set and the board theme chosen in
//     Settings, which every board and piece is drawn in.
//   - scroller (widget_list.go): a list that scrolls by drag and wheel.
//   - textField (widget_field.go): a one-line field with paste and select
//     all.
//   - moveList (widget_movelist.go): a game's moves by full move, the
//     current one highlighted and kept in view, checks and the analysis's
//     marks after the moves; a tap picks a move.
//   - evalGraph (widget_graph.go): the evaluation over a game with its
//     marks; a tap or drag picks a position.
//
// What can be decided without a window lives in packages of its own,
// tested by plain go test (Ebitengine's package init needs a display, so
// nothing that imports it can be):
//
//   - the models' packages above, game/ui (Env, Outcome, Button, Dialog,
//     Choice, routes) and game/ui/uitest (a shell for their tests);
//   - game/texts: the phrases several screens share (results, reasons,
//     handicaps, refusals, hints, level names, numbered lines of moves);
//   - game/session: the match and the computer's turn, the game in
//     progress and its save (Current), the library of game records, the
//     data folder's lock, the editor's verdict, puzzle attempts, Review, a
//     game's analysis run in the background, the settings and the
//     command-line flags that set them (Flags);
//   - game/engine: the engine behind session.Engine (ai's pool, the
//     coach);
//   - i18n: every text in Vietnamese, English and Chinese (Lang, Msg);
//   - game/geom: where everything goes on the screen at every size;
//   - game/pieceset: the piece sets (glyphs, names, what the fonts cover).
//
// The automation behind cmd/xiangqi's screenshot flags and the tests is
// not part of this package's API: Game.Drive hands it over through
// xiangqi/internal/drive, which only this module can import. It is built
// only with the automation tag (hooks*.go, driver.go, webstate.go), so
// the product links none of it.
package game
