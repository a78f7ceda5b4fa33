// The uses that a statement's definition of a variable reaches: targets of
// data edges out of the statement's vertices carrying the variable.
MATCH (v:Vertex)-[e:DEP]->(u:Vertex)
WHERE v.stmt IN $stmts AND v.role <> 'formal_out' AND v.role <> 'entry'
  AND e.kind = 'data' AND (e.var = $var OR starts_with(e.var, $prefix))
RETURN u.id, u.stmt, v.id;
