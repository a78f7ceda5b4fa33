"""Word scanning in the style of shlex: quotes, blanks and comments."""

SPACE = " \t"


def skip_space(text, pos):
    while pos < len(text) and text[pos] in SPACE:
        pos += 1
    return pos


def read_word(text, pos, quote):
    start = skip_space(text, pos)
    end = text.find("#", start)
    if end < 0:
        end = len(text)
    pos = start
    quoted = False
    escapes = 0
    while pos < end:
        ch = text[pos]
        if ch == "\\":
            escapes += 1
        if ch == quote:
            quoted = not quoted
        elif ch in SPACE and not quoted:
            break
        pos += 1
    word = text[start:pos].replace(quote, "")
    return word, pos, escapes
