package opening

// The decision tree over the features of the window. Each function is one
// ECCO family; the comments give the defining moves in the canonical frame.

// code is the ECCO code of a game whose window is f (at least two plies).
func (f *features) code() string {
	first := f.m[0]
	switch first {
	case mv(sq('h', 2), sq('e', 2)): // 炮二平五
		return f.central()
	case mv(sq('h', 0), sq('g', 2)): // 马二进三
		return f.horse()
	case mv(sq('g', 0), sq('e', 2)): // 相三进五
		return f.elephant()
	case mv(sq('h', 2), sq('f', 2)): // 炮二平四
		return f.palcorner()
	case mv(sq('h', 2), sq('d', 2)): // 炮二平六
		return f.crossPalace()
	case mv(sq('g', 3), sq('g', 4)): // 兵三进一
		return f.pawn()
	case mv(sq('f', 0), sq('e', 1)): // 仕四进五
		return "A01"
	case mv(sq('h', 0), sq('i', 2)): // 马二进一
		return "A02"
	case mv(sq('h', 2), sq('i', 2)): // 炮二平一
		return "A03"
	case mv(sq('h', 2), sq('h', 4)): // 炮二进二
		return "A04"
	case mv(sq('h', 2), sq('h', 6)): // 炮二进四
		return "A05"
	case mv(sq('h', 2), sq('g', 2)): // 炮二平三
		return "A06"
	case mv(sq('h', 2), sq('c', 2)): // 炮二平七
		return "A07"
	case mv(sq('i', 3), sq('i', 4)): // 兵一进一
		return "A08"
	}
	return "A00"
}

// central is 炮二平五: B, C and D.
func (f *features) central() string {
	// Same-direction cannons: 炮8平5 before the left horse (it blocks it).
	if f.bCenterH.before(f.bnL) && f.bCenterH.within(5) {
		return f.sameDirection()
	}
	// Opposite-direction cannons, at once or later (后补列炮), before the
	// right horse (which blocks it).
	if f.bCenterB.before(f.bnR) && f.bCenterB.within(9) {
		switch {
		case f.bHh3.before(f.bCenterB):
			return "D30" // 中炮对左炮封车转列炮
		case f.bHi7.before(f.bCenterB) && f.bnL.before(f.bCenterB):
			return "D40" // 中炮对左三步虎转列炮
		}
		return "D50"
	}
	if f.bHh3.before(f.bnR) {
		return "B07" // 中炮对左炮封车
	}
	if f.bnL.set() && f.bHi7.before(f.bnR) {
		return "B20" // 中炮对左三步虎
	}
	if f.bnR.set() && f.bBa7.before(f.bnL) {
		return "B04" // 中炮对右三步虎
	}
	switch {
	case f.bnL.set() && f.bnR.set():
		if f.bHf7.set() || f.bBd7.set() { // 反宫马: a cannon at the palace corner
			switch {
			case f.c56.set():
				return "B40"
			case f.c57.set():
				return "B50"
			}
			return "B30"
		}
		return f.screenHorses()
	case (f.bnR.set() && f.bnLEdge.set()) || (f.bnL.set() && f.bnREdge.set()):
		return "B10" // 单提马
	case f.bnL.set():
		return "B05"
	case f.bnR.set():
		return "B01"
	}
	return "B00"
}

// earliest is the first set at of xs, with its index; -1 when none is.
func earliest(xs ...at) int {
	best, bi := at(0), -1
	for i, x := range xs {
		if x.set() && (best == 0 || x < best) {
			best, bi = x, i
		}
	}
	return bi
}

// screenHorses is 中炮对屏风马: C00–C99. Red's first decisive plan
// decides: the second cannon (五六/五七/五八/五九炮, 巡河炮) or the right
// chariot (右横车, 巡河车, 过河车).
func (f *features) screenHorses() string {
	switch earliest(f.c56, f.c57, f.c58, f.c59, f.cRivB, f.rRankedR, f.rRiverR, f.rCrossR) {
	case 0:
		if f.nLEdge.set() {
			return "C51"
		}
		return "C50"
	case 1:
		if f.bp3.set() {
			return "C70"
		}
		return "C60"
	case 2:
		return "C90"
	case 3:
		return "C99"
	case 4:
		return "C80"
	case 5:
		if f.p5.set() {
			return "C14"
		}
		return "C10"
	case 6:
		if f.nL.set() {
			return "C16"
		}
		return "C15"
	case 7:
		return f.crossRiver()
	}
	switch {
	case f.nL.set():
		if f.nLRiver.set() {
			return "C02"
		}
		return "C01"
	case f.nLEdge.set():
		if f.rRankedL.set() {
			return "C06"
		}
		return "C05"
	}
	return "C00"
}

