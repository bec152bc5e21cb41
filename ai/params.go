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
// ElephantEye at 20 ms a move, starting from and pulled towards the
// hand-set values (see MEASUREMENTS.md, "Texel tuning on games against
// ElephantEye", for the data and the measured gain).

// Material per kind: none, general, advisor, elephant, horse, chariot,
// cannon, soldier.
var (
	materialMG = [8]int32{0, 0, 108, 106, 265, 603, 310, 40}
	materialEG = [8]int32{0, 0, 105, 105, 289, 645, 293, 83}
)

// phaseWeight counts the attacking material for the opening–endgame blend:
// all pieces on the board make maxPhase.
var phaseWeight = [8]int32{0, 0, 0, 0, 2, 4, 2, 0}

const maxPhase = 4*4 + 2*4 + 2*4

var pstSoldierMG = [90]int32{
	0, 3, 6, 9, 12, 9, 6, 3, 0,
	18, 36, 56, 82, 100, 82, 56, 36, 18,
	14, 26, 43, 61, 80, 61, 43, 26, 14,
	10, 21, 34, 39, 43, 39, 34, 21, 10,
	4, 12, 20, 21, 25, 21, 20, 12, 4,
	-4, 0, 12, 0, 9, 0, 12, 0, -4,
	-6, 0, -13, 0, 4, 0, -13, 0, -6,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
}

var pstSoldierEG = [90]int32{
	10, 15, 20, 25, 30, 25, 20, 15, 10,
	40, 54, 68, 89, 95, 89, 68, 54, 40,
	40, 50, 67, 76, 85, 76, 67, 50, 40,
	36, 47, 60, 69, 71, 69, 60, 47, 36,
	30, 36, 42, 48, 50, 48, 42, 36, 30,
	-4, 0, 8, 0, 11, 0, 8, 0, -4,
	-4, 0, -5, 0, 4, 0, -5, 0, -4,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
}

var pstHorseMG = [90]int32{
	4, 8, 16, 12, 4, 12, 16, 8, 4,
	4, 10, 30, 16, 8, 16, 30, 10, 4,
	12, 14, 16, 21, 19, 21, 16, 14, 12,
	7, 25, 18, 27, 20, 27, 18, 25, 7,
	6, 16, 15, 21, 16, 21, 15, 16, 6,
	4, 13, 17, 18, 13, 18, 17, 13, 4,
	1, 6, 10, 6, 11, 6, 10, 6, 1,
	4, 2, -2, 9, 3, 9, -2, 2, 4,
	-3, 2, 3, 3, -13, 3, 3, 2, -3,
	0, -15, 0, -2, 0, -2, 0, -15, 0,
}

var pstHorseEG = [90]int32{
	10, 14, 18, 18, 16, 18, 18, 14, 10,
	12, 21, 28, 26, 24, 26, 28, 21, 12,
	12, 20, 24, 28, 29, 28, 24, 20, 12,
	10, 19, 23, 27, 25, 27, 23, 19, 10,
	8, 14, 20, 24, 22, 24, 20, 14, 8,
	6, 12, 17, 20, 18, 20, 17, 12, 6,
	3, 8, 15, 14, 14, 14, 15, 8, 3,
	2, 5, 1, 10, 10, 10, 1, 5, 2,
	-2, 2, 3, 4, -2, 4, 3, 2, -2,
	-5, -4, 0, 1, 0, 1, 0, -4, -5,
}

var pstChariotMG = [90]int32{
	14, 14, 12, 19, 16, 19, 12, 14, 14,
	16, 22, 18, 25, 26, 25, 18, 22, 16,
	12, 12, 13, 20, 19, 20, 13, 12, 12,
	12, 18, 20, 23, 23, 23, 20, 18, 12,
	12, 13, 13, 18, 19, 18, 13, 13, 12,
	11, 16, 13, 19, 20, 19, 13, 16, 11,
	7, 11, 8, 15, 14, 15, 8, 11, 7,
	3, 6, 5, 16, 12, 16, 5, 6, 3,
	4, 2, 7, 12, 8, 12, 7, 2, 4,
	-7, 16, 6, 15, 12, 15, 6, 16, -7,
}

