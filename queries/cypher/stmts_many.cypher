// Statements by id with the row of their scope, for a slice spread over
// many scopes (one scan instead of one query per scope).
MATCH (f:Func)-[:CONTAINS]->(s:Stmt)
WHERE s.id IN $ids
RETURN s.id, s.file, s.line, s.end_line, s.kind, s.text, s.tokens, s.scored, f.qname, f.kind, f.def_stmt, f.parent, f.id, s.effect, f.last_change, f.hotspot;
