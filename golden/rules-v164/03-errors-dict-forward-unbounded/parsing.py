"""Turn raw CSV-ish lines into record dicts."""


def split_fields(line, sep):
    parts = line.split(sep)
    return [p.strip() for p in parts]


def parse_records(lines, sep=","):
    records = []
    for line in lines:
        if not line.strip():
            continue
        name, age = split_fields(line, sep)
        records.append({"name": name, "age": int(age)})
    return records
