from .rates import apply_rate


def bill(amount, note):
    charged = apply_rate(amount)
    label = note.upper()
    print(label)
    return charged + 2
