"""Parse access-log lines into records."""
from logfields import is_noise, split_fields, to_level


def parse_line(line, default_level):
    text = line.rstrip("\n")
    fields = split_fields(text)
    stamp = fields[0]
    level = to_level(fields[1], default_level)
    body = fields[2]
    source = "app"
    if body.startswith("["):
        source = body[1:body.index("]")]
    size = len(text)
    return {"stamp": stamp, "level": level, "source": source, "body": body, "size": size}


def scan(lines, default_level):
    records = []
    for line in lines:
        if is_noise(line):
            continue
        record = parse_line(line, default_level)
        if record["level"] >= 30:
            records.append(record)
    return records


if __name__ == "__main__":
    log = [
        "# rotated 2024-05-01\n",
        "10:01:07 [WARN] [db] slow query 812ms\n",
        "10:01:09 [INFO] user ana signed in\n",
        "10:02:15 [ERROR] [mail] relay refused\n",
    ]
    for record in scan(log, 20):
        print(record["stamp"], record["level"], record["source"], record["body"])
