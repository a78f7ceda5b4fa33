package csvx

import "strings"

// AppendFields splits line on sep and appends the trimmed fields to dst.
// Empty fields are dropped unless keepEmpty is set.
func AppendFields(dst []string, line string, sep string, keepEmpty bool) []string {
	for _, f := range strings.Split(line, sep) {
		f = strings.TrimSpace(f)
		if f == "" && !keepEmpty {
			continue
		}
		dst = append(dst, f)
	}
	return dst
}

// Canon rewrites the names in place: lower case, spaces as underscores.
func Canon(names []string) {
	for i, n := range names {
		c := strings.ReplaceAll(strings.ToLower(n), " ", "_")
		if c != n {
			names[i] = c
		}
	}
}
