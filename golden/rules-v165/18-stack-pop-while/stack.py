def main():
    stack = [1, 2, 3]
    done = []
    while stack:
        top = stack.pop()
        done.append(top)
    stack.append(7)
    print(done)
    print(stack)


main()
