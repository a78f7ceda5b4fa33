"""Split delimited text into rows of a fixed width, counting the lines that do not fit."""


def split_rows(lines, width, sep=","):
    rows = []
    rejected = 0
    last = 0
    for number, line in enumerate(lines, 1):
        fields = line.rstrip("\n").split(sep)
        try:
            if len(fields) != width:
                raise ValueError("line %d has %d fields" % (number, len(fields)))
            row = [field.strip() for field in fields]
            rows.append(row)
        except ValueError:
            rejected += 1
        last = number
    print("read", last, "lines")
    return rows, rejected
