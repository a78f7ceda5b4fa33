"""Fill shipping letters from one template, defaults and each order's fields."""
from template import Template

LETTER = Template("Dear $name, order $order ships on ${day}. Cost: $$5.")
DEFAULTS = {"name": "customer", "day": "Monday"}


def render(order_id, customer):
    fields = dict(DEFAULTS)
    if customer:
        fields["name"] = customer.strip().title()
    weekday = fields.get("day", "Monday")
    text = LETTER.substitute(fields, order=order_id)
    return text + " See you on " + weekday + "."


if __name__ == "__main__":
    orders = [(1042, "  ada lovelace "), (1043, None)]
    for order_id, customer in orders:
        print(render(order_id, customer))
