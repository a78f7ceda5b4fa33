// One interprocedural step forward from many vertices at once, one row
// per vertex reached: the least distance and call level among the vertices
// of $ids it was reached from ($dists and $levels, position by position
// with $ids; Kùzu's lists count from 1).
MATCH (s:Vertex)-[e:{{rels}}]->(t:Vertex)
WHERE s.id >= $lo AND s.id <= $hi AND {{in s.id ids}}
HINT (s JOIN e) JOIN t
WITH t, {{at dists ids s.id}} AS d, {{at levels ids s.id}} AS l
RETURN t.id, t.stmt, t.func, t.role, min(to_int64(d)), min(to_int64(l));
