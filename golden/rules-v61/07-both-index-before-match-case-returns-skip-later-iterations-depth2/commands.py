"""Find the command spec that a typed word refers to, git-style."""


def find_command(table, word):
    index = -1
    similar = []
    for spec in table:
        index += 1
        match spec:
            case (name, "exact") if word == name:
                return index
            case (name, "prefix") if len(word) >= 2 and name.startswith(word):
                return index
            case (name, "alias", *aliases) if word in aliases:
                return index
            case (name, *_) if name[:1] == word[:1]:
                similar.append(name)
    if similar:
        print("unknown command %r; similar: %s" % (word, ", ".join(similar)))
    return -1
