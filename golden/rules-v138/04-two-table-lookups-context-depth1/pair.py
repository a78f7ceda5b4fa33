from tables import lookup


def run_pair(events):
    door_table = {("shut", "open"): "ajar", ("ajar", "close"): "shut"}
    alarm_table = {("armed", "open"): "ringing", ("ringing", "code"): "armed"}
    trace = []
    door = "shut"
    alarm = "armed"
    for ev in events:
        door = lookup(door_table, door, ev, trace)
        alarm = lookup(alarm_table, alarm, ev, trace)
    summary = door + "/" + alarm
    print("seen", len(trace), "events")
    return summary


def main():
    events = ["open", "close", "code", "open"]
    result = run_pair(events)
    print("door/alarm:", result)


if __name__ == "__main__":
    main()
