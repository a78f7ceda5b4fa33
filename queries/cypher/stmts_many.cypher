// Statements by id, for a slice spread over many scopes: the statement
// columns of stmt_row's layout and the scope's id (Engine.stmtRowsMany adds
// the scope's columns from funcs_many). With the bounds on the id ahead of
// the IN list the scan is cheap when the ids lie close together: 200
// statements of the standard library in 0.7–4.8 ms as their spread grows
// from 500 to 100,000 ids, against 15–23 ms joined with their scopes and
// without bounds (a probe on the 190,754-statement index).
MATCH (s:Stmt)
WHERE s.id >= $lo AND s.id <= $hi AND s.id IN $ids
RETURN s.id, s.file, s.line, s.end_line, s.kind, s.text, s.tokens, s.scored, s.func, s.effect;
