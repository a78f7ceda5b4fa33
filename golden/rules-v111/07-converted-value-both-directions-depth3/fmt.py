"""Text output for the budget tool."""


def group_digits(whole):
    text = str(whole)
    groups = []
    while len(text) > 3:
        groups.insert(0, text[-3:])
        text = text[:-3]
    groups.insert(0, text)
    return ",".join(groups)


def money(value, currency):
    whole = int(value)
    cents = round((value - whole) * 100)
    return group_digits(whole) + "." + str(cents).zfill(2) + " " + currency


def format_summary(summary, cfg):
    cur = cfg["currency"]
    lines = ["Budget summary (" + cur + ")"]
    lines.append("total: " + money(summary["grand"], cur))
    lines.append("limit: " + money(cfg["limit"], cur) + " per category")
    if summary["over"]:
        lines.append("over limit: " + ", ".join(summary["over"]))
    else:
        lines.append("all categories within limit")
    return "\n".join(lines)


def heading(text):
    return text.upper() + "\n" + "-" * len(text)


def rate_note(summary, cur):
    if summary["rate"] == 1.0:
        return ""
    return "converted at " + str(summary["rate"]) + " " + cur + " per EUR"


def plural(count, word):
    if count == 1:
        return "1 " + word
    return str(count) + " " + word + "s"
