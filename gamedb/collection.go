package gamedb

import (
	"bytes"
	"fmt"
	"strings"

	"xiangqi/record"
	"xiangqi/rules"
)

// A collection is one PGN file of the games folder that holds many games:
// a big import writes one for each part of its text (a few hundred games)
// instead of a file for each game. Creating 20,000 files was most of a
// 20,000 games' import on this machine's ext4 (the files alone 0.55–1.68 s
// of kernel time, three runs of a Go program doing only the creates and
// renames, against 0.39–0.46 s on tmpfs), and a phone's storage gives
// each file a block of its own.
//
// The file is a PGN text like any other, which other programs open; each
// of its games carries its name in the library in a CollectionTag, so
// that a game keeps its name when another of the collection is removed or
// written again. A game's name is its collection's name, "-c" and that
// tag: "20261205-045200-123456-c0499" (the c tells it from a one-game
// record's name, which ends in six digits). The file's name ends in CollectionExt,
// which the readers of one-game records pass over (a dot is no character
// of a record's name).
const (
	CollectionExt = ".collection.pgn"
	CollectionTag = "LibraryId"
)

// CollectionGameID is the name of the game seq of collection cid.
func CollectionGameID(cid string, seq int) string { return fmt.Sprintf("%s-c%04d", cid, seq) }

// SplitCollectionGameID cuts a game's name into its collection's and its
// tag's: the digits after the last "-c", four at least. ok is false for a
// name that cannot be a collection's game.
func SplitCollectionGameID(id string) (cid, seq string, ok bool) {
	i := strings.LastIndex(id, "-c")
	if i <= 0 || len(id)-i-2 < 4 {
		return "", "", false
	}
	seq = id[i+2:]
	for _, r := range seq {
		if r < '0' || r > '9' {
			return "", "", false
		}
	}
	return id[:i], seq, true
}

// CollectionGame is one game of a collection, with its name.
type CollectionGame struct {
	ID   string
	Game *record.Game
}

// ReadCollection reads collection cid's text: every game with its name,
// the CollectionTag taken out of its tags. A game that cannot be read, or
// lacks its tag or repeats another's, fails the whole file; the library
// then keeps what it can of it (SalvageCollection).
func ReadCollection(cid string, b []byte) ([]CollectionGame, error) {
	games, errs := record.Read(b)
	if len(errs) > 0 {
		return nil, errs[0]
	}
	out := make([]CollectionGame, 0, len(games))
	seen := make(map[string]bool, len(games))
	for i, g := range games {
		seq := g.Tag(CollectionTag)
		id := cid + "-c" + seq
		if _, s, ok := SplitCollectionGameID(id); !ok || s != seq {
			return nil, fmt.Errorf("game %d of the collection: no %s tag of four digits or more", i+1, CollectionTag)
		}
		if seen[seq] {
			return nil, fmt.Errorf("game %d of the collection: %s %q twice", i+1, CollectionTag, seq)
		}
		seen[seq] = true
		dropTag(g, CollectionTag)
		out = append(out, CollectionGame{id, g})
	}
	return out, nil
}

// dropTag removes tag name from g.
func dropTag(g *record.Game, name string) {
	tags := g.Tags[:0]
	for _, t := range g.Tags {
		if t.Name != name {
			tags = append(tags, t)
		}
	}
	g.Tags = tags
}

// AppendCollectionGame appends game g's record, named seq in its
// collection, to a collection's text.
func AppendCollectionGame(buf *bytes.Buffer, seq string, g *record.Game) error {
	var b bytes.Buffer
	if err := record.Write(&b, g, rules.ICCS); err != nil {
		return err
	}
	appendTagged(buf, seq, b.Bytes())
	return nil
}

// appendTagged appends a record's text, as record.Write made it, with its
// CollectionTag first.
func appendTagged(buf *bytes.Buffer, seq string, text []byte) {
	if buf.Len() > 0 && !bytes.HasSuffix(buf.Bytes(), []byte("\n\n")) {
		buf.WriteByte('\n')
	}
	fmt.Fprintf(buf, "[%s %q]\n", CollectionTag, seq)
	buf.Write(text)
}

