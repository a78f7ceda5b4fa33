"""Split a $-template into literal text and field names (after string.Template)."""

IDCHARS = "abcdefghijklmnopqrstuvwxyz0123456789_"


def split_fields(template, delimiter):
    fields = []
    literal = ""
    i = 0
    n = len(template)
    while i < n:
        ch = template[i]
        i += 1
        if ch != delimiter:
            literal += ch
            continue
        if i < n and template[i] == delimiter:
            literal += delimiter
            i += 1
            continue
        start = i
        while i < n and template[i].lower() in IDCHARS:
            i += 1
        fields.append((literal, template[start:i] or None))
        literal = ""
    fields.append((literal, None))
    return fields
