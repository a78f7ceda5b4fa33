def probe(items, key):
    i = 0
    note = ""
    while i < len(items):
        if items[i] == key:
            break
        i += 1
    else:
        i = -1
    return i
