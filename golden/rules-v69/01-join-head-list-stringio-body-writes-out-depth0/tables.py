import io


def rule_line(width, count):
    cells = ["-" * width for _ in range(count)]
    return "+".join(cells)


def render_table(columns, rows, title, width):
    head = []
    body = io.StringIO()
    head.append(title.center(width * len(columns)) + "\n")
    for name in columns:
        head.append(f"{name:<{width}}")
    head.append("\n")
    head.append(rule_line(width, len(columns)) + "\n")
    for row in rows:
        cells = [f"{value!s:>{width}}" for value in row]
        body.write("".join(cells) + "\n")
    print(f"({len(rows)} rows)", file=body)
    body.seek(0)
    text = "".join(head) + body.getvalue()
    return text
