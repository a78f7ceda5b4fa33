// Statements by id, for a slice spread over many scopes: the statement
// columns of stmt_row's layout and the scope's id (Engine.stmtRowsMany adds
// the scope's columns from funcs_many). Kùzu reads every column of every
// row and then tests the IN list row by row against the whole list (a
// PROFILE of 563 ids on the 190,754-statement standard library: 21 ms in
// the scan, 38 ms in the IN list); testing the id's block of BlockIDs
// first ($blocks, a short list) leaves the long list to the rows of those
// blocks: 24 depth-3 slices' statements in 0.55 s instead of 0.80 s.
MATCH (s:Stmt)
WHERE s.id >= $lo AND s.id <= $hi AND (s.id / {{block}}) IN $blocks AND s.id IN $ids
RETURN s.id, s.file, s.line, s.end_line, s.kind, s.text, s.tokens, s.scored, s.func, s.effect;
