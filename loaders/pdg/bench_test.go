package pdg_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/semantica/semantica/loaders/ir"
	"github.com/semantica/semantica/loaders/pdg"
	"github.com/semantica/semantica/loaders/python"
)

// BenchmarkBuildModuleOfAssignments is the index time curve of one module
// of N assignments (parse and SDG build): its time and memory per
// statement must stay flat as N grows. Before reaching definitions started
// in reverse postorder it grew with N² (20,000 assignments: 400 s); before
// they kept sets per basic block instead of per statement, 20,000
// assignments took 355 MB (now 140 MB) and 29 µs a statement (now 18-20).
func BenchmarkBuildModuleOfAssignments(b *testing.B) {
	benchModule(b, "x%[1]d = x%[2]d + %[1]d\n")
}

// BenchmarkBuildModuleOfBranches is the same curve for a module of N
// conditional assignments (if c: xI = I), where every statement starts a
// basic block: reaching definitions keep two sets per block, each of at
// most maxGroupDefs bits, so memory per statement stays flat (bytes/op
// over N); time per statement grows slowly, a pass costing blocks ×
// definitions / 64 word operations.
func BenchmarkBuildModuleOfBranches(b *testing.B) {
	benchModule(b, "if c:\n    x%[1]d = x%[2]d + %[1]d\n")
}

// benchModule parses and builds one module of N statements made from
// line (statement i as line with i and i-1), for N from 1k to 20k, and
// reports µs per statement.
func benchModule(b *testing.B, line string) {
	for _, n := range []int{1000, 5000, 10000, 20000} {
		var src strings.Builder
		for i := 0; i < n; i++ {
			fmt.Fprintf(&src, line, i, max(i-1, 0))
		}
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			p := python.NewParser()
			defer p.Close()
			for i := 0; i < b.N; i++ {
				f, err := p.Parse("m.py", "m", false, []byte(src.String()))
				if err != nil {
					b.Fatal(err)
				}
				pdg.Build([]*ir.File{f}, pdg.Options{})
			}
			b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N)/float64(n), "µs/stmt")
		})
	}
}
