// Candidate criterion statements of scope $id: its def statement and the
// statements of its own body, last first (symbol_slice picks the last
// return, else the last statement, or the def line).
MATCH (f:Func {id: $id})
OPTIONAL MATCH (d:Stmt {id: f.def_stmt})
OPTIONAL MATCH (f)-[:CONTAINS]->(s:Stmt)
RETURN d.line, s.line, s.kind
ORDER BY s.line DESC;
