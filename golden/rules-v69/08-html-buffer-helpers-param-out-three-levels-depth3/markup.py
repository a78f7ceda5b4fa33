ESCAPES = {"&": "&amp;", "<": "&lt;", ">": "&gt;"}


def escape(text):
    return "".join(ESCAPES.get(ch, ch) for ch in text)


def cell(buf, value, tag="td"):
    buf.append(f"<{tag}>{escape(str(value))}</{tag}>")


def row(buf, values, header=False):
    buf.append("<tr>")
    for value in values:
        cell(buf, value, "th" if header else "td")
    buf.append("</tr>\n")


def table(records, fields, log):
    buf = ["<table>\n"]
    row(buf, fields, header=True)
    print(f"table: {len(records)} records", file=log)
    for rec in records:
        row(buf, [rec.get(f, "") for f in fields])
    buf.append("</table>")
    log.write("done\n")
    return "".join(buf)
