// The SDG vertices of a list of statements (one scan of the Stmt table),
// with the statement's id first.
MATCH (s:Stmt)-[:OWNS]->(v:Vertex)
WHERE s.id >= $lo AND s.id <= $hi AND {{in s.id ids}}
RETURN s.id, v.id, v.role, v.var, v.func;
