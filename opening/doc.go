// Package opening names a game's opening: its ECCO code (中国象棋开局编号,
// the Encyclopedia of Chinese Chess Openings' A00–E49) and the opening's
// name in Vietnamese, English and Chinese, read from the first moves of a
// game that starts from the standard position.
//
// Classify is the team's own decision tree, written from the published
// ECCO definitions (the five letters, their fifty groups A0–E4 and the
// codes' names); it is not a copy of any ECCO library. It reads at most
// MaxPlies plies. The board is mirrored left↔right when the first move
// that leaves the centre file is on the left half for Red (or the right
// half for Black), as ECCO treats 炮二平五 and 炮八平五 alike; so a
// mirrored game gets the same code.
//
// Transpositions: the tree looks at which piece went where in the window
// (the first ply each decisive move was played), not at one move order,
// so for example 马二进三 before 炮二平五 against a horse reply is the
// central-cannon family, and 屏风马 is 屏风马 whichever horse came first.
//
// # Level of detail
//
// Every game from the standard start gets one of the 50 groups
// (A0…E4) right; the code within the group is exact where the tree knows
// the line, which covers:
//   - A: every first move of A0 (A00–A08); 飞相局 against each first reply
//     (A10–A16, A20–A27, A29, A30, A35–A39); 起马局 A40–A45; 仕角炮局
//     A50–A52, A54; 过宫炮局 A60–A63;
//   - B: B00, B01, B04, B05, B07, and the groups B10, B20, B30, B40, B50;
//   - C: C00–C02, C05, C06, C10, C14–C18, C20, C30, C35, C40, C50, C51,
//     C60, C70, C80, C90, C99;
//   - D: D00–D05, D10, D20–D23, D25–D29, D30, D40, D50;
//   - E: E00–E17, E20–E23, E30, E31, E37, E38, E40–E48.
//
// Deeper lines (for instance C41–C49, the sub-lines of 平炮兑车) get the
// first code of the range the tree is sure of (C40), never a guess shown
// as exact. A game from another position (a handicap, a set-up) or of
// fewer than two plies gets no code ("").
//
// The package has no user interface; it stands on rules alone.
package opening
