// One interprocedural step forward: the vertices that depend on a set of
// vertices through call-boundary edges ($kinds).
MATCH (s:Vertex)-[e:DEP]->(t:Vertex)
WHERE s.id IN $sources AND e.kind IN $kinds
RETURN t.id, t.stmt, s.id;
