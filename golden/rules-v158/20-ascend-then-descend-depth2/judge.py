def norm(p):
    q = p + 1
    return q

def score(s):
    val = s * 4
    return val

def judge(w):
    adj = norm(w)
    pts = score(adj)
    return pts

def main():
    raw = 3
    print(judge(raw))

main()
