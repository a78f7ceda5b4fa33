// The direct successors of many seeds over the closure's edge kinds, one
// row per edge (the successor as a closure row, then the seed): see
// neighbors_backward_many. Over SLICE_BWD (reversed edges) the successors
// are a backward closure's predecessors.
MATCH (t:Vertex)-[e:{{rels}}]->(p:Vertex)
WHERE t.id >= $lo AND t.id <= $hi AND {{in t.id ids}}
HINT (t JOIN e) JOIN p
RETURN p.id, p.stmt, p.func, p.role, t.id;
