def log_it(msg):
    line = "> " + msg
    print(line)

def handle(val):
    doubled = val * 2
    log_it(str(doubled))
    return doubled

def main():
    seed = 11
    other = 1
    res = handle(seed)
    print(res, other)

main()
