class Machine:
    def __init__(self):
        self.state = "idle"

    def start(self):
        if self.state == "idle":
            self.state = "running"

    def stop(self, reason):
        print("stopping:", reason)
        self.state = "stopped"

    def describe(self):
        return "machine in " + self.state
