package main

// Defaults used when a setting is missing or has the wrong type.
const (
	DefaultPort    = 8080
	DefaultWorkers = 4
)

// intSetting returns cfg[key] as an int, or def when the key is absent,
// holds another type, or holds a non-positive number.
func intSetting(cfg map[string]any, key string, def int) int {
	raw, found := cfg[key]
	if !found {
		return def
	}
	v, ok := raw.(int)
	if !ok {
		return def
	}
	if v <= 0 {
		v = def
	}
	return v
}

// boolSetting returns cfg[key] as a bool, false when absent or mistyped.
func boolSetting(cfg map[string]any, key string) bool {
	b, ok := cfg[key].(bool)
	if !ok {
		return false
	}
	return b
}
