from util import clean

def handle(raw):
    extra = 1
    c = clean(raw)
    return c
