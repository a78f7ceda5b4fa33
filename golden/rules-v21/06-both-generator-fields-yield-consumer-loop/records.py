"""Read delimited records from text lines, skipping blanks and comments, after csv.reader."""


def clean(text, quote):
    if len(text) >= 2 and text[0] == quote and text[-1] == quote:
        return text[1:-1]
    return text


def iter_records(lines, sep, quote='"'):
    for line in lines:
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        fields = [clean(f.strip(), quote) for f in text.split(sep)]
        yield fields


def header_names(line, sep):
    return [clean(name.strip(), '"').lower() for name in line.split(sep)]
