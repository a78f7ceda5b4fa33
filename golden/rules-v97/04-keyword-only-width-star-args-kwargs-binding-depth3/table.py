"""Print a small stock table."""
import sys

from report import row, title


def render(stock, wide):
    divider = " : " if wide else " "
    name_width = max(len(name) for name, _, _ in stock)
    lines = [title("stock", width=40 if wide else 24)]
    for name, qty, shelf in stock:
        lines.append(row(name, qty, sep=divider, w0=name_width, w1=5))
    return "\n".join(lines)


def main(argv):
    wide = "--wide" in argv
    stock = [("bolts", 120, "A1"), ("hex nuts", 75, "B2")]
    print(render(stock, wide))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
