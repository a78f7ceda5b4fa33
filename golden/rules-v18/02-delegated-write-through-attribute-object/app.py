"""Collect log output in memory, then report how much was written."""
import sys

from handlers import Formatter, MemoryStream, StreamHandler


def capture(messages, fmt):
    handler = StreamHandler(MemoryStream(), Formatter(fmt))
    for level, msg in messages:
        handler.emit(level, msg)
    offset = handler.position()
    output = handler.text()
    return output, offset


def nightly(batch):
    output, offset = capture(batch, "%(level)s %(msg)s")
    print("wrote", offset, "characters")
    return output


def main(argv):
    batch = [(30 if word.isupper() else 20, word) for word in argv]
    print(nightly(batch))


if __name__ == "__main__":
    main(sys.argv[1:] or ["started", "DISK", "done"])
