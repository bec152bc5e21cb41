package session

import (
	"bytes"
	"errors"
	"io/fs"
	"maps"
	"slices"
	"strings"
	"testing"
	"time"
)

// memStore is a localStorage in memory; full refuses every write, as a
// browser whose quota is used up.
type memStore struct {
	m    map[string]string
	full bool
}

func newMemStore() *memStore { return &memStore{m: map[string]string{}} }

func (s *memStore) GetItem(k string) (string, bool) { v, ok := s.m[k]; return v, ok }
func (s *memStore) SetItem(k, v string) error {
	if s.full {
		return errors.New("QuotaExceededError")
	}
	s.m[k] = v
	return nil
}
func (s *memStore) RemoveItem(k string) { delete(s.m, k) }
func (s *memStore) Keys() []string      { return slices.Collect(maps.Keys(s.m)) }

func TestBrowserSaveRoundTrip(t *testing.T) {
	kv := newMemStore()
	st := Store{Dir: "xiangqi", disk: kvDisk{kv}}
	d, n := st.Load()
	if n != nil || !d.NewPlayer {
		t.Fatalf("empty storage: notice %v, new player %v", n, d.NewPlayer)
	}
	d.Settings.Level = Level(7)
	d.Settings.Lang = "vi"
	if err := st.Save(d); err != nil {
		t.Fatal(err)
	}
	if _, ok := kv.m["xiangqi:xiangqi/xiangqi-save.json"]; !ok || len(kv.m) != 1 {
		t.Fatalf("keys %v: want the save under one key", kv.Keys())
	}
	got, n := st.Load()
	if n != nil || got.Settings != d.Settings || got.NewPlayer {
		t.Fatalf("read back %+v (notice %v), want %+v", got.Settings, n, d.Settings)
	}
}

// A write the storage refuses leaves the old save as it was: whole or not
// at all.
func TestBrowserSaveFullKeepsOld(t *testing.T) {
	kv := newMemStore()
	st := Store{Dir: "xiangqi", disk: kvDisk{kv}}
	d := SaveData{Settings: DefaultSettings()}
	if err := st.Save(d); err != nil {
		t.Fatal(err)
	}
	before := maps.Clone(kv.m)
	kv.full = true
	d.Settings.Level = Level(9)
	if err := st.Save(d); err == nil {
		t.Fatal("a full storage took the save")
	}
	if !maps.Equal(before, kv.m) {
		t.Fatal("a refused write changed the storage")
	}
	kv.full = false
	if got, _ := st.Load(); got.Settings.Level != DefaultSettings().Level {
		t.Fatalf("level %v after a refused write, want the old one", got.Settings.Level)
	}
}

// A damaged save (here bytes that are not even UTF-8) is kept aside byte
// for byte and reported; the game starts from the defaults.
func TestBrowserDamagedSaveKeptAside(t *testing.T) {
	kv := newMemStore()
	dk := kvDisk{kv}
	bad := []byte("{\"version\": 7, \xff\xfe garbage")
	if err := dk.WriteAtomic("xiangqi", saveName, bad); err != nil {
		t.Fatal(err)
	}
	st := Store{Dir: "xiangqi", disk: dk, Now: func() time.Time { return time.Date(2026, 12, 2, 13, 0, 0, 0, time.UTC) }}
	d, n := st.Load()
	if n == nil || n.Kind != SaveCorrupt || d.Settings != DefaultSettings() {
		t.Fatalf("notice %+v, settings %+v: want a corrupt notice and defaults", n, d.Settings)
	}
	if n.Arg != "xiangqi-save.json.corrupt-20261202T130000Z" {
		t.Fatalf("kept as %q", n.Arg)
	}
	kept, err := dk.ReadFile(n.Kept)
	if err != nil || !bytes.Equal(kept, bad) {
		t.Fatalf("kept %q (%v), want the damaged bytes", kept, err)
	}
	if _, err := dk.ReadFile("xiangqi/" + saveName); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("the damaged save is still in place: %v", err)
	}
	// A version from the future is kept aside too, as another version.
	if err := dk.WriteAtomic("xiangqi", saveName, []byte(`{"version": 99}`)); err != nil {
		t.Fatal(err)
	}
	if _, n := st.Load(); n == nil || n.Kind != SaveVersion {
		t.Fatalf("notice %+v, want SaveVersion", n)
	}
}

func TestBrowserLibrary(t *testing.T) {
	kv := newMemStore()
	lib := Library{Dir: "xiangqi", disk: kvDisk{kv}}
	if es, ns := lib.Load(); es != nil || ns != nil {
		t.Fatalf("empty storage: %v %v", es, ns)
	}
	ids := []string{"20261130-154301", "20261130-154302"}
	for i, id := range ids {
		if err := lib.Put(id, randomRecord(uint64(i+1), 20)); err != nil {
			t.Fatal(err)
		}
	}
	// A damaged record is moved to the damaged folder and named.
	if err := (kvDisk{kv}).WriteAtomic("xiangqi/games", "20261130-154303.pgn", []byte("[Event \"x\"]\n1. zz9 *\n")); err != nil {
		t.Fatal(err)
	}
	es, ns := lib.Load()
	if len(es) != 2 || es[0].ID != ids[1] || es[1].ID != ids[0] {
		t.Fatalf("entries %v, want the two good ones newest first", es)
	}
	if len(ns) != 1 || ns[0].Kind != SaveCorrupt || !strings.Contains(ns[0].Arg, "damaged") {
		t.Fatalf("notices %+v, want the damaged record named", ns)
	}
	if _, ok := kv.m["xiangqi:xiangqi/games/damaged/20261130-154303.pgn"]; !ok {
		t.Fatalf("keys %v: the damaged record is not kept", kv.Keys())
	}
	if es, _ := lib.Load(); len(es) != 2 {
		t.Fatalf("second load: %d entries", len(es))
	}
	if err := lib.Delete(ids[0]); err != nil {
		t.Fatal(err)
	}
	if _, err := lib.Get(ids[0]); err == nil {
		t.Fatal("a deleted record reads")
	}
	if g, err := lib.Get(ids[1]); err != nil || len(g.Moves) == 0 {
		t.Fatalf("Get: %v", err)
	}
}

func TestKVReadDir(t *testing.T) {
	kv := newMemStore()
	dk := kvDisk{kv}
	for _, p := range []string{"d/a", "d/sub/b", "d/sub/c", "dd/x", "e"} {
		if err := dk.WriteAtomic(".", p, []byte(p)); err != nil {
			t.Fatal(err)
		}
	}
	des, err := dk.ReadDir("d")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, de := range des {
		n := de.Name()
		if de.IsDir() {
			n += "/"
		}
		got = append(got, n)
	}
	if want := []string{"a", "sub/"}; !slices.Equal(got, want) {
		t.Fatalf("ReadDir(d) = %v, want %v", got, want)
	}
	if _, err := dk.ReadDir("none"); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("a missing folder: %v", err)
	}
	if err := dk.Rename("d/a", "d/z"); err != nil {
		t.Fatal(err)
	}
	if b, err := dk.ReadFile("d/z"); err != nil || string(b) != "d/a" {
		t.Fatalf("renamed: %q %v", b, err)
	}
	if err := dk.Remove("d/a"); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("removing a missing file: %v", err)
	}
	kv.m["xiangqi:bad"] = "?what"
	if _, err := dk.ReadFile("bad"); err == nil {
		t.Fatal("a value of another program reads as a file")
	}
}
