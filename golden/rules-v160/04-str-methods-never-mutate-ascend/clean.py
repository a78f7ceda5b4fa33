def clean(raw):
    s = raw
    s.upper()
    t = s.strip()
    s.replace("a", "b")
    parts = t.split(",")
    print(parts)
    return s


def main():
    text = " a,b "
    text.lower()
    text.strip()
    result = clean(text)
    print(result)


main()
