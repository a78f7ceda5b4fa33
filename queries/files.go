package queries

import (
	"fmt"
	"strings"
)

// FileStmts returns every statement file declares (path relative to the
// indexed root), ordered by line, with the access paths each defines: the
// statements a change to the file can be mapped to. An unknown file has
// none. One query anchored on the File primary key.
func (e *Engine) FileStmts(file string) ([]Seed, error) {
	rows, err := e.DB.Query(Cypher("file_stmts"), map[string]any{"file": file})
	if err != nil {
		return nil, fmt.Errorf("statements of %s: %w", file, err)
	}
	out := make([]Seed, 0, len(rows.Data))
	for _, r := range rows.Data {
		n := len(r)
		out = append(out, Seed{Stmt: stmtRow(r[:n-1], asInt(r[12]), vref{}), Defs: strings.Fields(asString(r[n-1]))})
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
	rows, err := e.DB.Query(Cypher("stmts_many"), map[string]any{"ids": ids})
	if err != nil {
		return nil, fmt.Errorf("stmts_many: %w", err)
	}
	for _, r := range rows.Data {
		s := stmtRow(r, asInt(r[12]), vref{})
		out[s.ID] = s
	}
	return out, nil
}
