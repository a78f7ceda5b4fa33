class Config:
    level = 1

    def __init__(self):
        self.level = 5

    def set(self, n):
        self.level = n


def main():
    c = Config()
    Config.level = 3
    c.level = 7
    c.set(9)
    y = Config.level
    print(y, c.level)


main()
