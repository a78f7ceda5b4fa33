def parse(s):
    return int(s)

def validate(v):
    if v < 0:
        raise ValueError(v)
    return v

def load(text):
    n = parse(text)
    m = validate(n)
    return m

def main(arg):
    out = load(arg)
    print(out)
    return out
