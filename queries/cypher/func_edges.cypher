// Dependence edges leaving the statements $ids of one scope (DEPENDS),
// anchored on the Func primary key (where matching statements by IN list
// alone scans the Stmt table): the cost follows the statements asked
// about, not the scope (a module's scope holds all its top-level
// statements). The caller keeps the edges whose other end it asked about.
MATCH (f:Func {id: $func})-[:CONTAINS]->(s:Stmt)-[d:DEPENDS]->(t:Stmt)
WHERE {{in s.id ids}}
RETURN s.id, t.id, d.kind, d.var;
