// One interprocedural step backward from one vertex: what it depends on
// through the call-boundary tables {{rels}} (PARAM_IN|CALL ascend into
// callers, PARAM_OUT descends into a callee).
MATCH (s:Vertex)-[e:{{rels}}]->(t:Vertex {id: $id})
RETURN s.id, s.stmt, s.func, s.role;
