package queries

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"sync"
	"time"

	kuzu "github.com/kuzudb/go-kuzu"

	"github.com/semantica/semantica/schema"
)

// GraphFile is the name of the Kùzu database file inside an index directory.
const GraphFile = "graph.kz"

// WALFile is the name of Kùzu's write-ahead log of GraphFile, beside it.
// An update in place may leave its committed rows there without
// checkpointing them into GraphFile (see loaders.MaxWALBytes); every open,
// read-only ones included, replays it.
const WALFile = GraphFile + ".wal"

// ErrLocked is returned when another process holds the database open for
// writing.
var ErrLocked = errors.New("the index is locked by another semantica process")

// DB is an open Kùzu database with one connection. It is the only type in
// Semantica that talks to Kùzu, so that a fork or another openCypher engine
// can replace it. A DB is not safe for concurrent use.
type DB struct {
	path string
	db   *kuzu.Database
	conn *kuzu.Connection
	// prepared caches prepared statements by query text: compiling costs
	// 0.5–1.5 ms, about what a primary-key anchored query costs to run.
	prepared map[string]*kuzu.PreparedStatement
	// Stats of the last Query call.
	LastCompileMS, LastExecMS float64

	readOnly bool
	timeout  time.Duration
	// globalFrom and globalTo cache the ends of the GLOBAL edges, loaded
	// on first use (nil until then).
	globalMu             sync.Mutex
	globalFrom, globalTo map[int64]bool
	// boundedFns caches, per level k (index k-1), the functions holding
	// a row of BOUNDED_FWD_k: a closure from seeds in no such function
	// leaves the table out of its pattern (Engine.boundedIn).
	boundedMu  sync.Mutex
	boundedFns []map[int64]bool
	bufferPool uint64
	// shared marks a DB made by Connect: it owns its connection, not the
	// database.
	shared bool
}

// Options configures OpenWith.
type Options struct {
	// ReadOnly opens the database in Kùzu's read-only mode: no write
	// reaches the file, and several processes may read one index at once.
	ReadOnly bool
	// BufferPoolBytes is Kùzu's buffer pool, which bounds the memory of
	// every query (default 1 GiB).
	BufferPoolBytes uint64
	// Timeout is Kùzu's per-query time limit (0: none).
	Timeout time.Duration
}

// Open opens the database file at path (dir/graph.kz) with a 1 GiB buffer
// pool and no time limit. readOnly lets several processes read one index
// at once.
func Open(path string, readOnly bool) (*DB, error) {
	return OpenWith(path, Options{ReadOnly: readOnly})
}

// OpenWith opens the database file at path with opt.
func OpenWith(path string, opt Options) (*DB, error) {
	readOnly := opt.ReadOnly
	if opt.BufferPoolBytes == 0 {
		opt.BufferPoolBytes = 1 << 30
	}
	if !readOnly {
		// Kùzu creates a missing file; the parent must exist.
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return nil, fmt.Errorf("open %s: %w", path, err)
		}
	} else if _, err := os.Stat(path); err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	cfg := kuzu.DefaultSystemConfig()
	cfg.ReadOnly = readOnly
	cfg.BufferPoolSize = opt.BufferPoolBytes
	d, err := kuzu.OpenDatabase(path, cfg)
	if err != nil {
		if strings.Contains(err.Error(), "lock") || strings.Contains(err.Error(), "status 1") {
			return nil, fmt.Errorf("open %s: %w (%v)", path, ErrLocked, err)
		}
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	c, err := kuzu.OpenConnection(d)
	if err != nil {
		d.Close()
		return nil, fmt.Errorf("connect %s: %w", path, err)
	}
	if err := configure(c); err != nil {
		c.Close()
		d.Close()
		return nil, fmt.Errorf("connect %s: %w", path, err)
	}
	if opt.Timeout > 0 {
		c.SetTimeout(uint64(max(1, opt.Timeout.Milliseconds())))
	}
	return &DB{path: path, db: d, conn: c, prepared: map[string]*kuzu.PreparedStatement{},
		readOnly: readOnly, timeout: opt.Timeout, bufferPool: opt.BufferPoolBytes}, nil
}

// Connect opens another connection to d's database, with d's limits: one
// per goroutine that queries concurrently (a DB is not safe for concurrent
// use, Kùzu's database is). Close every DB from Connect before d.
func (d *DB) Connect() (*DB, error) {
	c, err := kuzu.OpenConnection(d.db)
	if err != nil {
		return nil, fmt.Errorf("connect %s: %w", d.path, err)
	}
	if err := configure(c); err != nil {
		c.Close()
		return nil, fmt.Errorf("connect %s: %w", d.path, err)
	}
	if d.timeout > 0 {
		c.SetTimeout(uint64(max(1, d.timeout.Milliseconds())))
	}
	return &DB{path: d.path, db: d.db, conn: c, prepared: map[string]*kuzu.PreparedStatement{},
		readOnly: d.readOnly, timeout: d.timeout, bufferPool: d.bufferPool, shared: true}, nil
}

