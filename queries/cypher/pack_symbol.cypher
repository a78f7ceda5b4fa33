// The statements of one scope's own body, in line order (retrieval packs
// slice from its returns).
MATCH (f:Func {id: $id})-[:CONTAINS]->(s:Stmt)
RETURN s.line, s.kind
ORDER BY s.line;
