// One interprocedural step backward from many vertices at once.
MATCH (s:Vertex)-[e:{{rels}}]->(t:Vertex)
WHERE t.id >= $lo AND t.id <= $hi AND {{in t.id ids}}
HINT (t JOIN e) JOIN s
RETURN s.id, s.stmt, s.func, s.role, t.id;
