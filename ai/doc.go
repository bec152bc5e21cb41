// Package ai is the computer opponent: a negamax alpha-beta search over the
// rules package's move generator, with the techniques strong engines use,
// and the difficulty levels the game offers.
//
// # Search
//
//   - Iterative deepening from depth 1. Only fully completed iterations
//     count: Result holds the move, score and principal variation of the last
//     iteration in which every root move was searched; if none completed, the
//     first root move in ordering order with Depth 0.
//   - MultiPV (multipv.go): Request.MultiPV lines, the best root moves,
//     each searched in its own window without the moves of the lines
//     before, each with its score and principal variation, ordered by
//     score. The first line is exactly the one-line search (its move was
//     the same in 100 of 100 test positions, MEASUREMENTS.md): the later
//     lines write to a table of their own laid over the main one.
//   - Principal-variation search (null windows after the first move) and
//     aspiration windows around the previous score from depth 5: most
//     nodes then only need to prove a bound, which is cheaper.
//   - Transposition table (tt.go): four-entry buckets of 16 bytes, the full
//     Zobrist key (which covers the side to move), depth, bound, best move
//     and static evaluation; mate scores stored relative to the node;
//     replacement by depth and search age. Its size is given in MiB to
//     NewEngine: 16 MiB suits a phone, 64–256 MiB a desktop. An entry is
//     two 64-bit words, its packed fields and the key XOR those fields,
//     read and written with sync/atomic: threads share the table without
//     locks, and a probe that meets a half-written entry sees a key that
//     does not match (the race detector accepts it; one thread pays
//     0.5% more instructions and no measurable time, MEASUREMENTS.md).
//   - Parallel search (smp.go), Lazy SMP: a Request with Threads n runs n-1
//     helper searchers beside the main one, each on its own goroutine with
//     its own position, evaluation state, stacks, killers and history,
//     over the one table. The helpers deepen the same root as the main
//     searcher does and share nothing but the table: each skips what the
//     others have stored and so moves on to other subtrees. Only the main
//     searcher's completed iterations make the Result; Result.Nodes and
//     Info.Nodes count every thread and Limits.Nodes bounds their sum.
//     When the main searcher ends (done, out of time or nodes, cancelled),
//     it stops the helpers and waits for them: no goroutine outlives
//     Search. With one thread, the default, none of this runs and a search
//     is deterministic. Measured on a 2-core development machine, two
//     threads searched twice the nodes and played +78 ± 61 Elo stronger
//     than one at equal time (100 ms a move), as long as no other program
//     took the second core; with one core busy the gain was gone
//     (MEASUREMENTS.md).
//   - Quiescence search over captures, and over every evasion when in check,
//     with delta pruning and without captures that lose material, so that
//     the evaluation only judges quiet positions. It probes the table (a
//     bound from any earlier visit settles the node, its move goes first,
//     its evaluation is reused) and stores its result at depth 0, which
//     every search of the main tree replaces.
//   - Move ordering by a staged picker (picker.go): the hash move (tried
//     before any generation), captures by most valuable victim / least
//     valuable attacker and then by a capture history (capturing piece,
//     point, kind taken), two killer moves per ply, quiet moves by a
//     history table with gravity plus two continuation histories (the
//     move's score after the move one and two plies before, conthist.go),
//     and last the captures that lose material (a cheaper piece that is
//     defended: a stand-in for static exchange evaluation). A node that
//     cuts off early never generates its quiet moves. A cutoff adds 32 d²
//     (at most 1,600) to the histories on a scale of ±16,384, so that the
//     reductions and the pruning that read them reach their thresholds.
//   - Null-move pruning (not in check, not in PV nodes, not when the side to
//     move has no chariot, horse or cannon, where zugzwang is real; reduced
//     3 plies plus one per 4 of depth), reverse futility pruning at depth
//     ≤ 7, late-move and futility pruning of quiet non-checking moves at
//     depth ≤ 6, history pruning of quiet moves whose histories together
//     fall below a quarter of their bound per ply at depth ≤ 4, late-move
//     reductions of quiet moves (less for moves with a good history, more
//     for a bad one), check extension and mate-distance pruning. The
//     pruning reads the static evaluation corrected by the table's bound
//     where that is tighter. Where the static evaluation fell
//     since the side's previous move ("not improving"), late moves are
//     reduced a ply more and fewer quiet moves are tried before pruning.
//     Internal iterative reduction: a node at depth ≥ 4 that the table
//     knows no move for is searched a ply shallower. The null move is
//     reduced a ply more for every 200 the evaluation stands above beta
//     (two at most).
//   - Singular extensions from depth 7: when the table's move holds a
//     lower bound from nearly this depth and a search of every other move
//     at half the depth fails below that bound less 2 per ply, the table's
//     move is the only good one and is searched a ply deeper; when even
//     the others reach beta, the node cuts off (multi-cut).
//   - Time: Limits.Time is a budget. Unless Limits.FullTime is set (a fixed
//     time per move, UCI movetime), an iteration is not begun once 45% of
//     it has passed, as it would rarely finish in time.
//   - Rules inside the tree, as the referee rules: a repeated position is
//     judged over its cycle — the side that checked with every move loses
//     (both: a draw); else the side that chased one same piece with every
//     move loses (chase.go: both, a draw); otherwise it is a draw; the
//     60-move rule and bare material draw; checkmate and stalemate both
//     lose. History passes the game's keys, check flags and moves so that
//     cycles through the root are judged too (without the moves such a
//     cycle is not judged for chases: a draw). A chase verdict costs a few
//     move generations and is remembered per cycle; repetitions are rare
//     enough in the tree that the speed does not change measurably. The root
//     itself is never ruled: whenever the side to move has a legal move the
//     search returns one, also where the rules call the game over (a third
//     repetition, a perpetual check or chase, the 60-move rule, bare
//     material), because a GUI referee may rule otherwise and play on.
//   - The budget (time, nodes, context) is polled every 512 nodes and
//     between root moves; a stopped search unwinds at once. Nothing is
//     allocated per node: move lists and scores live in a per-ply stack.
//   - Speed: the engine keeps its own piece lists (by colour, majors first)
//     with rank/file occupancy bits and each colour's points as a 2×64-bit
//     set next to the rules position, so captures are generated from table
//     lookups (capgen.go), a stepping piece with no enemy within reach is
//     skipped at once, a capture's recapture is read from the bits without
//     making the move (defend.go), and the evaluation visits only the
//     majors; the evaluation's material, placement and safety sums are
//     updated incrementally, and its piece-activity walk is skipped in
//     quiescence when the sums are far outside the window. Whether a move
//     gives check is tested only where the move changed the board
//     (rules.GaveCheck); in check, only the moves that touch a point of the
//     check are generated (rules.GenerateEvasions); hash and killer moves
//     are checked by their piece's geometry (rules.IsPseudoLegal) instead
//     of by generating. Late and futile quiet moves are pruned before any
//     legality test, and once a node prunes them the picker passes over
//     them unsorted. The child's transposition-table bucket is prefetched
//     (prefetch_*.s) as soon as a move is picked (in quiescence once a
//     capture passes its pruning tests), and the null move's when a node
//     is entered, so that the probe waits less for memory. The
//     programs are built with profile-guided optimisation
//     (scripts/make-pgo.sh writes their default.pgo).
//
// Features switches techniques off one by one for cmd/xiangqi-match, which
// measured them (Elo of the full engine against the engine without):
// see MEASUREMENTS.md.
//
// # Evaluation
//
// Material and piece-square tables for all seven kinds from each side's
// view, blended between opening and endgame values by the attacking
// material left; missing advisors and elephants against the enemy's
// chariots, horses and cannons; chariot and horse mobility, hobbled horses
// and cannons aimed at the general: hollow (nothing between on its file or
// rank, threats.go) or pinning two pieces. The numbers are in params.go,
// fitted by cmd/xiangqi-tune (the Texel method) to master games with their
// results; the numbers before that fit, fitted to this engine's 20 ms games
// against ElephantEye, stay in params_roundtwo.go for the round-two engine
// (Features.NoMasterFit, part of RoundTwo) that the levels and the
// built-in puzzles were rated and proved with.
// Endgame knowledge (endgame.go): material that cannot force mate (a lone
// horse against advisors and elephants, a lone cannon, a soldier against
// any defender, a lone chariot against a full defence) is scaled towards a
// draw, and after 60 plies without a capture every score shrinks linearly
// to zero at the move-count rule's 120, so that a side ahead makes
// progress while it can. Hanging pieces are not evaluated: quiescence resolves the
// captures the side to move has, and a term with two attack tests per
// chariot, horse and cannon, measured, won at equal nodes but lost at equal
// time (MEASUREMENTS.md). The evaluation is symmetric under the colour flip and the
// left-right mirror (tested).
//
// # Levels
//
// NumLevels levels, a ladder from Newcomer 1 (0) to Master (NumLevels-1),
// each adjacent pair measured at 100 games to score 60–80% for the
// stronger, each with a rating anchored to ElephantEye (levels.go;
// LEVELS.md has the table, the matches and how to reproduce them). Every
// level, Master too, is capped by depth or nodes, so that it plays alike
// on every device and as measured; its time is only a safety bound.
// The weaker levels err as people do (levelerr.go): a
// superficial judgement with a random misjudgement within a margin, a
// lapse (a smaller budget for one move), and their caps; never a random
// legal move, never an error when a mate is seen. The five Newcomer
// levels below Beginner do not search: they look one move deep with a
// newcomer's blind spots (levels_novice.go). A level's number
// (Level.Number), the N of its name, counts from Beginner, so that saved
// names keep their strength.
//
// In the opening every level plays a random move of a small book (book.go), so
// that games differ.
package ai
