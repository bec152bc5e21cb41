package main

import (
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"
)

// row is one search: position index (from 1, in the set's order), time
// and what the engine reported.
type row struct {
	Pos  int
	Time time.Duration
	search
}

// writeTSV writes one line per search under a header. Iterations lists
// depth:nodes of every completed iteration the engine gave nodes for.
func writeTSV(w io.Writer, rows []row) error {
	var b strings.Builder
	b.WriteString("pos\ttime_ms\tdepth\tnodes\tnps\tebf_a\tebf_b\twall_ms\titerations\n")
	for _, r := range rows {
		its := make([]string, len(r.Iters))
		for i, it := range r.Iters {
			its[i] = fmt.Sprintf("%d:%d", it.Depth, it.Nodes)
		}
		fmt.Fprintf(&b, "%d\t%d\t%d\t%d\t%s\t%s\t%s\t%d\t%s\n", r.Pos, r.Time.Milliseconds(), r.Depth, r.Nodes,
			decimal(r.nps(), 0), decimal(r.ebfA(), 3), decimal(r.ebfB(), 3), r.Wall.Milliseconds(), strings.Join(its, ","))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// decimal writes x with prec decimals, or "-" for a figure the engine's
// output does not give (NaN).
func decimal(x float64, prec int) string {
	if math.IsNaN(x) {
		return "-"
	}
	return strconv.FormatFloat(x, 'f', prec, 64)
}

// summary is the figures of one time over all positions.
type summary struct {
	Time               time.Duration
	N                  int
	Depth              float64 // median
	MinDepth, MaxDepth int
	Wall               float64 // median wall time from go to bestmove, ms
	NPS, EBFA, EBFB    float64 // medians of the searches that have the figure
	NB                 int     // how many searches have EBF (b)
}

// summarize gives one summary per time, in the order of times.
func summarize(rows []row, times []time.Duration) []summary {
	var out []summary
	for _, t := range times {
		s := summary{Time: t}
		var depth, wall, nps, a, b []float64
		for _, r := range rows {
			if r.Time != t {
				continue
			}
			if s.N == 0 || r.Depth < s.MinDepth {
				s.MinDepth = r.Depth
			}
			s.MaxDepth = max(s.MaxDepth, r.Depth)
			s.N++
			depth = append(depth, float64(r.Depth))
			wall = append(wall, float64(r.Wall.Milliseconds()))
			nps = appendKnown(nps, r.nps())
			a = appendKnown(a, r.ebfA())
			b = appendKnown(b, r.ebfB())
		}
		s.Wall = median(wall)
		s.Depth, s.NPS, s.EBFA, s.EBFB, s.NB = median(depth), median(nps), median(a), median(b), len(b)
		out = append(out, s)
	}
	return out
}

func appendKnown(xs []float64, x float64) []float64 {
	if math.IsNaN(x) {
		return xs
	}
	return append(xs, x)
}

// median is the middle value, the mean of the two middle ones for an even
// count, NaN for none.
func median(xs []float64) float64 {
	if len(xs) == 0 {
		return math.NaN()
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// writeSummary writes the table people read.
func writeSummary(w io.Writer, name string, positions int, sums []summary) error {
	fmt.Fprintf(w, "%s, %d positions; medians over the positions\n", name, positions)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "time\twall ms\tdepth\tmin–max\tnodes/s\tEBF a\tEBF b\tb of\t")
	for _, s := range sums {
		fmt.Fprintf(tw, "%v\t%s\t%s\t%d–%d\t%s\t%s\t%s\t%d\t\n", s.Time, decimal(s.Wall, 0), strconv.FormatFloat(s.Depth, 'f', -1, 64),
			s.MinDepth, s.MaxDepth, decimal(s.NPS, 0), decimal(s.EBFA, 3), decimal(s.EBFB, 3), s.NB)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	_, err := fmt.Fprintln(w, "EBF a = nodes^(1/depth); EBF b = geometric mean of nodes(d)/nodes(d-1) over the last 3 completed iterations (- : not reported)")
	return err
}
