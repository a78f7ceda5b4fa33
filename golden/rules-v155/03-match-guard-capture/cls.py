def classify(cmd):
    kind = "unknown"
    size = 0
    match cmd:
        case ("move", x, y) if x == y:
            kind = "diag"
            size = x
        case ("move", x, y):
            kind = "move"
            size = x + y
        case ("say", text):
            kind = "say"
            size = len(text)
        case _:
            pass
    print(kind)
    return size


print(classify(("move", 2, 2)), classify(("move", 1, 2)), classify(("say", "hi")), classify(1))
