"""List and decode the character references of a piece of HTML text."""
from html_charref import _charref, _replace_charref


def references(text):
    found = []
    for match in _charref.finditer(text):
        name = match.group(0)
        value = _replace_charref(match)
        if not value:
            value = "(dropped)"
        found.append((name, value))
    return found


def decode(text):
    parts = []
    pos = 0
    for match in _charref.finditer(text):
        parts.append(text[pos:match.start()])
        parts.append(_replace_charref(match))
        pos = match.end()
    parts.append(text[pos:])
    return "".join(parts)


if __name__ == "__main__":
    sample = "Caf&#xe9; &amp; cr&egrave;me &#x80;uro &#xD800;x &#x1;y &#65;"
    for name, value in references(sample):
        print(name, ascii(value))
    print(ascii(decode(sample)))
