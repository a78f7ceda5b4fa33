// Package benchmarks holds the speed and memory benchmarks of Semantica,
// run with `make bench` (go test -bench). Figures are reported in the issue
// notes, never asserted in tests.
//
// The corpus is the Python standard library of the machine's python3
// (the directory of the os module), without test/ and site-packages/, as
// the issues specify; SEMANTICA_BENCH_CORPUS overrides it. Benchmarks skip
// when no corpus is found.
//
//   - BenchmarkIndexStdlib: a full index run (walk, parse, SDG, tokens,
//     bulk load); reports files, statements, edges, MB on disk and the
//     phase timings in ms.
//   - BenchmarkSliceStdlib: backward slices of 200 criteria drawn with a
//     fixed seed from the index, with the database open; reports the
//     median and 95th-percentile latency in ms.
//
// The package also runs the `semantica bench` commands (golden, tokens,
// plan, optimizer, pack, load, slice, mcp, callgraph, diff, localize).
// RunLocalize is the yardstick of retrieval on real bug reports: for
// SWE-bench-style instances it indexes the repository at the base commit
// (git archive; the repository is only read), packs the problem statement
// and checks the gold files and functions (expected_spans, or the
// innermost functions of the patch's removed and insertion lines) against
// whole files ranked by BM25 in the same budget.
package benchmarks
