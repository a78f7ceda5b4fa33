"""Orders and the helpers that move them through the warehouse."""


class Order:
    def place(self, sku, qty):
        self.sku = sku
        self.qty = qty
        self._new_state("placed")

    def _new_state(self, state):
        self.state = state
        self._log_state()

    def _log_state(self):
        print("order", self.sku, "is", self.state)

    def ship(self, carrier):
        if self.qty == 0:
            return
        self.carrier = carrier
        self._new_state("shipped")

    def line(self):
        return f"{self.qty} x {self.sku} [{self.state}]"


def stamp(order, when, desk):
    _set_time(order, when)
    print("stamped at", desk)


def _set_time(order, when):
    order.when = when


def show(order):
    print(order.line(), getattr(order, "carrier", "-"))
