"""Split a message into a header block and a body, the way email.feedparser reads headers."""
import sys

from reader import LineReader

SAMPLE = b"From: ann\nSubject: lunch\n\nNoon at the usual place.\nAnn\n"


def read_headers(reader):
    headers = {}
    while (line := reader.readline()):
        if not line.strip():
            break
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    return headers


def parse(text):
    reader = LineReader(text)
    headers = read_headers(reader)
    print("lines left:", reader.remaining())
    offset = reader.tell()
    body = text.splitlines(keepends=True)[offset:]
    return headers, "".join(body)


def decode(raw, charset):
    try:
        text = raw.decode(charset)
    except UnicodeDecodeError:
        print("cannot decode the message as", charset)
        return {}, ""
    return parse(text)


def main(argv):
    raw = "\n".join(argv).encode() if argv else SAMPLE
    headers, body = decode(raw, "utf-8")
    print(headers)
    print(body, end="")


if __name__ == "__main__":
    main(sys.argv[1:])
