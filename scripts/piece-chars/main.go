// Command piece-chars prints the characters the piece sets of package
// game/pieceset need, each once, for scripts/make-fonts.sh: by default
// what the board draws in the piece font (pieces, river, numerals), with
// -names the sets' names, drawn in the interface fonts.
//
//	go run ./scripts/piece-chars [-names]
package main

import (
	"flag"
	"fmt"

	"xiangqi/game/pieceset"
)

func main() {
	names := flag.Bool("names", false, "print the characters of the sets' names instead of the board's")
	flag.Parse()
	if *names {
		fmt.Println(pieceset.NameChars())
		return
	}
	fmt.Println(pieceset.BoardChars())
}
