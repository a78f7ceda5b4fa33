"""Read a small CSV table into rows of cells."""
from fields import split_fields


def read_rows(text):
    rows = []
    width = 0
    for raw in text.splitlines():
        if not raw.strip():
            continue
        cells = split_fields(raw.rstrip("\r"))
        width = max(width, len(cells))
        rows.append(cells)
    return rows, width


def main():
    sample = 'name, city\n"Smith, J", Oslo\n\n"Lee", "New York"\n'
    rows, width = read_rows(sample)
    print(rows)
    print(width)


if __name__ == "__main__":
    main()
