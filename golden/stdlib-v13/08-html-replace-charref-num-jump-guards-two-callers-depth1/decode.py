"""Decode the character references of a text feed, one match at a time."""
from charrefs import _charref, _replace_charref


def decode(text):
    pieces = []
    pos = 0
    for match in _charref.finditer(text):
        pieces.append(text[pos:match.start()])
        pieces.append(_replace_charref(match))
        pos = match.end()
    pieces.append(text[pos:])
    return "".join(pieces)


def first_entity(text):
    match = _charref.search(text)
    if match is None:
        return ""
    return _replace_charref(match)


if __name__ == "__main__":
    feed = "Fish &amp; chips &#x20AC;5 &#128; &notit; &#0; &#65"
    print(ascii(decode(feed)))
    print(ascii(first_entity("price: &#xD800; only")))
