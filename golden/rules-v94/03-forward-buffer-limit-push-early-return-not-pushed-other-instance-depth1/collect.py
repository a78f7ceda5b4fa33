"""Split log lines into a bounded buffer and a buffer of flagged lines."""
from buffer import Buffer


def collect(lines, size):
    buf = Buffer("lines")
    errs = Buffer("errors")
    buf.limit = size
    errs.limit = size * 2
    for line in lines:
        if line.startswith("!"):
            errs.push(line)
            continue
        ok = buf.push(line)
        if not ok:
            print("buffer full, dropped:", line)
    kept = len(buf.items)
    lost = buf.dropped
    seen = buf.pushed
    flagged = len(errs.items)
    print("kept %d, dropped %d" % (kept, lost))
    print("seen %d, flagged %d" % (seen, flagged))
    return buf.drain()


def main(text):
    batch = collect(text.splitlines(), 3)
    joined = " | ".join(batch)
    return joined


if __name__ == "__main__":
    print(main("a\n!b\nc\nd\ne\n!f\ng"))
