// Dependence edges leaving the statements of one scope (anchored on the
// Func primary key; 1–3 ms where matching statements by IN list scans the
// Stmt table). The caller keeps the edges whose both ends are in its
// statement set.
MATCH (f:Func {id: $func})-[:CONTAINS]->(s:Stmt)-[:OWNS]->(a:Vertex)-[e:DATA|CTRL|JUMP|SUMMARY|PARAM_IN|PARAM_OUT]->(b:Vertex)
WHERE b.stmt <> s.id
RETURN DISTINCT s.id, b.stmt, label(e), e.var;
