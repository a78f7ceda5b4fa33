// The direct predecessors of many seeds over the closure's edge kinds, one
// row per edge: the predecessor as a closure row, then the seed. A
// non-recursive step that lets the closure drop seeds whose closure lies in
// other seeds' closures, or start from the seeds' outside neighbours
// instead (Engine.pruneSeeds). 500 seeds: about 5 ms on a flask index,
// against 0.2 ms per seed for the recursive closure.
MATCH (p:Vertex)-[e:{{rels}}]->(t:Vertex)
WHERE t.id >= $lo AND t.id <= $hi AND {{in t.id ids}}
HINT (t JOIN e) JOIN p
RETURN p.id, p.stmt, p.func, p.role, t.id;
