def main():
    words = ["a", "b", "c"]
    parts = []
    count = 0
    for w in words:
        if w != "b":
            parts.append(w.upper())
        count += 1
    sep = ", "
    line = sep.join(parts)
    print(count)
    print(line)


main()
