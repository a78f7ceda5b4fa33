"""Column formatting for plain-text reports."""

ELLIPSIS = "..."
FILL = "."


def visible(text):
    return "".join(ch for ch in text if ch.isprintable())


def clip(text, width):
    text = visible(text)
    if len(text) <= width:
        return text
    return text[: width - len(ELLIPSIS)] + ELLIPSIS


def pad(text, width):
    text = clip(text, width)
    gap = width - len(text)
    return text + FILL * gap


def render(name, amount, width):
    left = pad(name, width)
    right = f"{amount:>9.2f}"
    return left + " " + right


HEADER = render("item", 0.0, 12)
