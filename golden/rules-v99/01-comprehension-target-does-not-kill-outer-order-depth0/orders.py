"""One-line description of a customer's orders."""


def describe(orders, threshold):
    count = len(orders)
    order = orders[-1] if orders else 0
    large = [order for order in orders if order > threshold]
    peak = max((order for order in large), default=0)
    label = f"{count} orders"
    if order > threshold:
        label += f", last one {order} is large"
    return label, peak


def describe_all(customers, threshold):
    lines = []
    for name, orders in customers.items():
        label, peak = describe(orders, threshold)
        lines.append(f"{name}: {label} (peak {peak})")
    return "\n".join(lines)


if __name__ == "__main__":
    print(describe_all({"ana": [120, 40, 300], "bo": [10, 20], "cy": []}, 100))
