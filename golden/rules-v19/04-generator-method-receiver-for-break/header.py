"""Read the first logical line of a source text and say where reading stopped."""
import sys

from lexer import Lexer


def first_line(text):
    lexer = Lexer(text)
    names = []
    for kind, value in lexer.tokens():
        if kind == "NEWLINE":
            break
        if kind == "NAME":
            names.append(value)
    print("stopped at", lexer.where())
    stopped = lexer.lineno
    return names, stopped


def main(argv):
    text = " ".join(argv) if argv else "x = 1\ny = 2\n"
    names, stopped = first_line(text)
    print(names, "next line:", stopped)


if __name__ == "__main__":
    main(sys.argv[1:])
