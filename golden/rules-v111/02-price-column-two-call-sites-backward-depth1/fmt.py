"""Text formatting for the csvsum tool."""


def money(value):
    text = "%.2f" % value
    if value >= 1000:
        whole, cents = text.split(".")
        text = "{:,}".format(int(whole)) + "." + cents
    return "$" + text


def pad(text, width):
    if len(text) >= width:
        return text[:width]
    return text + " " * (width - len(text))


def table(rows, width):
    lines = []
    for row in rows:
        label = pad(row["name"], width)
        lines.append(label + money(row["price"]) + " x " + str(row["qty"]))
    return "\n".join(lines)


def summary(result, best):
    parts = ["spent " + money(result["spent"])]
    parts.append("on " + str(result["count"]) + " rows")
    if best is not None:
        parts.append("cheapest " + best["name"])
    return ", ".join(parts)


def banner(title, width):
    line = "=" * width
    return line + "\n" + pad(title, width) + "\n" + line


def warn(message):
    return "warning: " + message


def plural(count, word):
    if count == 1:
        return word
    return word + "s"
