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
// of N assignments (parse and SDG build): its time per statement must stay
// flat as N grows. Before reaching definitions started in reverse
// postorder it grew with N² (20,000 assignments: 400 s).
func BenchmarkBuildModuleOfAssignments(b *testing.B) {
	for _, n := range []int{1000, 5000, 10000, 20000} {
		var src strings.Builder
		for i := 0; i < n; i++ {
			fmt.Fprintf(&src, "x%d = x%d + %d\n", i, max(i-1, 0), i)
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
