"""Writer selection by output format."""
from writers import JsonWriter, Writer, XmlWriter


def make_writer(fmt, columns):
    if fmt == "json":
        return JsonWriter(columns)
    return Writer(columns)


def xml_lines(rows, columns):
    writer = XmlWriter(columns)
    return [writer.render(row) for row in rows]
