"""Pick a meeting slot from one day of a shared calendar."""


def pick_slot(slots, start, end, fallback):
    chosen = None
    tried = 0
    for hour, free in slots:
        tried += 1
        if not free:
            continue
        if start <= hour < end:
            chosen = hour
            break
        print(f"{hour}:00 is free but outside {start}-{end}")
    else:
        chosen = fallback
        tried = -tried
    label = f"{chosen}:00" if chosen is not None else "none"
    return label, tried


if __name__ == "__main__":
    day = [(8, True), (9, False), (10, False), (11, True), (14, True)]
    print(pick_slot(day, 10, 16, None))
    print(pick_slot(day, 12, 14, 17))
