//go:build !automation

package main

import (
	"flag"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game"
)

// shotOptions is nothing in the product: the flags for screenshots and
// what they set up are shots.go's, built with the automation tag only.
type shotOptions struct{}

func addShotFlags(*flag.FlagSet, *shotOptions)                     {}
func (*shotOptions) setUp(*game.Game) error                        { return nil }
func (*shotOptions) window(_ shootable, w ebiten.Game) ebiten.Game { return w }
