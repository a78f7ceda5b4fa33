"""A wc front end: one row per named text and a total row."""
import sys

from textstats import longest_line, wc


def tally(named_texts, dos=False):
    rows = []
    totals = [0, 0, 0]
    widest = 0
    for name, text in named_texts:
        counts = wc(text, keep_cr=dos)
        totals = [t + c for t, c in zip(totals, counts)]
        widest = max(widest, longest_line(text))
        rows.append("%7d %7d %7d %s" % (counts + (name,)))
    rows.append("%7d %7d %7d total" % tuple(totals))
    rows.append("longest line: %d" % widest)
    return rows


def main(argv):
    dos = "--dos" in argv
    texts = [("notes.txt", "to be or\r\nnot to  be\r\n"), ("progress.log", "50%\r100%\n")]
    for row in tally(texts, dos):
        print(row)


if __name__ == "__main__":
    main(sys.argv[1:])
