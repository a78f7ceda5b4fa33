// Backward closure inside one call level: every vertex from which the seed
// is reachable over the dependence tables {{rels}}, once, with its shortest
// distance in edges. SHORTEST is a BFS, never a path enumeration. The seed
// is matched by primary key: an IN list or UNWIND makes Kùzu scan the
// vertex table (25–40 ms against 1–2 ms on the standard library). Edge kinds
// are chosen by label, never by a property filter, which SHORTEST applies
// after choosing paths (kuzudb/kuzu#5331). Hop bound and labels are
// literals built by the engine from constants.
MATCH (s:Vertex)-[e:{{rels}}* SHORTEST 1..{{hops}}]->(t:Vertex {id: $seed})
RETURN s.id, s.stmt, s.func, s.role, length(e);
