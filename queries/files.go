package queries

import (
	"cmp"
	"fmt"
	"slices"
	"sort"
	"strings"
)

// FileStmts returns every statement file declares (path relative to the
// indexed root), ordered by line, with the access paths each defines: the
// statements a change to the file can be mapped to. An unknown file has
// none. One query anchored on the File primary key, one for the scopes.
func (e *Engine) FileStmts(file string) ([]Seed, error) {
	rows, err := e.DB.Query(Cypher("file_stmts"), map[string]any{"file": file})
	if err != nil {
		return nil, fmt.Errorf("statements of %s: %w", file, err)
	}
	full, err := e.withScopes(nil, rows.Data)
	if err != nil {
		return nil, fmt.Errorf("statements of %s: %w", file, err)
	}
	defs := make(map[int64]string, len(rows.Data))
	for _, r := range rows.Data {
		defs[asInt(r[0])] = asString(r[10])
	}
	out := make([]Seed, 0, len(full))
	for _, r := range full {
		out = append(out, Seed{Stmt: stmtRow(r, asInt(r[12]), vref{}), Defs: strings.Fields(defs[asInt(r[0])])})
	}
	return out, nil
}

// FileStmtsMany returns FileStmts of each file of files in two queries
// (file_stmts_many, funcs_many), whatever their number: a file with no
// statement in the index (unknown, or deleted) maps to none.
func (e *Engine) FileStmtsMany(files []string) (map[string][]Seed, error) {
	out := make(map[string][]Seed, len(files))
	if len(files) == 0 {
		return out, nil
	}
	rows, err := e.DB.Query(Cypher("file_stmts_many"), map[string]any{"files": files})
	if err != nil {
		return nil, fmt.Errorf("statements of %d files: %w", len(files), err)
	}
	full, err := e.withScopes(nil, rows.Data)
	if err != nil {
		return nil, fmt.Errorf("statements of %d files: %w", len(files), err)
	}
	defs := make(map[int64]string, len(rows.Data))
	for _, r := range rows.Data {
		defs[asInt(r[0])] = asString(r[10])
	}
	for _, r := range full {
		f := asString(r[1])
		out[f] = append(out[f], Seed{Stmt: stmtRow(r, asInt(r[12]), vref{}), Defs: strings.Fields(defs[asInt(r[0])])})
	}
	// file_stmts_many orders by file, line and end line, but Kùzu 0.11.3
	// mis-sorts some rows of a large result ordered by a string then an
	// integer key (TestFileQueriesManyLarge): each file's rows are put in
	// FileStmts' order here (file_stmts orders by line, end line, id).
	for _, ss := range out {
		slices.SortStableFunc(ss, func(a, b Seed) int {
			return cmp.Or(cmp.Compare(a.Line, b.Line), cmp.Compare(a.EndLine, b.EndLine), cmp.Compare(a.ID, b.ID))
		})
	}
	return out, nil
}

// FileScopesMany returns FileScopes of each file of files in one query.
func (e *Engine) FileScopesMany(files []string) (map[string][]Symbol, error) {
	out := make(map[string][]Symbol, len(files))
	if len(files) == 0 {
		return out, nil
	}
	got, err := e.symbols("file_scopes_many", map[string]any{"files": files})
	if err != nil {
		return nil, err
	}
	for _, s := range got {
		out[s.File] = append(out[s.File], s)
	}
	// FileScopes' order, which Kùzu's ORDER BY may miss (FileStmtsMany).
	for _, ss := range out {
		slices.SortStableFunc(ss, func(a, b Symbol) int {
			return cmp.Or(cmp.Compare(a.Line, b.Line), cmp.Compare(b.EndLine, a.EndLine))
		})
	}
	return out, nil
}

// ScopeStmts returns the statements of scope id's own body (not those of
// scopes nested in it), ordered by line; none for an unknown id. One query
// anchored on the Func primary key.
func (e *Engine) ScopeStmts(id int64) ([]Stmt, error) {
	rows, err := e.DB.Query(Cypher("scope_stmts"), map[string]any{"func": id})
	if err != nil {
		return nil, fmt.Errorf("statements of scope %d: %w", id, err)
	}
	out := make([]Stmt, 0, len(rows.Data))
	for _, r := range rows.Data {
		out = append(out, stmtRow(r, asInt(r[12]), vref{}))
	}
	return out, nil
}

// FileScopes returns the scopes defined in file (its module, classes,
// functions and methods), outermost first: by first line, then by the
// longest span.
func (e *Engine) FileScopes(file string) ([]Symbol, error) {
	return e.symbols("file_scopes", map[string]any{"file": file})
}

