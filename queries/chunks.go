package queries

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/semantica/semantica/schema"
)

// chunkColumns are the Chunk table's columns in schema.Chunk's order.
const chunkColumns = `c.id, c.kind, c.parent, c.file, c.qname, c.func, c.line, c.core_line, c.end_line, c.ordinal,
	c.tokens, c.content_hash, c.file_sha256, c.parser, c.config, c.run`

// Chunks returns every chunk of the index (loaders/chunks), ordered by
// file, then first line, then last line descending (an outer parent before
// what it holds), then kind (a file before a class before a function or
// method before a leaf, for spans that coincide), then ordinal, then id
// (sorted here: see below). Errors: an index without a Chunk table (schema
// before version 10), or the query's.
func (d *DB) Chunks() ([]schema.Chunk, error) {
	rows, err := d.Query(`MATCH (c:Chunk) RETURN `+chunkColumns, nil)
	if err != nil {
		return nil, fmt.Errorf("chunks: %w", err)
	}
	out := make([]schema.Chunk, 0, len(rows.Data))
	for _, r := range rows.Data {
		out = append(out, schema.Chunk{ID: asString(r[0]), Kind: asString(r[1]), Parent: asString(r[2]), File: asString(r[3]), QName: asString(r[4]),
			Func: asInt(r[5]), Line: int(asInt(r[6])), CoreLine: int(asInt(r[7])), EndLine: int(asInt(r[8])), Ordinal: int(asInt(r[9])),
			Tokens: int(asInt(r[10])), ContentHash: asString(r[11]), FileSHA256: asString(r[12]), Parser: asString(r[13]), Config: asString(r[14]), Run: asString(r[15])})
	}
	// Not ORDER BY: Kùzu 0.11.3 mis-sorts some rows of a large result
	// ordered by a string then an integer key (TestFileQueriesManyLarge).
	rank := map[string]int{schema.ChunkFile: 0, schema.ChunkClass: 1, schema.ChunkFunction: 2, schema.ChunkMethod: 2, schema.ChunkLeaf: 3}
	slices.SortFunc(out, func(a, b schema.Chunk) int {
		return cmp.Or(strings.Compare(a.File, b.File), cmp.Compare(a.Line, b.Line), cmp.Compare(b.EndLine, a.EndLine),
			cmp.Compare(rank[a.Kind], rank[b.Kind]), cmp.Compare(a.Ordinal, b.Ordinal), strings.Compare(a.ID, b.ID))
	})
	return out, nil
}

// ChunkScope is what an export says of a scope that has a chunk.
type ChunkScope struct {
	ID                     int64
	QName, Kind, File      string
	Signature, Doc         string
	Line, EndLine, CallsIn int
}

// ChunkScopes returns the scopes that have a parent chunk (every scope of
// the repository but lambdas), by id.
func (d *DB) ChunkScopes() (map[int64]ChunkScope, error) {
	rows, err := d.Query(`MATCH (c:Chunk)-[:CHUNK_OF]->(f:Func) WHERE c.kind <> 'leaf'
		RETURN f.id, f.qname, f.kind, f.file, f.signature, f.doc, f.line, f.end_line, f.calls_in`, nil)
	if err != nil {
		return nil, fmt.Errorf("chunk scopes: %w", err)
	}
	out := make(map[int64]ChunkScope, len(rows.Data))
	for _, r := range rows.Data {
		s := ChunkScope{ID: asInt(r[0]), QName: asString(r[1]), Kind: asString(r[2]), File: asString(r[3]),
			Signature: asString(r[4]), Doc: asString(r[5]), Line: int(asInt(r[6])), EndLine: int(asInt(r[7])), CallsIn: int(asInt(r[8]))}
		out[s.ID] = s
	}
	return out, nil
}

// CallPairs returns the distinct (caller, callee) pairs of the call graph
// between scopes of the repository (both with a file), ordered.
func (d *DB) CallPairs() ([][2]int64, error) {
	rows, err := d.Query(`MATCH (a:Func)-[:CALLS]->(b:Func) WHERE a.file <> '' AND b.file <> ''
		RETURN DISTINCT a.id, b.id ORDER BY a.id, b.id`, nil)
	if err != nil {
		return nil, fmt.Errorf("call pairs: %w", err)
	}
	out := make([][2]int64, len(rows.Data))
	for i, r := range rows.Data {
		out[i] = [2]int64{asInt(r[0]), asInt(r[1])}
	}
	return out, nil
}
