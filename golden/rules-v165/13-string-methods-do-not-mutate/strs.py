def main():
    s = "hello"
    t = "world"
    s.upper()
    s.strip()
    loud = t.upper()
    s = s + "!"
    s.replace("h", "j")
    print(loud)
    print(s)


main()
