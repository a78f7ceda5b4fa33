"""Dump records as indented 'key: value' blocks, noting the keys they lack."""


def dump(records, indent, keys):
    out = []
    missing = []
    pad = " " * indent

    def emit(key, value):
        if value is None:
            missing.append(key)
            return
        out.append(pad + key + ": " + str(value))

    for rec in records:
        out.append("-")
        for key in keys:
            emit(key, rec.get(key))
    if missing:
        out.append("# missing: " + ", ".join(missing))
    text = "\n".join(out)
    return text
