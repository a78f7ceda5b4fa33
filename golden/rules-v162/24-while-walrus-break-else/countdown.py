"""while with a walrus condition, a break and an else."""


def countdown(n, stop):
    flag = False
    seen = 0
    while (n := n - 1) > 0:
        seen += 1
        if n == stop:
            break
    else:
        flag = True
    return flag, seen


print(countdown(5, 2), countdown(3, 9))
