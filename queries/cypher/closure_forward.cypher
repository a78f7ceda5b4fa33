// Forward closure inside one call level: every vertex reachable from the
// seed over the dependence tables {{rels}}, with its shortest distance (see
// closure_backward). Also the backward closure, over SLICE_BWD (whose
// edges are reversed); closure_backward serves thin slices.
MATCH (s:Vertex {id: $seed})-[e:{{rels}}* SHORTEST 1..{{hops}}]->(t:Vertex)
RETURN t.id, t.stmt, t.func, t.role, length(e);
