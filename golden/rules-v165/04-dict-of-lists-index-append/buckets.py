def main():
    buckets = {"even": [], "odd": []}
    log = []
    for n in range(5):
        if n % 2 == 0:
            buckets["even"].append(n)
        else:
            buckets["odd"].append(n)
        log.append(n)
    print(log)
    print(buckets)


main()
