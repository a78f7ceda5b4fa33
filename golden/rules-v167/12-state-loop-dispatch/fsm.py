class Light:
    def __init__(self):
        self.state = "off"

    def handle(self, ev):
        print("event", ev)
        if ev == "on" and self.state == "off":
            self.state = "on"
        elif ev == "off":
            self.state = "off"

    def blink(self):
        return self.state == "on"
