package conf

// Lookup reads an integer setting. A missing key or a value that is not an
// int leaves val at def and found false.
func Lookup(settings map[string]any, key string, def int) (val int, found bool) {
	val = def
	raw, ok := settings[key]
	if !ok {
		return
	}
	n, isInt := raw.(int)
	if !isInt {
		return
	}
	val = n
	found = true
	return
}

// Keys counts the settings that have a non-empty key.
func Keys(settings map[string]any) int {
	n := 0
	for k := range settings {
		if k != "" {
			n++
		}
	}
	return n
}
