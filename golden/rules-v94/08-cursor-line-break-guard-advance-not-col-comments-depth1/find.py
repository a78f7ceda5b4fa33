"""Find the first marker character in a source text and say on which line it is."""
from cursor import Cursor


def locate(text, marker):
    cur = Cursor(text)
    comments = 0
    while not cur.done():
        ch = cur.peek()
        if ch == marker:
            break
        if ch == "#":
            comments += 1
        cur.advance()
    row = cur.line
    print("column", cur.col, "after", comments, "comment marks")
    return row


def report(source, marker):
    text = source.replace("\t", "    ")
    label = "marker %r" % marker
    row = locate(text, marker)
    return "%s on line %d" % (label, row)


if __name__ == "__main__":
    print(report("a = 1\n# note\nb = 2 @ 3\n", "@"))
