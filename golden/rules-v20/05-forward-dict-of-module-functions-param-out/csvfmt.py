"""Comma-separated output, quoting cells the way the csv module does."""

SEP = ","


def quote(cell):
    text = str(cell)
    if SEP in text or '"' in text:
        text = '"' + text.replace('"', '""') + '"'
    return text


def write(rows, out):
    for row in rows:
        cells = [quote(c) for c in row]
        out.append(SEP.join(cells))
    return len(rows)