// SparseFrontierThreshold is the frontier size (vertices) up to which
// Kùzu's recursive joins keep a sparse frontier (a hash map of the vertices
// reached) instead of switching to a dense one (an array over the whole
// vertex table, scanned at every BFS iteration); Kùzu's default is 1,000.
// A slice's closures reach thousands of vertices of a table of millions,
// where the dense frontier made each BFS cost the whole table: on sympy
// (1.6 million vertices) a depth-3 slice took 62 s with the default, 5.0 s
// with 100,000, 5.1 s with 1,000,000.
const SparseFrontierThreshold = 100000

// configure sets the connection options every query of Semantica assumes.
func configure(c *kuzu.Connection) error {
	res, err := c.Query(fmt.Sprintf("CALL sparse_frontier_threshold=%d", SparseFrontierThreshold))
	if res != nil {
		res.Close()
	}
	if err != nil {
		return fmt.Errorf("set sparse_frontier_threshold: %w", err)
	}
	return nil
}

// Abandon closes d's prepared statements and connection but leaves its
// database unclosed, for a database about to be deleted after a failed
// write. Kùzu 0.11.3 checkpoints when a database closes; when the disk is
// full that checkpoint fails, and its rollback
// (OverflowFile::rollbackInMemory) spins forever: a full 10 MB disk hung
// `index` for minutes at 100% CPU. The process keeps the database's memory
// until it exits. A DB from Connect has no database of its own: Abandon is
// Close for it.
func (d *DB) Abandon() {
	if d == nil {
		return
	}
	if d.db != nil && !d.shared {
		runtime.SetFinalizer(d.db, nil) // go-kuzu's finalizer would close it
		d.shared = true
	}
	d.Close()
}

// Path is the database file d was opened from.
func (d *DB) Path() string { return d.path }

// Interrupt stops the query running on d, from any goroutine; the query
// returns an error and d stays usable.
func (d *DB) Interrupt() { d.conn.Interrupt() }

// Close closes the prepared statements, the connection, then the database
// (another order aborts the process in go-kuzu v0.11.3).
func (d *DB) Close() {
	if d == nil {
		return
	}
	for q, ps := range d.prepared {
		ps.Close()
		delete(d.prepared, q)
	}
	if d.conn != nil {
		d.conn.Close()
		d.conn = nil
	}
	if d.db != nil && !d.shared {
		d.db.Close()
	}
	d.db = nil
}

// Rows is a materialized query result.
type Rows struct {
	Columns []string
	Data    [][]any
}

// validateParams rejects parameter values go-kuzu mishandles: an empty list
// (rejected by Kùzu) and a list of unsupported element type.
func validateParams(params map[string]any) error {
	for k, v := range params {
		rv := reflect.ValueOf(v)
		if rv.Kind() == reflect.Slice && rv.Type().Elem().Kind() != reflect.Uint8 && rv.Len() == 0 {
			return fmt.Errorf("parameter $%s: empty list", k)
		}
	}
	return nil
}

// Query runs cypher with params (nil for none) and returns all rows. Values
// in params are bound as parameters, never spliced into the query text.
// Every name $x in the query must be in params: a missing list parameter
// crashes go-kuzu, so Query refuses it first.
func (d *DB) Query(cypher string, params map[string]any) (*Rows, error) {
	cypher, params, err := expandSets(cypher, params)
	if err != nil {
		return nil, err
	}
	for _, name := range paramNames(cypher) {
		if _, ok := params[name]; !ok {
			return nil, fmt.Errorf("query parameter $%s is not set", name)
		}
	}
	if err := validateParams(params); err != nil {
		return nil, err
	}
	var res *kuzu.QueryResult
	if len(params) == 0 {
		res, err = d.conn.Query(cypher)
	} else {
		ps, ok := d.prepared[cypher]
		if !ok {
			ps, err = d.conn.Prepare(cypher)
			if err != nil {
				return nil, fmt.Errorf("prepare: %w", err)
			}
			d.prepared[cypher] = ps
		}
		res, err = d.conn.Execute(ps, params)
	}
	if res != nil {
		defer res.Close()
	}
	if err != nil {
		return nil, err
	}
	out := &Rows{Columns: res.GetColumnNames()}
	d.LastCompileMS, d.LastExecMS = res.GetCompilingTime(), res.GetExecutionTime()
	if !goKuzuRows {
		data, ok, err := readRows(res)
		if err != nil {
			return nil, err
		}
		if ok {
			out.Data = data
			return out, nil
		}
	}
	for res.HasNext() {
		t, err := res.Next()
		if err != nil {
			return nil, err
		}
		vals, err := t.GetAsSlice()
		t.Close()
		if err != nil {
			return nil, err
		}
		out.Data = append(out.Data, vals)
	}
	return out, nil
}

// goKuzuRows makes Query read every result through go-kuzu's FlatTuple
// instead of readRows (tests compare the two).
var goKuzuRows = false

