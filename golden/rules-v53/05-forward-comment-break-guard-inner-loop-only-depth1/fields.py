"""Count the fields of each row of delimited text (after the csv module's reader)."""


def field_counts(lines, delim, comment):
    counts = []
    lineno = 0
    for row in lines:
        lineno += 1
        if not row.strip():
            continue
        n = 1
        quoted = False
        for ch in row:
            if ch == '"':
                quoted = not quoted
            elif quoted:
                continue
            elif ch == comment:
                break
            elif ch == delim:
                n += 1
        counts.append((lineno, n))
    return counts
