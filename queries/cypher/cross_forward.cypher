// One interprocedural step forward from one vertex: what depends on it
// through the call-boundary tables {{rels}}.
MATCH (s:Vertex {id: $id})-[e:{{rels}}]->(t:Vertex)
RETURN t.id, t.stmt, t.func, t.role;
