"""Sniff the dialect of a CSV sample with sniffer.guess_delimiter."""
from sniffer import guess_delimiter


def sniff(sample, strict):
    lines = [line for line in sample.splitlines() if line.strip()]
    header = lines[0]
    threshold = 1.0 if strict else 0.75
    found = guess_delimiter(lines, ",;\t|", threshold)
    if len(found) != 1:
        return None
    delim = found[0]
    spaced = header.count(delim) == header.count(delim + " ")
    return {"delimiter": delim, "skipinitialspace": spaced}


def describe(sample):
    dialect = sniff(sample, strict=False)
    if dialect is None:
        return "unknown dialect"
    return "delimiter %r, skipinitialspace=%s" % (dialect["delimiter"], dialect["skipinitialspace"])


if __name__ == "__main__":
    print(describe("id, name;tag\n1, ann;x\n2, bob\n3, cy\n"))
    print(describe("a|b\nc,d\n"))
