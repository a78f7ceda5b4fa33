from shapes import Square, Triangle


def shout(text):
    return text.upper() + "!"


label = "box"
edge = 5
chatty = False
sq = Square(label, edge, chatty)
tri = Triangle("tri")
summary = sq.describe()
other = tri.describe()
print(summary)
print(shout(other))
label = "crate"
edge = edge + 1
print(label, edge)
print(len(summary))
