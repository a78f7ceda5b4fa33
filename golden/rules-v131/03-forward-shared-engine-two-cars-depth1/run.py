from depot import build_fleet


def main():
    texts = build_fleet()
    for line in texts:
        print(line)


main()
