// The SDG vertices of one statement, with their role and variable.
MATCH (s:Stmt {id: $stmt})-[:OWNS]->(v:Vertex)
RETURN v.id, v.role, v.var, v.func;
