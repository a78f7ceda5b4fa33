class Parser:
    def __init__(self, text):
        mode = "x"
        self.setup(text)

    def setup(self, text):
        cleaned = text.strip()
        debug = len(cleaned)
        self.words = cleaned.split()


def main():
    p = Parser("  a b c ")
    n = len(p.words)
    print(n)


main()
