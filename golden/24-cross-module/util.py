def clean(s):
    t = s.strip()
    return t.lower()

def unused(s):
    return s
