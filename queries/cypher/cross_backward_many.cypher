// One interprocedural step backward from many vertices at once.
MATCH (s:Vertex)-[e:{{rels}}]->(t:Vertex)
WHERE t.id IN $ids
RETURN s.id, s.stmt, s.func, s.role, t.id;
