package queries

// SetPruneWholeSeeds turns the seed pruning of SliceSeeds on or off and
// returns the previous setting.
func SetPruneWholeSeeds(on bool) bool {
	old := pruneWholeSeeds
	pruneWholeSeeds = on
	return old
}
