// The definitions of a variable that reach a statement (sources of DATA
// edges carrying the variable or one of its attributes into the statement's
// own vertices, GLOBAL edges from writes in other functions too) and the statement's control dependences:
// those from other statements, not a call of the line's own (its CTRL edge to
// its actual-outs), which would bring what the callee's name reads into the
// slice of a variable the line passes to it (rule 16).
MATCH (s:Stmt {id: $stmt})-[:OWNS]->(v:Vertex)<-[e:DATA|GLOBAL|CTRL]-(d:Vertex)
WHERE v.role <> 'formal_in' AND v.role <> 'formal_out' AND v.role <> 'entry'
  AND (label(e) = 'CTRL' AND d.stmt <> $stmt OR e.var = $var OR starts_with(e.var, $prefix))
RETURN d.id, d.stmt, d.func, d.role, label(e);
