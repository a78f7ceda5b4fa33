package chunks

import (
	"cmp"
	"slices"

	"github.com/semantica/semantica/schema"
)

// Operations of a delta between two index runs' chunks.
const (
	INSERT = "INSERT" // a chunk id the previous run did not have
	UPDATE = "UPDATE" // the same id with another content hash, or a leaf that replaces one of the same parent and position
	DELETE = "DELETE" // a chunk id of the previous run that is gone
	NOOP   = "NOOP"   // the same id and content hash
)

// Record is what Delta needs of a previous run's chunk (the Chunk table's
// columns of the same names).
type Record struct {
	ID, Kind, Parent, File, QName, ContentHash string
	Line, EndLine, Ordinal                     int
}

// RecordOf returns c's Record.
func RecordOf(c schema.Chunk) Record {
	return Record{ID: c.ID, Kind: c.Kind, Parent: c.Parent, File: c.File, QName: c.QName,
		ContentHash: c.ContentHash, Line: c.Line, EndLine: c.EndLine, Ordinal: c.Ordinal}
}

// Op is one line of `index --delta jsonl`.
type Op struct {
	Op    string `json:"op"`
	ID    string `json:"id"`
	Kind  string `json:"kind"`
	File  string `json:"file"`
	QName string `json:"qname"`
	// Lines of the chunk in the new run (in the previous one for DELETE).
	Line    int `json:"line"`
	EndLine int `json:"end_line"`
	// PreviousID is the leaf an UPDATE leaf replaces (the previous run's
	// leaf of the same parent and ordinal, whose id is gone).
	PreviousID  string `json:"previous_id,omitempty"`
	ContentHash string `json:"content_hash,omitempty"`
}

// Delta returns the operations that turn the previous run's chunks into
// cur, in cur's order followed by the deletions in the previous run's
// order: NOOP and UPDATE by id; then, per parent, a new leaf and a leaf
// that is gone at the same ordinal pair up as an UPDATE with PreviousID
// (an embedder may overwrite the vector in place); what remains is INSERT
// and DELETE.
func Delta(prev []Record, cur []schema.Chunk) []Op {
	old := make(map[string]Record, len(prev))
	for _, r := range prev {
		old[r.ID] = r
	}
	now := make(map[string]bool, len(cur))
	for _, c := range cur {
		now[c.ID] = true
	}
	// Leaves gone, by parent and ordinal.
	type slot struct {
		parent  string
		ordinal int
	}
	gone := map[slot]Record{}
	for _, r := range prev {
		if r.Kind == schema.ChunkLeaf && !now[r.ID] {
			gone[slot{r.Parent, r.Ordinal}] = r
		}
	}
	replaced := map[string]bool{}
	ops := make([]Op, 0, len(cur))
	for _, c := range cur {
		op := Op{ID: c.ID, Kind: c.Kind, File: c.File, QName: c.QName, Line: c.Line, EndLine: c.EndLine, ContentHash: c.ContentHash}
		if r, ok := old[c.ID]; ok {
			op.Op = NOOP
			if r.ContentHash != c.ContentHash {
				op.Op = UPDATE
			}
		} else if r, ok := gone[slot{c.Parent, c.Ordinal}]; ok && c.Kind == schema.ChunkLeaf && !replaced[r.ID] {
			op.Op, op.PreviousID = UPDATE, r.ID
			replaced[r.ID] = true
		} else {
			op.Op = INSERT
		}
		ops = append(ops, op)
	}
	var dels []Op
	for _, r := range prev {
		if !now[r.ID] && !replaced[r.ID] {
			dels = append(dels, Op{Op: DELETE, ID: r.ID, Kind: r.Kind, File: r.File, QName: r.QName, Line: r.Line, EndLine: r.EndLine})
		}
	}
	slices.SortStableFunc(dels, func(a, b Op) int { return cmp.Compare(a.File, b.File) })
	return append(ops, dels...)
}

// Counts tallies ops by operation.
func Counts(ops []Op) map[string]int {
	m := map[string]int{INSERT: 0, UPDATE: 0, DELETE: 0, NOOP: 0}
	for _, op := range ops {
		m[op.Op]++
	}
	return m
}