var pstChariotEG = [90]int32{
	10, 12, 12, 14, 14, 14, 12, 12, 10,
	12, 15, 14, 17, 18, 17, 14, 15, 12,
	12, 14, 15, 17, 17, 17, 15, 14, 12,
	10, 11, 13, 15, 15, 15, 13, 11, 10,
	10, 11, 12, 14, 16, 14, 12, 11, 10,
	8, 10, 10, 12, 13, 12, 10, 10, 8,
	6, 8, 8, 11, 10, 11, 8, 8, 6,
	4, 5, 6, 8, 8, 8, 6, 5, 4,
	1, 3, 3, 6, 6, 6, 3, 3, 1,
	-2, 3, 2, 4, 4, 4, 2, 3, -2,
}

var pstCannonMG = [90]int32{
	7, 5, 0, -10, -12, -10, 0, 5, 7,
	2, 2, 0, -4, -14, -4, 0, 2, 2,
	2, 0, -1, -10, -8, -10, -1, 0, 2,
	-1, 0, 0, 4, 13, 4, 0, 0, -1,
	0, 0, 0, 1, 11, 1, 0, 0, 0,
	-2, -1, 4, 2, 9, 2, 4, -1, -2,
	0, 0, -1, 2, 4, 2, -1, 0, 0,
	4, 3, 10, 11, 13, 11, 10, 3, 4,
	0, 3, 4, 6, 6, 6, 4, 3, 0,
	0, 0, 2, 7, 6, 7, 2, 0, 0,
}

var pstCannonEG = [90]int32{
	1, 1, 0, 2, 4, 2, 0, 1, 1,
	0, 0, 0, 2, 4, 2, 0, 0, 0,
	0, 0, 0, 2, 4, 2, 0, 0, 0,
	0, 1, 2, 2, 7, 2, 2, 1, 0,
	0, 0, 0, 3, 7, 3, 0, 0, 0,
	0, 0, 0, 3, 5, 3, 0, 0, 0,
	0, 0, 0, 3, 4, 3, 0, 0, 0,
	1, 1, 1, 4, 5, 4, 1, 1, 1,
	1, 1, 1, 4, 5, 4, 1, 1, 1,
	0, 0, 0, 4, 4, 4, 0, 0, 0,
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
	0, 0, 0, -13, 0, -13, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, -15, 0, -15, 0, 0, 0,
}

var pstAdvisorEG = pstAdvisorMG

var pstElephantMG = [90]int32{
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, -12, 0, 0, 0, -12, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	-19, 0, 0, 0, 3, 0, 0, 0, -19,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, -16, 0, 0, 0, -16, 0, 0,
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
	0, 0, 0, -21, -24, -21, 0, 0, 0,
	0, 0, 0, -13, -13, -13, 0, 0, 0,
	0, 0, 0, -5, 10, -5, 0, 0, 0,
}

var pstGeneralEG = [90]int32{
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, -6, -2, -6, 0, 0, 0,
	0, 0, 0, -7, 4, -7, 0, 0, 0,
	0, 0, 0, -3, 9, -3, 0, 0, 0,
}

// Terms beyond material and placement.
const (
	// tempo is the side to move's bonus.
	tempo = 10
	// Safety: each missing advisor or elephant costs this much per enemy
	// attacker of that kind left (chariot, horse, cannon), scaled by the
	// enemy attack counted below.
	missingAdvisorVsChariot  = 13
	missingAdvisorVsHorse    = -5
	missingAdvisorVsCannon   = -11
	missingElephantVsChariot = 2
	missingElephantVsHorse   = -21
	missingElephantVsCannon  = 9
	// A cannon on the general's file with exactly one screen (a "central
	// cannon" aim) and the bonus for crossed attackers near the palace.
	cannonAim = 20
	// Mobility: the value of each point a chariot or horse can reach.
	chariotMobility = 6
	horseMobility   = 8
	// A horse with no move at all (hobbled) pays this.
	horseTrapped = 21
	// Cannon threats (threats.go): nothing between a cannon and the enemy
	// general on its file or rank (hollow), or two pieces between, each
	// pinned by the check its leaving would give.
	hollowCannon      = 41
	pinningCannon     = 27
	hollowCannonRank  = 15
	pinningCannonRank = 11
)
