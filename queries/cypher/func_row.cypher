// One scope's row.
MATCH (f:Func {id: $func})
RETURN f.qname, f.kind, f.def_stmt, f.parent, f.file, f.line, f.end_line;
