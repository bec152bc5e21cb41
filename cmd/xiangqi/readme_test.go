//go:build display

package main

import (
	"flag"
	"os"
	"strings"
	"testing"
)

// TestReadmeListsFlags (issue 32, bug 7): the README's flag list names
// every flag of the command line (it had left out -width and -height).
func TestReadmeListsFlags(t *testing.T) {
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(b)
	var o options
	fs, _ := newFlagSet(&o)
	n := 0
	fs.VisitAll(func(f *flag.Flag) {
		n++
		if !strings.Contains(readme, "`-"+f.Name+" ") && !strings.Contains(readme, "`-"+f.Name+"`") && !strings.Contains(readme, " -"+f.Name+" ") {
			t.Errorf("the README does not list -%s (%s)", f.Name, f.Usage)
		}
	})
	if n < 30 {
		t.Fatalf("only %d flags seen", n)
	}
}
