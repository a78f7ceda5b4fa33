"""A bar tab: orders, a service charge and the bill, one small method per step."""

SERVICE = 0.1


class Tab:
    def open(self, table):
        self.table = table
        self._clear()

    def _clear(self):
        self.items = []
        self.total = 0.0

    def order(self, item, price):
        print("order", item)
        self._add(item, price)

    def _add(self, item, price):
        self.items.append(item)
        self._charge(price)

    def _charge(self, amount):
        self.total = round(self.total + amount, 2)

    def count(self):
        return len(self.items)

    def preview(self):
        return f"table {self.table}: {self.count()} items, {self.total:.2f}"

    def copy(self):
        twin = Tab()
        twin.table = self.table
        twin.items = list(self.items)
        twin.total = self.total
        return twin

    def audit(self):
        self._expect(self.total >= 0)

    def _expect(self, ok):
        if not ok:
            raise ValueError("negative total")

    def settle(self, tip):
        before = self.copy()
        print("was", before.preview())
        if tip > 0:
            self.order("tip", tip)
        self._service()
        self.audit()
        print("now", self.preview())
        return self

    def _service(self):
        if self.count() > 3:
            self._charge(self.total * SERVICE)
