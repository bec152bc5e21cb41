//go:build !js

package session

import (
	"io/fs"
	"os"
	"path/filepath"
)

// The save's and the library's file operations on a real file system; on
// js/wasm, disk_js.go keeps them in the browser's storage.

func platformDisk() disk { return osDisk{} }

// osDisk is the file system.
type osDisk struct{}

func (osDisk) ReadFile(name string) ([]byte, error)         { return os.ReadFile(name) }
func (osDisk) Remove(name string) error                     { return os.Remove(name) }
func (osDisk) Rename(from, to string) error                 { return os.Rename(from, to) }
func (osDisk) MkdirAll(dir string) error                    { return os.MkdirAll(dir, 0o755) }
func (osDisk) ReadDir(dir string) ([]fs.DirEntry, error)    { return os.ReadDir(dir) }
func (osDisk) WriteAtomic(dir, name string, b []byte) error { return writeAtomic(dir, name, b) }

// writeAtomic writes b to dir/name through a temporary file in the same
// directory, synced, then renamed over the old file, so that a crash
// leaves either the old or the new file, never half of one.
func writeAtomic(dir, name string, b []byte) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, name+".tmp-*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, err = f.Write(b)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, filepath.Join(dir, name))
	}
	if err != nil {
		os.Remove(tmp)
	}
	return err
}
