package queries

import (
	"fmt"
	"strings"
)

// HashedIDs is the length from which an id-list membership test of a
// query template ({{in EXPR NAME}}) is hashed into buckets instead of
// Kùzu's IN. Kùzu 0.11.3 tests `x IN $list` against every row in time
// proportional to the list: over sympy's 1.24 million vertices a range
// scan with IN costs 17 ms for 50 ids, 106 ms for 500, 560 ms for 3,000 and
// 1.8 s for 10,000, while the bucketed test costs 24, 26, 31 and 52 ms
// (cmd probe, best of three, random ids over the whole table). The two
// cross between 50 and 500 ids; 64 keeps IN for the short lists of most
// slices, where it is a little cheaper.
const HashedIDs = 64

// expandSets rewrites the id-set templates of q and returns the query and
// the parameters to run it with (a copy of params when anything changed):
//
//   - {{in EXPR NAME}} is EXPR IN $NAME when $NAME holds fewer than
//     HashedIDs ids, else list_contains($NAME_sets[abs(EXPR) % $NAME_m + 1], EXPR):
//     $NAME_sets holds the ids in $NAME_m buckets by abs(id) modulo
//     $NAME_m, one bucket per id, so the test reads one list of about
//     one id.
//   - {{at LIST NAME EXPR}} is the element of $LIST at EXPR's position in
//     $NAME ($LIST parallel to $NAME): $LIST[list_position($NAME, EXPR)],
//     or through the buckets, with $LIST_sets bucketed like $NAME.
//
// A template names a parameter that must be a []int64 (parallel lists too,
// of the same length); anything else is an error naming it. Kùzu evaluates
// a bucket index on rows other conjuncts reject, so the index is taken of
// abs(EXPR) and every bucket is a valid 1-based position.
func expandSets(q string, params map[string]any) (string, map[string]any, error) {
	if !strings.Contains(q, "{{in ") && !strings.Contains(q, "{{at ") {
		return q, params, nil
	}
	out := make(map[string]any, len(params)+4)
	for k, v := range params {
		out[k] = v
	}
	hashed := map[string]bool{}
	buckets := map[string][]int{} // NAME -> bucket of each position
	ids := func(name string) ([]int64, error) {
		v, ok := params[name].([]int64)
		if !ok {
			return nil, fmt.Errorf("query template: parameter $%s is not a list of ids", name)
		}
		return v, nil
	}
	bucket := func(name string) ([]int, int64, error) {
		if b, ok := buckets[name]; ok {
			return b, int64(len(b)), nil
		}
		list, err := ids(name)
		if err != nil {
			return nil, 0, err
		}
		m := int64(len(list))
		b := make([]int, len(list))
		sets := make([][]int64, m)
		for i, id := range list {
			a := id
			if a < 0 {
				a = -a
			}
			b[i] = int(a % m)
			sets[b[i]] = append(sets[b[i]], id)
		}
		for i := range sets {
			if sets[i] == nil {
				sets[i] = []int64{emptyBucket}
			}
		}
		buckets[name] = b
		out[name+"_sets"] = sets
		out[name+"_m"] = m
		return b, m, nil
	}
	var sb strings.Builder
	rest := q
	for {
		i := strings.Index(rest, "{{")
		if i < 0 {
			sb.WriteString(rest)
			break
		}
		j := strings.Index(rest[i:], "}}")
		if j < 0 {
			return "", nil, fmt.Errorf("query template: unclosed {{ in %q", rest[i:])
		}
		sb.WriteString(rest[:i])
		f := strings.Fields(rest[i+2 : i+j])
		rest = rest[i+j+2:]
		switch {
		case len(f) == 3 && f[0] == "in":
			expr, name := f[1], f[2]
			list, e := ids(name)
			if e != nil {
				return "", nil, e
			}
			if len(list) < HashedIDs {
				fmt.Fprintf(&sb, "%s IN $%s", expr, name)
				continue
			}
			if _, _, e := bucket(name); e != nil {
				return "", nil, e
			}
			hashed[name] = true
			fmt.Fprintf(&sb, "list_contains($%s_sets[abs(%s) %% $%s_m + 1], %s)", name, expr, name, expr)
		case len(f) == 4 && f[0] == "at":
			list, name, expr := f[1], f[2], f[3]
			keys, e := ids(name)
			if e != nil {
				return "", nil, e
			}
			if len(keys) < HashedIDs {
				fmt.Fprintf(&sb, "$%s[list_position($%s, %s)]", list, name, expr)
				continue
			}
			vals, e := ids(list)
			if e != nil {
				return "", nil, e
			}
			if len(vals) != len(keys) {
				return "", nil, fmt.Errorf("query template: $%s has %d values for %d ids of $%s", list, len(vals), len(keys), name)
			}
			b, m, e := bucket(name)
			if e != nil {
				return "", nil, e
			}
			sets := make([][]int64, m)
			for i, v := range vals {
				sets[b[i]] = append(sets[b[i]], v)
			}
			for i := range sets {
				if sets[i] == nil {
					sets[i] = []int64{emptyBucket}
				}
			}
			out[list+"_sets"] = sets
			hashed[name], hashed[list] = true, true
			fmt.Fprintf(&sb, "$%s_sets[abs(%s) %% $%s_m + 1][list_position($%s_sets[abs(%s) %% $%s_m + 1], %s)]",
				list, expr, name, name, expr, name, expr)
		case len(f) > 0 && (f[0] == "in" || f[0] == "at"):
			return "", nil, fmt.Errorf("query template: cannot read {{%s}}", strings.Join(f, " "))
		default:
			sb.WriteString("{{" + strings.Join(f, " ") + "}}") // not an id-set template
		}
	}
	q = sb.String()
	if len(hashed) > 0 {
		used := map[string]bool{}
		for _, n := range paramNames(q) {
			used[n] = true
		}
		for n := range hashed {
			if !used[n] {
				delete(out, n)
			}
		}
	}
	return q, out, nil
}

// emptyBucket fills a bucket no id fell in (Kùzu infers no type for an
// empty list); no vertex, statement or scope has this id.
const emptyBucket = -1 << 62

// ShowSets returns q with its id-set templates written as they run for
// short lists (EXPR IN $NAME, $LIST[list_position($NAME, EXPR)]), for
// printing a query to people.
func ShowSets(q string) string {
	var sb strings.Builder
	for {
		i := strings.Index(q, "{{")
		j := strings.Index(q[max(i, 0):], "}}")
		if i < 0 || j < 0 {
			sb.WriteString(q)
			return sb.String()
		}
		sb.WriteString(q[:i])
		f := strings.Fields(q[i+2 : i+j])
		switch {
		case len(f) == 3 && f[0] == "in":
			fmt.Fprintf(&sb, "%s IN $%s", f[1], f[2])
		case len(f) == 4 && f[0] == "at":
			fmt.Fprintf(&sb, "$%s[list_position($%s, %s)]", f[1], f[2], f[3])
		default:
			sb.WriteString(q[i : i+j+2])
		}
		q = q[i+j+2:]
	}
}
