package queries

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"
)

// Access says what an ad-hoc query may do to the index.
type Access int

const (
	// ReadOnly queries read the graph and nothing else. Every read path and
	// every network-facing server uses it.
	ReadOnly Access = iota
	// ReadWrite queries may also change the graph (CREATE, MERGE, SET,
	// DELETE, REMOVE, DROP, ALTER). Only the CLI's `query cypher --write`
	// and `shell --write` use it. Even then a query can neither load code
	// nor touch a file.
	ReadWrite
)

// Limits bound an ad-hoc query before and while it runs. The zero value
// means the defaults below.
type Limits struct {
	// MaxBytes caps the query text (bytes; default DefaultMaxQueryBytes).
	MaxBytes int
	// MaxNesting caps the depth of nested (), [] and {} (default
	// DefaultMaxNesting): Kùzu's recursive-descent parser overflows its
	// stack on a few thousand levels and kills the process.
	MaxNesting int
	// MaxTokens caps the tokens of the query (default DefaultMaxTokens).
	// Kùzu binds a chain of binary operators as a left-deep tree, so a
	// long chain nests as deeply as brackets do: 2,000 terms of 1+1+…
	// take 1.5 s to bind, 20,000 run for 100 s and then overflow the
	// stack and kill the process.
	MaxTokens int
}

// Defaults of Limits. 64 KiB is about a hundred times the longest query
// Semantica itself runs (closure_backward.cypher: 699 bytes with its
// comments); 64 levels of nesting is deeper than any query a person writes
// and far below the ~3,000 that crash Kùzu 0.11.3's parser; 2,000 tokens is
// about twenty times the longest example of the shell's :help (104 tokens),
// and a chain of that length binds in under 0.5 s.
const (
	DefaultMaxQueryBytes = 64 << 10
	DefaultMaxNesting    = 64
	DefaultMaxTokens     = 2000
)

// RefusedError is an ad-hoc query the guard will not run. Clause names the
// construct (`LOAD EXTENSION`, `COPY`, `CALL timeout=…`, an operator of
// Kùzu's plan), Reason says why.
type RefusedError struct {
	Clause string
	Reason string
}

func (e *RefusedError) Error() string {
	return fmt.Sprintf("query refused: %s %s", e.Clause, e.Reason)
}

// LimitError is an ad-hoc query stopped by a limit while it ran: its time
// limit, the memory of the buffer pool, or an interrupt (Ctrl-C).
type LimitError struct {
	What string // "time", "memory" or "interrupt"
	Msg  string
	Err  error // Kùzu's own error
}

func (e *LimitError) Error() string { return e.Msg }
func (e *LimitError) Unwrap() error { return e.Err }

// alwaysDenied are clauses no ad-hoc query may hold, with why. They load
// native code, read or write files, reach other databases, or change the
// session (and so the limits) of the connection.
var alwaysDenied = map[string]string{
	"LOAD":       "reads files or loads native code",
	"FORCE":      "installs an extension (native code)",
	"UPDATE":     "updates an extension (native code)",
	"INSTALL":    "installs an extension (native code)",
	"UNINSTALL":  "removes an extension",
	"COPY":       "reads or writes files",
	"EXPORT":     "writes files",
	"IMPORT":     "reads files",
	"ATTACH":     "opens another database",
	"USE":        "switches to another database",
	"CHECKPOINT": "writes the database files",
	"BEGIN":      "opens a transaction",
	"COMMIT":     "ends a transaction",
	"ROLLBACK":   "ends a transaction",
}

// writeClauses change the graph; they need ReadWrite.
var writeClauses = map[string]bool{
	"CREATE": true, "MERGE": true, "SET": true, "DELETE": true, "DETACH": true,
	"REMOVE": true, "DROP": true, "ALTER": true, "COMMENT": true,
}

// allowedCalls are the table functions an ad-hoc CALL may name: catalog and
// status functions that read neither files nor the network.
var allowedCalls = map[string]bool{
	"SHOW_TABLES": true, "TABLE_INFO": true, "SHOW_CONNECTION": true, "DB_VERSION": true,
	"CURRENT_SETTING": true, "SHOW_FUNCTIONS": true, "SHOW_WARNINGS": true, "SHOW_INDEXES": true,
	"SHOW_SEQUENCES": true, "SHOW_MACROS": true, "SHOW_PROJECTED_GRAPHS": true, "STORAGE_INFO": true,
}

// planFunctions are the table functions Kùzu may put in a read plan besides
// allowedCalls: READ_FTABLE scans an intermediate result (UNWIND, the
// output of a recursive join).
var planFunctions = map[string]bool{"READ_FTABLE": true}

