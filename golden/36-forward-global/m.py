WIDTH = 80
MARGIN = 4

def usable():
    return WIDTH - MARGIN

def banner(text):
    pad = usable() - len(text)
    line = " " * pad
    tag = text.upper()
    return line + tag
