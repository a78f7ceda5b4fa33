import functools


def logged(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        print("calling", fn.__name__)
        count = len(args)
        result = fn(*args, **kwargs)
        print("done", count)
        return result
    return wrapper


@logged
def add(a, b):
    return a + b


print(add(2, 3))
