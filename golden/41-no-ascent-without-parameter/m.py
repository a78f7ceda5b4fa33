def config():
    base = 10
    size = base * 2
    return size

def main(flag):
    if flag:
        x = config()
        print(x)
