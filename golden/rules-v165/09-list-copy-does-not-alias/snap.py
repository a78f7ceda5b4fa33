def main():
    src = [1, 2, 3]
    snap = list(src)
    src.append(4)
    src.sort()
    print(src)
    print(snap)


main()
