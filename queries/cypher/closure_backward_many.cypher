// Backward closure from many seeds at once (one BFS per seed inside one
// query), a row per reached vertex and seed, so that the engine can give
// each vertex its distance through the nearest seed (seeds sit at different
// distances from the criterion). Matching seeds with IN scans the vertex
// table (about 30 ms on the standard library), so the engine uses this form
// only when there are more seeds than primary-key queries would cost.
MATCH (s:Vertex)-[e:{{rels}}* SHORTEST 1..{{hops}}]->(t:Vertex)
WHERE t.id IN $seeds
RETURN s.id, s.stmt, s.func, s.role, length(e), t.id;
