// Both ends of every GLOBAL edge (a write of a module-level variable inside
// a function, and a read of it elsewhere). The table is small (18,172 edges
// between 1,321 writes and 3,129 reads on the standard library); a slice
// asks the GLOBAL query only for vertices at an end of one.
MATCH (s:Vertex)-[:GLOBAL]->(t:Vertex)
RETURN DISTINCT s.id, t.id;
