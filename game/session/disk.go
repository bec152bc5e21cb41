package session

import (
	"encoding/base64"
	"errors"
	"io/fs"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"time"
	"unicode/utf8"
)

// disk is the file operations the save and the library use: the file
// system (disk_os.go), or in a browser its storage (kvDisk, disk_js.go).
// Store and Library take the platform's unless a test gives them another.
type disk interface {
	ReadFile(name string) ([]byte, error)
	// WriteAtomic writes dir/name whole or not at all.
	WriteAtomic(dir, name string, b []byte) error
	Remove(name string) error
	Rename(from, to string) error
	MkdirAll(dir string) error
	ReadDir(dir string) ([]fs.DirEntry, error)
}

// orPlatform is d, or the platform's disk when d is nil.
func orPlatform(d disk) disk {
	if d != nil {
		return d
	}
	return platformDisk()
}

// kvStore is a browser's key-value storage (localStorage) as the save and
// the library use it on js/wasm (disk_js.go), where there is no file
// system: each file is one key, written by one SetItem of its whole
// content, so that a write is whole or not at all, as the disk's temp +
// rename gives. Tests use a map.
type kvStore interface {
	GetItem(key string) (string, bool)
	// SetItem fails when the storage is full (the browser's quota).
	SetItem(key, value string) error
	RemoveItem(key string)
	Keys() []string
}

// kvDisk keeps files in a kvStore under "xiangqi:" + the file's path
// (slash-separated). Folders are not stored: a folder is the prefix its
// files share, so MkdirAll has nothing to do and an empty folder does not
// exist.
type kvDisk struct{ kv kvStore }

const kvPrefix = "xiangqi:"

func kvKey(name string) string { return kvPrefix + path.Clean(filepath.ToSlash(name)) }

// A value is "t" + the file's bytes when they are UTF-8 (every save and
// record the game writes), else "b" + their base64: a browser's strings
// hold UTF-16, so bytes that are not UTF-8 (a damaged file kept aside)
// would not survive as they are.
func kvEncode(b []byte) string {
	if utf8.Valid(b) {
		return "t" + string(b)
	}
	return "b" + base64.StdEncoding.EncodeToString(b)
}

func kvDecode(v string) ([]byte, error) {
	switch {
	case strings.HasPrefix(v, "t"):
		return []byte(v[1:]), nil
	case strings.HasPrefix(v, "b"):
		return base64.StdEncoding.DecodeString(v[1:])
	}
	return nil, errors.New("not a file of this game")
}

func (d kvDisk) ReadFile(name string) ([]byte, error) {
	v, ok := d.kv.GetItem(kvKey(name))
	if !ok {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	b, err := kvDecode(v)
	if err != nil {
		return nil, &fs.PathError{Op: "read", Path: name, Err: err}
	}
	return b, nil
}

// WriteAtomic is one SetItem of the whole file: the storage keeps the old
// value or the new one, never a part.
func (d kvDisk) WriteAtomic(dir, name string, b []byte) error {
	p := filepath.Join(dir, name)
	if err := d.kv.SetItem(kvKey(p), kvEncode(b)); err != nil {
		return &fs.PathError{Op: "write", Path: p, Err: err}
	}
	return nil
}

func (d kvDisk) Remove(name string) error {
	k := kvKey(name)
	if _, ok := d.kv.GetItem(k); !ok {
		return &fs.PathError{Op: "remove", Path: name, Err: fs.ErrNotExist}
	}
	d.kv.RemoveItem(k)
	return nil
}

// Rename writes the file under its new name before it removes the old
// one: a page closed in between leaves both, never neither.
func (d kvDisk) Rename(from, to string) error {
	v, ok := d.kv.GetItem(kvKey(from))
	if !ok {
		return &fs.PathError{Op: "rename", Path: from, Err: fs.ErrNotExist}
	}
	if err := d.kv.SetItem(kvKey(to), v); err != nil {
		return &fs.PathError{Op: "rename", Path: to, Err: err}
	}
	d.kv.RemoveItem(kvKey(from))
	return nil
}

func (kvDisk) MkdirAll(string) error { return nil }

// ReadDir lists the files and folders directly in dir, sorted by name; a
// folder holding no file does not exist.
func (d kvDisk) ReadDir(dir string) ([]fs.DirEntry, error) {
	prefix := kvKey(dir) + "/"
	seen := map[string]bool{}
	var out []fs.DirEntry
	for _, k := range d.kv.Keys() {
		rest, ok := strings.CutPrefix(k, prefix)
		if !ok || rest == "" {
			continue
		}
		name, _, sub := strings.Cut(rest, "/")
		if seen[name] {
			continue
		}
		seen[name] = true
		out = append(out, fs.FileInfoToDirEntry(kvInfo{name: name, dir: sub}))
	}
	if len(out) == 0 {
		return nil, &fs.PathError{Op: "readdir", Path: dir, Err: fs.ErrNotExist}
	}
	slices.SortFunc(out, func(a, b fs.DirEntry) int { return strings.Compare(a.Name(), b.Name()) })
	return out, nil
}

// kvInfo is a stored file's or folder's fs.FileInfo; the storage keeps no
// times (nothing here leaves a temporary file whose age would matter).
type kvInfo struct {
	name string
	dir  bool
}

func (i kvInfo) Name() string { return i.name }
func (i kvInfo) Size() int64  { return 0 }
func (i kvInfo) Mode() fs.FileMode {
	if i.dir {
		return fs.ModeDir | 0o755
	}
	return 0o644
}
func (i kvInfo) ModTime() time.Time { return time.Time{} }
func (i kvInfo) IsDir() bool        { return i.dir }
func (i kvInfo) Sys() any           { return nil }
