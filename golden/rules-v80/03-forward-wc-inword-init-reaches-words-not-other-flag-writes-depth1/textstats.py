"""Line, word and character counts of a text, computed in one pass as the Unix wc program does."""


def wc(text, keep_cr=False):
    lines = 0
    words = 0
    chars = 0
    inword = False
    for ch in text:
        if ch == "\r" and not keep_cr:
            continue
        chars = chars + 1
        if ch == "\n":
            lines = lines + 1
        if ch.isspace():
            inword = False
        elif not inword:
            inword = True
            words = words + 1
    return lines, words, chars


def longest_line(text):
    best = 0
    for line in text.splitlines():
        best = max(best, len(line.rstrip("\r")))
    return best
