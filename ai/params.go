package ai

// The evaluation's numbers, all in one place. Every table is from Red's
// view and laid out as Red sees the board: the first row is rank 9 (Black's
// back rank), the last row rank 0 (Red's back rank), files a–i left to
// right. Black uses the same tables turned top to bottom. MG is the opening
// and middlegame value, EG the endgame value; the evaluation blends them by
// the attacking material left (see phaseWeight).
//
// The values are the project's own: set from Xiangqi principles and then
// adjusted by self-play matches with cmd/xiangqi-match (see LEVELS.md and
// the commit history for the measured gains).

// Material per kind: none, general, advisor, elephant, horse, chariot,
// cannon, soldier.
var (
	materialMG = [8]int32{0, 0, 115, 115, 275, 600, 290, 30}
	materialEG = [8]int32{0, 0, 105, 105, 300, 640, 265, 55}
)

// phaseWeight counts the attacking material for the opening–endgame blend:
// all pieces on the board make maxPhase.
var phaseWeight = [8]int32{0, 0, 0, 0, 2, 4, 2, 0}

const maxPhase = 4*4 + 2*4 + 2*4

var pstSoldierMG = [90]int32{
	0, 3, 6, 9, 12, 9, 6, 3, 0,
	18, 36, 56, 80, 100, 80, 56, 36, 18,
	14, 26, 42, 60, 80, 60, 42, 26, 14,
	10, 20, 30, 34, 40, 34, 30, 20, 10,
	6, 12, 18, 18, 20, 18, 18, 12, 6,
	2, 0, 8, 0, 8, 0, 8, 0, 2,
	0, 0, -2, 0, 4, 0, -2, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
}

var pstSoldierEG = [90]int32{
	10, 15, 20, 25, 30, 25, 20, 15, 10,
	40, 55, 70, 85, 95, 85, 70, 55, 40,
	40, 50, 65, 75, 85, 75, 65, 50, 40,
	35, 45, 55, 60, 65, 60, 55, 45, 35,
	30, 35, 40, 45, 45, 45, 40, 35, 30,
	0, 0, 5, 0, 10, 0, 5, 0, 0,
	0, 0, 0, 0, 5, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
}

var pstHorseMG = [90]int32{
	4, 8, 16, 12, 4, 12, 16, 8, 4,
	4, 10, 28, 16, 8, 16, 28, 10, 4,
	12, 14, 16, 20, 18, 20, 16, 14, 12,
	8, 24, 18, 24, 20, 24, 18, 24, 8,
	6, 16, 14, 18, 16, 18, 14, 16, 6,
	4, 12, 16, 14, 12, 14, 16, 12, 4,
	2, 6, 8, 6, 10, 6, 8, 6, 2,
	4, 2, 8, 8, 4, 8, 8, 2, 4,
	0, 2, 4, 4, -10, 4, 4, 2, 0,
	0, -4, 0, 0, 0, 0, 0, -4, 0,
}

var pstHorseEG = [90]int32{
	10, 14, 18, 18, 16, 18, 18, 14, 10,
	12, 20, 26, 26, 24, 26, 26, 20, 12,
	12, 20, 26, 28, 28, 28, 26, 20, 12,
	10, 18, 24, 26, 26, 26, 24, 18, 10,
	8, 14, 20, 22, 22, 22, 20, 14, 8,
	6, 12, 16, 18, 18, 18, 16, 12, 6,
	4, 8, 12, 14, 14, 14, 12, 8, 4,
	2, 6, 8, 10, 10, 10, 8, 6, 2,
	0, 2, 4, 6, 0, 6, 4, 2, 0,
	-4, 0, 0, 2, 0, 2, 0, 0, -4,
}

var pstChariotMG = [90]int32{
	14, 14, 12, 18, 16, 18, 12, 14, 14,
	16, 20, 18, 24, 26, 24, 18, 20, 16,
	12, 12, 12, 18, 18, 18, 12, 12, 12,
	12, 18, 16, 22, 22, 22, 16, 18, 12,
	12, 14, 12, 18, 18, 18, 12, 14, 12,
	12, 16, 14, 20, 20, 20, 14, 16, 12,
	6, 10, 8, 14, 14, 14, 8, 10, 6,
	4, 8, 6, 14, 12, 14, 6, 8, 4,
	8, 4, 8, 16, 8, 16, 8, 4, 8,
	-2, 10, 6, 14, 12, 14, 6, 10, -2,
}

