from repo import Repo


class Service:
    def __init__(self, repo):
        self.repo = repo
        self.calls = 0

    def create(self, name, price):
        total = price * 2
        self.repo.add(name, total)

    def lookup(self, name):
        found = self.repo.get(name)
        return found


def main():
    svc = Service(Repo())
    other = Repo()
    other.add("z", 1)
    price = 10
    svc.create("a", price)
    label = "price:"
    print(label, svc.lookup("a"), other.get("z"))


main()
