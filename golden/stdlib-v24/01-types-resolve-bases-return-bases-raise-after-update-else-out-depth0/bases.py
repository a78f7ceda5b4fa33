"""Resolve PEP 560 base substitutes and pick the metaclass for new classes."""
from typesmeta import resolve_bases, _calculate_meta


class Meta(type):
    pass


class Base(metaclass=Meta):
    pass


class Mixin:
    pass


class Alias:
    """Stands in for real bases in a class statement (PEP 560)."""

    def __init__(self, *targets):
        self.targets = targets

    def __mro_entries__(self, bases):
        return self.targets


def plan(name, bases):
    resolved = resolve_bases(bases)
    meta = _calculate_meta(type, resolved)
    changed = resolved is not bases
    return f"{name}: {[b.__name__ for b in resolved]} via {meta.__name__}, changed={changed}"


def unchanged(bases):
    return resolve_bases(bases) is bases


print(plan("Widget", (Alias(Base, Mixin),)))
print(plan("Plain", (Mixin,)))
print(unchanged((Base, Mixin)))
