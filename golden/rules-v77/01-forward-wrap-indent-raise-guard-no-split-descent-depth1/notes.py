"""Release notes filled with wrapping.Filler."""
from wrapping import Filler


def fill(text, width, max_lines=None):
    filler = Filler(width, "* ", "  ", max_lines)
    words = len(filler.split(text))
    lines = filler.wrap(text)
    print("%d words on %d lines" % (words, len(lines)))
    return "\n".join(lines)


def release_notes(entries, width):
    parts = []
    for entry in entries:
        parts.append(fill(entry, width, max_lines=2))
    return "\n".join(parts)


def main():
    entries = ["Fix the tokenizer so that quoted words keep their inner spaces", "Faster\tsniffing"]
    print(release_notes(entries, 24))


if __name__ == "__main__":
    main()