// paramNames lists the $names in a query (outside string literals).
func paramNames(q string) []string {
	q = stripStrings(q)
	var out []string
	seen := map[string]bool{}
	for i := 0; i < len(q); i++ {
		if q[i] != '$' {
			continue
		}
		j := i + 1
		for j < len(q) && (q[j] == '_' || q[j] >= 'a' && q[j] <= 'z' || q[j] >= 'A' && q[j] <= 'Z' || q[j] >= '0' && q[j] <= '9') {
			j++
		}
		if n := q[i+1 : j]; n != "" && !seen[n] {
			seen[n] = true
			out = append(out, n)
		}
		i = j - 1
	}
	return out
}

// CreateSchema creates every table of the schema.
func (d *DB) CreateSchema() error {
	for _, stmt := range schema.DDL() {
		if _, err := d.Query(stmt, nil); err != nil {
			return fmt.Errorf("create schema: %w", err)
		}
	}
	return nil
}

// Copy bulk-loads a CSV file (encoding/csv's dialect: comma-separated,
// fields quoted with " and quotes doubled) into table. Files whose quoted
// fields hold newlines need parallel=false (Kùzu's parallel CSV reader
// splits at raw newlines).
func (d *DB) Copy(table, csvPath string, header, parallel bool) (time.Duration, error) {
	if strings.ContainsAny(csvPath, "'\\") {
		return 0, fmt.Errorf("copy %s: unsupported character in path %q", table, csvPath)
	}
	start := time.Now()
	// The dialect is spelled out: Kùzu otherwise sniffs it from the first
	// rows, and a file whose first rows quote nothing was read with no
	// quote character (a quoted comma further down split its field).
	q := fmt.Sprintf(`COPY %s FROM '%s' (HEADER=%t, PARALLEL=%t, AUTO_DETECT=false, DELIM=',', QUOTE='"', ESCAPE='"')`,
		table, filepath.ToSlash(csvPath), header, parallel)
	if _, err := d.Query(q, nil); err != nil {
		return 0, fmt.Errorf("copy %s: %w", table, err)
	}
	return time.Since(start), nil
}

// stripStrings removes the string literals of a query.
func stripStrings(q string) string {
	var b strings.Builder
	inStr := byte(0)
	for i := 0; i < len(q); i++ {
		c := q[i]
		if inStr != 0 {
			if c == '\\' {
				i++
			} else if c == inStr {
				inStr = 0
			}
			continue
		}
		if c == '\'' || c == '"' {
			inStr = c
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

// RebuildClosureTables refills SLICE_FWD and SLICE_BWD from the per-kind
// dependence tables (schema.ClosureEdges' rows, in Cypher), and STUB_FWD
// and STUB_BWD from ARG_CTRL and CTRL (schema.StubEdges'), in one
// transaction: a write session (`query cypher --write`, `shell --write`)
// changes the per-kind tables only, and the closures walk the copies.
func (d *DB) RebuildClosureTables() error {
	stmts := []string{
		"BEGIN TRANSACTION",
		fmt.Sprintf("MATCH (:Vertex)-[r:%s]->(:Vertex) DELETE r", schema.SliceFwd),
		fmt.Sprintf("MATCH (:Vertex)-[r:%s]->(:Vertex) DELETE r", schema.SliceBwd),
		fmt.Sprintf("MATCH (a:Vertex)-[:%s]->(b:Vertex) WITH DISTINCT a, b CREATE (a)-[:%s]->(b)",
			schema.RelTables(schema.ForwardClosureKinds...), schema.SliceFwd),
		fmt.Sprintf("MATCH (a:Vertex)-[:%s]->(b:Vertex) WITH DISTINCT a, b CREATE (b)-[:%s]->(a)",
			schema.RelTables(schema.BackwardClosureKinds...), schema.SliceBwd),
		fmt.Sprintf("MATCH (:Vertex)-[r:%s]->(:Vertex) DELETE r", schema.StubFwd),
		fmt.Sprintf("MATCH (:Vertex)-[r:%s]->(:Vertex) DELETE r", schema.StubBwd),
		fmt.Sprintf(`MATCH (ai:Vertex)<-[:%s]-(c:Vertex)-[:%s]->(ao:Vertex)
			WHERE c.role = '%s' AND ai.role = '%s' AND ao.role = '%s' AND (ao.var = '%s' OR ao.var STARTS WITH '%s#')
			AND NOT EXISTS { MATCH (c)-[:%s]->(en:Vertex) WHERE en.role = '%s' AND en.func = c.func }
			WITH DISTINCT ai, ao CREATE (ai)-[:%s]->(ao), (ao)-[:%s]->(ai)`,
			schema.RelTable(schema.ArgCtrl), schema.RelTable(schema.Ctrl), schema.RoleCall, schema.RoleActualIn,
			schema.RoleActualOut, schema.ReturnVar, schema.ReturnVar, schema.RelTable(schema.CallE), schema.RoleEntry,
			schema.StubFwd, schema.StubBwd),
		"COMMIT",
	}
	for i, q := range stmts {
		if _, err := d.Query(q, nil); err != nil {
			if i > 0 {
				d.Query("ROLLBACK", nil)
			}
			return fmt.Errorf("rebuild the closure tables: %w", err)
		}
	}
	return nil
}