// FindInCollection finds the game tagged seq in a collection's text
// without reading the others: the bytes [from, to) of its record, and the
// game read from them with its tag taken out. ok is false when no game
// has that tag; err is that game's own problem.
func FindInCollection(b []byte, seq string) (from, to int, g *record.Game, ok bool, err error) {
	line := []byte(fmt.Sprintf("[%s %q]", CollectionTag, seq))
	for p := range splitGames(b, 1) {
		if !bytes.Contains(p.text, line) {
			continue
		}
		games, errs := record.Read(p.text)
		if len(errs) > 0 {
			return 0, 0, nil, true, errs[0]
		}
		if len(games) != 1 || games[0].Tag(CollectionTag) != seq {
			continue // the line was inside a comment
		}
		dropTag(games[0], CollectionTag)
		return int(p.end) - len(p.text), int(p.end), games[0], true, nil
	}
	return 0, 0, nil, false, nil
}

// ReplaceInCollection is a collection's text with the game tagged seq, at
// [from, to) (FindInCollection), replaced by g, or removed when g is nil;
// the other games' bytes are kept as they were.
func ReplaceInCollection(b []byte, from, to int, seq string, g *record.Game) ([]byte, error) {
	var buf bytes.Buffer
	buf.Write(b[:from])
	if g != nil {
		if err := AppendCollectionGame(&buf, seq, g); err != nil {
			return nil, err
		}
		if to < len(b) && !bytes.HasSuffix(buf.Bytes(), []byte("\n\n")) {
			buf.WriteByte('\n') // a blank line before the next game's tags
		}
	}
	buf.Write(b[to:])
	return buf.Bytes(), nil
}

// BadCollectionGame is a game of a collection that cannot be read: its
// place in the file (from 1), its text as it was and why.
type BadCollectionGame struct {
	N    int
	Text []byte
	Err  error
}

// SalvageCollection reads a collection that ReadCollection refuses, game
// by game, so that one bad game does not cost the others (a hand-edited
// file of 500 games with one illegal move). It returns the games it could
// read, the collection's text without the bad ones, and the bad ones.
// A game without a CollectionTag of four digits or more, or with one an
// earlier game of the file has, is kept and given a new tag after the
// file's highest (a repeated tag's first game keeps it), its record
// written again; the other games keep their bytes.
func SalvageCollection(cid string, b []byte) (games []CollectionGame, text []byte, bad []BadCollectionGame) {
	type kept struct {
		text []byte
		seq  string // "" when the game needs a new tag
		g    *record.Game
	}
	var ks []kept
	seen := map[string]bool{}
	top := -1
	n := 0
	for p := range splitGames(b, 1) {
		if len(bytes.TrimSpace(p.text)) == 0 {
			continue
		}
		n++
		gs, errs := record.Read(p.text)
		switch {
		case len(errs) > 0:
			bad = append(bad, BadCollectionGame{n, p.text, errs[0]})
			continue
		case len(gs) != 1:
			bad = append(bad, BadCollectionGame{n, p.text, fmt.Errorf("%d games in one", len(gs))})
			continue
		}
		g := gs[0]
		seq := g.Tag(CollectionTag)
		if _, s, ok := SplitCollectionGameID(cid + "-c" + seq); !ok || s != seq || seen[seq] {
			seq = ""
		} else {
			seen[seq] = true
			var v int
			fmt.Sscan(seq, &v)
			top = max(top, v)
		}
		dropTag(g, CollectionTag)
		ks = append(ks, kept{p.text, seq, g})
	}
	var buf bytes.Buffer
	for _, k := range ks {
		if k.seq == "" {
			top++
			_, k.seq, _ = SplitCollectionGameID(CollectionGameID(cid, top))
			if err := AppendCollectionGame(&buf, k.seq, k.g); err != nil {
				bad = append(bad, BadCollectionGame{0, k.text, err})
				continue
			}
		} else {
			if buf.Len() > 0 && !bytes.HasSuffix(buf.Bytes(), []byte("\n\n")) {
				buf.WriteByte('\n')
			}
			buf.Write(k.text)
		}
		games = append(games, CollectionGame{cid + "-c" + k.seq, k.g})
	}
	return games, buf.Bytes(), bad
}
