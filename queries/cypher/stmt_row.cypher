// One statement with the row of the scope that contains it (for def
// statements, whose entry and formal vertices belong to the scope they
// define, not to the one containing them).
MATCH (f:Func)-[:CONTAINS]->(s:Stmt {id: $id})
RETURN s.id, s.file, s.line, s.end_line, s.kind, s.text, s.tokens, s.scored, f.qname, f.kind, f.def_stmt, f.parent, f.id, s.effect, f.last_change, f.hotspot;
