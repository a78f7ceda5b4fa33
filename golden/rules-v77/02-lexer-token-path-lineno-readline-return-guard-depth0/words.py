"""Shell-like splitting of a small config script with lexer.Lexer."""
import io

from lexer import Lexer


def split_words(text):
    lexer = Lexer(io.StringIO(text))
    words = []
    while True:
        word = lexer.read_token()
        if word is None:
            break
        words.append(word)
    print("read", len(words), "words up to line", lexer.lineno)
    return words


def commands(script):
    found = []
    for line in script.splitlines():
        parts = split_words(line)
        if parts:
            found.append(parts)
    return found


if __name__ == "__main__":
    print(split_words("set name 'Ann Lee'  # the owner\nset empty ''\nrun\n"))
    print(commands("echo 'a b'\n\nexit 0"))
