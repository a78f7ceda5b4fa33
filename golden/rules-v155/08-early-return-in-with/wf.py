import io


def first_long(text, n):
    result = ""
    lines = 0
    with io.StringIO(text) as fh:
        for line in fh:
            lines += 1
            if len(line) > n:
                result = line.strip()
                return result
        result = "none"
    print("lines", lines)
    return result


print(first_long("a\nbb\n", 5), first_long("a\nlonger line\n", 5))