// Innermost returns the innermost of scopes (as FileScopes orders them)
// whose span holds line, and false when none does.
func Innermost(scopes []Symbol, line int) (Symbol, bool) {
	var best Symbol
	found := false
	for _, s := range scopes {
		if s.Line <= line && line <= s.EndLine && (!found || s.EndLine-s.Line <= best.EndLine-best.Line) {
			best, found = s, true
		}
	}
	return best, found
}

// SymbolByID returns the scope with Func id id (a primary-key lookup), and
// false when there is none.
func (e *Engine) SymbolByID(id int64) (Symbol, bool, error) {
	got, err := e.symbols("symbol_rows", map[string]any{"id": id})
	if err != nil || len(got) == 0 {
		return Symbol{}, false, err
	}
	return got[0], true, nil
}

// SymbolsByID returns the scopes with the given Func ids, by id: one
// primary-key lookup each up to ManySeeds ids, past that one IN-list scan
// of the Func table (10–20 ms on the standard library's scopes, against
// about 0.25 ms a lookup).
func (e *Engine) SymbolsByID(ids []int64) (map[int64]Symbol, error) {
	out := make(map[int64]Symbol, len(ids))
	if len(ids) > ManySeeds {
		got, err := e.symbols("symbols_many", map[string]any{"ids": ids})
		if err != nil {
			return nil, err
		}
		for _, s := range got {
			out[s.ID] = s
		}
		return out, nil
	}
	for _, id := range ids {
		s, ok, err := e.SymbolByID(id)
		if err != nil {
			return nil, err
		}
		if ok {
			out[id] = s
		}
	}
	return out, nil
}

// ScopeTreeStmts returns, for each scope of ids, its statements and those
// of the scopes nested in it at any depth, ordered by line: what a scope
// reads as a whole. Three queries plus one per nesting level
// (nested_scopes_many, scopes_stmts_many, funcs_many), whatever the number
// of scopes or files; unknown ids get no statements.
func (e *Engine) ScopeTreeStmts(ids []int64) (map[int64][]Stmt, error) {
	out := make(map[int64][]Stmt, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	asked := make(map[int64]bool, len(ids))
	parent := map[int64]int64{} // every scope collected -> its parent (-1: one of ids)
	var all, level []int64
	for _, id := range ids {
		if !asked[id] {
			asked[id] = true
			parent[id] = -1
			all = append(all, id)
			level = append(level, id)
		}
	}
	for depth := 0; len(level) > 0; depth++ {
		if depth > MaxNesting {
			return nil, fmt.Errorf("nested scopes: more than %d levels under scopes %v", MaxNesting, ids)
		}
		rows, err := e.runBounded(nil, "nested_scopes_many", level)
		if err != nil {
			return nil, err
		}
		level = nil
		for _, r := range rows.Data {
			child, p := asInt(r[0]), asInt(r[1])
			if _, seen := parent[child]; seen {
				parent[child] = p // asked too: nested in another asked scope
				continue
			}
			parent[child] = p
			all = append(all, child)
			level = append(level, child)
		}
	}
	srows, err := e.runBounded(nil, "scopes_stmts_many", all)
	if err != nil {
		return nil, err
	}
	rows, err := e.withScopes(nil, srows.Data)
	if err != nil {
		return nil, err
	}
	for _, r := range rows {
		s := stmtRow(r, asInt(r[12]), vref{})
		// To every asked scope on the way up from the statement's own.
		for sc, n := s.FuncID, 0; n <= MaxNesting; n++ {
			if asked[sc] {
				out[sc] = append(out[sc], s)
			}
			p, ok := parent[sc]
			if !ok || p < 0 {
				break
			}
			sc = p
		}
	}
	for id := range out {
		sort.Slice(out[id], func(i, j int) bool {
			a, b := out[id][i], out[id][j]
			return a.Line < b.Line || a.Line == b.Line && (a.EndLine < b.EndLine || a.EndLine == b.EndLine && a.ID < b.ID)
		})
	}
	return out, nil
}

// MaxNesting bounds the scope nesting ScopeTreeStmts follows: a deeper
// chain of Func.parent is taken for a cycle in a broken index.
const MaxNesting = 200

// StmtsByID returns the statements with the given ids, by id (one IN-list
// scan of the Stmt table past ManySeeds ids, else one primary-key lookup
// each).
func (e *Engine) StmtsByID(ids []int64) (map[int64]Stmt, error) {
	out := make(map[int64]Stmt, len(ids))
	if len(ids) <= ManySeeds {
		for _, id := range ids {
			s, ok, err := e.Stmt(id)
			if err != nil {
				return nil, err
			}
			if ok {
				out[id] = s
			}
		}
		return out, nil
	}
	rows, err := e.stmtRowsMany(nil, ids)
	if err != nil {
		return nil, err
	}
	for _, r := range rows {
		s := stmtRow(r, asInt(r[12]), vref{})
		out[s.ID] = s
	}
	return out, nil
}
