package router

import "strings"

// Route maps a pattern such as "/users/:id" to a handler name.
type Route struct {
	Pattern string
	Handler string
}

func split(path string) []string {
	return strings.Split(strings.Trim(path, "/"), "/")
}

// Match returns the handler of the first route whose pattern matches path
// segment by segment, the values of its ":name" segments, and the number
// of routes it tried.
func Match(routes []Route, path string) (string, map[string]string, int) {
	segs := split(path)
	tried := 0
candidates:
	for _, rt := range routes {
		tried++
		pat := split(rt.Pattern)
		if len(pat) != len(segs) {
			continue
		}
		params := map[string]string{}
		for i, p := range pat {
			if strings.HasPrefix(p, ":") {
				params[p[1:]] = segs[i]
				continue
			}
			if p != segs[i] {
				continue candidates
			}
		}
		return rt.Handler, params, tried
	}
	return "", nil, tried
}
