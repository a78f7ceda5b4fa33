"""Show a few log records split by split_record."""
from records import describe, split_record

SCHEMA = ("date", "level", "message")
LOG = [
    '2024-05-01,INFO,"started, listening on 8080"',
    "2024-05-01,WARN,disk at 91%, rotating logs",
    "2024-05-02,ERROR",
]


def show(lines):
    print(describe(SCHEMA))
    for line in lines:
        record = split_record(line, SCHEMA)
        print(f"{record['date']} [{record['level']}] {record['message']}")


if __name__ == "__main__":
    show(LOG)
