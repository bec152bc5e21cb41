package rules

import "unsafe"

func sizeofPosition() uintptr { return unsafe.Sizeof(Position{}) }
