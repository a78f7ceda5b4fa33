// The uses a statement's definition of a variable reaches: targets of DATA
// (and GLOBAL) edges carrying the variable out of the statement's vertices. With var
// 'return', a return or yield statement's edge to its function's
// formal-out (the value it returns). An edge into another module carries
// the path the reader spells (conf.level for a write of level in conf):
// $suffix is "." + var. A definition of a path obj.x also reaches the
// uses of obj as a whole (passed to a call, a method's receiver, returned:
// rule 2), whose edges carry the root obj ($root; var itself when it is a
// bare name). The last column is the edge's table (DATA or GLOBAL).
MATCH (s:Stmt {id: $stmt})-[:OWNS]->(v:Vertex)-[e:DATA|GLOBAL]->(u:Vertex)
WHERE v.role <> 'formal_out' AND v.role <> 'entry'
  AND (e.var = $var OR e.var = $root OR starts_with(e.var, $prefix) OR ends_with(e.var, $suffix))
RETURN u.id, u.stmt, u.func, u.role, label(e);
