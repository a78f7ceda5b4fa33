// The variable each vertex of $ids defines or carries (Vertex.var), for
// the writes a GLOBAL crossing reached: a late call's CALL edge lists the
// variables it is late for (schema.LateCall).
MATCH (v:Vertex)
WHERE v.id >= $lo AND v.id <= $hi AND {{in v.id ids}}
RETURN v.id, v.var;
