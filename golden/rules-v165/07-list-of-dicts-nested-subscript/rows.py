def main():
    rows = [{"n": 1}, {"n": 2}]
    meta = [{"n": 0}]
    val = 10
    rows[1]["n"] = val
    meta[0]["n"] = val
    rows[0]["tag"] = "x"
    print(meta)
    print(rows)


main()
