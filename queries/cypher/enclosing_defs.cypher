// The def/class statements of the scopes enclosing statements (rule 14: a
// def or class line is in the slice whenever a statement of its body is).
MATCH (s:Stmt), (f:Func)
WHERE s.id IN $ids AND f.id = s.func AND f.def_stmt >= 0
RETURN s.id, f.def_stmt;
