// The definitions of a variable that reach a statement: sources of data
// edges into the statement's vertices carrying the variable (or one of its
// attributes), and the statement's control dependences.
MATCH (d:Vertex)-[e:DEP]->(v:Vertex)
WHERE v.stmt IN $stmts AND v.role <> 'formal_in' AND v.role <> 'formal_out' AND v.role <> 'entry'
  AND ((e.kind = 'data' AND (e.var = $var OR starts_with(e.var, $prefix))) OR e.kind = 'ctrl')
RETURN d.id, d.stmt, e.kind;
