// Package games is the library of games as the player sees it, without a
// display: the Games screen's model (Library) — the list read through the
// library's index (issue 28) a page at a time, its rows' texts, its
// search, order, filter and statistics, the imports and the exports, all
// of it run on goroutines the model owns and polled from the frame loop —
// the model of one record's screen (Record: its moves stepped through,
// a move played on its board kept as a variation, its variations and
// comments listed, commented, promoted and deleted, Continue, Play from
// here, Analyse, Openings, Share, Copy PGN, Delete),
// and the library's index itself (Index), opened off the frame loop.
//
// The views in package game lay the list out, fit its texts in pixels
// and draw them; they lend the model their rows in view (Viewport), in
// rows, never in pixels.
package games
