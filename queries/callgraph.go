package queries

import "sort"

// CallGraph returns the call graph in PyCG's JSON adjacency format: every
// function, method, class body and module of the repository (module code
// named by its module) maps to the sorted qualified names it may call.
// Builtins appear as <builtin>.NAME and callees outside the repository by
// their imported dotted name; unresolved calls are left out (they are kept
// in the graph as Func nodes of kind 'unresolved').
func CallGraph(db *DB) (map[string][]string, error) {
	out := map[string][]string{}
	rows, err := db.Query(Cypher("callgraph_nodes"), nil)
	if err != nil {
		return nil, err
	}
	for _, r := range rows.Data {
		out[asString(r[0])] = []string{}
	}
	rows, err = db.Query(Cypher("callgraph_edges"), nil)
	if err != nil {
		return nil, err
	}
	seen := map[[2]string]bool{}
	for _, r := range rows.Data {
		from, to := asString(r[0]), asString(r[1])
		if seen[[2]string{from, to}] {
			continue
		}
		seen[[2]string{from, to}] = true
		out[from] = append(out[from], to)
	}
	for k := range out {
		sort.Strings(out[k])
	}
	return out, nil
}
