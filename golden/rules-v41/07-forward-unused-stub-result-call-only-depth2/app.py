"""Request handling with timing metrics."""
from metrics import SLOW_MS, count, metric_name, timing


def elapsed_ms(started, finished):
    millis = (finished - started) * 1000.0
    if millis < 0:
        millis = 0.0
    return int(millis)


def finish(route, method, started, finished, status):
    took = elapsed_ms(started, finished)
    name = metric_name(route, method)
    timing(name, took)
    if took > SLOW_MS:
        count(name + ".slow")
    count("status." + str(status))
    return {"route": route, "status": status, "ms": took}


if __name__ == "__main__":
    result = finish("/cart/add", "POST", 10.0, 10.4, 200)
    print(result["ms"], "ms")
    print(finish("/", "GET", 5.0, 4.9, 304))
