// The vertices, with their statements and the statements' kind, that
// read what vertex $id defines (its DATA edges): from an import's vertex
// of one name, where that name is used (otherCallers).
MATCH (v:Vertex {id: $id})-[:DATA]->(w:Vertex)<-[:OWNS]-(t:Stmt)
RETURN DISTINCT w.id, t.id, t.kind;
