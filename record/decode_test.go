package record

import (
	"testing"

	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/unicode"
)

func TestDecode(t *testing.T) {
	const text = "[Red \"张三\"]\n1. 炮二平五　马８进７\n"
	gbk, err := simplifiedchinese.GBK.NewEncoder().String(text)
	if err != nil {
		t.Fatal(err)
	}
	utf16 := func(e unicode.Endianness, bom unicode.BOMPolicy, s string) string {
		b, err := unicode.UTF16(e, bom).NewEncoder().String(s)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	cases := []struct {
		name, in, want string
	}{
		{"utf-8", text, text},
		{"utf-8 bom", "\xef\xbb\xbf" + text, text},
		{"utf-8 bom, bad byte", "\xef\xbb\xbfa\xffb", "a\uFFFDb"},
		{"utf-16le bom", utf16(unicode.LittleEndian, unicode.UseBOM, text), text},
		{"utf-16be bom", utf16(unicode.BigEndian, unicode.UseBOM, text), text},
		{"utf-16le", utf16(unicode.LittleEndian, unicode.IgnoreBOM, text), text},
		{"utf-16be", utf16(unicode.BigEndian, unicode.IgnoreBOM, text), text},
		{"gbk", gbk, text},
		{"gbk euro", "\x80", "€"},
		// Issue 25: one stray Latin-1 byte made a UTF-8 text GBK.
		{"utf-8, a stray byte", "炮二平五 Caf\xe9\n", "炮二平五 Caf\uFFFD\n"},
		{"utf-8, cut short", "炮二平五 马\xe9\xa9", "炮二平五 马\uFFFD"},
		{"crlf", "a\r\nb\r\n", "a\nb\n"},
		{"cr", "a\rb\r", "a\nb\n"},
		{"utf-16 crlf", utf16(unicode.LittleEndian, unicode.UseBOM, "a\r\nb"), "a\nb"},
		{"empty", "", ""},
	}
	for _, c := range cases {
		got, err := Decode([]byte(c.in))
		if err != nil || got != c.want {
			t.Errorf("%s: Decode = %q, %v; want %q", c.name, got, err, c.want)
		}
	}
}

func TestDecodeStrayNUL(t *testing.T) {
	// One NUL in a UTF-8 file does not make it UTF-16.
	const text = "[Event \"x\"]\n1. h2e2 h9g7 2. h0g2 i9h9 *\n"
	got, err := Decode([]byte(text + "\x00"))
	if err != nil || got != text+"\x00" {
		t.Errorf("Decode = %q, %v", got, err)
	}
}
