// Statements of one scope, among a set of ids, with the scope's row: its
// qualified name, kind, def statement and enclosing scope.
MATCH (f:Func {id: $func})-[:CONTAINS]->(s:Stmt)
WHERE {{in s.id ids}}
RETURN s.id, s.file, s.line, s.end_line, s.kind, s.text, s.tokens, s.scored, f.qname, f.kind, f.def_stmt, f.parent, s.effect, f.last_change, f.hotspot;
