// The def/class statement of a scope.
MATCH (f:Func {id: $id})
MATCH (s:Stmt {id: f.def_stmt})
RETURN s.id, s.line;
