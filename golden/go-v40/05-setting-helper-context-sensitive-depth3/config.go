package main

var defaultHost = "localhost"

// setting reads key from cfg and falls back to def when the key is
// missing. Every lookup is counted in hits, a map owned by the caller.
func setting(cfg map[string]string, hits map[string]int, key, def string) string {
	k := canonKey(key)
	hits[k]++
	v, ok := cfg[k]
	if !ok {
		v = def
	}
	return v
}

// address joins the configured host and port; the port falls back to
// the one given by the caller.
func address(cfg map[string]string, hits map[string]int, port string) string {
	host := setting(cfg, hits, "host", defaultHost)
	p := setting(cfg, hits, "port", port)
	return host + ":" + p
}