// readOperators are the physical operators of Kùzu 0.11.3 a read-only plan
// may hold. Anything else (COPY_TO, EXPORT_DATABASE, LOAD_EXTENSION,
// INSTALL_EXTENSION, ATTACH_DATABASE, USE_DATABASE, STANDALONE_CALL,
// TRANSACTION, an operator a later Kùzu adds) refuses the query: the list
// admits what is known to read, rather than deny what is known to harm.
var readOperators = map[string]bool{
	"RESULT_COLLECTOR": true, "PROJECTION": true, "FILTER": true, "FLATTEN": true,
	"SCAN_NODE_TABLE": true, "SCAN_REL_TABLE": true, "PRIMARY_KEY_SCAN_NODE_TABLE": true,
	"OFFSET_SCAN_NODE_TABLE": true, "INDEX_LOOKUP": true, "COUNT_REL_TABLE": true,
	"HASH_JOIN_BUILD": true, "HASH_JOIN_PROBE": true, "INTERSECT_BUILD": true, "INTERSECT": true,
	"CROSS_PRODUCT": true, "SEMI_MASKER": true, "MULTIPLICITY_REDUCER": true,
	"LIMIT": true, "SKIP": true, "TOP_K": true, "TOP_K_SCAN": true,
	"ORDER_BY": true, "ORDER_BY_MERGE": true, "ORDER_BY_SCAN": true,
	"AGGREGATE": true, "AGGREGATE_FINALIZE": true, "AGGREGATE_SCAN": true,
	"UNION_ALL_SCAN": true, "UNWIND": true, "EMPTY_RESULT": true,
	"RECURSIVE_EXTEND": true, "PATH_PROPERTY_PROBE": true, "TABLE_FUNCTION_CALL": true,
	// Sinks that discard their input (a pipeline's end inside a plan).
	"DUMMY_SINK": true, "DUMMY_SIMPLE_SINK": true,
}

// writeOperators are what ReadWrite adds to readOperators.
var writeOperators = map[string]bool{
	"INSERT": true, "SET_PROPERTY": true, "DELETE_": true, "DELETE": true, "MERGE": true,
	"CREATE_TABLE": true, "CREATE_SEQUENCE": true, "CREATE_TYPE": true, "CREATE_MACRO": true,
	"DROP": true, "DROP_TABLE": true, "ALTER": true, "COMMENT_ON": true, "PARTITIONER": true,
}

// token is one lexical unit of a Cypher query.
type token struct {
	kind byte // 'w' word, 'q' quoted `name`, 's' string, 'p' $param, 'n' number, else the punctuation byte
	text string
	end  int // byte offset just past the token
}

// lexCypher splits q into tokens, dropping comments and whitespace, and
// checks the limits that must hold before Kùzu's parser sees the text.
func lexCypher(q string, lim Limits) ([]token, error) {
	if lim.MaxBytes <= 0 {
		lim.MaxBytes = DefaultMaxQueryBytes
	}
	if lim.MaxNesting <= 0 {
		lim.MaxNesting = DefaultMaxNesting
	}
	if lim.MaxTokens <= 0 {
		lim.MaxTokens = DefaultMaxTokens
	}
	if len(q) > lim.MaxBytes {
		return nil, &RefusedError{"the query", fmt.Sprintf("is %d bytes, over the limit of %d", len(q), lim.MaxBytes)}
	}
	if !utf8.ValidString(q) {
		return nil, &RefusedError{"the query", "is not valid UTF-8"}
	}
	if strings.IndexByte(q, 0) >= 0 {
		return nil, &RefusedError{"the query", "holds a NUL byte"}
	}
	isWord := func(c byte) bool {
		return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
	}
	var toks []token
	depth := 0
	for i := 0; i < len(q); {
		if len(toks) > lim.MaxTokens {
			return nil, &RefusedError{"the query", fmt.Sprintf("has more than %d tokens", lim.MaxTokens)}
		}
		c := q[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v':
			i++
		case c == '/' && i+1 < len(q) && q[i+1] == '/':
			for i < len(q) && q[i] != '\n' {
				i++
			}
		case c == '/' && i+1 < len(q) && q[i+1] == '*':
			end := strings.Index(q[i+2:], "*/")
			if end < 0 {
				return nil, &RefusedError{"the query", "has an unterminated /* comment"}
			}
			i += end + 4
		case c == '\'' || c == '"' || c == '`':
			j := i + 1
			for j < len(q) && q[j] != c {
				if q[j] == '\\' && c != '`' {
					j++
				}
				j++
			}
			if j >= len(q) {
				return nil, &RefusedError{"the query", fmt.Sprintf("has an unterminated %c literal", c)}
			}
			kind := byte('s')
			if c == '`' {
				kind = 'q'
			}
			toks = append(toks, token{kind, q[i+1 : j], j + 1})
			i = j + 1
		case c == '$':
			j := i + 1
			for j < len(q) && isWord(q[j]) {
				j++
			}
			name := q[i+1 : j]
			if name == "" {
				return nil, &RefusedError{"$", "is not followed by a parameter name"}
			}
			for k := 0; k < len(name); k++ {
				if name[k] >= 0x80 {
					return nil, &RefusedError{"$" + name, "is not a parameter name: use ASCII letters, digits and _"}
				}
			}
			toks = append(toks, token{'p', name, j})
			i = j
		case c >= '0' && c <= '9':
			j := i
			for j < len(q) && (isWord(q[j]) || q[j] == '.' && j+1 < len(q) && q[j+1] >= '0' && q[j+1] <= '9') {
				j++
			}
			toks = append(toks, token{'n', q[i:j], j})
			i = j
		case isWord(c):
			j := i
			for j < len(q) && isWord(q[j]) {
				j++
			}
			toks = append(toks, token{'w', q[i:j], j})
			i = j
		default:
			switch c {
			case '(', '[', '{':
				depth++
				if depth > lim.MaxNesting {
					return nil, &RefusedError{"the query", fmt.Sprintf("nests brackets deeper than %d levels", lim.MaxNesting)}
				}
			case ')', ']', '}':
				depth--
			}
			toks = append(toks, token{c, string(c), i + 1})
			i++
		}
	}
	return toks, nil
}

