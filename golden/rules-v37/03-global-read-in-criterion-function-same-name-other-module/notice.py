"""A plain-text notice: a centred title over a filled, maybe quoted, paragraph."""
import os

import fmt

width = 72


def use_terminal(columns):
    global width
    width = columns
    fmt.set_width(columns - 8)


def paragraph(text, quoted):
    if quoted:
        fmt.set_indent("> ")
    room = fmt.width - len(fmt.indent)
    lines = fmt.fill(text.split(), room)
    fmt.set_indent("")
    return "\n".join(lines)


def notice(title, body, columns, quoted):
    use_terminal(columns)
    head = title.center(width)
    text = paragraph(body, quoted)
    fmt.reset()
    return head + "\n" + text


if __name__ == "__main__":
    cols = int(os.environ.get("COLUMNS", "40"))
    print(notice("Maintenance", "The service is down from six to eight tonight while we move the database.", cols, True))
