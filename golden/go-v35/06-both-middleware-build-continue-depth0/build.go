package main

// Handler serves one request string.
type Handler func(req string) string

// Middleware wraps a Handler in another one.
type Middleware func(next Handler) Handler

// Build wraps base with the named middleware, names[0] outermost.
// Unknown names are reported back instead of applied.
func Build(base Handler, stack map[string]Middleware, names []string) (Handler, []string) {
	h := base
	applied := 0
	var missing []string
	for i := len(names) - 1; i >= 0; i-- {
		mw, ok := stack[names[i]]
		if !ok {
			missing = append(missing, names[i])
			continue
		}
		h = mw(h)
		applied++
	}
	if applied == 0 {
		return base, missing
	}
	if h == nil {
		h = base
	}
	return h, missing
}
