"""Building the active discounts from the shop's configuration."""
from models import Discount

CLEARANCE_RATE = 0.5


def seasonal(config):
    rate = config.get("rate", 0.1)
    floor = config.get("floor", 1.0)
    promo = Discount(rate, floor, label=config.get("label", "sale"))
    return promo


def clearance():
    return Discount(CLEARANCE_RATE, label="clearance")
