LIMIT = 10
OTHER = 0


def allowed(n):
    return n <= LIMIT
