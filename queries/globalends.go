package queries

import (
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
)

// GlobalEndsFile is the file beside the graph that lists the ends of its
// GLOBAL edges, written at index time: reading it costs about a
// millisecond where the query that collects them (global_ends.cypher) took
// 31 ms on the standard library and 0.2 s on sympy, once per process.
// A read-only DB uses it when present; a write session removes it.
const GlobalEndsFile = "global_ends.bin"

// globalEndsMagic starts a GlobalEndsFile; then the number of writes
// (sources) and of reads (targets) as uint64, then their vertex ids as
// int64, all little-endian.
const globalEndsMagic = "SGE1"

// WriteGlobalEnds writes the distinct sources and targets of edges (GLOBAL
// edges, from → to) into dir's GlobalEndsFile.
func WriteGlobalEnds(dir string, edges [][2]int64) error {
	var from, to []int64
	for _, e := range edges {
		from, to = append(from, e[0]), append(to, e[1])
	}
	slices.Sort(from)
	slices.Sort(to)
	from, to = slices.Compact(from), slices.Compact(to)
	b := make([]byte, 0, 4+16+8*(len(from)+len(to)))
	b = append(b, globalEndsMagic...)
	b = binary.LittleEndian.AppendUint64(b, uint64(len(from)))
	b = binary.LittleEndian.AppendUint64(b, uint64(len(to)))
	for _, xs := range [][]int64{from, to} {
		for _, x := range xs {
			b = binary.LittleEndian.AppendUint64(b, uint64(x))
		}
	}
	if err := os.WriteFile(filepath.Join(dir, GlobalEndsFile), b, 0o644); err != nil {
		return fmt.Errorf("write %s: %w", GlobalEndsFile, err)
	}
	return nil
}

// readGlobalEnds reads dir's GlobalEndsFile; an error when it is missing
// or malformed (the caller then queries the graph).
func readGlobalEnds(dir string) (from, to map[int64]bool, err error) {
	b, err := os.ReadFile(filepath.Join(dir, GlobalEndsFile))
	if err != nil {
		return nil, nil, err
	}
	if len(b) < 20 || string(b[:4]) != globalEndsMagic {
		return nil, nil, errors.New("malformed " + GlobalEndsFile)
	}
	nf, nt := binary.LittleEndian.Uint64(b[4:]), binary.LittleEndian.Uint64(b[12:])
	if uint64(len(b)-20) != 8*(nf+nt) {
		return nil, nil, errors.New("malformed " + GlobalEndsFile)
	}
	from, to = make(map[int64]bool, nf), make(map[int64]bool, nt)
	p := b[20:]
	for i := uint64(0); i < nf+nt; i++ {
		x := int64(binary.LittleEndian.Uint64(p[8*i:]))
		if i < nf {
			from[x] = true
		} else {
			to[x] = true
		}
	}
	return from, to, nil
}
