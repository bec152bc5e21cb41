package uci

import (
	"bufio"
	"bytes"
	"io"
)

// lineReader reads the input's lines, of any length. A position line is
// kept whole however long (the GUI sends the whole game on it); any other
// line longer than max bytes is junk to the protocol, and is read through
// keeping only its start, so that junk cannot take more memory than max.
type lineReader struct {
	r   *bufio.Reader
	max int
	buf []byte
}

// line is one input line without its end of line. When dropped is not 0,
// the line was that many bytes long and text holds only its start.
type line struct {
	text    string
	dropped int64
}

func newLineReader(r io.Reader, max int) *lineReader {
	return &lineReader{r: bufio.NewReaderSize(r, 64<<10), max: max}
}

// headBytes is how much of a dropped line is kept for the report.
const headBytes = 64

// next returns the next line; the last one may lack its newline. The error
// is io.EOF at the end of the input, or the reader's error.
func (lr *lineReader) next() (line, error) {
	lr.buf = lr.buf[:0]
	var n int64
	keep := true
	for {
		chunk, err := lr.r.ReadSlice('\n')
		n += int64(len(chunk))
		if keep {
			lr.buf = append(lr.buf, chunk...)
			if len(lr.buf) > lr.max && !isPosition(lr.buf) {
				keep = false
				lr.buf = lr.buf[:min(len(lr.buf), headBytes)]
			}
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if err != nil && (err != io.EOF || n == 0) {
			return line{}, err
		}
		break // a whole line, or the last one at the end of the input
	}
	text := bytes.TrimRight(lr.buf, "\r\n")
	l := line{text: string(text)}
	if !keep {
		l.dropped = n
	}
	if cap(lr.buf) > 2*lr.max {
		lr.buf = nil // a long position line: do not hold its memory
	}
	return l, nil
}

// isPosition reports whether b starts with the command "position".
func isPosition(b []byte) bool {
	b = bytes.TrimLeft(b, " \t")
	rest, ok := bytes.CutPrefix(b, []byte("position"))
	return ok && (len(rest) == 0 || rest[0] == ' ' || rest[0] == '\t')
}
