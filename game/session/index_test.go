package session

import (
	"context"
	"slices"
	"testing"
	"time"

	"xiangqi/gamedb"
	"xiangqi/record"
)

// indexImpl opens one implementation of GameIndex over a library.
type indexImpl struct {
	name string
	open func(t *testing.T, lib Library) GameIndex
}

func memoryImpl() indexImpl {
	return indexImpl{"memory", func(t *testing.T, lib Library) GameIndex {
		x, notices := NewMemoryIndex(lib)
		if len(notices) > 0 {
			t.Fatal(notices)
		}
		return x
	}}
}

// indexLibrary is a library of eight records: against the computer won,
// lost and drawn at two levels, two players, and imported games with
// names in Vietnamese and Chinese.
const indexLibrary = `[Event "Casual game"]
[Date "2026.11.01"]
[Red "Player"]
[Black "Computer (Hard)"]
[Computer "Black"]
[Level "Hard"]
[Result "1-0"]
[Termination "checkmate"]

1. h2e2 h9g7 2. h0g2 *

[Event "Casual game"]
[Date "2026.11.02"]
[Red "Computer (Hard)"]
[Black "Player"]
[Computer "Red"]
[Level "Hard"]
[Result "1-0"]
[Termination "checkmate"]

1. h2e2 h9g7 *

[Event "Casual game"]
[Date "2026.11.03"]
[Red "Player"]
[Black "Computer (Easy)"]
[Computer "Black"]
[Level "Easy"]
[Result "1/2-1/2"]
[Termination "repetition"]

1. b2e2 b9c7 2. b0c2 h9g7 *

[Event "Casual game"]
[Date "2026.11.04"]
[Red "Player"]
[Black "Computer (Easy)"]
[Computer "Black"]
[Level "Easy"]
[Result "0-1"]
[Termination "checkmate"]

1. c3c4 *

[Event "Casual game"]
[Date "2026.11.05"]
[Red "Player"]
[Black "Player"]
[Termination "unterminated"]

1. h2e2 h9g7 2. h0g2 i9h9 3. i0h0 *

[Event "Giải vô địch Hà Nội"]
[Date "1998.05.01"]
[Red "Nguyễn Văn Đỏ"]
[Black "Trần Thị Đen"]
[Opening "Pháo đầu"]
[Result "0-1"]

1. h2e2 h9g7 2. h0g2 *

[Event "全国象棋个人赛"]
[Date "1998.05.02"]
[Red "胡荣华"]
[Black "许银川"]
[Opening "中炮对屏风马"]
[ECCO "C11"]
[Result "1-0"]

1. h2e2 h9g7 2. h0g2 i9h9 *

[Event "Club evening"]
[Date "2025.01.01"]
[Red "Lan"]
[Black "Minh"]
[Result "1/2-1/2"]

1. g3g4 *
`

