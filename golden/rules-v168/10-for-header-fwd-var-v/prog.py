def main():
    vals = [3, 1, 4]
    out = []
    count = len(vals)
    for v in vals:
        sq = v * v
        out.append(sq)
    print("done", count)
    print(out)
main()
