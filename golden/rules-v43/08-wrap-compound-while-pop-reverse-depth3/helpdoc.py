"""Format the paragraphs of a help page."""
from wraputil import fill, split_words

WIDTH = 30


def word_count(text):
    return len(split_words(text))


def paragraph(title, body, indent):
    heading = title.upper()
    text = fill(body, WIDTH - indent)
    pad = " " * indent
    lines = [pad + line for line in text.splitlines()]
    return heading + "\n" + "\n".join(lines)


if __name__ == "__main__":
    words = "Wrap each paragraph so that no line is longer than the width; see https://example.org/very/long/path/to/docs."
    print(paragraph("usage", words, 4))
    print(word_count(words), "words")
