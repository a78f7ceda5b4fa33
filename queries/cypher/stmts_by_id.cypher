// Statement rows with the qualified name of their scope.
MATCH (f:Func)-[:CONTAINS]->(s:Stmt)
WHERE s.id IN $ids
RETURN s.id, s.file, s.line, s.end_line, s.kind, s.text, s.tokens, s.scored, f.id, f.qname, f.kind;
