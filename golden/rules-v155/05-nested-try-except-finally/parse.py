def parse_all(texts):
    good = 0
    bad = 0
    for t in texts:
        try:
            try:
                n = int(t)
            except ValueError:
                n = float(t)
            good += n
        except ValueError:
            bad += 1
        finally:
            print("seen", t)
    return good


print(parse_all(["1", "2.5", "x"]))
