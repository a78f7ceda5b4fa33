// Forward closure inside one call level: every vertex reachable from a seed
// over dependence edges of the kinds {{kinds}}, with its shortest distance.
MATCH (s:Vertex)-[e:DEP* SHORTEST 1..{{hops}} (r, n | WHERE r.kind IN [{{kinds}}])]->(t:Vertex)
WHERE s.id IN $seeds
RETURN t.id, t.stmt, min(length(e));
