package loaders

// SetWALLimit sets the write-ahead log bound of updates in place
// (MaxWALBytes) to n bytes and returns a function that restores it.
func SetWALLimit(n int64) (restore func()) {
	old := walLimit
	walLimit = n
	return func() { walLimit = old }
}
