// The file of every module of the repository.
MATCH (f:Func)
WHERE f.kind = 'module' AND f.file <> ''
RETURN f.file;
