// Backward closure from many seeds at once (one BFS per seed inside one
// query). Matching seeds with IN scans the vertex table (about 30 ms on the
// standard library), so the engine uses this form only when there are more
// seeds than primary-key queries would cost; the distance reported is the
// shortest from any seed.
MATCH (s:Vertex)-[e:{{rels}}* SHORTEST 1..{{hops}}]->(t:Vertex)
WHERE t.id IN $seeds
RETURN s.id, s.stmt, s.func, s.role, min(length(e));
