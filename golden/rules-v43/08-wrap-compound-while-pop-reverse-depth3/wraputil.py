"""Greedy line wrapping to a width (after textwrap)."""


def split_words(text):
    return text.split()


def wrap(text, width):
    chunks = split_words(text)
    chunks.reverse()
    lines = []
    while chunks:
        cur = []
        cur_len = 0
        while chunks and cur_len + len(chunks[-1]) <= width:
            word = chunks.pop()
            cur.append(word)
            cur_len += len(word) + 1
        if not cur:
            cur.append(chunks[-1][:width])
            chunks[-1] = chunks[-1][width:]
        lines.append(" ".join(cur))
    return lines


def fill(text, width=70):
    return "\n".join(wrap(text, width))
