from stats import summarize


def indoor(values):
    floor = 10.0
    ceiling = 30.0
    return summarize(values, high=ceiling, low=floor, unit="C")


def outdoor(values, cap):
    return summarize(values, limit=cap)


def label(values):
    count = len(values)
    return "n=" + str(count)


if __name__ == "__main__":
    data = [12.5, 5.0, 31.0, 22.0, -3.0, 18.5]
    print(indoor(data))
    print(outdoor(data, 3))
