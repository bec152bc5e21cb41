package record

import (
	"fmt"
	"strings"

	"xiangqi/rules"
)

// NotationName returns the flag name of n: "iccs", "wxf", "chinese",
// "chinese-traditional" or "vietnamese".
func NotationName(n rules.Notation) string {
	switch n {
	case rules.ICCS:
		return "iccs"
	case rules.WXF:
		return "wxf"
	case rules.Chinese:
		return "chinese"
	case rules.ChineseTraditional:
		return "chinese-traditional"
	case rules.Vietnamese:
		return "vietnamese"
	}
	return fmt.Sprintf("notation(%d)", n)
}

// ParseNotationName reads a notation name as NotationName writes it, in any
// case, so that the Format tag's "ICCS", "WXF", "Chinese" and "Vietnamese"
// are read too.
func ParseNotationName(s string) (rules.Notation, error) {
	t := strings.TrimSpace(s)
	for n := rules.ICCS; n <= rules.Vietnamese; n++ {
		if strings.EqualFold(t, NotationName(n)) {
			return n, nil
		}
	}
	return rules.ICCS, fmt.Errorf("unknown notation %q (want iccs, wxf, chinese, chinese-traditional or vietnamese)", s)
}

// formatName is the Format tag's value for n: one "Chinese" for both
// character sets, as Chinese tools write it.
func formatName(n rules.Notation) string {
	switch n {
	case rules.WXF:
		return "WXF"
	case rules.Chinese, rules.ChineseTraditional:
		return "Chinese"
	case rules.Vietnamese:
		return "Vietnamese"
	}
	return "ICCS"
}
