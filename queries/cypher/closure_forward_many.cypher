// Forward closure from many seeds at once (see closure_backward_many): a
// row per reached vertex and seed.
MATCH (s:Vertex)-[e:{{rels}}* SHORTEST 1..{{hops}}]->(t:Vertex)
WHERE s.id IN $seeds
RETURN t.id, t.stmt, t.func, t.role, length(e), s.id;
