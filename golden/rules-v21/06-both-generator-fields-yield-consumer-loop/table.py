"""Load a delimited table into dicts keyed by its header row, and report one column."""
from records import iter_records


def column(rows, name):
    return [row.get(name, "") for row in rows]


def load_table(lines, sep=","):
    header = None
    rows = []
    for fields in iter_records(lines, sep):
        if header is None:
            header = fields
            continue
        rows.append(dict(zip(header, fields)))
    return rows


def report(path_lines, name):
    title = path_lines[0].strip("# ")
    rows = load_table(path_lines)
    values = column(rows, name)
    print(title, values)
    return len(values)


if __name__ == "__main__":
    sample = ["# people", "name,age", "", '"Ann", 31', "# retired", "Bo,7"]
    print(report(sample, "name"))
