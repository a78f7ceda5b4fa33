"""Sort the names of an Enum-like class body into members and the rest."""
from enumnames import _is_descriptor, _is_dunder, _is_sunder, _is_private


def classify(cls_name, namespace):
    members = []
    ignored = []
    for key in namespace:
        value = namespace[key]
        if _is_private(cls_name, key):
            ignored.append(key)
        elif _is_sunder(key) or _is_dunder(key):
            pass
        elif _is_descriptor(value):
            ignored.append(key)
        else:
            members.append(key)
    return members, ignored


def plain_values(namespace):
    return [k for k in namespace if not _is_descriptor(namespace[k])]


def describe(cls_name, namespace):
    members, ignored = classify(cls_name, namespace)
    hidden = len(ignored)
    return f"{cls_name}: {', '.join(members)} (+{hidden} other)"


def member_count(cls_name, namespace):
    return len(classify(cls_name, namespace)[0])


class Color:
    _ignore_ = ["hue"]
    _Color__secret = 7
    RED = 1
    GREEN = 2

    def mix(self, other):
        return (self, other)


body = dict(vars(Color))
print(describe("Color", body))
print(member_count("Color", body))
print(plain_values(body))
