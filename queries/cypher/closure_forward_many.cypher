// Forward closure from many seeds at once (see closure_backward_many): a
// row per reached vertex with its fewest edges from any seed and its
// distance through the nearest seed. Also the backward closure, over
// SLICE_BWD (whose edges are reversed).
// The HINT keeps Kùzu from joining t against a scan of the vertex table
// (closure_backward_many).
MATCH (s:Vertex)-[e:{{rels}}* SHORTEST 1..{{hops}}]->(t:Vertex)
WHERE s.id >= $lo AND s.id <= $hi AND {{in s.id seeds}}
HINT t JOIN (e JOIN s)
RETURN t.id, t.stmt, t.func, t.role, min(length(e)), min(length(e) + {{at dists seeds s.id}});
