// Every statement of many scopes' own bodies, in stmt_row's layout: one
// scan of the Func table for the ids, then their CONTAINS edges (40 test
// functions: 5 ms on a flask index, 13 ms on the standard library, against
// 6-15 ms per file for file_stmts).
MATCH (f:Func)-[:CONTAINS]->(s:Stmt)
WHERE f.id IN $ids
RETURN s.id, s.file, s.line, s.end_line, s.kind, s.text, s.tokens, s.scored, f.qname, f.kind, f.def_stmt, f.parent, f.id, s.effect, f.last_change, f.hotspot;
