package queries

// SetPruneWholeSeeds turns the seed pruning of SliceSeeds on or off and
// returns the previous setting.
func SetPruneWholeSeeds(on bool) bool {
	old := pruneWholeSeeds
	pruneWholeSeeds = on
	return old
}

// SetGroupGlobal turns the grouping of GLOBAL crossings from many
// vertices on or off and returns the previous setting.
func SetGroupGlobal(on bool) bool {
	old := groupGlobal
	groupGlobal = on
	return old
}

// ExpandSets is expandSets, for tests.
var ExpandSets = expandSets

// WriterCallLevels runs writerCalls for writes of module-level variables
// in function fn given as (vertex id, call level, distance) triples, in
// the order given, and returns the call level of each call site found.
func WriterCallLevels(e *Engine, fn int64, writes [][3]int64) ([]int, error) {
	vs := make([]vref, 0, len(writes))
	for _, w := range writes {
		vs = append(vs, vref{id: w[0], fn: fn, level: int(w[1]), dist: int(w[2])})
	}
	calls, err := e.writerCalls(vs, &Result{})
	if err != nil {
		return nil, err
	}
	out := make([]int, 0, len(calls))
	for _, c := range calls {
		out = append(out, c.level)
	}
	return out, nil
}

// SliceSeedsFrom is SliceSeeds with the functions of home at call distance
// 0 (Result.home; none when home is empty): one seed's share of a slice of
// seeds in several functions, which have none.
func SliceSeedsFrom(e *Engine, seeds []Seed, home []int64, dir Direction, depth int) (*Result, error) {
	return e.sliceSeeds(seeds, home, dir, depth)
}
