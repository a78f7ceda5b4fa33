from stats import first_breach, label_rows, mean


def run():
    names = ["boiler", "pump", "valve", "fan"]
    values = [3, 12, 5, 7]
    limit = 10
    unit = "C"
    if values:
        bad, count = first_breach(names, values, limit, unit)
        print("breach:", bad, "after", count)
    for line in label_rows(names):
        print(line)
    print("mean", mean(values))


def main():
    run()
    print("done")


if __name__ == "__main__":
    main()
