package record

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/encoding/unicode/utf32"
)

// The samples in encodings a text editor cannot easily write (GBK, UTF-16,
// a UTF-8 BOM with CRLF), the binary garbage and the fuzz seeds are made
// by TestGeneratedSamples from the UTF-8 sources in testdata/source and
// the other samples. With RECORD_WRITE_SAMPLES=1 it writes them; otherwise
// it checks that the files in testdata are what it would write, so an
// edited source cannot silently disagree with its encoded file.

// generatedSample is one generated file and how to make it.
type generatedSample struct {
	path string
	make func() ([]byte, error)
}

func generatedSamples() []generatedSample {
	source := func(name string) ([]byte, error) {
		return os.ReadFile(filepath.Join("testdata", "source", name))
	}
	crlf := func(b []byte) []byte { return bytes.ReplaceAll(b, []byte("\n"), []byte("\r\n")) }
	samples := []generatedSample{
		{"chinese_gbk.pgn", func() ([]byte, error) {
			b, err := source("chinese_gbk.txt")
			if err != nil {
				return nil, err
			}
			return simplifiedchinese.GBK.NewEncoder().Bytes(crlf(b))
		}},
		{"utf16le_bom.pgn", func() ([]byte, error) {
			b, err := source("utf16le_bom.txt")
			if err != nil {
				return nil, err
			}
			return unicode.UTF16(unicode.LittleEndian, unicode.UseBOM).NewEncoder().Bytes(crlf(b))
		}},
		{"utf8_bom_crlf.pgn", func() ([]byte, error) {
			b, err := source("utf8_bom_crlf.txt")
			if err != nil {
				return nil, err
			}
			return append([]byte{0xEF, 0xBB, 0xBF}, crlf(b)...), nil
		}},
		{"garbage.bin", func() ([]byte, error) {
			// Bytes of every value after XQF's magic number and
			// version: an .xqf file cut inside its header.
			r := rand.New(rand.NewPCG(7, 11))
			b := []byte("XQ\x0a\x00")
			for range 400 {
				b = append(b, byte(r.UintN(256)))
			}
			return b, nil
		}},
	}
	// XQF files, made by the tests' encoder (xqf_encode_test.go).
	for name, make := range xqfSamples() {
		samples = append(samples, generatedSample{name, make})
	}
	// Every sample is a fuzz seed, and so are a few small texts.
	seeds := []string{
		"chinese_gbk.pgn", "utf16le_bom.pgn", "utf8_bom_crlf.pgn", "garbage.bin",
		"xqf_v18.xqf", "xqf_v10_setup.xqf", "xqf_v11.xqf", "xqf_cut.xqf",
		"wxf_annotated.pgn", "vietnamese.pgn", "iccs_upper.pgn", "three_games.pgn",
		"bare_fen.txt", "empty.pgn", "not_pgn.txt",
	}
	for _, name := range seeds {
		samples = append(samples, generatedSample{
			filepath.Join("fuzz", "FuzzRead", strings.TrimSuffix(name, filepath.Ext(name))),
			func() ([]byte, error) {
				b, err := os.ReadFile(filepath.Join("testdata", name))
				if err != nil {
					return nil, err
				}
				return corpusEntry(b), nil
			},
		})
	}
	small := map[string]string{
		"glued":            "1.炮二平五　马８进７ 2.h0g2{x}(2.i0i1 (2.a)){y\n}$1 1-0\n[FEN \"",
		"black_fen":        "[FEN \"3k4r/9/9/9/9/4R4/9/4R4/9/5K3 b - - 3 17\"]\n17... R9+1 18. R--1 *",
		"unclosed":         "[Event \"a\\\"b\n1. h2e2 (1... h9g7 {\n[Event \"b\"]\n1. h2e2 h7h0",
		"unclosed_comment": "[Event \"a\"]\n1. h2e2 {runs on\n\n[Event \"b\"]\n1. h2e2 h9g7 {x\n[y] [Event \"c\"]\n1. c3c4 }\n[Event \"d\"]\n1. b0c2 *",
		"vietnamese_long":  "1. Pháo 2 bình 5 Xe 9 tấn 10 2. Mã",
		// Notes as other programs write them.
		"notes":          "1. h2e2 $1 {+0.35} (1. b0c2 h9g7) 1... h9g7 ?! {good} 2. h0g2 $14 $2 i9h9 ; to the } end\n(2... b9c7) 3. i0h0 1-0",
		"notes_suffixes": "[FEN \"3k4r/9/9/9/9/4R4/9/4R4/9/5K3 b - - 3 17\"]\n17... R9+1!? (17... R9=8 18. R+=6 (18. x)) 18. R--1?? {全角　注释}(18. K6+1 R9-1 19. x) R9-1 ！",
		"tree": "[Event \"t\"]\n{intro} 1. h2e2 {a} (1. b0c2 $1 {b} (1. c3c4 {c} h9g7 (1... b9c7 $6)) h9g7 ({pre} 1... b9c7 2. h0g2))" +
			" 1... h9g7 ! ({x} 1... h7h0 $4) 2. h0g2 *",
		"tree_deep":    "1. h2e2 " + strings.Repeat("({c} b0c2 $1 h9g7 ", 100) + strings.Repeat(")", 100) + " h9g7",
		"notes_nested": "1. 炮二平五 (1. Pháo 8 bình 5 {x} 1... Mã 2 tấn 3 (1... a) $3 2. b0c2 z (y)) ( ) (1.) {a}{b\n} 马８进７ {unclosed (",
	}
	// The inputs of issue 25: bytes that are not UTF-8 in a UTF-8 file,
	// other encodings, and texts that were read in quadratic time or made
	// a game of each result mark.
	for name, text := range map[string]string{
		"latin1_in_utf8":    cnGame1 + strings.Replace(cnGame2, "é", "\xe9", 1) + cnGame3,
		"cut_utf8":          (cnGame1 + cnGame3 + "{红方胜")[:len(cnGame1+cnGame3+"{红方胜")-2],
		"controls":          "[Event \"a\x1b[2J\"]\n1. h2e2 a\x1bb\x07\u009b\u202e 2. h0g2",
		"bad_fen":           "[Event \"one\"]\n1. h2e2 *\n\n[FEN \"rnbakabnr/9/9 w\"]\n1. h2e2 h9g7 *\n",
		"comments_many":     manyComments(1000),
		"results_many":      strings.Repeat("1-0 0-1 ", 500) + "[Red \"A\"]\n1-0 x 1-0",
		"brackets_line":     "1. h2e2 " + strings.Repeat("[] ", 1000) + "h9g7",
		"variations_nested": "1. h2e2 " + strings.Repeat("(b0c2 ", 300) + strings.Repeat(")", 300) + " h9g7 " + strings.Repeat("( h9g7 ", 100),
	} {
		small[name] = text
	}
	encoded := []struct {
		name string
		e    encoding.Encoding
		text string
	}{
		{"gbk_in_utf8", nil, cnGame1},
		{"big5", traditionalchinese.Big5, "[Red \"張三\"]\n1.炮二平五　馬８進７ 2.馬二進三　車９平８ 3.車一平九 1-0\n"},
		{"latin1", charmap.Windows1252, "[Event \"Café\"]\n[Red \"Müller\"]\n1. h2e2 h9g7 2. hé *\n"},
		{"utf32le", utf32.UTF32(utf32.LittleEndian, utf32.IgnoreBOM), cnGame1 + cnGame3},
		{"utf32be_bom", utf32.UTF32(utf32.BigEndian, utf32.UseBOM), cnGame3},
	}
	// A UTF-16 file and a UTF-8 one joined (issue 50).
	wide, err := unicode.UTF16(unicode.LittleEndian, unicode.UseBOM).NewEncoder().Bytes([]byte(cnGame1))
	if err != nil {
		panic(err)
	}
	small["joined_utf16"] = string(wide) + cnGame3
	for _, c := range encoded {
		samples = append(samples, generatedSample{
			filepath.Join("fuzz", "FuzzRead", c.name),
			func() ([]byte, error) {
				if c.e == nil { // a GBK game between UTF-8 ones
					gbk, err := simplifiedchinese.GBK.NewEncoder().Bytes([]byte(cnGame3))
					return corpusEntry(append(append([]byte(cnGame1), gbk...), cnGame1...)), err
				}
				b, err := c.e.NewEncoder().Bytes([]byte(c.text))
				return corpusEntry(b), err
			},
		})
	}
	for name, text := range small {
		samples = append(samples, generatedSample{
			filepath.Join("fuzz", "FuzzRead", name),
			func() ([]byte, error) { return corpusEntry([]byte(text)), nil },
		})
	}
	return samples
}

// corpusEntry is b as a fuzz corpus file for FuzzRead([]byte).
func corpusEntry(b []byte) []byte {
	return fmt.Appendf(nil, "go test fuzz v1\n[]byte(%q)\n", b)
}

func TestGeneratedSamples(t *testing.T) {
	write := os.Getenv("RECORD_WRITE_SAMPLES") != ""
	for _, s := range generatedSamples() {
		want, err := s.make()
		if err != nil {
			t.Fatalf("%s: %v", s.path, err)
		}
		path := filepath.Join("testdata", s.path)
		if write {
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, want, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (write the samples with RECORD_WRITE_SAMPLES=1)", err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s is not what its source makes (write the samples with RECORD_WRITE_SAMPLES=1)", path)
		}
	}
}
