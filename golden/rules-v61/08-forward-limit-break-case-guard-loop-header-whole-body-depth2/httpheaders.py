"""Read the header block of an HTTP message, one line at a time."""


def fold_name(name):
    return name.strip().lower()


def read_headers(lines, max_headers):
    origin = "%d lines" % len(lines)
    headers = {}
    problems = []
    count = 0
    for raw in lines:
        line = raw.rstrip("\r\n")
        match line.partition(":"):
            case ("", "", ""):
                break
            case (name, ":", value) if count >= max_headers:
                problems.append("too many headers, stopped at " + name)
                break
            case (name, ":", value):
                headers[fold_name(name)] = value.strip()
                count += 1
            case (junk, "", ""):
                problems.append("malformed line: " + junk)
    if problems:
        print(origin, "->", "; ".join(problems))
    return headers, problems
