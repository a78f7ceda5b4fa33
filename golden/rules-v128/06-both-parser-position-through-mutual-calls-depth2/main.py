from parser import parse_value

SAMPLE = "  [1,[22,3],[],4]  "


def skip_blanks(text, pos):
    while pos < len(text) and text[pos] == " ":
        pos += 1
    return pos


def flatten(value, out):
    if isinstance(value, list):
        for part in value:
            flatten(part, out)
    else:
        out.append(value)


def main():
    source = SAMPLE
    start = skip_blanks(source, 0)
    tree, end = parse_value(source, start)
    rest = source[end:].strip()
    leaves = []
    flatten(tree, leaves)
    print("parsed", tree, "from", start, "to", end)
    print("leaves", leaves, "sum", sum(leaves), "trailing", repr(rest))


main()
