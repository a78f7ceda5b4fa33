from grid import heat_map, describe


PLATES = [
    (3, 4, [(0, 1, 6), (2, 0, 3)]),
    (2, 2, [(1, 0, 4)]),
]


def main():
    warmest = None
    for h, w, sources in PLATES:
        total, peak = heat_map(h, w, sources)
        print(describe(total, peak, h, w))
        if warmest is None or total > warmest:
            warmest = total
    print("warmest plate total", warmest)


if __name__ == "__main__":
    main()
