// One interprocedural step backward from many vertices at once, one row
// per vertex reached: the least distance and call level among the vertices
// of $ids it was reached from ($dists and $levels, position by position
// with $ids; Kùzu's lists count from 1).
MATCH (s:Vertex)-[e:{{rels}}]->(t:Vertex)
WHERE t.id >= $lo AND t.id <= $hi AND {{in t.id ids}}
HINT (t JOIN e) JOIN s
WITH s, {{at dists ids t.id}} AS d, {{at levels ids t.id}} AS l
RETURN s.id, s.stmt, s.func, s.role, min(to_int64(d)), min(to_int64(l));
