"""Aligned log lines, in the style of logging.Formatter."""
from cells import level_cell, name_cell, pad


def format_line(record, stamp, body):
    level = record["level"]
    head = level_cell(level)
    who = name_cell(record["logger"])
    tag = "[" + who + "]"
    text = body.rstrip()
    return " ".join([stamp, head, tag, text])


def render(records):
    out = []
    for i, record in enumerate(records):
        body = pad(record["msg"], 30, " ")
        out.append(format_line(record, "%04d" % i, body))
    return "\n".join(out)


if __name__ == "__main__":
    first = {"level": "info", "logger": "app.db", "msg": "connected\tto   db"}
    second = {"level": "warning", "logger": "app.http.client", "msg": "slow reply"}
    print(render([first, second]))
