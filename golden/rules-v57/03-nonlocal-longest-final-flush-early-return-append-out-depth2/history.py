"""Show a shell history as rows of a command column and its arguments."""
from words import split_words


def history_rows(entries, skip_prefix):
    rows = []
    for number, entry in enumerate(entries, 1):
        if entry.startswith(skip_prefix):
            continue
        words, width = split_words(entry)
        command = words[0].ljust(width) if words else ""
        rows.append("%4d  %s| %s" % (number, command, " ".join(words[1:])))
    return rows


def show_history(entries):
    rows = history_rows(entries, "#")
    for row in rows:
        print(row)
    return len(rows)


if __name__ == "__main__":
    show_history(["ls -l", 'git commit -m "fix the parser"', "# a note", "echo 'a  b' c  ", "grep -e'x y' log", ""])
