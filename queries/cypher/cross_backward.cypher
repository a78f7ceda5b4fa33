// One interprocedural step backward: the vertices a set of vertices depends
// on through call-boundary edges ($kinds: param_in and call to ascend into
// callers, param_out to descend into callees).
MATCH (s:Vertex)-[e:DEP]->(t:Vertex)
WHERE t.id IN $targets AND e.kind IN $kinds
RETURN s.id, s.stmt, t.id;
