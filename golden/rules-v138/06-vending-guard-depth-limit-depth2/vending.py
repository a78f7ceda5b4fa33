"""A coin-operated vending machine: idle -> paying -> ready."""

VALID_COINS = (1, 2, 5)


class Vending:
    def reset(self):
        self.state = "idle"

    def _accept(self, coin):
        return coin in VALID_COINS

    def insert(self, coin):
        if not self._accept(coin):
            return "rejected"
        if self.state == "idle":
            self.state = "paying"
        elif self.state == "paying":
            self.state = "ready"
        return self.state

    def dispense(self):
        if self.state == "ready":
            self.state = "idle"
            return "snack"
        return None
