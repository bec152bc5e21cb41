//go:build !js

package session

import (
	"context"
	"testing"

	"xiangqi/gamedb"
)

// indexImpls are the implementations of GameIndex this platform has.
func indexImpls() []indexImpl {
	return []indexImpl{memoryImpl(), {"gamedb", func(t *testing.T, lib Library) GameIndex {
		x, notices := OpenIndex(context.Background(), lib)
		if len(notices) > 0 {
			t.Fatal(notices)
		}
		if _, ok := x.(*gamedb.DB); !ok {
			t.Fatalf("OpenIndex gave a %T", x)
		}
		return x
	}}}
}
