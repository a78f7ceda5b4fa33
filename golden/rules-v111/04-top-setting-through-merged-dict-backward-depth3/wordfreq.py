"""wordfreq: print the most frequent words of a built-in text."""

import sys

from settings import load_settings, merge_dicts
from words import count_words, longest, share, tokenize, top_words

USAGE = "usage: wordfreq [--top=N] [--min=N] [--keep-case] [--stars]"

TEXT = """The parser reads the config, the parser checks the config,
and the report prints what the parser found. Parser errors are
reported in the report; config errors stop the parser."""

THEME = {"bullet": "-", "width": 12}


def theme_for(argv):
    extra = {}
    if "--stars" in argv:
        extra["bullet"] = "*"
    return merge_dicts(THEME, extra)


def format_report(title, best, counts, theme):
    lines = [title, "=" * len(title)]
    for word in best:
        label = theme["bullet"] + " " + word
        pct = round(100 * share(counts, word))
        lines.append(label.ljust(theme["width"]) + str(counts[word]) + " (" + str(pct) + "%)")
    return "\n".join(lines)


def run(argv):
    if "--help" in argv:
        print(USAGE)
        return
    cfg = load_settings(argv)
    words = tokenize(TEXT, cfg["lower"])
    counts = count_words(words, cfg["min_len"])
    best = top_words(counts, cfg)
    theme = theme_for(argv)
    print(format_report(cfg["title"], best, counts, theme))
    print("longest word:", longest(words))


if __name__ == "__main__":
    run(sys.argv[1:])
