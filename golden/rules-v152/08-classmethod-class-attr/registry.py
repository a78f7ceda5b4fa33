class Registry:
    count = 0
    limit = 10

    @classmethod
    def register(cls, n):
        cls.count = cls.count + n

    def bump(self):
        self.count = 99


def main():
    r = Registry()
    r.bump()
    r.count = 50
    Registry.register(2)
    total = Registry.count
    print(total, r.count)


main()
