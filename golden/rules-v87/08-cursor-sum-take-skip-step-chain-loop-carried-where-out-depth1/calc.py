"""Add up '+'-separated numbers, stopping at the first word that is not one."""
from cursor import Cursor


def parse_sum(text):
    cur = Cursor()
    cur.load(text.split())
    total = 0
    while not cur.done():
        cur.skip("+")
        if cur.done():
            break
        word = cur.take()
        if not word.isdigit():
            print("stop", cur.where())
            break
        total += int(word)
    return total


def main(lines):
    for line in lines:
        print(line, "=", parse_sum(line))


if __name__ == "__main__":
    main(["1 + 2 + 3", "4 + x + 5", "+ + 7 +"])
