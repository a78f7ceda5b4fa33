"""Word splitting for support tickets."""


def normalize(word):
    core = word.strip(".,!?;:").lower()
    if core.endswith("s") and len(core) > 3:
        core = core[:-1]
    return core


def tokenize(line):
    words = []
    for raw in line.split():
        word = normalize(raw)
        if word:
            words.append(word)
    return words
