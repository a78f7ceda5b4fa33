// The SDG vertices of statements, with their role and variable.
MATCH (v:Vertex)
WHERE v.stmt IN $stmts
RETURN v.id, v.stmt, v.role, v.var;
