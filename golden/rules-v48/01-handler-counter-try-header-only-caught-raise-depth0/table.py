"""Load a small CSV table and report the lines that were dropped."""
from rows import split_rows


def load_table(text, columns):
    lines = text.splitlines()
    header = lines[0].split(",")
    rows, dropped = split_rows(lines[1:], len(columns))
    if dropped:
        print("dropped", dropped, "of", len(lines) - 1, "lines")
    return header, rows


if __name__ == "__main__":
    sample = "id,name,team\n1,ada,core\n2,bob\n3,cy,web\n4,dee,ops,extra\n"
    print(load_table(sample, ["id", "name", "team"]))
