import textkit.util as tu


def heading(title):
    width = tu.WIDTH + 4
    body = tu.pad(title, width)
    return body.upper()


def label(name, width):
    tag = tu.pad(name, width)
    return "[" + tag + "]"


def main():
    raw = "  quarterly   report "
    title = tu.clean(raw)
    size = 10
    top = heading(title)
    side = label("notes", size)
    words = tu.count_words(raw)
    print(top)
    print(side)
    print(words)
    print(tu.banner(title))


main()
