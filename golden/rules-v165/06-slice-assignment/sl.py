def main():
    xs = [0, 1, 2, 3, 4]
    repl = [7, 8]
    ys = [9]
    xs[1:3] = repl
    ys[0:1] = [6]
    print(ys)
    print(xs)


main()