// CheckQuery is the guard's first, lexical pass over an ad-hoc query: the
// size and nesting limits, one statement only, ASCII parameter names, no
// clause of alwaysDenied whatever its casing or the comments around it, no
// write clause unless access is ReadWrite, and CALL only of allowedCalls (a
// `CALL name=value` setting is refused). It never talks to Kùzu. DB.AdHoc
// runs it, then checks Kùzu's own plan of the query.
func CheckQuery(q string, access Access, lim Limits) error {
	toks, err := lexCypher(q, lim)
	if err != nil {
		return err
	}
	for len(toks) > 0 && toks[len(toks)-1].kind == ';' {
		toks = toks[:len(toks)-1]
	}
	if len(toks) == 0 {
		return &RefusedError{"the query", "is empty"}
	}
	word := func(i int) string {
		if i < 0 || i >= len(toks) || toks[i].kind != 'w' {
			return ""
		}
		return strings.ToUpper(toks[i].text)
	}
	var sepErr error // reported after any refused clause, which says more
	for i, t := range toks {
		if t.kind == ';' && sepErr == nil {
			sepErr = &RefusedError{"`;`", "separates statements: run one statement at a time"}
		}
		if t.kind != 'w' {
			continue
		}
		// A word after '.' or ':' is a property, label or rel type; one
		// before ':' is a map key.
		if i > 0 && (toks[i-1].kind == '.' || toks[i-1].kind == ':') || i+1 < len(toks) && toks[i+1].kind == ':' {
			continue
		}
		kw := strings.ToUpper(t.text)
		if why, ok := alwaysDenied[kw]; ok {
			clause := kw
			if next := word(i + 1); next == "FROM" || next == "EXTENSION" || next == "DATABASE" || next == "WITH" || next == "TO" {
				clause += " " + next
			}
			return &RefusedError{clause, why}
		}
		if kw == "DETACH" && word(i+1) == "DATABASE" {
			return &RefusedError{"DETACH DATABASE", "closes another database"}
		}
		if writeClauses[kw] && access != ReadWrite {
			return &RefusedError{kw, "writes to the index: ad-hoc queries are read-only here (the CLI's --write allows it)"}
		}
		if kw == "CALL" {
			name := word(i + 1)
			if name == "" {
				return &RefusedError{"CALL", "must name a table function"}
			}
			if i+2 < len(toks) && toks[i+2].kind == '=' {
				return &RefusedError{"CALL " + strings.ToLower(name) + "=…", "changes a database setting (limits among them)"}
			}
			if !allowedCalls[name] {
				return &RefusedError{"CALL " + name, "is not one of the table functions ad-hoc queries may call (" + strings.Join(sortedKeys(allowedCalls), ", ") + ")"}
			}
		}
	}
	return sepErr
}

var (
	planOperator = regexp.MustCompile(`([A-Z][A-Z_]*)\[\d+\]`)
	planFunction = regexp.MustCompile(`Function: ([A-Z][A-Z_0-9]*)`)
)

