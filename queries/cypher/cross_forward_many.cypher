// One interprocedural step forward from many vertices at once.
MATCH (s:Vertex)-[e:{{rels}}]->(t:Vertex)
WHERE s.id >= $lo AND s.id <= $hi AND {{in s.id ids}}
HINT (s JOIN e) JOIN t
RETURN t.id, t.stmt, t.func, t.role, s.id;
