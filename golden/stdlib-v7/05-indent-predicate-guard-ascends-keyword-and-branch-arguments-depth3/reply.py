"""Quote an e-mail reply and indent the code samples it carries."""
from textwrap_indent import indent


def every_line(line):
    return True


def is_code(line):
    return line.startswith("    ") or not line.strip()


def quoted(body, keep_blank):
    marker = "> "
    if keep_blank:
        keep = every_line
    else:
        keep = None
    return indent(body, marker, keep)


def sample(code, width):
    pad = " " * width
    return indent(code, pad, predicate=is_code)


def compose(author, sections):
    head = author + " wrote:"
    parts = [head]
    for kind, text in sections:
        if kind == "code":
            parts.append(sample(text, 2))
            continue
        parts.append(quoted(text, author.endswith("bot")))
    return "\n".join(parts)


if __name__ == "__main__":
    print(compose("ann", [("text", "hi\n\nthere\n"), ("code", "x = 1\n    y = 2\n")]))
