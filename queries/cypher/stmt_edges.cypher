// Dependence edges leaving the statements $from, for explanations: the
// statement depended on (from), the dependent statement (to), the edge
// table and the variable or parameter it carries, from DEPENDS (the SDG's
// edges lifted to statements at load time). The statements are matched
// with an id set ({{in}}: an IN list, which Kùzu tests row by row against
// the whole list, or past HashedIDs ids a test of one hash bucket): the
// id's block of BlockIDs ($blocks, a short list) is tested first, so that
// the set is tested only on the statements of those blocks.
// The engine uses this form for the statements of the scopes its memo
// does not hold when there are more than ManyScopes of them, keeps the
// rows per statement and the edges whose other end it asked about.
MATCH (s:Stmt)-[d:DEPENDS]->(t:Stmt)
WHERE s.id >= $lo AND s.id <= $hi AND (s.id / {{block}}) IN $blocks AND {{in s.id from}}
RETURN s.id, t.id, d.kind, d.var;
