from logline import is_access_line, parse

SAMPLE = """
10.0.0.1 - - [10/Oct/2023:13:55:36 +0000] "GET /index.html HTTP/1.1" 200 2326
10.0.0.2 - alice [10/Oct/2023:13:56:01 +0000] "GET /notes HTTP/1.1" 200 512
-- rotated at 13:57 --
10.0.0.3 - - [10/Oct/2023:13:57:12 +0000] "POST /upload HTTP/1.1" 500 -
10.0.0.1 - bob [10/Oct/2023:13:58:40 +0000] "GET /missing HTTP/1.1" 404 153
"""


def clean(raw):
    return raw.rstrip("\r").strip()


def read_lines(text):
    lines = []
    for raw in text.split("\n"):
        line = clean(raw)
        if line:
            lines.append(line)
    return lines


def bytes_by_status(lines):
    totals = {}
    skipped = 0
    for line in lines:
        if not is_access_line(line):
            skipped += 1
            continue
        entry = parse(line)
        status = entry["status"]
        totals[status] = totals.get(status, 0) + entry["size"]
    print(f"skipped {skipped} lines")
    return totals


def first_error(lines):
    for line in lines:
        entry = parse(line)
        if entry and entry["status"] >= 500:
            return entry["path"]
    return None


def main():
    lines = read_lines(SAMPLE)
    totals = bytes_by_status(lines)
    worst = first_error(lines)
    for status in sorted(totals):
        print(status, totals[status])
    print("first server error:", worst)


if __name__ == "__main__":
    main()
