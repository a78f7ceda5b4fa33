"""Shop-wide rates, edited by the finance team.

Amounts are fractions: 0.2 means 20 percent.
"""

TAX = 0.2
REDUCED_TAX = 0.05
MEMBER_PERCENT = 15
DISCOUNT = MEMBER_PERCENT / 100
ROUND_TO = 0.05

FREE_SHIPPING_OVER = 50.0
SHIPPING = 4.95
CURRENCY = "EUR"
REGIONS = ("DE", "FR", "NL")
