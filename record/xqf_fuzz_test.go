package record

import (
	"testing"

	"xiangqi/rules"
)

// FuzzReadXQF fuzzes the XQF move tree, which FuzzRead reaches only
// through whole files: the fuzzer's bytes are the tree of a file with a
// good header, version 10 (plain) when scrambled is false, else version
// 18, scrambled here with the header's keys, so that a change of one
// byte is a change of one record's byte. ReadFile must pass FuzzRead's
// checks; an XQF file always gives one game.
func FuzzReadXQF(f *testing.F) {
	// The files whose trees are fuzzed: the header of each, without a tree.
	base := func(scrambled bool) xqfSpec {
		if scrambled {
			s := richXQF(18)
			s.fields, s.root = nil, nil
			return s
		}
		return xqfSpec{version: 10, start: rules.StartPosition()}
	}
	// The seeds: richXQF's tree, and setupXQF's (whose moves are not legal
	// from the standard start), each written with the header's keys.
	for _, scrambled := range []bool{false, true} {
		for _, root := range []*xqfSpecNode{richXQF(18).root, setupXQF().root} {
			s := base(scrambled)
			s.root = root
			e, err := encodeXQF(s)
			if err != nil {
				f.Fatal(err)
			}
			k := keysOf(e.b, s.version)
			f.Add(scrambled, k.unscramble(e.b[xqfHeaderSize:]))
		}
	}
	headers := [2][]byte{}
	for i, scrambled := range []bool{false, true} {
		e, err := encodeXQF(base(scrambled))
		if err != nil {
			f.Fatal(err)
		}
		headers[i] = e.b
	}
	f.Fuzz(func(t *testing.T, scrambled bool, tree []byte) {
		b := append([]byte(nil), headers[0]...)
		if scrambled {
			b = append([]byte(nil), headers[1]...)
			k := keysOf(b, 18)
			for i, c := range tree {
				tree[i] = c + k.stream[(xqfHeaderSize+i)%32]
			}
		}
		b = append(b, tree...)
		checkReadFile(t, b)
		if f := ReadFile(b); f.Encoding != encXQF || len(f.Games) != 1 {
			t.Fatalf("%s, %d games; want one XQF game", f.Encoding, len(f.Games))
		}
	})
}
