"""Strip comments from configuration lines, with configparser's rule for comment prefixes."""


def tidy(text):
    return " ".join(text.split())


def strip_comments(lines, prefixes):
    marks = [p for p in prefixes if p]
    kept = []
    blank = 0
    seen = 0
    for raw in lines:
        line = raw.rstrip("\n")
        seen += 1
        cut = len(line)
        for mark in marks:
            index = line.find(mark)
            if index == 0 or (index > 0 and line[index - 1].isspace()):
                cut = index
                break
        value = line[:cut].strip()
        if value:
            kept.append(value)
        else:
            blank += 1
    print("read", seen, "lines,", blank, "blank or comment")
    return kept
