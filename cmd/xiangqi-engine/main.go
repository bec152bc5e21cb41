// Command xiangqi-engine is the engine as a UCI program (ICCS coordinates),
// for Xiangqi GUIs and for testing: see package uci for the commands.
package main

import (
	"os"

	"xiangqi/uci"
)

func main() {
	s := uci.NewSession(os.Stdout, uci.Config{})
	if err := s.Run(os.Stdin); err != nil {
		os.Exit(1)
	}
}