// crossRiver is 中炮过河车对屏风马 (车二进六): C17–C49.
func (f *features) crossRiver() string {
	switch {
	case f.p7.set() && f.bp7.set(): // 互进七兵
		switch {
		case f.bHi7.set():
			return "C40" // 平炮兑车
		case f.bnLRiver.set():
			return "C35" // 左马盘河
		}
		return "C30"
	case f.nL.set() && f.bp3.set() && f.bp7.set():
		return "C20" // 七路马对两头蛇
	case f.nL.set():
		return "C18"
	}
	return "C17"
}

// sameDirection is 顺炮: D00–D29. 直车 is 车一平二 (车9平8), 横车 车一进一
// (车9进1), 缓开车 neither in the first three moves.
func (f *features) sameDirection() string {
	redFiled, redRanked := f.rFiledR.within(4), f.rRankedR.within(4)
	blackFiled, blackRanked := f.bFiledL.within(5), f.bRankedL.within(5)
	switch {
	case redFiled && blackRanked:
		return f.filedVsRanked()
	case redFiled:
		return "D10"
	case redRanked && blackFiled:
		if f.bRivL.within(9) {
			return "D05"
		}
		return "D04"
	case redRanked:
		return "D03"
	case blackRanked:
		return "D01"
	case blackFiled:
		return "D02"
	}
	return "D00"
}

// filedVsRanked is 顺炮直车对横车: D20–D29, by Red's next plan.
func (f *features) filedVsRanked() string {
	if f.p3.set() && f.p7.set() {
		if f.bRankedR.set() {
			return "D29"
		}
		return "D28"
	}
	after := func(x at) at {
		if x > f.bRankedL {
			return x
		}
		return 0
	}
	switch earliest(after(f.adv), after(f.nLEdge), after(f.rRiverR), after(f.c56), after(f.p3), after(f.p7)) {
	case 0:
		return "D21"
	case 1:
		return "D22"
	case 2:
		return "D23"
	case 3:
		return "D25"
	case 4:
		return "D26"
	case 5:
		return "D27"
	}
	return "D20"
}

// elephant is 飞相局 (相三进五): A10–A39, by Black's first reply and Red's
// second move.
func (f *features) elephant() string {
	r2 := f.m[2]
	switch f.m[1] {
	case mv(sq('g', 9), sq('e', 7)):
		return "A11" // 顺相局
	case mv(sq('c', 9), sq('e', 7)):
		return "A12" // 列相局
	case mv(sq('h', 9), sq('g', 7)):
		return "A13"
	case mv(sq('b', 9), sq('c', 7)):
		switch r2 {
		case mv(sq('g', 3), sq('g', 4)):
			return "A15"
		case mv(sq('c', 3), sq('c', 4)):
			return "A16"
		}
		return "A14"
	case mv(sq('h', 7), sq('f', 7)):
		return "A20"
	case mv(sq('b', 7), sq('d', 7)):
		switch r2 {
		case mv(sq('b', 0), sq('c', 2)):
			return "A22"
		case mv(sq('b', 0), sq('a', 2)):
			return "A23"
		case mv(sq('a', 0), sq('a', 1)):
			return "A24"
		case mv(sq('g', 3), sq('g', 4)):
			return "A25"
		case mv(sq('c', 3), sq('c', 4)):
			return "A26"
		}
		return "A21"
	case mv(sq('h', 7), sq('e', 7)):
		if f.nL.set() && f.nR.set() {
			return "A28" // 飞相转屏风马对左中炮
		}
		return "A27"
	case mv(sq('b', 7), sq('e', 7)):
		return "A29"
	case mv(sq('h', 7), sq('d', 7)):
		if r2 == mv(sq('h', 0), sq('g', 2)) {
			return "A31"
		}
		return "A30"
	case mv(sq('b', 7), sq('f', 7)):
		return "A35"
	case mv(sq('g', 6), sq('g', 5)):
		switch r2 {
		case mv(sq('b', 0), sq('c', 2)):
			return "A37"
		case mv(sq('c', 3), sq('c', 4)):
			return "A38"
		}
		return "A36"
	case mv(sq('c', 6), sq('c', 5)):
		return "A39"
	}
	return "A10"
}

// horseFirst reports 马二进三 answered by a horse, then 炮八平五.
func (f *features) horseFirst() bool {
	return f.m[0] == mv(sq('h', 0), sq('g', 2)) && f.cCenterB == 3 && (f.bnL == 2 || f.bnR == 2)
}

