class Temp:
    def __init__(self, c):
        self.c = c

    def celsius(self):
        return self.c

    def fahrenheit(self):
        return self.c * 9 / 5 + 32


def main():
    base = 20
    t = Temp(base)
    u = Temp(0)
    f = t.celsius()
    k = u.celsius()
    print(f)
    print(k)


main()
