"""Split delimited records into named fields; the last field keeps the rest."""


def split_record(line, schema, sep=","):
    columns = list(schema)
    limit = len(columns) - 1
    fields = []
    current = ""
    quoted = False
    i = 0
    while i < len(line):
        ch = line[i]
        if ch == '"':
            quoted = not quoted
        elif ch == sep and not quoted:
            fields.append(current)
            current = ""
            if len(fields) == limit:
                current = line[i + 1:]
                break
        else:
            current += ch
        i += 1
    fields.append(current)
    while len(fields) < len(columns):
        fields.append("")
    return dict(zip(columns, fields))


def describe(schema):
    return " | ".join(name.upper() for name in schema)
