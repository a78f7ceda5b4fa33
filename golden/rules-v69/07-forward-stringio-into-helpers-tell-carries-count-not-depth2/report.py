import io
import sys
from render import write_header, write_row, finish


def render_report(title, columns, rows, log):
    buf = io.StringIO()
    count = write_header(buf, title, columns)
    for row in rows:
        write_row(buf, row, count)
    size = finish(buf)
    summary = f"{title}: {count} columns, {len(rows)} rows"
    print(f"{summary} ({size} chars)", file=log)
    return buf.getvalue()


def monthly(rows):
    text = render_report("Monthly", ["day", "amount"], rows, sys.stderr)
    return text.rstrip("\n")


def main():
    rows = [("01", 12.5, "ok"), ("02", 7.25, "late")]
    print(monthly(rows))


if __name__ == "__main__":
    main()
