package loaders

import (
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"strconv"

	"github.com/semantica/semantica/loaders/pdg"
	"github.com/semantica/semantica/queries"
	"github.com/semantica/semantica/schema"
)

// boundedKinds are the dependence kinds pdg.BoundedSummaries reads.
var boundedKinds = []string{schema.Data, schema.Ctrl, schema.Jump, schema.ArgCtrl, schema.Summary, schema.ParamIn, schema.ParamOut}

// RebuildBoundedTables refills the depth-bounded summary tables
// (BOUNDED_FWD_k, BOUNDED_BWD_k) of an open read-write database from its
// vertices and dependence tables, as the loader computes them
// (pdg.BoundedSummaries): a write session (`query cypher --write`,
// `shell --write`) changes the per-kind tables, and the closures walk
// these beside them. The rows go through CSV files in a temporary
// directory under dir (removed after), one COPY per table after every
// table is emptied; an error leaves the tables partly filled and is
// returned wrapped.
func RebuildBoundedTables(db *queries.DB, dir string) error {
	rows, err := db.Query("MATCH (v:Vertex) RETURN v.id, v.role, v.stmt, v.func, v.var", nil)
	if err != nil {
		return fmt.Errorf("rebuild the bounded summary tables: %w", err)
	}
	vs := make([]schema.Vertex, 0, len(rows.Data))
	for _, r := range rows.Data {
		v := schema.Vertex{ID: cellInt(r[0]), Role: cellString(r[1]), Stmt: cellInt(r[2]), Func: cellInt(r[3]), Var: cellString(r[4])}
		vs = append(vs, v)
	}
	var deps []schema.Dep
	for _, k := range boundedKinds {
		rows, err := db.Query(fmt.Sprintf("MATCH (a:Vertex)-[:%s]->(b:Vertex) RETURN a.id, b.id", schema.RelTable(k)), nil)
		if err != nil {
			return fmt.Errorf("rebuild the bounded summary tables: %w", err)
		}
		for _, r := range rows.Data {
			deps = append(deps, schema.Dep{From: cellInt(r[0]), To: cellInt(r[1]), Kind: k})
		}
	}
	levels := pdg.BoundedSummaries(deps, vs, schema.BoundedLevels)
	tmp, err := os.MkdirTemp(dir, "bounded-")
	if err != nil {
		return fmt.Errorf("rebuild the bounded summary tables: %w", err)
	}
	defer os.RemoveAll(tmp)
	for k := 1; k <= schema.BoundedLevels; k++ {
		for _, reverse := range []bool{false, true} {
			table := schema.BoundedTable(k, reverse)
			if _, err := db.Query(fmt.Sprintf("MATCH (:Vertex)-[r:%s]->(:Vertex) DELETE r", table), nil); err != nil {
				return fmt.Errorf("rebuild the bounded summary tables: %w", err)
			}
			if len(levels[k-1]) == 0 {
				continue
			}
			path := filepath.Join(tmp, table+".csv")
			if err := writePairs(path, levels[k-1], reverse); err != nil {
				return fmt.Errorf("rebuild the bounded summary tables: %w", err)
			}
			if _, err := db.Copy(table, path, false, true); err != nil {
				return fmt.Errorf("rebuild the bounded summary tables: %w", err)
			}
		}
	}
	return nil
}

// writePairs writes vertex id pairs as CSV rows, reversed when asked.
func writePairs(path string, pairs [][2]int64, reverse bool) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	w := csv.NewWriter(f)
	for _, p := range pairs {
		if reverse {
			p[0], p[1] = p[1], p[0]
		}
		if err := w.Write([]string{strconv.FormatInt(p[0], 10), strconv.FormatInt(p[1], 10)}); err != nil {
			f.Close()
			return err
		}
	}
	w.Flush()
	if err := w.Error(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// cellInt and cellString read a query cell (NULL as zero).
func cellInt(v any) int64 {
	n, _ := v.(int64)
	return n
}

func cellString(v any) string {
	s, _ := v.(string)
	return s
}
