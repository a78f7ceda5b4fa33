"""The export command."""
from factory import make_writer


def export(rows, fmt, columns):
    writer = make_writer(fmt, columns)
    lines = [writer.header()]
    for row in rows:
        lines.append(writer.render(row))
    return "\n".join(lines)