// horse is 起马局 (马二进三): A40–A45.
func (f *features) horse() string {
	if f.m[1] != mv(sq('g', 6), sq('g', 5)) {
		return "A40"
	}
	switch f.m[2] {
	case mv(sq('h', 2), sq('i', 2)):
		return "A42"
	case mv(sq('b', 2), sq('d', 2)):
		return "A43"
	case mv(sq('b', 2), sq('e', 2)):
		return "A44"
	case mv(sq('c', 3), sq('c', 4)):
		return "A45"
	}
	return "A41"
}

// palcorner is 仕角炮局 (炮二平四): A50–A54.
func (f *features) palcorner() string {
	switch f.m[1] {
	case mv(sq('h', 9), sq('g', 7)):
		return "A51"
	case mv(sq('b', 7), sq('e', 7)):
		return "A52"
	case mv(sq('g', 6), sq('g', 5)):
		return "A54"
	}
	return "A50"
}

// crossPalace is 过宫炮局 (炮二平六): A60–A63.
func (f *features) crossPalace() string {
	switch f.m[1] {
	case mv(sq('h', 9), sq('g', 7)):
		return "A61"
	case mv(sq('i', 9), sq('i', 8)):
		return "A62"
	case mv(sq('h', 7), sq('e', 7)):
		return "A63"
	}
	return "A60"
}

// pawn is 仙人指路 (兵三进一): E00–E48.
func (f *features) pawn() string {
	r2, b3 := f.m[2], f.m[3]
	switch f.m[1] {
	case mv(sq('h', 7), sq('g', 7)): // 卒底炮
		switch {
		case r2 == mv(sq('b', 2), sq('e', 2)):
			return f.leftCentral()
		case r2 == mv(sq('h', 2), sq('e', 2)):
			return "E12"
		case f.ele == 3:
			return "E11"
		}
		return "E10"
	case mv(sq('c', 6), sq('c', 5)): // 对兵局
		switch r2 {
		case mv(sq('h', 0), sq('g', 2)):
			if b3 != mv(sq('b', 9), sq('c', 7)) {
				return "E41"
			}
			switch {
			case f.ele == 5:
				return "E43"
			case f.rRankedR == 5:
				return "E44"
			case f.m[4] == mv(sq('h', 2), sq('i', 2)):
				return "E45"
			}
			return "E42"
		case mv(sq('b', 2), sq('c', 2)):
			switch b3 {
			case mv(sq('b', 7), sq('e', 7)):
				return "E47"
			case mv(sq('h', 7), sq('e', 7)):
				return "E48"
			}
			return "E46"
		}
		return "E40"
	case mv(sq('h', 7), sq('e', 7)), mv(sq('b', 7), sq('e', 7)):
		return "E03"
	case mv(sq('g', 9), sq('e', 7)), mv(sq('c', 9), sq('e', 7)):
		if r2 == mv(sq('h', 0), sq('g', 2)) {
			return "E02"
		}
		return "E01"
	case mv(sq('h', 7), sq('f', 7)), mv(sq('b', 7), sq('d', 7)), mv(sq('h', 7), sq('d', 7)), mv(sq('b', 7), sq('f', 7)):
		return "E04"
	case mv(sq('b', 7), sq('g', 7)):
		return "E05"
	case mv(sq('b', 9), sq('c', 7)):
		switch r2 {
		case mv(sq('h', 0), sq('g', 2)):
			return "E07"
		case mv(sq('c', 3), sq('c', 4)):
			if b3 == mv(sq('h', 7), sq('g', 7)) {
				return "E09"
			}
			return "E08"
		}
		return "E06"
	}
	return "E00"
}

// leftCentral is 仙人指路转左中炮对卒底炮 (兵三进一 炮8平7 炮八平五):
// E13–E38, by Black's elephant and Red's next moves.
func (f *features) leftCentral() string {
	switch f.m[3] {
	case mv(sq('c', 9), sq('e', 7)): // 飞右象
		if f.nREdge == 5 {
			if f.bnLEdge == 6 {
				return "E16"
			}
			return "E15"
		}
		return "E14"
	case mv(sq('b', 7), sq('e', 7)):
		return "E17" // 转顺炮
	case mv(sq('g', 9), sq('e', 7)): // 飞左象
	default:
		return "E13"
	}
	switch {
	case f.adv == 5:
		return "E21"
	case f.nREdge == 5:
		return "E37"
	case f.cTakeCentre == 5:
		return "E38"
	case f.nL == 5:
		switch {
		case f.bp7Take.set():
			return "E31"
		case f.bp7 == 6:
			return "E30"
		case f.bRankedR == 6:
			return "E23"
		}
		return "E22"
	}
	return "E20"
}
