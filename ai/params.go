package ai

// The evaluation's numbers, all in one place. Every table is from Red's
// view and laid out as Red sees the board: the first row is rank 9 (Black's
// back rank), the last row rank 0 (Red's back rank), files a–i left to
// right. Black uses the same tables turned top to bottom. MG is the opening
// and middlegame value, EG the endgame value; the evaluation blends them by
// the attacking material left (see phaseWeight).
//
// The values were first set from Xiangqi principles, then fitted by
// cmd/xiangqi-tune (the Texel method) to 1,800 games of this engine against
// ElephantEye at 20 ms a move (those numbers are kept in
// params_roundtwo.go), then fitted again, starting from and pulled towards
// those, to 29,869 master games with their results (the Chinese Chess
// Practical Dataset by Yu-Han Tseng, CC BY 4.0): games played over
// hours, not at 20 ms a move (MEASUREMENTS.md, "Round three: the
// evaluation fitted to master games", for the data and the measured
// gain).

// Material per kind: none, general, advisor, elephant, horse, chariot,
// cannon, soldier.
var (
	materialMG = [8]int32{0, 0, 108, 108, 250, 602, 318, 42}
	materialEG = [8]int32{0, 0, 105, 105, 278, 645, 304, 91}
)

// phaseWeight counts the attacking material for the opening–endgame blend:
// all pieces on the board make maxPhase.
var phaseWeight = [8]int32{0, 0, 0, 0, 2, 4, 2, 0}

const maxPhase = 4*4 + 2*4 + 2*4

var pstSoldierMG = [90]int32{
	0, 3, 6, 9, 12, 9, 6, 3, 0,
	18, 36, 57, 83, 100, 83, 57, 36, 18,
	14, 26, 44, 62, 80, 62, 44, 26, 14,
	10, 22, 37, 42, 45, 42, 37, 22, 10,
	3, 13, 20, 25, 29, 25, 20, 13, 3,
	-7, 0, 6, 0, 9, 0, 6, 0, -7,
	-13, 0, -20, 0, 7, 0, -20, 0, -13,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
}

var pstSoldierEG = [90]int32{
	10, 15, 20, 25, 30, 25, 20, 15, 10,
	40, 54, 68, 89, 95, 89, 68, 54, 40,
	40, 50, 68, 77, 86, 77, 68, 50, 40,
	36, 48, 62, 72, 73, 72, 62, 48, 36,
	28, 37, 43, 51, 53, 51, 43, 37, 28,
	-6, 0, 6, 0, 12, 0, 6, 0, -6,
	-10, 0, -9, 0, 6, 0, -9, 0, -10,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
}

var pstHorseMG = [90]int32{
	4, 8, 16, 12, 4, 12, 16, 8, 4,
	4, 11, 33, 17, 8, 17, 33, 11, 4,
	13, 14, 16, 22, 20, 22, 16, 14, 13,
	5, 28, 19, 32, 20, 32, 19, 28, 5,
	6, 16, 15, 28, 17, 28, 15, 16, 6,
	4, 11, 19, 21, 13, 21, 19, 11, 4,
	1, 5, 9, 5, 13, 5, 9, 5, 1,
	-4, 1, -8, 9, 2, 9, -8, 1, -4,
	-8, 1, 1, -1, -14, -1, 1, 1, -8,
	0, -21, -2, -5, 0, -5, -2, -21, 0,
}

var pstHorseEG = [90]int32{
	10, 14, 18, 18, 16, 18, 18, 14, 10,
	12, 21, 30, 26, 24, 26, 30, 21, 12,
	13, 20, 24, 28, 30, 28, 24, 20, 13,
	9, 22, 23, 30, 25, 30, 23, 22, 9,
	8, 14, 20, 27, 23, 27, 20, 14, 8,
	6, 11, 17, 21, 18, 21, 17, 11, 6,
	3, 7, 14, 14, 14, 14, 14, 7, 3,
	-2, 4, -4, 10, 9, 10, -4, 4, -2,
	-5, 1, 2, 2, -3, 2, 2, 1, -5,
	-5, -6, -1, 0, 0, 0, -1, -6, -5,
}

var pstChariotMG = [90]int32{
	14, 15, 13, 19, 16, 19, 13, 15, 14,
	16, 24, 19, 29, 26, 29, 19, 24, 16,
	12, 14, 12, 21, 19, 21, 12, 14, 12,
	12, 19, 26, 24, 24, 24, 26, 19, 12,
	11, 13, 13, 17, 20, 17, 13, 13, 11,
	11, 16, 14, 18, 20, 18, 14, 16, 11,
	7, 13, 9, 15, 16, 15, 9, 13, 7,
	2, 4, 4, 15, 12, 15, 4, 4, 2,
	2, 1, 7, 9, 8, 9, 7, 1, 2,
	-13, 15, 3, 14, 12, 14, 3, 15, -13,
}

