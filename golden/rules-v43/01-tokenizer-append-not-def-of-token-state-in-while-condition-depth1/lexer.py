"""Split a command line into words, shell style (after shlex)."""

QUOTES = "'\""


def split_words(text, comments=True):
    tokens = []
    state = " "
    token = ""
    pos = 0
    spaces = 0
    while pos < len(text) and state != "#":
        ch = text[pos]
        pos += 1
        if state == " ":
            if ch in QUOTES:
                state = ch
            elif ch == "#" and comments:
                state = "#"
            elif ch.isspace():
                spaces += 1
                if token:
                    tokens.append(token)
                token = ""
            elif ch == "\\" and pos < len(text):
                token += text[pos]
                pos += 1
            else:
                token += ch
        elif ch == state:
            state = " "
        else:
            token += ch
    if token:
        tokens.append(token)
    return tokens
