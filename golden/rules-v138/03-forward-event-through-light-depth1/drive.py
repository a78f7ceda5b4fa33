from light import Light


def drive(light, events):
    served = 0
    waits = 0
    for ev in events:
        if ev == "noise":
            waits += 1
            continue
        light.on_event(ev)
        if light.state == "green":
            served += 1
    return served


def main():
    light = Light()
    light.reset()
    events = ["timer", "noise", "button", "timer", "timer", "fault"]
    total = drive(light, events)
    print("served", total, "final", light.state)


if __name__ == "__main__":
    main()