var pstChariotEG = [90]int32{
	10, 13, 13, 14, 14, 14, 13, 13, 10,
	12, 16, 14, 18, 18, 18, 14, 16, 12,
	12, 15, 15, 17, 17, 17, 15, 15, 12,
	10, 12, 15, 16, 16, 16, 15, 12, 10,
	10, 11, 12, 14, 16, 14, 12, 11, 10,
	8, 10, 9, 11, 13, 11, 9, 10, 8,
	6, 8, 9, 11, 11, 11, 9, 8, 6,
	3, 4, 6, 7, 8, 7, 6, 4, 3,
	0, 2, 3, 5, 6, 5, 3, 2, 0,
	-3, 2, 1, 3, 4, 3, 1, 2, -3,
}

var pstCannonMG = [90]int32{
	10, 7, -1, -10, -12, -10, -1, 7, 10,
	2, 3, 0, -4, -14, -4, 0, 3, 2,
	2, 0, -2, -11, -8, -11, -2, 0, 2,
	-1, 1, 0, 4, 14, 4, 0, 1, -1,
	1, 0, 0, 1, 14, 1, 0, 0, 1,
	-2, -1, 3, 1, 9, 1, 3, -1, -2,
	0, -3, 0, 1, 5, 1, 0, -3, 0,
	2, 3, 10, 12, 15, 12, 10, 3, 2,
	1, 3, 8, 5, 7, 5, 8, 3, 1,
	-1, -1, 1, 8, 6, 8, 1, -1, -1,
}

var pstCannonEG = [90]int32{
	2, 3, -1, 2, 4, 2, -1, 3, 2,
	1, 1, 0, 2, 4, 2, 0, 1, 1,
	0, 0, -1, 2, 4, 2, -1, 0, 0,
	0, 2, 3, 2, 8, 2, 3, 2, 0,
	0, 1, 0, 3, 8, 3, 0, 1, 0,
	0, 1, 0, 3, 6, 3, 0, 1, 0,
	0, 0, 0, 3, 5, 3, 0, 0, 0,
	1, 1, 2, 4, 7, 4, 2, 1, 1,
	1, 1, 1, 3, 5, 3, 1, 1, 1,
	0, 0, -1, 4, 4, 4, -1, 0, 0,
}

// Advisors, elephants and the general only stand on a few points; the
// other entries are never used.
var pstAdvisorMG = [90]int32{
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, -17, 0, -17, 0, 0, 0,
	0, 0, 0, 0, -1, 0, 0, 0, 0,
	0, 0, 0, -17, 0, -17, 0, 0, 0,
}

var pstAdvisorEG = pstAdvisorMG

var pstElephantMG = [90]int32{
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, -17, 0, 0, 0, -17, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	-22, 0, 0, 0, 1, 0, 0, 0, -22,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, -10, 0, 0, 0, -10, 0, 0,
}

var pstElephantEG = pstElephantMG

var pstGeneralMG = [90]int32{
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, -22, -24, -22, 0, 0, 0,
	0, 0, 0, -15, -13, -15, 0, 0, 0,
	0, 0, 0, -6, 14, -6, 0, 0, 0,
}

var pstGeneralEG = [90]int32{
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, -7, -2, -7, 0, 0, 0,
	0, 0, 0, -8, 4, -8, 0, 0, 0,
	0, 0, 0, -1, 10, -1, 0, 0, 0,
}

// Terms beyond material and placement.
const (
	// tempo is the side to move's bonus.
	tempo = 10
	// Safety: each missing advisor or elephant costs this much per enemy
	// attacker of that kind left (chariot, horse, cannon), scaled by the
	// enemy attack counted below.
	missingAdvisorVsChariot  = 15
	missingAdvisorVsHorse    = -4
	missingAdvisorVsCannon   = -16
	missingElephantVsChariot = 8
	missingElephantVsHorse   = -14
	missingElephantVsCannon  = 10
	// A cannon on the general's file with exactly one screen (a "central
	// cannon" aim) and the bonus for crossed attackers near the palace.
	cannonAim = 20
	// Mobility: the value of each point a chariot or horse can reach.
	chariotMobility = 4
	horseMobility   = 7
	// A horse with no move at all (hobbled) pays this.
	horseTrapped = 19
	// Cannon threats (threats.go): nothing between a cannon and the enemy
	// general on its file or rank (hollow), or two pieces between, each
	// pinned by the check its leaving would give.
	hollowCannon      = 41
	pinningCannon     = 30
	hollowCannonRank  = 15
	pinningCannonRank = 17
)
