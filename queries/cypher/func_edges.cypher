// Dependence edges leaving the statements $ids of one scope, anchored on
// the Func primary key (where matching statements by IN list alone scans
// the Stmt table): the cost follows the statements asked about, not the
// scope (a module's scope holds all its top-level statements). The caller
// keeps the edges whose other end it asked about.
MATCH (f:Func {id: $func})-[:CONTAINS]->(s:Stmt)-[:OWNS]->(a:Vertex)-[e:DATA|GLOBAL|CTRL|JUMP|SUMMARY|PARAM_IN|PARAM_OUT]->(b:Vertex)
WHERE s.id IN $ids AND b.stmt <> s.id
RETURN DISTINCT s.id, b.stmt, label(e), e.var;
