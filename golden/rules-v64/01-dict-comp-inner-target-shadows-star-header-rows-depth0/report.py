"""Column report for a pasted CSV or TSV export."""
from tables import parse_columns

HIDDEN = {"id", "token"}


def column_report(text, wide):
    sep = "\t" if "\t" in text else ","
    title = "Columns (wide)" if wide else "Columns"
    columns = parse_columns(text, sep, HIDDEN)
    lines = [title]
    for name, values in sorted(columns.items()):
        lines.append(f"{name}: {', '.join(values)}")
    return "\n".join(lines)


SAMPLE = "id,name,city\n1, Ann ,Oslo\n\n2,Bo,Rome\n3,Cy\n"


if __name__ == "__main__":
    print(column_report(SAMPLE, False))
