from units import to_bytes, label


def check(config, used):
    unit = config.get("unit", "kb")
    limit = to_bytes(config["limit"], unit)
    floor = to_bytes(config["floor"], "b")
    free = limit - used
    if free < floor:
        print("low space:", label(free))
    warn = used > floor
    print("warn" if warn else "ok", config["limit"])
    return free


def check_all(configs, used):
    results = []
    for config in configs:
        results.append(check(config, used))
    return results


def main():
    configs = [{"limit": "2kb", "floor": "100"}, {"limit": "3", "floor": "1"}]
    free = check_all(configs, 2000)
    print("free", free)
    return min(free)


if __name__ == "__main__":
    print(main())
