"""Document review workflow: draft -> review -> approved/rejected."""

RULES = {
    ("draft", "submit"): "review",
    ("review", "approve"): "done",
    ("review", "reject"): "draft",
}


class Workflow:
    def reset(self):
        self.state = "draft"
        self.seen = 0
        self.rejected = 0
        self.finished = 0
        self.last_event = None
        self.history = []

    def step(self, event):
        self.seen += 1
        self.last_event = event
        key = (self.state, event)
        nxt = RULES.get(key)
        if nxt is None:
            self.rejected += 1
            return False
        if nxt == "done":
            self.finished += 1
        self.state = nxt
        self.history.append(nxt)
        return True
