"""Tokenize key=value configuration text, after configparser's conventions."""

COMMENT = "#"
SEP = "="


def strip_comment(line):
    head = line.split(COMMENT, 1)[0]
    return head.strip()


def iter_pairs(lines, errors):
    for number, raw in enumerate(lines, 1):
        text = strip_comment(raw)
        if not text:
            continue
        if SEP not in text:
            errors.append(number)
            continue
        key, value = text.split(SEP, 1)
        yield key.strip().lower(), value.strip()


def iter_sources(sources, errors):
    for source in sources:
        yield from iter_pairs(source.splitlines(), errors)
    yield "sources", str(len(sources))
