def convert(raw):
    text = raw.strip()
    size = len(text)
    upper = text.upper()
    other = raw.lower()
    return size, upper
