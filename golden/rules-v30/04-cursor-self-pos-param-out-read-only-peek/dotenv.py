"""Parse KEY = value lines with a Cursor, in the shape of a dotenv reader."""
from cursor import Cursor


def read_key(cur):
    start = cur.pos
    while cur.peek().isalnum() or cur.peek() == "_":
        cur.advance()
    return cur.text[start:cur.pos]


def parse_pairs(text):
    cur = Cursor(text)
    pairs = {}
    comments = []
    while cur.peek():
        cur.skip_blank()
        if cur.peek() == "#":
            comments.append(cur.line())
            cur.rest_of_line()
            continue
        if cur.peek() == "\n":
            cur.advance()
            continue
        key = read_key(cur)
        cur.skip_blank()
        cur.expect("=")
        cur.skip_blank()
        value = cur.rest_of_line()
        pairs[key] = value.strip()
    print("comments on lines", comments)
    return pairs


def load_env(source, environ):
    text = source.replace("\r\n", "\n")
    for key, value in parse_pairs(text).items():
        environ.setdefault(key, value)
    return environ


if __name__ == "__main__":
    print(load_env("# settings\r\nHOST = example.org\r\n\r\nPORT=8080  \r\n  DEBUG = 1\r\n", {"PORT": "80"}))
