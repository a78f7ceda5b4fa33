// Both ends of every GLOBAL edge (a write of a module-level variable inside
// a function, and a read of it elsewhere). The table is small (12,244 edges
// between 1,137 writes and 2,270 reads on the standard library); a slice
// asks the GLOBAL query only for vertices at an end of one.
MATCH (s:Vertex)-[:GLOBAL]->(t:Vertex)
RETURN DISTINCT s.id, t.id;
