def compute(a, log):
    r = 0
    try:
        r = a * 2
        return r
    finally:
        r = -1
        log.append("done")


def main():
    log = []
    v = compute(5, log)
    print(v, log)


main()
