// The raise statements a statement guards (rule 9): the control vertices
// of the raise (throw, panic) statements whose JUMP edge makes the
// statement depend on them, so that a backward slice from a guard holds
// the exception it exists to raise. A return, break or continue it guards
// is left out (guardedJumps says why).
MATCH (s:Stmt {id: $stmt})-[:OWNS]->(v:Vertex)<-[e:JUMP]-(j:Vertex), (js:Stmt)
WHERE js.id = j.stmt AND js.kind = 'raise'
RETURN j.id, j.stmt, j.func, j.role, label(e);
