class Budget:
    def __init__(self, owner):
        self.owner = owner
        self.cap = 100
        self.spent = 0

    def charge(self, amount):
        self.spent += amount
        return self.spent

    def set_cap(self, cap):
        self.cap = cap

    def remaining(self):
        return self.cap - self.spent

    def title(self):
        return "budget of " + self.owner


def make_budget(owner, costs):
    budget = Budget(owner)
    for cost in costs:
        budget.charge(cost)
    return budget
