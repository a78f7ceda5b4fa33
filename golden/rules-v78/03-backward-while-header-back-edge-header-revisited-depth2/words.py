"""Command lines split into a verb and its first argument, on top of scanner."""
from scanner import read_word


def load_line(name):
    lines = {"build": 'make "all targets"  # default', "clean": "rm -r#tmp"}
    return lines.get(name, "")


def first_arg(line, quote):
    verb_end = line.find(" ")
    if verb_end < 0:
        return ""
    word, stop, escapes = read_word(line, verb_end, quote)
    return word


def verb(line):
    return line.split(" ")[0]


if __name__ == "__main__":
    LINE = load_line("build")
    print(verb(LINE), first_arg(LINE, '"'))
    print(first_arg(load_line("clean"), '"'))
