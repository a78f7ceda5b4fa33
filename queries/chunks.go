package queries

import (
	"fmt"

	"github.com/semantica/semantica/schema"
)

// chunkColumns are the Chunk table's columns in schema.Chunk's order.
const chunkColumns = `c.id, c.kind, c.parent, c.file, c.qname, c.func, c.line, c.core_line, c.end_line, c.ordinal,
	c.tokens, c.content_hash, c.file_sha256, c.parser, c.config, c.run`

// Chunks returns every chunk of the index (loaders/chunks), ordered by
// file, then first line, parents before their leaves. Errors: an index
// without a Chunk table (schema before version 10), or the query's.
func (d *DB) Chunks() ([]schema.Chunk, error) {
	rows, err := d.Query(`MATCH (c:Chunk) RETURN `+chunkColumns+`
		ORDER BY c.file, c.line, c.ordinal`, nil)
	if err != nil {
		return nil, fmt.Errorf("chunks: %w", err)
	}
	out := make([]schema.Chunk, 0, len(rows.Data))
	for _, r := range rows.Data {
		out = append(out, schema.Chunk{ID: asString(r[0]), Kind: asString(r[1]), Parent: asString(r[2]), File: asString(r[3]), QName: asString(r[4]),
			Func: asInt(r[5]), Line: int(asInt(r[6])), CoreLine: int(asInt(r[7])), EndLine: int(asInt(r[8])), Ordinal: int(asInt(r[9])),
			Tokens: int(asInt(r[10])), ContentHash: asString(r[11]), FileSHA256: asString(r[12]), Parser: asString(r[13]), Config: asString(r[14]), Run: asString(r[15])})
	}
	return out, nil
}
