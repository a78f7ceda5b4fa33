"""Plain-text tables with a row limit, in the style of tabulate."""


def hline(width):
    return "-" * width


def more_line(hidden):
    word = "row" if hidden == 1 else "rows"
    return "... %d more %s" % (hidden, word)


def format_row(row, width):
    cells = [str(value) for value in row]
    return " | ".join(cells)[:width]


def render_table(title, rows, limit):
    width = max(len(title), 24)
    out = [title, hline(width)]
    for n, row in enumerate(rows):
        if limit is not None and n >= limit:
            out.append(more_line(len(rows) - n))
            break
        out.append(format_row(row, width))
    out.append(hline(width))
    return "\n".join(out)
