"""Quoting of delimited fields, in the manner of csv.writer with QUOTE_MINIMAL."""

SPECIALS = "\r\n"


def needs_quotes(text, delimiter):
    return delimiter in text or any(c in text for c in SPECIALS)


def escaped(quotechar, escapechar):
    if escapechar:
        return escapechar + quotechar
    return quotechar * 2


def quote_field(value, delimiter, quotechar, escapechar=None):
    text = str(value)
    wrap = needs_quotes(text, delimiter)
    if quotechar in text:
        text = text.replace(quotechar, escaped(quotechar, escapechar))
        wrap = True
    if wrap:
        return quotechar + text + quotechar
    return text


def format_row(fields, delimiter, quotechar):
    cells = []
    for value in fields:
        cells.append(quote_field(value, delimiter, quotechar))
    return delimiter.join(cells)


def format_title(title, delimiter):
    return "# " + quote_field(title, delimiter, "'")
