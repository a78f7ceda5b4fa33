"""Print a VAT receipt for one basket."""

from money import Money
from receipt import add_all, render, tax_on, widest


def main():
    goods = [Money(1250), Money(480), Money(2999)]
    vat_rate = 20
    net = add_all(goods)
    tax = tax_on(net, vat_rate)
    extras = add_all([Money(450), Money(99)])
    gross = add_all([net, tax, extras])
    count = len(goods) + 2
    print(render("net", net))
    print(render("vat", tax))
    print(render("extras", extras))
    print(render("total", gross))
    if vat_rate > 0:
        print("VAT registered, rate", vat_rate, "%")
    print("dearest item:", widest(goods))
    print(count, "entries")


if __name__ == "__main__":
    main()
