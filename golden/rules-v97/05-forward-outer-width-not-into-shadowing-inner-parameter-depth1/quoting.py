"""Quote an e-mail reply: wrap each paragraph and prefix it."""

WIDTH = 72
COLUMN = 60


def quote(text, depth):
    width = WIDTH - 2 * depth
    prefix = "> " * depth

    def fit(words, width):
        prefix = ""
        lines = []
        line = prefix
        for word in words:
            if line and len(line) + len(word) >= width:
                lines.append(line)
                line = word
            else:
                line = (line + " " + word).strip()
        return lines + [line]

    out = ["-" * width]
    for para in text.split("\n\n"):
        for row in fit(para.split(), COLUMN):
            out.append(prefix + row)
    return "\n".join(out)
