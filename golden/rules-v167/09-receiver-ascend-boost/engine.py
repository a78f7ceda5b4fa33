class Motor:
    def __init__(self, speed):
        self.speed = speed

    def boost(self, amount):
        self.speed += amount

    def show(self):
        return "motor:" + str(self.speed)

    def step(self, dt):
        delta = self.speed * 2
        moved = delta * dt
        return moved
