"""Header helpers for building a mail message."""

MAX_LINE = 32


def fold(line, width):
    if len(line) <= width:
        return line
    return line[:width - 3] + "..."


def add_header(headers, name, value):
    line = name + ": " + value
    headers.append(fold(line, MAX_LINE))
    return len(line)


def count_header(stats, name, value):
    stats[name] = stats.get(name, 0) + 1
    return value.strip()


def with_trace(headers, host):
    headers = list(headers)
    headers.append("Received: from " + host)
    return headers


def render(headers, body):
    lines = list(headers)
    lines.append("")
    lines.append(body)
    return "\n".join(lines)
