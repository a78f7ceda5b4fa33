"""Token listings and counts for a small configuration language."""
import sys

from lexer import tokenize


def listing(source, first_line=1):
    width = len(str(first_line + source.count("\n")))
    tokens = tokenize(source, first_line)
    rows = ["%*d  %-4s %s" % (width, line, kind, text) for kind, text, line in tokens]
    return "\n".join(rows)


def summary(source):
    names = set()
    for word in source.split():
        if word.isidentifier():
            names.add(word)
    count = len(tokenize(source))
    return "%d tokens, %d distinct words" % (count, len(names))


def main(argv):
    source = "retries = 3\nhost = db1\ntimeout = retries * 20\n"
    start = int(argv[0]) if argv else 1
    print(listing(source, start))
    print(summary(source))


if __name__ == "__main__":
    main(sys.argv[1:])
