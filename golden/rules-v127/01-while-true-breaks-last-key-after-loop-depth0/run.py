"""Load two small configuration blocks and show what was read."""
from reader import read_records

BLOCK = """# server settings
host = example.org
port = 8080

user = admin
END
ignored = yes
"""


def show(text, cap):
    records, last, summary = read_records(text.splitlines(), cap)
    print(summary)
    print("last key:", last)
    for key in sorted(records):
        print(f"  {key} -> {records[key]}")


if __name__ == "__main__":
    show(BLOCK, 10)
    show("a=1\nb=2\nc=3", 2)
