"""Output formats of the report tool, registered by decorators."""
import sys

from registry import Registry, deprecated

formats = Registry("format")
readers = Registry("reader")


@formats.register
def to_csv(rows):
    return "\n".join(",".join(str(cell) for cell in row) for row in rows)


@formats.register
@deprecated
def to_fixed_width(rows):
    return "\n".join("".join(str(cell).ljust(8) for cell in row) for row in rows)


@readers.register
def parse_csv(text):
    return [line.split(",") for line in text.splitlines()]


@deprecated
def to_tsv(rows):
    return "\n".join("\t".join(str(cell) for cell in row) for row in rows)


SUMMARY = formats.describe()
CHOICES = ", ".join(formats.names())
formats.register(to_tsv)


def main(argv):
    name = argv[0] if argv else "csv"
    print(SUMMARY, "-", CHOICES)
    writer = formats.get(name)
    print(writer([[1, 2], [3, 4]]))


if __name__ == "__main__":
    main(sys.argv[1:])