// checkPlan asks Kùzu for the physical plan of q (EXPLAIN, which plans and
// does not run it) and refuses any operator outside the allow-list of
// access, and any table function outside allowedCalls and planFunctions.
// This is the second pass: it holds even for a construct the lexical pass
// does not know. It returns the operators seen.
func (d *DB) checkPlan(q string, params map[string]any, access Access) ([]string, error) {
	if toks, err := lexCypher(q, Limits{}); err == nil && len(toks) > 0 && toks[0].kind == 'w' {
		if kw := strings.ToUpper(toks[0].text); kw == "EXPLAIN" || kw == "PROFILE" {
			q = q[toks[0].end:]
		}
	}
	rows, err := d.Query("EXPLAIN "+q, params)
	if err != nil {
		return nil, fmt.Errorf("plan: %w", err)
	}
	var plan strings.Builder
	for _, r := range rows.Data {
		for _, v := range r {
			fmt.Fprintln(&plan, v)
		}
	}
	seen := map[string]bool{}
	var ops []string
	for _, m := range planOperator.FindAllStringSubmatch(plan.String(), -1) {
		op := m[1]
		if seen[op] {
			continue
		}
		seen[op] = true
		ops = append(ops, op)
		if !readOperators[op] && !(access == ReadWrite && writeOperators[op]) {
			return ops, &RefusedError{"operator " + op, "of Kùzu's plan is not one an ad-hoc query may run"}
		}
	}
	if len(ops) == 0 {
		return nil, &RefusedError{"the query", "has no plan Kùzu would show"}
	}
	for _, m := range planFunction.FindAllStringSubmatch(plan.String(), -1) {
		if !allowedCalls[m[1]] && !planFunctions[m[1]] {
			return ops, &RefusedError{"table function " + m[1], "of Kùzu's plan may read files or other databases"}
		}
	}
	return ops, nil
}

// AdHoc runs a query a person or an agent wrote: CheckQuery, then Kùzu's
// plan of it against the operator allow-list of access, then the query
// itself with the database's time limit (Options.Timeout), its buffer pool
// as memory limit (Options.BufferPoolBytes), and ctx: cancelling ctx
// interrupts the query inside Kùzu. Values reach Kùzu only as params.
//
// Errors: *RefusedError before anything ran; *LimitError when a limit or
// ctx stopped it; Kùzu's own error otherwise. The DB stays usable after
// any of them.
func (d *DB) AdHoc(ctx context.Context, q string, params map[string]any, access Access, lim Limits) (*Rows, error) {
	if err := CheckQuery(q, access, lim); err != nil {
		return nil, err
	}
	if access == ReadWrite && d.readOnly {
		access = ReadOnly
	}
	if _, err := d.checkPlan(q, params, access); err != nil {
		return nil, d.limitError(err)
	}
	// The watcher ends before AdHoc returns: it must never touch the
	// connection after the caller may have closed it.
	done, watched := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(watched)
		select {
		case <-ctx.Done():
			d.conn.Interrupt()
		case <-done:
		}
	}()
	rows, err := d.Query(q, params)
	close(done)
	<-watched
	if err != nil {
		if ctx.Err() != nil {
			return nil, &LimitError{"interrupt", "query interrupted", ctx.Err()}
		}
		return nil, d.limitError(err)
	}
	return rows, nil
}

// limitError turns Kùzu's messages for a hit limit into a LimitError that
// names the limit and how to change it.
func (d *DB) limitError(err error) error {
	msg := err.Error()
	switch {
	case strings.Contains(msg, "Interrupted"):
		if d.timeout > 0 {
			return &LimitError{"time", fmt.Sprintf("query stopped at its time limit of %s (--timeout)", d.timeout), err}
		}
		return &LimitError{"interrupt", "query interrupted", err}
	case strings.Contains(msg, "buffer pool is full") || strings.Contains(msg, "Buffer manager exception"):
		return &LimitError{"memory", fmt.Sprintf("query stopped at its memory limit of %d MiB (--max-memory)", d.bufferPool>>20), err}
	}
	return err
}

// IsRefused reports whether err is a refusal of the guard.
func IsRefused(err error) bool {
	var r *RefusedError
	return errors.As(err, &r)
}

// DefaultAdHocTimeout is the time limit of an ad-hoc query unless the user
// sets one: long enough for a whole-index aggregate on the standard
// library, short enough that a runaway path enumeration ends.
const DefaultAdHocTimeout = 30 * time.Second

// DefaultAdHocMemory is the buffer pool (bytes) of a database opened for
// ad-hoc queries: the standard library's graph is 167 MB on disk, so this
// holds it whole with room for a query's hash tables.
const DefaultAdHocMemory = 1 << 30
