// Backward closure inside one call level: every vertex from which a seed is
// reachable over dependence edges of the kinds {{kinds}}, once, with its
// shortest distance in edges. SHORTEST visits each vertex once (a BFS), it
// does not enumerate paths. Hop bound and kinds are literals built by the
// engine from constants: Kùzu binds no parameters inside a recursive filter.
MATCH (s:Vertex)-[e:DEP* SHORTEST 1..{{hops}} (r, n | WHERE r.kind IN [{{kinds}}])]->(t:Vertex)
WHERE t.id IN $seeds
RETURN s.id, s.stmt, min(length(e));
