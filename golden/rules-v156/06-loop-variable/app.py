def main():
    words = ["a", "bb", "ccc"]
    longest = ""
    total = 0
    for w in words:
        if len(w) > len(longest):
            longest = w
    total = len(words)
    print(total)
    print(longest)


main()
