"""Alert levels for station temperatures."""


def label(code):
    names = ["ok", "warm", "hot"]
    return names[code]


def classify(temp):
    code = 0
    if temp >= 40:
        code = 2
    elif temp >= 30:
        code = 1
    return label(code)


def check_one(temp):
    level = classify(temp)
    return level != "ok"
