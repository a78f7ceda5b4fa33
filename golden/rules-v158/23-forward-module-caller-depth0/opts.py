def options():
    t = 30
    r = 2
    print(r)
    return t * 2

TIMEOUT = options()
LIMIT = TIMEOUT + 1
OTHER = 4
print(LIMIT, OTHER)
