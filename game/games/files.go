package games

import (
	"fmt"
	"io/fs"

	"xiangqi/game/ui"
)

// File is one file brought to the library from outside the game's
// screens: dropped on the desktop's window, or opened with the app or
// shared to it on Android. Data is what it holds; Err, when set, is why
// it could not be read (and Data is nil).
type File struct {
	Name string
	Data []byte
	Err  error
}

// TooLargeError is a file left unread because it is larger than Limit
// bytes (a phone reads a file whole into memory, so it sets a limit).
type TooLargeError struct{ Limit int64 }

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("larger than %d MiB", e.Limit>>20)
}

// ReadFiles reads every file of fsys (the files dropped on the window),
// each whole and on its own; a file that cannot be read is one with Err.
func ReadFiles(fsys fs.FS) []File {
	var files []File
	fs.WalkDir(fsys, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		b, err := fs.ReadFile(fsys, path)
		if err != nil {
			b = nil
		}
		files = append(files, File{Name: path, Data: b, Err: err})
		return nil
	})
	return files
}

// OpenFiles keeps the games of files brought from outside (File) in the
// library, each file read on its own (files in different encodings must
// not be read as one text). One file readable is imported as a pasted
// text is: a game of it opens, a FEN's position shows. Several, or files
// that could not be read, are imported together, the note saying how each
// went. Files that come while an import is under way are imported after
// it, its note then covering them all: a file the player opened with the
// app must not be lost because another was still being read.
func (m *Library) OpenFiles(files []File) ui.Outcome {
	switch {
	case len(files) == 0:
		return ui.Outcome{}
	case m.job != nil:
		m.waiting = append(m.waiting, files...)
		return ui.Outcome{}
	case len(files) == 1 && files[0].Err == nil:
		return m.ImportData(files[0].Data)
	}
	names, texts, results := splitFiles(files, nil)
	return m.startJob(names, texts, results)
}

// splitFiles is files as an import job takes them: the texts to import
// with their names, and the results so far: done (the import's before
// it) and then the files that could not be read.
func splitFiles(files []File, done []FileImport) (names []string, texts [][]byte, results []FileImport) {
	results = done
	for _, f := range files {
		if f.Err != nil {
			results = append(results, FileImport{Name: f.Name, Err: f.Err, unread: true})
			continue
		}
		names, texts = append(names, f.Name), append(texts, f.Data)
	}
	return names, texts, results
}
