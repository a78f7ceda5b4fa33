from fsm import Light


def replay(events):
    light = Light()
    count = 0
    for ev in events:
        count += 1
        light.handle(ev)
        if light.blink():
            print("lit")
    final = light.state
    return final, count


print(replay(["on", "off", "on"]))
