class Geo:
    @staticmethod
    def area(w, h, unit):
        label = unit.upper()
        return w * h


def main():
    w = 3
    h = 4
    u = "m"
    a1 = Geo.area(w, h, u)
    a2 = Geo().area(w, 2, u)
    total = a1 + a2
    print(total, u)


main()
