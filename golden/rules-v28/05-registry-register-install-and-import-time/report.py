"""Write a sales report in the format named on the command line."""
import sys

import formats
import registry

ROWS = [["region", "sales"], ["north", 120], ["south", 95]]


def write_markdown(rows):
    head = "| " + " | ".join(rows[0]) + " |"
    body = ["| " + " | ".join(str(v) for v in row) + " |" for row in rows[1:]]
    return "\n".join([head, "|---|---|"] + body)


registry.register("md", write_markdown, ".md")


def export(rows, fmt):
    writer = registry.writer_for(fmt)
    suffix = registry.extension_for(fmt)
    text = writer(rows)
    return "report" + suffix, text


def main(argv):
    formats.install()
    fmt = argv[0] if argv else "md"
    path, text = export(ROWS, fmt)
    print("writing", path, "- known formats:", ", ".join(registry.names()))
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
