def source():
    token = 21
    extra = 5
    print(extra)
    return token

def wrap():
    got = source()
    label = "w"
    print(label)
    return got + 1

def app():
    final = wrap()
    print(final)

app()
