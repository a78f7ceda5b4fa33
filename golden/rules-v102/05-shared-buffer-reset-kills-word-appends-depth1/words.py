"""Split a log line into lower-case words and integer amounts."""


def scan(text):
    words = []
    amounts = []
    buf = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch.isalpha():
            buf.append(ch.lower())
            i += 1
            continue
        if buf:
            words.append("".join(buf))
        if ch.isdigit():
            buf = []
            while i < len(text) and text[i].isdigit():
                buf.append(text[i])
                i += 1
            amounts.append(int("".join(buf)))
            buf = []
            continue
        buf = []
        i += 1
    if buf:
        words.append("".join(buf))
    return words, amounts
