import functools

N = 3
UNUSED = 9


def retry(times):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args):
            last = None
            for i in range(times):
                last = fn(*args)
            return last
        return wrapper
    return deco


@retry(N)
def fetch(x):
    return x + 1


print(fetch(UNUSED))
