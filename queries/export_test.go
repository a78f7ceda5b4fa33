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
