def pad(text, width, align="<"):
    return "{:{a}{w}}".format(text, a=align, w=width)


def money(amount, places=2):
    return f"{amount:,.{places}f}"


def render_invoice(lines, currency, gap):
    names = [name for name, _ in lines]
    width = max(len(n) for n in names) + gap
    parts = []
    rule = "-" * (width + 12)
    for name, amount in lines:
        parts.append(pad(name, width) + money(amount).rjust(12))
    total = sum(amount for _, amount in lines)
    parts.append(rule)
    footer = f"{'TOTAL':<{width}}{money(total):>12} {currency}"
    print(f"invoice: {len(lines)} lines, width {width}")
    return "\n".join(parts) + "\n" + footer
