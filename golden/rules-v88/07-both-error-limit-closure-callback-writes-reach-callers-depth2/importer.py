"""Import stock rows, keeping only the first few complaints."""
from validate import validate


def check_stock(rows, settings):
    errors = []
    dropped = 0
    limit = int(settings.get("max_errors", 3))

    def complain(number, message):
        nonlocal dropped
        if len(errors) >= limit:
            dropped += 1
            return
        errors.append(f"row {number}: {message}")

    validate(rows, complain)
    if dropped:
        errors.append(f"... and {dropped} more")
    return errors


def summary(rows, settings):
    problems = check_stock(rows, settings)
    status = "ok" if not problems else f"{len(problems)} problems"
    return status


if __name__ == "__main__":
    stock = [
        {"name": "bolt", "qty": 10, "price": 0.1},
        {"name": "nut", "qty": -2, "price": 0.05},
        {"name": "washer", "price": 0},
        {"name": "screw", "qty": 5, "price": -1},
    ]
    config = {"max_errors": "2"}
    print(summary(stock, config))
    print(check_stock(stock, {}))
