from shapes import Circle, Square


def banner(text):
    line = "=" * len(text)
    return line + "\n" + text + "\n" + line


title = "sun"
loud = True
c = Circle(title, loud)
s = Square("box", 4)
tag = c.label()
other = s.label()
size = s.area()
print(banner(tag))
print(other, size)
title = "moon"
print(title)
print(banner(other))
