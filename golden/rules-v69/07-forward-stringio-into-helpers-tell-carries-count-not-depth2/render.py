def write_header(out, title, columns):
    print(title, file=out)
    print("=" * len(title), file=out)
    out.write(" | ".join(columns) + "\n")
    return len(columns)


def write_row(out, row, count):
    cells = [str(value) for value in row[:count]]
    out.write(" | ".join(cells) + "\n")


def finish(out):
    out.write("-- end --\n")
    return out.tell()