var pstChariotEG = [90]int32{
	10, 12, 12, 14, 14, 14, 12, 12, 10,
	12, 14, 14, 16, 18, 16, 14, 14, 12,
	12, 14, 14, 16, 16, 16, 14, 14, 12,
	10, 12, 12, 14, 14, 14, 12, 12, 10,
	10, 12, 12, 14, 14, 14, 12, 12, 10,
	8, 10, 10, 12, 12, 12, 10, 10, 8,
	6, 8, 8, 10, 10, 10, 8, 8, 6,
	4, 6, 6, 8, 8, 8, 6, 6, 4,
	2, 4, 4, 6, 6, 6, 4, 4, 2,
	0, 2, 2, 4, 4, 4, 2, 2, 0,
}

var pstCannonMG = [90]int32{
	6, 4, 0, -10, -12, -10, 0, 4, 6,
	2, 2, 0, -4, -14, -4, 0, 2, 2,
	2, 2, 0, -10, -8, -10, 0, 2, 2,
	0, 0, -2, 4, 10, 4, -2, 0, 0,
	0, 0, 0, 2, 8, 2, 0, 0, 0,
	-2, 0, 4, 2, 6, 2, 4, 0, -2,
	0, 0, 0, 2, 4, 2, 0, 0, 0,
	4, 0, 8, 6, 10, 6, 8, 0, 4,
	0, 2, 4, 6, 6, 6, 4, 2, 0,
	0, 0, 2, 6, 6, 6, 2, 0, 0,
}

var pstCannonEG = [90]int32{
	0, 0, 0, 2, 4, 2, 0, 0, 0,
	0, 0, 0, 2, 4, 2, 0, 0, 0,
	0, 0, 0, 2, 4, 2, 0, 0, 0,
	0, 0, 0, 2, 4, 2, 0, 0, 0,
	0, 0, 0, 2, 4, 2, 0, 0, 0,
	0, 0, 0, 2, 4, 2, 0, 0, 0,
	0, 0, 0, 2, 4, 2, 0, 0, 0,
	0, 0, 0, 2, 4, 2, 0, 0, 0,
	0, 0, 0, 2, 4, 2, 0, 0, 0,
	0, 0, 0, 2, 4, 2, 0, 0, 0,
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
	0, 0, 0, -2, 0, -2, 0, 0, 0,
	0, 0, 0, 0, 4, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
}

var pstAdvisorEG = pstAdvisorMG

var pstElephantMG = [90]int32{
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, -2, 0, 0, 0, -2, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	-3, 0, 0, 0, 4, 0, 0, 0, -3,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
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
	0, 0, 0, -20, -24, -20, 0, 0, 0,
	0, 0, 0, -10, -12, -10, 0, 0, 0,
	0, 0, 0, -2, 2, -2, 0, 0, 0,
}

var pstGeneralEG = [90]int32{
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, -6, -4, -6, 0, 0, 0,
	0, 0, 0, -2, 2, -2, 0, 0, 0,
	0, 0, 0, 0, 4, 0, 0, 0, 0,
}

// Terms beyond material and placement.
const (
	// tempo is the side to move's bonus.
	tempo = 10
	// Safety: each missing advisor or elephant costs this much per enemy
	// attacker of that kind left (chariot, horse, cannon), scaled by the
	// enemy attack counted below.
	missingAdvisorVsChariot  = 14
	missingAdvisorVsHorse    = 10
	missingAdvisorVsCannon   = 6
	missingElephantVsChariot = 6
	missingElephantVsHorse   = 4
	missingElephantVsCannon  = 10
	// A cannon on the general's file with exactly one screen (a "central
	// cannon" aim) and the bonus for crossed attackers near the palace.
	cannonAim = 20
	// Mobility: the value of each point a chariot or horse can reach.
	chariotMobility = 3
	horseMobility   = 6
	// A horse with no move at all (hobbled) pays this.
	horseTrapped = 20
	// Cannon threats (threats.go): nothing between a cannon and the enemy
	// general on its file or rank (hollow), or two pieces between, each
	// pinned by the check its leaving would give.
	hollowCannon      = 40
	pinningCannon     = 15
	hollowCannonRank  = 15
	pinningCannonRank = 8
)
