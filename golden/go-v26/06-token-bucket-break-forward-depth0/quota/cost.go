package quota

import "strings"

// costOf charges writes more than reads.
func costOf(req string) int {
	if strings.HasPrefix(req, "GET ") {
		return 1
	}
	return 3
}

// normalize upper-cases the method and drops surrounding blanks.
func normalize(req string) string {
	method, path, _ := strings.Cut(strings.TrimSpace(req), " ")
	return strings.ToUpper(method) + " " + path
}
