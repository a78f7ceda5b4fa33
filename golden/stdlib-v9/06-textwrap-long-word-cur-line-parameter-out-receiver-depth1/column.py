"""Lay out words in a narrow column, splitting the ones that do not fit."""
from wrapper import TextWrapper


def break_word(word, width, hyphens=True):
    wrapper = TextWrapper()
    wrapper.width = width
    wrapper.break_long_words = True
    wrapper.break_on_hyphens = hyphens
    chunks = [word]
    line = []
    wrapper._handle_long_word(chunks, line, 0, width)
    head = "".join(line)
    rest = chunks[-1]
    return head, rest


def render_column(words, width):
    lines = []
    for word in words:
        if len(word) <= width:
            lines.append(word)
            continue
        head, rest = break_word(word, width)
        lines.append(head)
        lines.append("  " + rest)
    return lines


if __name__ == "__main__":
    for text in render_column(["tiny", "self-contained", "extraordinarily"], 8):
        print(text)