// fillLibrary writes indexLibrary's records, the first the newest.
func fillLibrary(t *testing.T, lib Library) []string {
	t.Helper()
	games, errs := record.Read([]byte(indexLibrary))
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	var ids []string
	at := time.Date(2026, 12, 1, 10, 0, 0, 0, time.UTC)
	for i, g := range games {
		id := NewGameID(at.Add(-time.Duration(i) * time.Minute))
		if err := lib.Put(id, g); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	return ids
}

func rowIDs(rows []gamedb.Row) []string {
	var out []string
	for _, r := range rows {
		out = append(out, r.ID)
	}
	return out
}

// TestGameIndexes (issue 28): every implementation of GameIndex answers
// the Games screen's queries alike, and as the library says: counts,
// pages, every order, search in three scripts, the filters, tallies,
// import with its duplicates and failures, cancel, refresh after a write
// or a delete, and IDOf.
func TestGameIndexes(t *testing.T) {
	ctx := context.Background()
	for _, impl := range indexImpls() {
		t.Run(impl.name, func(t *testing.T) {
			lib := Library{Dir: t.TempDir()}
			ids := fillLibrary(t, lib)
			x := impl.open(t, lib)
			defer x.Close()
			pick := func(is ...int) []string {
				var out []string
				for _, i := range is {
					out = append(out, ids[i])
				}
				return out
			}
			for _, tc := range []struct {
				q    gamedb.Query
				want []string
			}{
				{gamedb.Query{}, pick(0, 1, 2, 3, 4, 5, 6, 7)},
				{gamedb.Query{Offset: 2, Limit: 3}, pick(2, 3, 4)},
				{gamedb.Query{Offset: 7, Limit: 3}, pick(7)},
				{gamedb.Query{Reverse: true, Limit: 2}, pick(7, 6)},
				{gamedb.Query{Sort: gamedb.SortDate}, pick(4, 3, 2, 1, 0, 7, 6, 5)},
				{gamedb.Query{Sort: gamedb.SortDate, Reverse: true}, pick(5, 6, 7, 0, 1, 2, 3, 4)},
				{gamedb.Query{Sort: gamedb.SortLength}, pick(4, 2, 6, 0, 5, 1, 3, 7)},
				{gamedb.Query{Sort: gamedb.SortResult}, pick(4, 0, 1, 6, 2, 7, 3, 5)},
				{gamedb.Query{Sort: gamedb.SortOpponent}, pick(2, 3, 0, 1, 7, 5, 4, 6)},
				{gamedb.Query{Sort: gamedb.SortOpening}, pick(5, 0, 1, 4, 2, 6, 3, 7)}, // the classifier names the own games' openings
				{gamedb.Query{Text: "hard"}, pick(0, 1)},
				{gamedb.Query{Text: "nguyễn"}, pick(5)},
				{gamedb.Query{Text: "Hà Nội"}, pick(5)},
				{gamedb.Query{Text: "NGUYEN"}, pick(5)},
				{gamedb.Query{Text: "ha noi"}, pick(5)},
				{gamedb.Query{Text: "binh phong ma"}, pick(2, 6)},
				{gamedb.Query{Text: "Screen Horses"}, pick(2, 6)},
				{gamedb.Query{Text: "许银川"}, pick(6)},
				{gamedb.Query{Text: "屏风马"}, pick(2, 6)},
				{gamedb.Query{Text: "c11"}, pick(6)},
				{gamedb.Query{Text: "lan minh"}, pick(7)},
				{gamedb.Query{Text: "lan 许"}, nil},
				{gamedb.Query{Text: "100%_"}, nil},
				{gamedb.Query{Kinds: []gamedb.Kind{gamedb.KindComputer}, Outcome: gamedb.OutcomeWon}, pick(0)},
				{gamedb.Query{Kinds: []gamedb.Kind{gamedb.KindComputer}, Outcome: gamedb.OutcomeLost}, pick(1, 3)},
				{gamedb.Query{Kinds: []gamedb.Kind{gamedb.KindComputer}, Outcome: gamedb.OutcomeDrawn}, pick(2)},
				{gamedb.Query{Kinds: []gamedb.Kind{gamedb.KindTwoPlayers}}, pick(4)},
				{gamedb.Query{Kinds: []gamedb.Kind{gamedb.KindImported}}, pick(5, 6, 7)},
				{gamedb.Query{Kinds: []gamedb.Kind{gamedb.KindComputer}, Text: "easy"}, pick(2, 3)},
			} {
				rows, err := x.List(ctx, tc.q)
				if err != nil {
					t.Fatal(err)
				}
				if got := rowIDs(rows); !slices.Equal(got, tc.want) {
					t.Errorf("List(%+v) = %v, want %v", tc.q, got, tc.want)
				}
				all := tc.q
				all.Offset, all.Limit = 0, 0
				n, err := x.Count(ctx, all)
				if err != nil {
					t.Fatal(err)
				}
				if rows, _ := x.List(ctx, all); n != len(rows) {
					t.Errorf("Count(%+v) = %d, List has %d", all, n, len(rows))
				}
			}
			rows, _ := x.List(ctx, gamedb.Query{Limit: 1})
			if r := rows[0]; r.Red != "Player" || r.Level != "Hard" || r.Computer != 2 || r.Result != gamedb.RedWins || r.Plies != 3 || r.Date != "2026.11.01" {
				t.Errorf("the first row: %+v", r)
			}
			lv, err := x.StatsByLevel(ctx, gamedb.Query{})
			if err != nil {
				t.Fatal(err)
			}
			if want := []gamedb.Tally{{Key: "Easy", Games: 2, Drawn: 1, Lost: 1, Draws: 1, BlackWins: 1}, {Key: "Hard", Games: 2, Won: 1, Lost: 1, RedWins: 2}}; !slices.Equal(lv, want) {
				t.Errorf("StatsByLevel = %+v, want %+v", lv, want)
			}
			op, err := x.StatsByOpening(ctx, gamedb.Query{Kinds: []gamedb.Kind{gamedb.KindImported}})
			if err != nil {
				t.Fatal(err)
			}
			if want := []gamedb.Tally{{Key: "", Games: 1, Draws: 1}, {Key: "Pháo đầu", Games: 1, BlackWins: 1}, {Key: "中炮对屏风马", Games: 1, RedWins: 1}}; !slices.Equal(op, want) {
				t.Errorf("StatsByOpening = %+v, want %+v", op, want)
			}

			// Import: a new game, one already kept, one twice in the
			// text, one without moves, one with an illegal third move
			// (kept up to it), one with an illegal first move (failed):
			// each counted once.
			text := []byte(`[Event "New"]
[Red "A"]
[Black "B"]

1. h2e2 *

[Event "Club evening"]
[Date "2025.01.01"]
[Red "Lan"]
[Black "Minh"]

1. g3g4 *

[Event "New"]
[Red "A"]
[Black "B"]

1. h2e2 *

[Event "Empty"]

*

[Event "Bad"]
[Red "C"]

1. h2e2 h9g7 2. a0a5 *

[Event "Worse"]
[Red "D"]

1. a0a5 *
`)
			var last gamedb.Progress
			im, err := x.Import(ctx, text, time.Date(2026, 12, 3, 9, 0, 0, 0, time.UTC), func(p gamedb.Progress) { last = p })
			if err != nil {
				t.Fatal(err)
			}
			if im.Added != 2 || im.Partial != 1 || im.Duplicates != 2 || im.Empty != 1 || im.Failed != 1 || len(im.IDs) != 2 || len(im.Errs) != 2 || im.Canceled {
				t.Fatalf("Import: %+v", im)
			}
			if last.Read != int64(len(text)) || last.Added != 2 {
				t.Errorf("last progress %+v", last)
			}
			if im.IDs[0] <= im.IDs[1] {
				t.Errorf("the text's first game is not the newest: %v", im.IDs)
			}
			if n, _ := x.Count(ctx, gamedb.Query{}); n != 10 {
				t.Errorf("%d games after the import, want 10", n)
			}
			// Newest (issue 52): the games played here first, older as
			// they are than the import, then the imported, the last
			// import first, each in its text's order.
			newest := append(append(pick(0, 1, 2, 3, 4), im.IDs...), pick(5, 6, 7)...)
			if rows, _ := x.List(ctx, gamedb.Query{}); !slices.Equal(rowIDs(rows), newest) {
				t.Errorf("Newest after an import: %v, want %v", rowIDs(rows), newest)
			}
			if rows, _ := x.List(ctx, gamedb.Query{Reverse: true, Limit: 3}); !slices.Equal(rowIDs(rows), []string{ids[7], ids[6], ids[5]}) {
				t.Errorf("oldest first after an import: %v", rowIDs(rows))
			}
			if g, err := lib.Get(im.IDs[1]); err != nil || g.Tag("Event") != "Bad" || len(g.Moves) != 2 {
				t.Errorf("the failed game's record: %v, %v", g, err)
			}
			again, _ := x.Import(ctx, text, time.Date(2026, 12, 3, 9, 1, 0, 0, time.UTC), nil)
			if again.Added != 0 || again.Duplicates != 4 {
				t.Errorf("the same text again: %+v", again.Progress)
			}
			stopped, cancel := context.WithCancel(ctx)
			cancel()
			if im, err := x.Import(stopped, []byte("[Event \"Z\"]\n\n1. i3i4 *\n"), time.Now(), nil); err != nil || !im.Canceled || im.Added != 0 {
				t.Errorf("a canceled import: %+v, %v", im, err)
			}
			games, _ := record.Read([]byte("[Event \"Club evening\"]\n[Date \"2025.01.01\"]\n[Red \"Lan\"]\n[Black \"Minh\"]\n[Result \"*\"]\n\n1. g3g4 *\n"))
			if id, err := x.IDOf(ctx, games[0]); err != nil || id != ids[7] {
				t.Errorf("IDOf the club game = %q, %v; want %q", id, err, ids[7])
			}
			games[0].SetTag("Red", "Somebody")
			if id, _ := x.IDOf(ctx, games[0]); id != "" {
				t.Errorf("IDOf a game not kept = %q", id)
			}

			// Refresh after the game writes and deletes records.
			if err := lib.Put(ids[4], games[0]); err != nil {
				t.Fatal(err)
			}
			if err := lib.Delete(ids[5]); err != nil {
				t.Fatal(err)
			}
			if err := x.Refresh(ctx, ids[4], ids[5]); err != nil {
				t.Fatal(err)
			}
			if n, _ := x.Count(ctx, gamedb.Query{}); n != 9 {
				t.Errorf("%d games after a delete, want 9", n)
			}
			if rows, _ := x.List(ctx, gamedb.Query{Text: "somebody"}); !slices.Equal(rowIDs(rows), pick(4)) {
				t.Errorf("the rewritten record: %v", rowIDs(rows))
			}
		})
	}
}
