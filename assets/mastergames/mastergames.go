// Package mastergames embeds the master games the opening explorer and
// the database's tests read: two public collections (Hu Ronghua's and Liu
// Dahua's games, ICCS moves, Event/Red/Black tags and no results), from
// the MIT-licensed maksimKorzh/wukong-xiangqi repository; LICENSE and
// README.md beside them say so and must ship with them.
package mastergames

import _ "embed"

// HuRonghua is hu-ronghua.pgn: 1,391 games of Hu Ronghua (胡荣华).
//
//go:embed hu-ronghua.pgn
var HuRonghua []byte

// LiuDahua is liu-dahua.pgn: 1,125 games of Liu Dahua (柳大华).
//
//go:embed liu-dahua.pgn
var LiuDahua []byte

// License is the collections' MIT licence.
//
//go:embed LICENSE
var License []byte
