"""Check uploaded text files line by line."""
import sys

from parsers import QuietParser, StrictParser


def parse_upload(text, limit):
    parser = StrictParser(limit)
    parser.feed(text)
    size = len(text)
    report = parser.close()
    report["size"] = size
    return report


def line_count(text):
    parser = QuietParser()
    parser.feed(text)
    return len(parser.close()["lines"])


def handle(path, limit):
    with open(path) as fh:
        text = fh.read()
    return parse_upload(text, limit), line_count(text)


def main(argv):
    limit = int(argv[1]) if len(argv) > 1 else 40
    print(handle(argv[0], limit))


if __name__ == "__main__":
    main(sys.argv)
