package tarx

// Clean returns name with every non-ASCII and NUL character dropped.
func Clean(name string) string {
	return toASCII(name)
}

// Plain reports whether name can be stored without conversion.
func Plain(name string) bool {
	return isASCII(name)
}
