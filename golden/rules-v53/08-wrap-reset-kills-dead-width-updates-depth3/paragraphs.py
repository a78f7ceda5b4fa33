"""Wrap numbered paragraphs (after textwrap.fill and textwrap.indent)."""
import re
from wrapping import fill_lines

MORE = " [...]"


def split_chunks(text):
    return [" " if chunk.isspace() else chunk for chunk in re.split(r"(\s+)", text.strip()) if chunk]


def fill(text, width, prefix, suffix):
    chunks = split_chunks(text.expandtabs())
    lines, last = fill_lines(chunks, width, prefix, " " * len(prefix))
    if lines and last + len(prefix) + len(suffix) <= width:
        lines[-1] += suffix
    elif lines:
        lines.append(" " * len(prefix) + suffix.strip())
    return "\n".join(lines)


def fill_paragraphs(paragraphs, width, bullet, suffix):
    out = []
    for number, para in enumerate(paragraphs, 1):
        if not para.strip():
            continue
        prefix = bullet if bullet else "%d. " % number
        out.append(fill(para, width, prefix, suffix))
    return "\n".join(out)


if __name__ == "__main__":
    TEXT = "The quick brown fox jumps over the lazy dog.\n\n\nPack my box with five dozen liquor jugs, extraordinarily."
    print(fill_paragraphs(TEXT.split("\n\n"), 24, "", MORE))
    print(fill_paragraphs(["a supercalifragilistic word"], 12, "- ", ""))
